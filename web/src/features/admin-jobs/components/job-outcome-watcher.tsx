import { useEffect } from 'react';
import { useJob } from '../api/get-job';
import { useAnnounceOutcome } from '../hooks/use-job-answers';
import { useStartedJobsActions } from '../stores/started-jobs-store';

/** Follows one job this tab started until it ends, then announces what it produced (once: the store settles it). */
export function JobOutcomeWatcher({ jobId }: { jobId: string }) {
  const job = useJob(jobId);
  const announce = useAnnounceOutcome();
  const { settle } = useStartedJobsActions();
  const ended = job.data && job.data.status !== 'running' ? job.data : null;

  useEffect(() => {
    if (ended && settle(ended.id)) announce(ended.result, ended.status === 'cancelled');
  }, [ended, settle, announce]);

  return null;
}
