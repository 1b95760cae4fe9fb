import { X } from 'lucide-react';
import { Explain } from '@/components/ui/explain';
import { SourceLine } from '@/features/assessment/components/market-source';
import { cn } from '@/lib/utils';

/** Spec §3: expert, advanced, intermediate, beginner get their colour; any other value is grey. */
const proficiencyColours: Record<string, string> = {
  expert: 'border-purple-300 bg-purple-100 text-purple-900 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-100',
  advanced: 'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  intermediate: 'border-green-300 bg-green-100 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  beginner: 'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100',
};
const otherColour = 'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200';

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
      className={cn('group inline-flex max-w-full items-center rounded-full border text-sm', proficiencyColours[proficiency] ?? otherColour, onRemove ? 'py-0.5 pr-1 pl-3' : 'px-3 py-1')}
      data-proficiency={proficiency}
      data-skill={name}
    >
      <Explain className="min-w-0 py-0.5 break-words" explanation={<EvidenceNote name={name} evidence={evidence} />}>
        {name} <span className="opacity-70">({proficiency})</span>
      </Explain>
      {onRemove ? (
        <button
          type="button"
          className="ml-1 rounded-full p-1 opacity-0 transition-opacity group-hover:opacity-100 hover:bg-black/10 focus-visible:opacity-100 focus-visible:outline-2 disabled:opacity-50 [@media(hover:none)]:opacity-100"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
          disabled={removing}
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
