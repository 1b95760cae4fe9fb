import { ClipboardList, FilePlus2, History, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLatestAssessment } from '@/features/assessment/api/get-latest-assessment';
import { AssessmentHistory } from '@/features/assessment/components/assessment-history';
import { AssessmentSteps } from '@/features/assessment/components/assessment-steps';
import { AssessmentView } from '@/features/assessment/components/assessment-view';
import { CvUpload } from '@/features/assessment/components/cv-upload';
import { useCvAssessment, type UploadCv } from '@/features/assessment/hooks/use-cv-assessment';
import { useFocusAfterSwitch } from '@/hooks/use-focus-after-switch';

/** Spec §4: the assessment page's tabs. */
export type AssessmentTab = 'current' | 'new' | 'history';
const TABS: readonly AssessmentTab[] = ['current', 'new', 'history'];

function tabFrom(value: string | null): AssessmentTab {
  return TABS.includes(value as AssessmentTab) ? (value as AssessmentTab) : 'current';
}

/**
 * Spec §2: "When a new assessment arrives while on New, the view switches back to Current": whatever brought it (this
 * page's upload, another tab's, the LinkedIn extraction), and only while New is open (an upload that finishes after
 * the person moved to History leaves them there). `latestId` is undefined while loading, null with no assessment;
 * the first one read is the page's, not an arrival.
 */
export function useBackToCurrentOnArrival(latestId: string | null | undefined, onNew: boolean, backToCurrent: () => void) {
  const seen = useRef<string | null | undefined>(undefined);
  const current = useRef({ onNew, backToCurrent });
  useEffect(() => {
    current.current = { onNew, backToCurrent };
  });
  useEffect(() => {
    if (latestId === undefined) return;
    const first = seen.current === undefined;
    const arrived = !first && latestId !== null && latestId !== seen.current;
    seen.current = latestId;
    if (arrived && current.current.onNew) current.current.backToCurrent();
  }, [latestId]);
}

/**
 * /assessment (spec §2): Current, New Assessment and History, and the 3-step indicator. Composed in app/:
 * whether a user is signed in (`loading` while that is read) and `uploadCv`, which sends the file.
 */
export function AssessmentPage({ signedIn, loading, uploadCv }: { signedIn: boolean; loading: boolean; uploadCv: UploadCv }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const latest = useLatestAssessment(signedIn);
  const setTab = (next: AssessmentTab) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        if (next === 'current') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const flow = useCvAssessment({ upload: uploadCv });
  // 'Run Your First Assessment', or a new assessment arriving, changes the tab under the focus: it goes to the tab now shown.
  const page = useRef<HTMLDivElement>(null);
  useFocusAfterSwitch(tab, page, '[role="tab"][aria-selected="true"]');
  useBackToCurrentOnArrival(latest.data === undefined ? undefined : (latest.data?.id ?? null), tab === 'new', () => setTab('current'));

  const header = (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Career Assessment</h1>
      <p className="text-muted-foreground">Your skills measured against current energy-sector market data.</p>
    </div>
  );
  if (loading) return header;
  if (!signedIn) {
    return (
      <div className="space-y-6">
        {header}
        <p>Please sign in to view your assessment</p>
      </div>
    );
  }

  const step: 1 | 2 = tab === 'current' && latest.data ? 2 : 1;

  return (
    <div ref={page} className="space-y-6">
      {header}
      <Tabs value={tab} onValueChange={(value) => setTab(tabFrom(value))}>
        <TabsList>
          <TabsTrigger value="current">
            <ClipboardList aria-hidden /> Current
          </TabsTrigger>
          <TabsTrigger value="new">
            <FilePlus2 aria-hidden /> New Assessment
          </TabsTrigger>
          <TabsTrigger value="history">
            <History aria-hidden /> History
          </TabsTrigger>
        </TabsList>
        {/* Below the tab row, so hiding it on History does not move the tabs under the pointer. */}
        {tab !== 'history' ? <AssessmentSteps current={step} /> : null}
        <TabsContent value="current">
          {latest.isPending ? (
            <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
              <LoaderCircle className="size-6 animate-spin text-primary" aria-label="Loading assessment" />
            </p>
          ) : latest.data ? (
            <AssessmentView assessment={latest.data} />
          ) : latest.isError ? (
            <LoadError error={latest.error} onRetry={() => void latest.refetch()} />
          ) : (
            <Card>
              <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
                <ClipboardList className="size-12 text-muted-foreground" aria-hidden />
                <p className="text-lg font-semibold">No Assessment Yet</p>
                <p className="max-w-sm text-sm text-muted-foreground">Upload your CV to see how your skills match the energy job market.</p>
                <Button onClick={() => setTab('new')}>Run Your First Assessment</Button>
              </CardContent>
            </Card>
          )}
        </TabsContent>
        <TabsContent value="new">
          <Card>
            <CardHeader>
              <CardTitle>Run New Assessment</CardTitle>
              <CardDescription>Upload your latest CV: we extract your skills and compare them with what energy employers need.</CardDescription>
            </CardHeader>
            <CardContent>
              <CvUpload flow={flow} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="history">
          <AssessmentHistory />
        </TabsContent>
      </Tabs>
    </div>
  );
}
