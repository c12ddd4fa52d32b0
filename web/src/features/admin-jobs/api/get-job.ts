import type { JobView } from '@app/domain/jobs/job-view';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { parseJobView } from '../utils/job-response';
import { adminJobsKeys } from './admin-jobs-keys';
import { RUNNING_POLL_MS } from './get-running-jobs';

// GET /api/admin/jobs/{id} → JobView: a job this tab started and the server accepted (202), read until it ends so
// its outcome can be announced here.

export async function getJob(jobId: string, signal?: AbortSignal): Promise<JobView> {
  return parseJobView(await apiRequest<unknown>(`/api/admin/jobs/${encodeURIComponent(jobId)}`, { signal }));
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
