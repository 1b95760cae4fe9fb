import { RefreshCw } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useLatestAssessment } from '@/features/assessment/api/get-latest-assessment';
import { evidenceFor } from '@/features/assessment/components/assessment-evidence';
import { CvUpload } from '@/features/assessment/components/cv-upload';
import { EvidenceSkillPill } from '@/features/assessment/components/evidence-skill-pill';
import { useCvAssessment, type UploadCv } from '@/features/assessment/hooks/use-cv-assessment';
import { useFocusAfterSwitch } from '@/hooks/use-focus-after-switch';

/**
 * A CV upload in assessment mode with the skills extracted from the latest CV: after an upload in this
 * visit, `successMessage` (given how many skills the CV gave) and the skills; otherwise the upload, and the skills of any earlier CV.
 * `uploadCv` sends the file (composed in app/).
 */
export function CvUploadWithSkills({ successMessage, uploadCv }: { successMessage: (skillCount: number) => ReactNode; uploadCv: UploadCv }) {
  const latest = useLatestAssessment();
  const [uploadedNow, setUploadedNow] = useState(false);
  const flow = useCvAssessment({ upload: uploadCv, onCompleted: () => setUploadedNow(true) });
  const assessment = latest.data ?? null;
  // 'Upload Different CV' goes with the view it sits in: the focus goes to the upload's file field.
  const view = useRef<HTMLDivElement>(null);
  const showingResult = uploadedNow && !flow.busy;
  useFocusAfterSwitch(showingResult, view);

  const skills = assessment ? (
    <section className="space-y-2" aria-labelledby="extracted-skills-title">
      <h4 id="extracted-skills-title" className="text-sm font-semibold">
        Skills extracted from {assessment.input.fileName ?? 'your CV'} ({assessment.skills.length})
      </h4>
      {assessment.input.note ? <p className="text-xs text-muted-foreground">{assessment.input.note}</p> : null}
      {assessment.skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">No skills were extracted. Please upload a different CV.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Extracted skills">
          {assessment.skills.map((skill) => (
            <EvidenceSkillPill key={skill.name} name={skill.name} proficiency={skill.proficiency} evidence={evidenceFor(assessment, skill.name)} />
          ))}
        </ul>
      )}
    </section>
  ) : null;

  if (showingResult) {
    return (
      <div ref={view} className="space-y-5">
        {successMessage(assessment?.skills.length ?? 0)}
        {skills}
        <Button variant="outline" size="sm" onClick={() => setUploadedNow(false)}>
          <RefreshCw aria-hidden /> Upload Different CV
        </Button>
      </div>
    );
  }
  return (
    <div ref={view} className="space-y-5">
      <CvUpload flow={flow} />
      {skills}
    </div>
  );
}
