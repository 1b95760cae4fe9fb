import { LoaderCircle, Network } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { CvUploadCard, CvUploadCardView } from '@/features/profile/components/cv-upload-card';
import { PROCESSING_MESSAGES, type ProcessingStage } from '@/lib/processing-messages';
import { toastError } from '@/lib/toast-error';

/** The assessment-mode CV flow (use-cv-assessment) the 'Upload Your CV' card feeds instead of a plain profile upload. */
export interface AssessmentCvFlow {
  inputRef: RefObject<HTMLInputElement | null>;
  chosen: File | null;
  busy: boolean;
  stage: 'idle' | ProcessingStage;
  start: (file: File) => unknown;
}

export interface ProfessionalBackgroundProps {
  /** Assessment mode: the CV card starts this flow (check, upload, analysis, assessment). */
  cvFlow?: AssessmentCvFlow;
  /** What the embedding flow is running (analysis, assessment, LinkedIn extraction); shows the overlay. */
  processing?: ProcessingStage | null;
  onCvUploaded?: () => void;
  onLinkedinSaved?: (url: string) => void;
  /** Starts the professional-network sign-in (OIDC); the button is disabled without it. */
  onConnectLinkedin?: () => void;
  initialLinkedinUrl?: string | null;
  /** The heading's level where it sits (the onboarding wizard's step title is an h3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * 'Share Your Professional Background' (spec §2 Onboarding): upload a CV, or give the
 * professional-network profile, or both. In assessment mode (`cvFlow`) it is the step-1 assessment panel's CV upload (onboarding step 1).
 */
export function ProfessionalBackground({ cvFlow, processing = null, onCvUploaded, onLinkedinSaved, onConnectLinkedin, initialLinkedinUrl, headingLevel = 2 }: ProfessionalBackgroundProps) {
  const Heading = `h${headingLevel}` as const;
  // The two cards are sub-sections of this one.
  const cardHeading = ({ 2: 'h3', 3: 'h4', 4: 'h5' } as const)[headingLevel];
  const [linkedinUrl, setLinkedinUrl] = useState(initialLinkedinUrl ?? '');
  const [uploading, setUploading] = useState(false);
  const updateProfile = useUpdateProfile();
  const flowStage = cvFlow && cvFlow.stage !== 'idle' ? cvFlow.stage : null;
  const stage: ProcessingStage | null = processing ?? flowStage ?? (uploading ? 'extracting' : null);

  const saveLinkedinUrl = async () => {
    const url = linkedinUrl.trim();
    if (!url) return;
    try {
      await updateProfile.mutateAsync({ linkedinUrl: url });
      toast.success('Profile Updated', { description: 'Your profile has been updated successfully.' });
      onLinkedinSaved?.(url);
    } catch (error) {
      toastError(error);
    }
  };

  // The two cards sit side by side by the section's own width (a container query), not the viewport's: inside the
  // onboarding wizard's column a tablet's 768 px left each too narrow for 'Connect with LinkedIn' (44 px past the screen).
  return (
    <section className="@container relative space-y-6" aria-labelledby="professional-background-title">
      <div className="space-y-1 text-center">
        <Heading id="professional-background-title" className="text-2xl font-bold tracking-tight">
          Share Your Professional Background
        </Heading>
        <p className="text-muted-foreground">Choose one or both options</p>
      </div>
      <div className="grid items-stretch gap-6 @2xl:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {cvFlow ? (
          <CvUploadCardView
            inputRef={cvFlow.inputRef}
            chosen={cvFlow.chosen}
            disabled={cvFlow.busy}
            titleAs={cardHeading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void cvFlow.start(file);
            }}
          />
        ) : (
          <CvUploadCard onUploaded={onCvUploaded} onUploadingChange={setUploading} titleAs={cardHeading} />
        )}
        <div className="flex items-center justify-center" role="separator" aria-label="OR">
          <span className="rounded-full border bg-background px-3 py-1 text-sm font-semibold text-muted-foreground">OR</span>
        </div>
        <Card className="h-full">
          <CardHeader>
            <CardTitle as={cardHeading} className="flex items-center gap-2">
              <Network className="size-5 text-primary" aria-hidden />
              Professional Network
            </CardTitle>
            <CardDescription>Import your experience from your LinkedIn profile</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Button
              type="button"
              className="w-full"
              variant="outline"
              onClick={onConnectLinkedin}
              disabled={!onConnectLinkedin}
              aria-describedby={onConnectLinkedin ? undefined : 'linkedin-unavailable'}
            >
              <Network aria-hidden />
              Connect with LinkedIn
            </Button>
            {onConnectLinkedin ? null : (
              <p id="linkedin-unavailable" className="text-xs text-muted-foreground">
                Sign-in with LinkedIn is not set up on this site. Save your LinkedIn profile URL below instead.
              </p>
            )}
            <form
              className="space-y-2"
              onSubmit={(event) => {
                event.preventDefault();
                void saveLinkedinUrl();
              }}
            >
              <Label htmlFor="professional-background-linkedin">LinkedIn profile URL</Label>
              <Input
                id="professional-background-linkedin"
                type="url"
                placeholder="https://www.linkedin.com/in/your-profile"
                value={linkedinUrl}
                onChange={(event) => setLinkedinUrl(event.target.value)}
              />
              <Button type="submit" className="w-full" disabled={linkedinUrl.trim() === '' || updateProfile.isPending}>
                Save LinkedIn URL
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
      {stage ? (
        <div role="status" aria-live="polite" className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-xl bg-background/85 backdrop-blur-sm">
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden />
          <p className="font-medium">{PROCESSING_MESSAGES[stage]}</p>
        </div>
      ) : null}
    </section>
  );
}
