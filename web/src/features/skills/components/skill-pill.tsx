import { X } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Spec §3: expert, advanced, intermediate, beginner get their colour; any other value is grey. */
const proficiencyColours: Record<string, string> = {
  expert: 'border-purple-300 bg-purple-100 text-purple-900 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-100',
  advanced: 'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
  intermediate: 'border-green-300 bg-green-100 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  beginner: 'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100',
};
const otherColour = 'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200';

/** The pill colours of a proficiency level (shared by every skill pill). */
export const proficiencyPillClass = (proficiency: string) => proficiencyColours[proficiency] ?? otherColour;

export function SkillPill({ name, proficiency, onRemove, removing }: { name: string; proficiency: string; onRemove: () => void; removing: boolean }) {
  return (
    <li
      className={cn('group inline-flex items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm', proficiencyPillClass(proficiency))}
      data-proficiency={proficiency}
    >
      <span>
        {name} <span className="opacity-70">({proficiency})</span>
      </span>
      <button
        type="button"
        className="rounded-full p-1 hover:bg-black/10 focus-visible:outline-2 disabled:opacity-50"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        disabled={removing}
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </li>
  );
}
