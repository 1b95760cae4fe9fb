import { LoaderCircle, Network } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { CvUploadCard } from '@/features/profile/components/cv-upload-card';
import { toastError } from '@/lib/toast-error';

/** Spec §2 Onboarding: the loading overlay's texts, by what is running. */
export const PROCESSING_MESSAGES = {
  extracting: 'AI is extracting skills from your CV...',
  assessing: 'AI is running your career assessment...',
  linkedin: 'AI is analyzing your LinkedIn profile...',
} as const;
export type ProcessingStage = keyof typeof PROCESSING_MESSAGES;

export interface ProfessionalBackgroundProps {
  /** What the embedding flow is running (analysis, assessment, LinkedIn extraction); shows the overlay. */
  processing?: ProcessingStage | null;
  onCvUploaded?: () => void;
  onLinkedinSaved?: (url: string) => void;
  /** Starts the professional-network sign-in (OIDC); the button is disabled without it. */
  onConnectLinkedin?: () => void;
  initialLinkedinUrl?: string | null;
}

/**
 * 'Share Your Professional Background' (spec §2 Onboarding): upload a CV, or give the
 * professional-network profile, or both. Embedded by the onboarding wizard.
 */
export function ProfessionalBackground({ processing = null, onCvUploaded, onLinkedinSaved, onConnectLinkedin, initialLinkedinUrl }: ProfessionalBackgroundProps) {
  const [linkedinUrl, setLinkedinUrl] = useState(initialLinkedinUrl ?? '');
  const [uploading, setUploading] = useState(false);
  const updateProfile = useUpdateProfile();
  const stage: ProcessingStage | null = processing ?? (uploading ? 'extracting' : null);

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

  return (
    <section className="relative space-y-6" aria-labelledby="professional-background-title">
      <div className="space-y-1 text-center">
        <h2 id="professional-background-title" className="text-2xl font-bold tracking-tight">
          Share Your Professional Background
        </h2>
        <p className="text-muted-foreground">Choose one or both options</p>
      </div>
      <div className="grid items-stretch gap-6 md:grid-cols-[1fr_auto_1fr]">
        <CvUploadCard onUploaded={onCvUploaded} onUploadingChange={setUploading} />
        <div className="flex items-center justify-center" role="separator" aria-label="OR">
          <span className="rounded-full border bg-background px-3 py-1 text-sm font-semibold text-muted-foreground">OR</span>
        </div>
        <Card className="h-full">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Network className="size-5 text-primary" aria-hidden />
              Professional Network
            </CardTitle>
            <CardDescription>Import your experience from your LinkedIn profile</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Button type="button" className="w-full" variant="outline" onClick={onConnectLinkedin} disabled={!onConnectLinkedin}>
              <Network aria-hidden />
              Connect with LinkedIn
            </Button>
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
