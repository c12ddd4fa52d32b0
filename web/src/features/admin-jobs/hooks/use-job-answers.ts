import type { JobResult } from '@app/domain/jobs/job-view';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { ADMIN_IDEAS_QUERY_KEY } from '../../../lib/admin-ideas-query-key';
import { adminJobsKeys } from '../api/admin-jobs-keys';
import { useStartedJobsActions } from '../stores/started-jobs-store';
import type { JobAnswer } from '../utils/job-answer';
import { jobOutcomeToast, logGenerationFailures } from '../utils/job-toasts';

/**
 * A job's end, in this tab: its toast, its failures in the console, and the ideas read again (new ideas, new
 * documents; every admin ideas query shares the prefix).
 */
export function useAnnounceOutcome(): (result: JobResult, cancelled?: boolean) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (result, cancelled = false) => {
      logGenerationFailures(result);
      toast(jobOutcomeToast(result, cancelled));
      void queryClient.invalidateQueries({ queryKey: ADMIN_IDEAS_QUERY_KEY });
    },
    [queryClient],
  );
}

/**
 * A generation call's answer: a job that ended within the request is announced at once (as cancelled when an admin
 * cancelled it meanwhile); one still running is followed until it ends. Either way the progress view reads the running
 * jobs again.
 */
export function useFollowJobAnswer(): (answer: JobAnswer) => void {
  const queryClient = useQueryClient();
  const announce = useAnnounceOutcome();
  const { track } = useStartedJobsActions();
  return useCallback(
    (answer) => {
      if (answer.state === 'finished') announce(answer.result, answer.cancelled);
      else track(answer.jobId);
      void queryClient.invalidateQueries({ queryKey: adminJobsKeys.running() });
    },
    [queryClient, announce, track],
  );
}
