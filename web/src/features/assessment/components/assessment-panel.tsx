import { ArrowRight, CheckCircle2, LoaderCircle, RefreshCw, Target, TrendingUp } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useLatestAssessment, type AssessmentDetails } from '@/features/assessment/api/get-latest-assessment';
import { AlignmentExplanation } from '@/features/assessment/components/assessment-evidence';
import { AssessmentView } from '@/features/assessment/components/assessment-view';
import { JobMatchList } from '@/features/assessment/components/job-match-list';
import { bandBar, bandText, scoreBand } from '@/features/assessment/components/score-band';
import { stageMessage, useCvAssessment, type CvAssessment, type UploadCv } from '@/features/assessment/hooks/use-cv-assessment';
import { Explain } from '@/components/ui/explain';
import { useFocusAfterSwitch } from '@/hooks/use-focus-after-switch';
import { cn } from '@/lib/utils';
import { formatFileSize } from '@/lib/cv-file-check';

/** How many career opportunities the panel previews (the full report shows 4). */
const PANEL_OPPORTUNITIES = 3;

export interface AssessmentPanelProps {
  /** A finished assessment (the wizard marks the step complete). */
  onCompleted?: () => void;
  /** Sends the CV file. */
  uploadCv: UploadCv;
  /** The upload form this panel's CV flow feeds, shown while there is no assessment or a new one is wanted. */
  uploadForm: (flow: CvAssessment) => ReactNode;
  /** What the upload form starts from is still being read: the panel shows its loading line meanwhile. */
  uploadFormPending?: boolean;
  /** The results' 'Extracted Skills' section: the held skills, editable, with this assessment's evidence. */
  extractedSkills: (assessment: AssessmentDetails) => ReactNode;
}

/**
 * Step 1 of onboarding (spec §2 Step 1 assessment panel): a CV upload in assessment mode, 'Analyzing Your CV...'
 * while the AI works, then 'Your Career Assessment Results' with editable skills and the market alignment.
 * The upload form, the upload and the skills section come from other features, composed in app/.
 */
export function AssessmentPanel({ onCompleted, uploadCv, uploadForm, uploadFormPending = false, extractedSkills }: AssessmentPanelProps) {
  const latest = useLatestAssessment();
  const [uploadingNew, setUploadingNew] = useState(false);
  const flow = useCvAssessment({
    upload: uploadCv,
    onCompleted: () => {
      setUploadingNew(false);
      onCompleted?.();
    },
  });

  // 'Upload Different CV' and 'Back to your results' replace the view they sit in, and the analysis the upload form
  // (its file field had the focus, then the page's body): the focus goes to the new view's first control.
  const view = useRef<HTMLDivElement>(null);
  // (Not the first read of the latest assessment: the page loading moves no focus.)
  const showing = flow.busy ? 'analysing' : uploadingNew ? 'upload' : 'latest';
  useFocusAfterSwitch(showing, view);

  if (flow.busy) return <AnalyzingCard message={stageMessage(flow.stage)} file={flow.chosen ?? null} />;
  if (latest.isPending || uploadFormPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading your assessment...
      </p>
    );
  }
  // Not known whether there is one: said with Try Again, rather than an upload form as if there were none.
  if (latest.isError && latest.data === undefined) return <LoadError error={latest.error} onRetry={() => void latest.refetch()} />;
  const assessment = latest.data ?? null;
  if (!assessment || uploadingNew) {
    return (
      <div ref={view} className="w-full space-y-4" data-mode="assessment">
        {uploadForm(flow)}
        {uploadingNew ? (
          <Button variant="ghost" size="sm" onClick={() => setUploadingNew(false)}>
            Back to your results
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div ref={view} className="w-full">
      <AssessmentResults assessment={assessment} extractedSkills={extractedSkills(assessment)} onUploadDifferent={() => setUploadingNew(true)} />
    </div>
  );
}

function AnalyzingCard({ message, file }: { message: string | null; file: File | null }) {
  return (
    <div role="status" aria-live="polite" className="flex w-full flex-col items-center justify-center gap-4 py-12 text-center">
      <span className="relative flex size-16 items-center justify-center rounded-full bg-primary/10">
        <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="text-lg font-semibold">Analyzing Your CV...</p>
        <p className="text-sm text-muted-foreground">(Extracting skills and generating your career assessment)</p>
      </div>
      {message ? <p className="text-sm font-medium text-primary">{message}</p> : null}
      {/* The chosen file's name and size (spec §2): the upload form gives way to this card as soon as a file is chosen. */}
      {file ? (
        <p className="text-xs text-muted-foreground" data-testid="chosen-cv">
          <span className="break-all">{file.name}</span> ({formatFileSize(file.size)})
        </p>
      ) : null}
    </div>
  );
}

function AssessmentResults({ assessment, extractedSkills, onUploadDifferent }: { assessment: AssessmentDetails; extractedSkills: ReactNode; onUploadDifferent: () => void }) {
  const band = scoreBand(assessment.marketAlignmentScore);
  const skillsFound = assessment.skillsExtracted.length;

  return (
    <Card className="w-full gap-5 border-primary/20 shadow-none max-sm:border-0 max-sm:py-0">
      <CardHeader className="flex flex-col gap-3 max-sm:px-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle as="h4" className="text-xl">Your Career Assessment Results</CardTitle>
          <CardDescription>Based on your CV analysis</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onUploadDifferent}>
          <RefreshCw aria-hidden /> Upload Different CV
        </Button>
      </CardHeader>
      <CardContent className="space-y-6 max-sm:px-0">
        <div className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 p-3 dark:border-green-900 dark:bg-green-950/40">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-600 dark:text-green-400" aria-hidden />
          <div>
            <p className="font-medium">Assessment Complete</p>
            <p className="text-sm text-muted-foreground">
              We found {skillsFound} {skillsFound === 1 ? 'skill' : 'skills'} in your CV.
            </p>
          </div>
        </div>

        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          <Tile label="Market Alignment" icon={<Target className="size-4" aria-hidden />}>
            <Explain label="Market Alignment sources" explanation={<AlignmentExplanation assessment={assessment} />} className={cn('underline decoration-dotted underline-offset-4', bandText[band.tone])}>
              {assessment.marketAlignmentScore}%
            </Explain>
          </Tile>
          <Tile label="Skills Found" icon={<CheckCircle2 className="size-4" aria-hidden />}>
            {skillsFound}
          </Tile>
          <Tile label="Skills to Learn" icon={<TrendingUp className="size-4" aria-hidden />}>
            {assessment.recommendedSkills.length}
          </Tile>
        </div>

        {extractedSkills}

        {assessment.futureJobMatches.length > 0 ? (
          <section className="space-y-3" aria-labelledby="panel-opportunities">
            <h4 id="panel-opportunities" className="font-semibold">
              Top Career Opportunities
            </h4>
            <JobMatchList matches={assessment.futureJobMatches.slice(0, PANEL_OPPORTUNITIES)} compact />
          </section>
        ) : null}

        <section className="space-y-2 rounded-lg border p-4" aria-labelledby="panel-alignment">
          <div className="flex items-center justify-between gap-2">
            <h4 id="panel-alignment" className="font-semibold">
              Market Alignment
            </h4>
            <span className={cn('text-sm font-semibold', bandText[band.tone])}>
              {assessment.marketAlignmentScore}% · {band.label}
            </span>
          </div>
          <Progress value={assessment.marketAlignmentScore} indicatorClassName={bandBar[band.tone]} aria-label="Market Alignment" />
          <p className="text-xs text-muted-foreground">How much the market currently demands the skills in your CV.</p>
        </section>

        <div className="flex justify-end">
          {/* The full report opens over onboarding (the session gate would send /assessment back here anyway). */}
          <Sheet>
            <SheetTrigger asChild>
              <Button>
                View Full Report <ArrowRight aria-hidden />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" className="w-full overflow-y-auto p-4 sm:max-w-3xl sm:p-6">
              <SheetTitle className="text-xl">Career Assessment</SheetTitle>
              <SheetDescription>Your full report. Close it to carry on with onboarding.</SheetDescription>
              {/* During onboarding /my-skills would send the person back here, the wizard's place lost: the skills are
                  this panel's own 'Extracted Skills', under the sheet. */}
              <AssessmentView
                assessment={assessment}
                viewSkills={
                  <SheetClose asChild>
                    <Button variant="outline" className="w-full">
                      View My Skills
                    </Button>
                  </SheetClose>
                }
              />
            </SheetContent>
          </Sheet>
        </div>
      </CardContent>
    </Card>
  );
}

function Tile({ label, icon, children }: { label: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1 rounded-lg border bg-muted/40 p-2 text-center sm:p-4" data-testid="assessment-tile">
      <span className="text-2xl font-bold sm:text-3xl">{children}</span>
      <span className="flex items-center gap-1 text-xs text-muted-foreground sm:text-sm">
        <span className="hidden sm:inline">{icon}</span>
        {label}
      </span>
    </div>
  );
}
