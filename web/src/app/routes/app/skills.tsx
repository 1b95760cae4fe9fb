import { PagePlaceholder } from '@/components/page-placeholder';
import { AssessmentSkillsCard } from '@/features/skills/components/assessment-skills-card';
import { SkillsEditor } from '@/features/skills/components/skills-editor';

export function SkillsRoute() {
  return (
    <div className="space-y-6">
      <PagePlaceholder title="My Skills" />
      {/* SEAM: pass the latest completed assessment here once the assessment service serves it. */}
      <AssessmentSkillsCard assessment={null} />
      <SkillsEditor />
    </div>
  );
}
