import type { JobView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { adminJobsKeys } from './admin-jobs-keys';

// GET /api/admin/jobs?status=running → { jobs }: every admin's running jobs, so the progress view shows them after a
// reload and to any admin. Not polled: the change feed marks it stale as each job's items are recorded, and a job
// another admin starts shows as it is requested (app/live/live-query-keys.ts).

export async function getRunningJobs(signal?: AbortSignal): Promise<JobView[]> {
  const { jobs } = await apiAnswer(adminAiApi.jobs.responses[200], '/api/admin/jobs?status=running', { signal });
  return jobs;
}

export const runningJobsQueryOptions = () =>
  queryOptions({
    queryKey: adminJobsKeys.running(),
    queryFn: ({ signal }) => getRunningJobs(signal),
    staleTime: 0,
  });

export function useRunningJobs() {
  return useQuery(runningJobsQueryOptions());
}
