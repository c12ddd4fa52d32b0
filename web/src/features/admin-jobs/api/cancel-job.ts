import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { apiAnswer } from '../../../lib/api-client';
import { useFailureToast } from '../hooks/use-failure-toast';
import { cancelFailed, jobCancelled } from '../utils/job-toasts';
import { adminJobsKeys } from './admin-jobs-keys';

// POST /api/admin/jobs/{id}/cancel → { message, position }: the items not started are dropped; those running still
// record their outcome. A job that already finished is a 409 'This job has already finished'.

export async function cancelJob(jobId: string): Promise<string> {
  const { message } = await apiAnswer(adminAiApi.cancelJob.responses[200], `/api/admin/jobs/${encodeURIComponent(jobId)}/cancel`, { method: 'POST' });
  return message;
}

/** Either way the progress view reads the list again: a refused cancel usually means the job just ended. */
export const cancelJobMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: cancelJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminJobsKeys.running() }),
  });

/** Success shows the server's message ('Job cancelled'); failure the server's reason ('This job has already finished'). */
export function useCancelJob() {
  const failed = useFailureToast(cancelFailed);
  return useMutation({
    ...cancelJobMutationOptions(useQueryClient()),
    onSuccess: (message) => toast(jobCancelled(message)),
    onError: failed,
  });
}
