import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { MyProfile } from '@/features/profile/api/get-my-profile';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { MAX_YEARS_OF_EXPERIENCE, parseYearsOfExperience } from '@/features/profile/components/profile-form-values';
import { toastError } from '@/lib/toast-error';

type Fields = { fullName: string; professionalHeadline: string; linkedinUrl: string; location: string; yearsOfExperience: string };

const fieldsOf = (profile: MyProfile): Fields => ({
  fullName: profile.fullName ?? '',
  professionalHeadline: profile.professionalHeadline ?? '',
  linkedinUrl: profile.linkedinUrl ?? '',
  location: profile.location ?? '',
  yearsOfExperience: profile.yearsOfExperience === null || profile.yearsOfExperience === undefined ? '' : String(profile.yearsOfExperience),
});

/** The personal-information form (spec §2 Profile). */
export function PersonalInfoForm({ profile }: { profile: MyProfile }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const update = useUpdateProfile();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields((previous) => ({ ...previous, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await update.mutateAsync({
        fullName: fields.fullName,
        professionalHeadline: fields.professionalHeadline,
        linkedinUrl: fields.linkedinUrl,
        location: fields.location,
        yearsOfExperience: parseYearsOfExperience(fields.yearsOfExperience),
      });
      setFields(fieldsOf(saved));
      toast.success('Profile Updated', { description: 'Your profile has been updated successfully.' });
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal Information</CardTitle>
        <CardDescription>Update your personal details and professional information</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
          <div className="space-y-2">
            <Label htmlFor="fullName">Full Name</Label>
            <Input id="fullName" name="fullName" autoComplete="name" value={fields.fullName} onChange={set('fullName')} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="professionalHeadline">Professional Headline</Label>
            <Input id="professionalHeadline" name="professionalHeadline" placeholder="e.g. Wind Turbine Technician" value={fields.professionalHeadline} onChange={set('professionalHeadline')} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="linkedinUrl">LinkedIn URL</Label>
            <Input id="linkedinUrl" name="linkedinUrl" type="url" placeholder="https://www.linkedin.com/in/your-profile" value={fields.linkedinUrl} onChange={set('linkedinUrl')} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="location">Location</Label>
            <Input id="location" name="location" autoComplete="address-level2" value={fields.location} onChange={set('location')} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="yearsOfExperience">Years of Experience</Label>
            {/* Spec §5 parses what is typed ('3.5' is 3, below 0 is 0), so the browser refuses no step or minimum; the server
                keeps at most 100, which the browser says before sending rather than a bare 'Failed to update profile'. */}
            <Input id="yearsOfExperience" name="yearsOfExperience" type="number" inputMode="numeric" step="any" max={MAX_YEARS_OF_EXPERIENCE} value={fields.yearsOfExperience} onChange={set('yearsOfExperience')} />
          </div>
          <div className="flex items-end sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
