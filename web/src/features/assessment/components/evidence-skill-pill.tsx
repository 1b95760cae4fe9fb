import { X } from 'lucide-react';
import { proficiencyPillClass } from '@/components/proficiency-colours';
import { Explain } from '@/components/ui/explain';
import { SourceLine } from '@/features/assessment/components/market-source';
import { cn } from '@/lib/utils';

export interface SkillEvidence {
  /** The CV line that shows the skill, as written; null when the skill did not come from the CV. */
  evidence: string | null;
  demand: number | null;
  demandSource: string | null;
  demandYear: number | null;
}

/**
 * A skill pill 'name (proficiency)'. Hovering or opening it shows the CV line that evidences it and its
 * market demand with source and year. With `onRemove`, a remove button appears on hover (always on touch screens).
 */
export function EvidenceSkillPill({
  name,
  proficiency,
  evidence,
  onRemove,
  removing,
}: {
  name: string;
  proficiency: string;
  evidence: SkillEvidence | null;
  onRemove?: () => void;
  removing?: boolean;
}) {
  return (
    <li
      className={cn('group inline-flex max-w-full items-center rounded-full border text-sm', proficiencyPillClass(proficiency), onRemove ? 'py-0.5 pr-1 pl-3' : 'px-3 py-1')}
      data-proficiency={proficiency}
      data-skill={name}
    >
      <Explain className="min-w-0 py-0.5 break-words" explanation={<EvidenceNote name={name} evidence={evidence} />}>
        {name} <span className="font-normal">({proficiency})</span>
      </Explain>
      {/* aria-disabled, not disabled, while removing: a disabled button drops the keyboard focus to the page (the list
          moves it on once the pill has gone). 24 × 24 px, the smallest target WCAG 2.2 allows. */}
      {onRemove ? (
        <button
          type="button"
          className="ml-1 rounded-full p-[5px] opacity-0 transition-opacity group-hover:opacity-100 hover:bg-black/10 focus-visible:opacity-100 focus-visible:outline-2 aria-disabled:opacity-50 [@media(hover:none)]:opacity-100"
          aria-label={`Remove ${name}`}
          onClick={() => !removing && onRemove()}
          aria-disabled={removing || undefined}
        >
          <X className="size-3.5" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}

function EvidenceNote({ name, evidence }: { name: string; evidence: SkillEvidence | null }) {
  return (
    <div className="space-y-2" data-testid="skill-evidence">
      <p className="font-medium">{name}</p>
      {evidence?.evidence ? (
        <div className="space-y-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">From your CV</p>
          <blockquote className="border-l-2 border-primary pl-2 text-sm italic">{evidence.evidence}</blockquote>
        </div>
      ) : (
        <p className="text-muted-foreground">Added by you; not found in your latest CV.</p>
      )}
      {evidence?.demand != null && evidence.demandSource && evidence.demandYear != null ? (
        <div>
          <p>Market demand: {evidence.demand}/100</p>
          <SourceLine source={evidence.demandSource} year={evidence.demandYear} />
        </div>
      ) : null}
    </div>
  );
}
