import type { JobView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { adminJobsKeys } from './admin-jobs-keys';
import { RUNNING_POLL_MS } from './get-running-jobs';

// GET /api/admin/jobs/{id} → JobView: a job this tab started and the server accepted (202), read until it ends so
// its outcome can be announced here.

export async function getJob(jobId: string, signal?: AbortSignal): Promise<JobView> {
  return apiAnswer(adminAiApi.job.responses[200], `/api/admin/jobs/${encodeURIComponent(jobId)}`, { signal });
}

export const jobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: adminJobsKeys.job(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.status === 'running' ? RUNNING_POLL_MS : false),
  });

export function useJob(jobId: string) {
  return useQuery(jobQueryOptions(jobId));
}
