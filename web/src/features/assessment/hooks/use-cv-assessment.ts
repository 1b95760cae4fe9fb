import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useCvFlowEvents } from '@/features/assessment/hooks/use-cv-flow-events';
import type { CvFlowEvent } from '@/features/assessment/api/cv-flow';
import { ASSESSMENT_QUERY_KEY, getLatestAssessment, latestAssessmentQueryOptions } from '@/features/assessment/api/get-latest-assessment';
import { checkCvFile } from '@/lib/cv-file-check';
import { PROCESSING_MESSAGES } from '@/lib/processing-messages';
import { MY_SKILLS_QUERY_KEY, SKILL_SUGGESTIONS_QUERY_KEY } from '@/lib/query-keys';
import { toastError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/toast-error';

/** Sends the CV file (the profile feature's upload, passed in where app/ composes the features). */
export type UploadCv = (file: File) => Promise<unknown>;

/** Where a CV is in its flow: sent and being read ('extracting'), or being assessed ('assessing'). */
export type CvAssessmentStage = 'idle' | 'extracting' | 'assessing';

/** The loading overlay's text for a stage (spec §2 Onboarding). */
export function stageMessage(stage: CvAssessmentStage): string | null {
  return stage === 'idle' ? null : PROCESSING_MESSAGES[stage];
}

/** A safety net for a live event missed while the socket reconnected: look for the new assessment. */
const POLL_INTERVAL_MS = 2_000;
/** With no completion or failure by then (and none found by the safety net), the run has failed. */
export const ANALYSIS_TIMEOUT_MS = 60_000;

/**
 * A CV upload in assessment mode: checks the file and sends it with `upload` (spec §5), then follows the server-side
 * analysis on the live CV flow (spec §4): extracting → assessing → completed (assessment stored and its
 * skills on the profile: refetch them) or failed (the message as an error toast).
 * Only the completion or failure of this upload's own analysis counts: the assessment id of the
 * ANALYSIS_STARTED event for the uploaded file's name. Nothing within 60 s: 'An unexpected error occurred'.
 * After a run, successful or not, the choice is cleared and the input reset (the same file can be picked again).
 */
export function useCvAssessment(options: { upload: UploadCv; onCompleted?: (assessmentId: string | null) => void }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [stage, setStage] = useState<CvAssessmentStage>('idle');
  const [lastCompletedId, setLastCompletedId] = useState<string | null>(null);
  const running = useRef(false);
  const uploaded = useRef(false);
  const baselineId = useRef<string | null>(null);
  /** This upload's file name and, once its analysis started, its assessment id. */
  const uploadName = useRef<string | null>(null);
  const startedId = useRef<string | null>(null);
  const deadline = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCompleted = useRef(options.onCompleted);
  useEffect(() => {
    onCompleted.current = options.onCompleted;
  });

  const clearInput = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ASSESSMENT_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: MY_SKILLS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SKILL_SUGGESTIONS_QUERY_KEY }),
    ]);

  const endRun = () => {
    running.current = false;
    uploaded.current = false;
    uploadName.current = null;
    startedId.current = null;
    clearTimeout(deadline.current);
    setStage('idle');
    clearInput();
  };
  useEffect(() => () => clearTimeout(deadline.current), []);

  const finish = (assessmentId: string | null) => {
    if (!running.current) return;
    endRun();
    setLastCompletedId(assessmentId);
    void refresh().then(() => {
      toast.success('Success', { description: 'CV analyzed successfully! Your skills have been extracted.' });
      toast.success('Assessment Complete', { description: 'Your career assessment has been completed successfully.' });
      onCompleted.current?.(assessmentId);
    });
  };

  const fail = (error: unknown) => {
    if (!running.current) return;
    endRun();
    toastError(error);
  };

  const ours = (event: CvFlowEvent) => running.current && startedId.current !== null && event.assessmentId === startedId.current;

  const onEvent = (event: CvFlowEvent) => {
    if (event.state === 'ANALYSIS_COMPLETED') {
      if (ours(event)) finish(event.assessmentId);
      else void refresh(); // a CV analysed elsewhere (another tab, the profile page)
      return;
    }
    if (!running.current) return;
    if (event.state === 'ANALYSIS_STARTED') {
      if (startedId.current === null && event.fileName === uploadName.current) {
        startedId.current = event.assessmentId;
        setStage('assessing');
      }
    }
    // The upload's own failure is reported by its HTTP answer; a failed analysis only arrives here.
    else if (event.state === 'ANALYSIS_FAILED' && ours(event)) fail(new Error(event.message ?? 'Failed to analyze CV'));
  };
  useCvFlowEvents(onEvent);

  // Missed-event safety net while the analysis runs.
  const findNew = async (): Promise<string | null> => {
    const latest = await getLatestAssessment();
    if (!latest || latest.id === baselineId.current || latest.status !== 'completed') return null;
    return startedId.current === null || latest.id === startedId.current ? latest.id : null;
  };
  useEffect(() => {
    if (stage === 'idle') return;
    const timer = setInterval(() => {
      if (!uploaded.current) return;
      void findNew()
        .then((id) => id && finish(id))
        .catch(() => {});
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  });

  /** The 60 s limit: one last look for the new assessment, else the unexpected-error toast. */
  const onDeadline = async () => {
    if (!running.current) return;
    const id = await findNew().catch(() => null);
    if (id) finish(id);
    else fail(new Error(UNEXPECTED_ERROR_MESSAGE));
  };

  const start = async (file: File) => {
    const problem = checkCvFile(file);
    if (problem) {
      toastError(new Error(problem));
      clearInput();
      return;
    }
    setChosen(file);
    running.current = true;
    uploaded.current = false;
    uploadName.current = file.name;
    startedId.current = null;
    setStage('extracting');
    clearTimeout(deadline.current);
    deadline.current = setTimeout(() => void onDeadline(), ANALYSIS_TIMEOUT_MS);
    try {
      // The assessment before this upload, so the safety net can tell the new one apart.
      baselineId.current = (await queryClient.ensureQueryData(latestAssessmentQueryOptions()))?.id ?? null;
      await options.upload(file);
      uploaded.current = true;
    } catch (error) {
      fail(error);
    }
  };

  return { inputRef, chosen, stage, busy: stage !== 'idle', lastCompletedId, start, reset: clearInput };
}

/** The state and actions of one CV assessment flow (what the upload forms are fed). */
export type CvAssessment = ReturnType<typeof useCvAssessment>;
