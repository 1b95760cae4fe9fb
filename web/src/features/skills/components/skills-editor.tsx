import { useEffect, useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAddSkill } from '@/features/skills/api/add-skill';
import { useDeleteSkill } from '@/features/skills/api/delete-skill';
import { useMySkills } from '@/features/skills/api/get-my-skills';
import { SkillPicker } from '@/features/skills/components/skill-picker';
import { SkillPill } from '@/features/skills/components/skill-pill';
import { SkillsLoadError } from '@/features/skills/components/skills-load-error';

/** The skills editor of /skills: the user's skills as pills, removable, and a picker to add more. */
export function SkillsEditor() {
  const skills = useMySkills();
  const add = useAddSkill();
  const remove = useDeleteSkill();
  // Where the keyboard focus goes once a removed pill has left the list (its button went with it, and focus with that):
  // the remove button now at the same place, else the last one, else the search box.
  const list = useRef<HTMLUListElement>(null);
  const [refocusAt, setRefocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (refocusAt === null || remove.isPending) return;
    setRefocusAt(null);
    // Only focus that was lost with the removed button: someone who has moved on (typing a search) keeps theirs.
    const active = document.activeElement;
    if (active && active !== document.body && !list.current?.contains(active)) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[aria-label^="Remove "]');
    const target = buttons?.[Math.min(refocusAt, buttons.length - 1)] ?? document.querySelector<HTMLInputElement>('input[aria-label="Search skills"]');
    target?.focus();
  }, [refocusAt, remove.isPending, skills.data]);

  if (skills.isError) return <SkillsLoadError error={skills.error} onRetry={() => void skills.refetch()} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Skills</CardTitle>
        <CardDescription>Add skills from the suggestions or the skills taxonomy, or type your own.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <SkillPicker heldSkills={skills.data?.map((s) => s.skillName) ?? []} onAdd={(skillName) => add.mutate({ skillName })} disabled={skills.isPending} />
        {skills.isPending ? (
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
