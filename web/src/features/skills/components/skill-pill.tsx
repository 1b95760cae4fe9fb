import { X } from 'lucide-react';
import { proficiencyPillClass } from '@/components/proficiency-colours';
import { cn } from '@/lib/utils';

export function SkillPill({ name, proficiency, onRemove, removing }: { name: string; proficiency: string; onRemove: () => void; removing: boolean }) {
  return (
    <li
      className={cn('group inline-flex max-w-full items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm', proficiencyPillClass(proficiency))}
      data-proficiency={proficiency}
    >
      {/* A long free-text skill wraps inside the pill instead of running out of the card on a phone. */}
      <span className="min-w-0 break-words">
        {name} <span className="font-normal">({proficiency})</span>
      </span>
      {/* 24 px at least (WCAG 2.2 target size); aria-disabled while removing keeps the keyboard focus on it. */}
      <button
        type="button"
        className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 aria-disabled:opacity-50"
        aria-label={`Remove ${name}`}
        onClick={() => !removing && onRemove()}
        aria-disabled={removing || undefined}
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </li>
  );
}
