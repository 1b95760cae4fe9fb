import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** What the card needs from the latest completed assessment. */
export interface AssessmentSummary {
  completedAt: string;
  marketAlignmentScore: number;
}

/** 'Skills from Career Assessment' (spec §2 My Skills): shown when the user has a completed assessment (the route passes the latest). */
export function AssessmentSkillsCard({ assessment }: { assessment: AssessmentSummary | null }) {
  if (!assessment) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Skills from Career Assessment</CardTitle>
        <CardDescription>Last analyzed {new Date(assessment.completedAt).toLocaleDateString()}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <p className="text-2xl font-bold">
          {assessment.marketAlignmentScore}% <span className="text-muted-foreground text-sm font-normal">Market Match</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/assessment">View Full Report</Link>
          </Button>
          <Button asChild>
            <Link to="/assessment?tab=new">Run New Assessment</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
