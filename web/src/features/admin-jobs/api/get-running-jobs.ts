import type { JobView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { adminJobsKeys } from './admin-jobs-keys';

// GET /api/admin/jobs?status=running → { jobs }: every admin's running jobs, so the progress view shows them after a
// reload and to any admin.

/** While a job runs its bar moves every second; with none, a job another admin starts shows within 5 s. */
export const RUNNING_POLL_MS = 1_000;
export const IDLE_POLL_MS = 5_000;

export async function getRunningJobs(signal?: AbortSignal): Promise<JobView[]> {
  const { jobs } = await apiAnswer(adminAiApi.jobs.responses[200], '/api/admin/jobs?status=running', { signal });
  return jobs;
}

export const runningJobsQueryOptions = () =>
  queryOptions({
    queryKey: adminJobsKeys.running(),
    queryFn: ({ signal }) => getRunningJobs(signal),
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? RUNNING_POLL_MS : IDLE_POLL_MS),
  });

export function useRunningJobs() {
  return useQuery(runningJobsQueryOptions());
}
