import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAddSkill } from '@/features/skills/api/add-skill';
import { useDeleteSkill } from '@/features/skills/api/delete-skill';
import { useMySkills } from '@/features/skills/api/get-my-skills';
import { useRefocusAfterRemoval } from '@/features/skills/hooks/use-refocus-after-removal';
import { SkillAddCombobox } from '@/features/skills/components/skill-add-combobox';
import { SkillsLoadError } from '@/features/skills/components/skills-load-error';

/** A held skill as the section hands it to `renderSkill`. */
export interface HeldSkill {
  id: string;
  skillName: string;
  proficiencyLevel: string;
}

/**
 * 'Extracted Skills' in the assessment results (spec §2 Step 1): the user's skills, with a search to add
 * one (source 'assessment', spec §5: the server accepts it once a CV analysis of the user exists) and removal. `renderSkill` draws each skill's pill (composed in app/: the
 * assessment's pill with the CV evidence), given its remove action.
 */
export function ExtractedSkillsSection({
  renderSkill,
  analysedCount = 0,
}: {
  renderSkill: (skill: HeldSkill, remove: { onRemove: () => void; removing: boolean }) => ReactNode;
  /** How many skills the analysis found: the skills service imports them a moment after the assessment completes. */
  analysedCount?: number;
}) {
  const skills = useMySkills();
  const add = useAddSkill();
  const remove = useDeleteSkill();
  const held = skills.data ?? [];
  const importing = useImportPending(analysedCount > 0 && held.length === 0 && !remove.isSuccess);
  const list = useRef<HTMLUListElement>(null);
  const refocusAfterRemoval = useRefocusAfterRemoval(list, 'button[aria-label="Add another skill..."]', remove.isPending, skills.data);

  return (
    <section className="space-y-3" aria-labelledby="panel-skills">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h4 id="panel-skills" className="font-semibold">
          Extracted Skills
        </h4>
        {/* Busy (aria-disabled), not disabled, while an added skill is saved: the focus comes back to the trigger then. */}
        <SkillAddCombobox
          heldSkills={held.map((s) => s.skillName)}
          onAdd={(skillName) => !add.isPending && add.mutate({ skillName, source: 'assessment' })}
          disabled={skills.isPending}
          busy={add.isPending}
        />
      </div>
      {/* A list that failed to load is not an empty one: the spec's failure card, not 'No skills were extracted'. */}
      {skills.isError && !skills.data ? (
        <SkillsLoadError error={skills.error} onRetry={() => void skills.refetch()} />
      ) : skills.isPending || importing ? (
        <p className="text-sm text-muted-foreground">Loading skills...</p>
      ) : held.length === 0 ? (
        <p className="text-sm text-muted-foreground">No skills were extracted. Please upload a different CV.</p>
      ) : (
        <ul ref={list} className="flex flex-wrap gap-2" aria-label="Extracted skills">
          {held.map((skill, index) =>
            renderSkill(skill, { removing: remove.isPending && remove.variables === skill.id, onRemove: () => remove.mutate(skill.id, { onSuccess: () => refocusAfterRemoval(index) }) }),
          )}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">Hover or tap a skill to see the words of your CV it was found in.</p>
    </section>
  );
}

/** How long an empty list may wait for the analysed skills' import before it says none were extracted. */
const IMPORT_WAIT_MS = 15_000;

/**
 * Whether an empty list is still waiting for the analysis's skills to arrive (they are imported by the skills
 * service after the assessment completes, and the list refreshes when they are): true while `waiting` holds, for at
 * most IMPORT_WAIT_MS, so a list that stays empty ends with the spec's message.
 */
function useImportPending(waiting: boolean): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setExpired(true), IMPORT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting && !expired;
}
