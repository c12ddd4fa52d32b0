import { queryOptions, useQuery } from '@tanstack/react-query';
import { builderStudioApi } from '@app/domain/builder-studio/builder-studio-api';
import { apiAnswer } from '../../../lib/api-client';
import type { StudioApplicant } from '../types';
import { studioApplicantsKeys } from './studio-applicants-keys';

// GET /api/admin/builder-studio-applicants (ADMIN) → { applicants }, newest first (docs/product.md "Builder Studio").

export async function getStudioApplicants(signal?: AbortSignal): Promise<StudioApplicant[]> {
  const { applicants } = await apiAnswer(builderStudioApi.applicants.responses[200], '/api/admin/builder-studio-applicants', { signal });
  return applicants;
}

export const studioApplicantsQueryOptions = () =>
  queryOptions({
    queryKey: studioApplicantsKeys.list(),
    queryFn: ({ signal }) => getStudioApplicants(signal),
  });

export function useStudioApplicants() {
  return useQuery(studioApplicantsQueryOptions());
}
