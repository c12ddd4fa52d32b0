import type { StudioApplication } from '@app/domain/builder-studio/schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { logApplicationFailure } from '../utils/application-failure';

// POST /api/builder-studio/apply { name, email, phone, idea, problem, targetUsers, weeklyHours } → 201 { message };
// a refusal is 400 { message, errors: { field: message } } with the schema's messages (spec 001 §5, §7).

export interface ApplicationResponse {
  message: string;
}

export async function applyToStudio(application: StudioApplication): Promise<ApplicationResponse> {
  const { name, email, phone, idea, problem, targetUsers, weeklyHours } = application;
  return apiRequest<ApplicationResponse>('/api/builder-studio/apply', {
    method: 'POST',
    body: { name, email, phone, idea, problem, targetUsers, weeklyHours },
  });
}

export const applyToStudioMutationOptions = () =>
  mutationOptions({
    mutationFn: applyToStudio,
    // Spec 001 §8: a failed submit is only logged; the form places field errors itself.
    onError: (error) => logApplicationFailure(error),
  });

export function useApplyToStudio() {
  return useMutation(applyToStudioMutationOptions());
}
