import { PagePlaceholder } from '@/components/page-placeholder';
import { useLatestAssessment } from '@/features/assessment/api/get-latest-assessment';
import { AssessmentSkillsCard } from '@/features/skills/components/assessment-skills-card';
import { SkillsEditor } from '@/features/skills/components/skills-editor';

export function SkillsRoute() {
  const latest = useLatestAssessment().data;
  return (
    <div className="space-y-6">
      <PagePlaceholder title="My Skills" />
      <AssessmentSkillsCard assessment={latest?.completedAt ? { completedAt: latest.completedAt, marketAlignmentScore: latest.marketAlignmentScore } : null} />
      <SkillsEditor />
    </div>
  );
}
