import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** 'Complete Your Profile', shown while completeness is under 100 (spec §2 Dashboard and Profile). */
export function CompletenessCard({ completeness }: { completeness: number }) {
  if (completeness >= 100) return null;
  return (
    <Card className="border-primary/30 bg-primary/5" data-testid="completeness-card">
      <CardHeader>
        <CardTitle>Complete Your Profile</CardTitle>
        <CardDescription>Add your details and CV to get better career and training matches.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <div
          role="progressbar"
          aria-label="Profile completeness"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completeness}
          className="h-2 w-full overflow-hidden rounded-full bg-primary/15"
        >
          <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${completeness}%` }} />
        </div>
        <p className="text-sm font-medium">{completeness}% complete</p>
      </CardContent>
    </Card>
  );
}
