import type { JobView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { adminJobsKeys } from './admin-jobs-keys';

// GET /api/admin/jobs/{id} → JobView: a job this tab started and the server accepted (202), read until it ends so
// its outcome can be announced here. Not polled: the change feed marks it stale as the job's items and its end are
// recorded (app/live/live-query-keys.ts).

export async function getJob(jobId: string, signal?: AbortSignal): Promise<JobView> {
  return apiAnswer(adminAiApi.job.responses[200], `/api/admin/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: adminJobsKeys.job(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
    staleTime: 0,
  });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
