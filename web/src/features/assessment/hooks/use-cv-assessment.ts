import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FAILURE_MESSAGES } from '@ecp/contracts/messages';
import { useCvFlowEvents } from '@/features/assessment/hooks/use-cv-flow-events';
import { getUploadAnalysis, type CvFlowEvent } from '@/features/assessment/api/cv-flow';
import { ASSESSMENT_QUERY_KEY } from '@/features/assessment/api/get-latest-assessment';
import { checkCvFile } from '@/lib/cv-file-check';
import { PROCESSING_MESSAGES } from '@/lib/processing-messages';
import { MY_SKILLS_QUERY_KEY, SKILL_SUGGESTIONS_QUERY_KEY } from '@/lib/query-keys';
import { toastError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/toast-error';

/** Sends the CV file (the profile feature's upload, passed in where app/ composes the features); answers the upload's id. */
export type UploadCv = (file: File) => Promise<{ uploadId: string | null }>;

/** Where a CV is in its flow: sent and being read ('extracting'), or being assessed ('assessing'). */
export type CvAssessmentStage = 'idle' | 'extracting' | 'assessing';

/** The loading overlay's text for a stage (spec §2 Onboarding). */
export function stageMessage(stage: CvAssessmentStage): string | null {
  return stage === 'idle' ? null : PROCESSING_MESSAGES[stage];
}

/**
 * How long a run waits on the live flow before asking where its analysis stands, and again after each answer: a step
 * pushed while the socket was still connecting (a page just opened) or reconnecting is not pushed again.
 */
export const CATCH_UP_MS = 3_000;

/**
 * How long a run waits for a step of its analysis (the next one, after each) before it says it failed: past the service's own limits (a processing
 * assessment is failed after 10 minutes, a failing upload event retried for about 9), so only a run whose analysis
 * never started or was lost (the bus or the service down throughout) ends here rather than spinning forever.
 */
export const ANALYSIS_WAIT_MS = 12 * 60_000;

/** Spec §8: the analysis failed and the flow gave no reason. */
export const ANALYZE_FAILED_MESSAGE = FAILURE_MESSAGES.analyzeCv;

/**
 * A CV upload in assessment mode: checks the file and sends it with `upload` (spec §5), then follows the server-side
 * analysis on the live CV flow (spec §4) by the id the upload answered: extracting → assessing (its ANALYSIS_STARTED)
 * → completed (its ANALYSIS_COMPLETED: the assessment is stored; refetch it) or failed (its ANALYSIS_FAILED: the
 * message as an error toast). Steps that arrive before the upload has answered wait until its id is known; steps of
 * other uploads (another tab, the profile page) only refresh what they change. While the run waits, it asks where
 * its analysis stands every CATCH_UP_MS, in case the live flow missed the step. SKILLS_IMPORTED (the analysed skills
 * are on the profile) refetches the skills.
 * After a run, successful or not, the choice is cleared and the input reset (the same file can be picked again).
 */
export function useCvAssessment(options: { upload: UploadCv; onCompleted?: (assessmentId: string | null) => void }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [stage, setStage] = useState<CvAssessmentStage>('idle');
  const [lastCompletedId, setLastCompletedId] = useState<string | null>(null);
  const running = useRef(false);
  /** This run's upload id once the upload has answered; until then the flow's steps of any upload wait in `early`. */
  const uploadId = useRef<string | null>(null);
  const early = useRef<CvFlowEvent[]>([]);
  const catchUp = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const giveUpAt = useRef(0);
  const lastStep = useRef<CvFlowEvent['state'] | null>(null);
  const mounted = useRef(true);
  const onCompleted = useRef(options.onCompleted);
  useEffect(() => {
    onCompleted.current = options.onCompleted;
  });

  const clearInput = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const refreshSkills = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_SKILLS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SKILL_SUGGESTIONS_QUERY_KEY }),
    ]);
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ASSESSMENT_QUERY_KEY }), refreshSkills()]);

  const endRun = () => {
    clearTimeout(catchUp.current);
    running.current = false;
    uploadId.current = null;
    early.current = [];
    setStage('idle');
    clearInput();
  };

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

  /** A step of this run's upload. The upload's own failure is reported by its HTTP answer; a failed analysis only arrives here. */
  const follow = (event: CvFlowEvent) => {
    // A new step is news: the wait for the next one starts again (asking again and hearing the same step is not).
    if (event.state !== lastStep.current) {
      lastStep.current = event.state;
      giveUpAt.current = Date.now() + ANALYSIS_WAIT_MS;
    }
    if (event.state === 'ANALYSIS_STARTED') setStage('assessing');
    else if (event.state === 'ANALYSIS_COMPLETED') finish(event.assessmentId);
    else if (event.state === 'ANALYSIS_FAILED') fail(new Error(event.message || ANALYZE_FAILED_MESSAGE));
  };

  /** A step of another upload: a completed analysis elsewhere changed the assessment and the skills. */
  const elsewhere = (event: CvFlowEvent) => {
    if (event.state === 'ANALYSIS_COMPLETED') void refresh();
  };

  /** Asks, CATCH_UP_MS from now and then after each answer, where this upload's analysis stands, until the run ends. */
  const catchUpLater = (id: string) => {
    catchUp.current = setTimeout(() => {
      void getUploadAnalysis(id)
        .then((step) => {
          if (running.current && uploadId.current === id && step) follow(step);
        })
        .catch(() => undefined) // the next try, or the live flow, will tell
        .finally(() => {
          // A screen left behind asks no more (an answer in flight when it went would otherwise start the loop again).
          if (!mounted.current || !running.current || uploadId.current !== id) return;
          if (Date.now() >= giveUpAt.current) fail(new Error(ANALYZE_FAILED_MESSAGE));
          else catchUpLater(id);
        });
    }, CATCH_UP_MS);
  };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(catchUp.current);
    };
  }, []);

  const onEvent = (event: CvFlowEvent) => {
    if (event.state === 'SKILLS_IMPORTED') {
      void refreshSkills();
      return;
    }
    if (running.current && uploadId.current === null && event.uploadId) early.current.push(event);
    else if (running.current && event.uploadId === uploadId.current) follow(event);
    else elsewhere(event);
  };
  useCvFlowEvents(onEvent);

  const start = async (file: File) => {
    const problem = checkCvFile(file);
    if (problem) {
      toastError(new Error(problem));
      clearInput();
      return;
    }
    setChosen(file);
    running.current = true;
    uploadId.current = null;
    early.current = [];
    setStage('extracting');
    try {
      const { uploadId: id } = await options.upload(file);
      if (!running.current || !mounted.current) return;
      if (!id) throw new Error(UNEXPECTED_ERROR_MESSAGE);
      uploadId.current = id;
      lastStep.current = null;
      giveUpAt.current = Date.now() + ANALYSIS_WAIT_MS;
      catchUpLater(id);
      // The steps that arrived while the upload was answering: this upload's are followed, the others' only refresh.
      const waiting = early.current;
      early.current = [];
      for (const event of waiting) {
        if (event.uploadId === id) follow(event);
        else elsewhere(event);
      }
    } catch (error) {
      fail(error);
    }
  };

  return { inputRef, chosen, stage, busy: stage !== 'idle', lastCompletedId, start, reset: clearInput };
}

/** The state and actions of one CV assessment flow (what the upload forms are fed). */
export type CvAssessment = ReturnType<typeof useCvAssessment>;
