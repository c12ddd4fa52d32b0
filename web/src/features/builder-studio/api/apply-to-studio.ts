import type { StudioApplication } from '@app/domain/builder-studio/schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { builderStudioApi } from '@app/domain/builder-studio/builder-studio-api';
import { apiAnswer } from '../../../lib/api-client';
import { logApplicationFailure } from '../utils/application-failure';

// POST /api/builder-studio/apply { name, email, phone, idea, problem, targetUsers, weeklyHours } → 201 { message }; a
// refusal is 400 { message, errors: { field: message } } with the schema's messages (docs/product.md "Builder Studio").

export async function applyToStudio(application: StudioApplication): Promise<{ message: string }> {
  const { name, email, phone, idea, problem, targetUsers, weeklyHours } = application;
  const { message } = await apiAnswer(builderStudioApi.apply.responses[201], '/api/builder-studio/apply', {
    method: 'POST',
    body: { name, email, phone, idea, problem, targetUsers, weeklyHours },
  });
  return { message };
}

export const applyToStudioMutationOptions = () =>
  mutationOptions({
    mutationFn: applyToStudio,
    // docs/product.md "Builder Studio": a failed submit is only logged; the form places field errors itself.
    onError: (error) => logApplicationFailure(error),
  });

export function useApplyToStudio() {
  return useMutation(applyToStudioMutationOptions());
}
