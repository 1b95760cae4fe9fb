import { useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAddSkill } from '@/features/skills/api/add-skill';
import { useDeleteSkill } from '@/features/skills/api/delete-skill';
import { useMySkills } from '@/features/skills/api/get-my-skills';
import { useRefocusAfterRemoval } from '@/features/skills/hooks/use-refocus-after-removal';
import { SkillPicker } from '@/features/skills/components/skill-picker';
import { SkillPill } from '@/features/skills/components/skill-pill';
import { SkillsLoadError } from '@/features/skills/components/skills-load-error';

/** The skills editor of /skills: the user's skills as pills, removable, and a picker to add more. */
export function SkillsEditor() {
  const skills = useMySkills();
  const add = useAddSkill();
  const remove = useDeleteSkill();
  const list = useRef<HTMLUListElement>(null);
  const setRefocusAt = useRefocusAfterRemoval(list, 'input[aria-label="Search skills"]', remove.isPending, skills.data);

  // Only when there is nothing to show: a failed background refresh (on focus, spec §7) keeps the list it had.
  if (skills.isError && skills.data === undefined) return <SkillsLoadError error={skills.error} onRetry={() => void skills.refetch()} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Skills</CardTitle>
        <CardDescription>Add skills from the suggestions or the skills taxonomy, or type your own.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SkillPicker heldSkills={skills.data?.map((s) => s.skillName) ?? []} onAdd={(skillName) => add.mutate({ skillName })} disabled={skills.isPending} />
        {skills.data === undefined ? (
          <p className="text-muted-foreground text-sm">Loading skills...</p>
        ) : skills.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">No skills found yet. Upload your CV or add skills manually!</p>
        ) : (
          <ul ref={list} className="flex flex-wrap gap-2" aria-label="Your skills">
            {skills.data.map((skill, index) => (
              <SkillPill
                key={skill.id}
                name={skill.skillName}
                proficiency={skill.proficiencyLevel}
                removing={remove.isPending && remove.variables === skill.id}
                onRemove={() => remove.mutate(skill.id, { onSuccess: () => setRefocusAt(index) })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
