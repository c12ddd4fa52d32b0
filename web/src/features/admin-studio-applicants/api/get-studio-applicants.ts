import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StudioApplicant } from '../types';
import { parseStudioApplicants } from '../utils/studio-applicants-response';
import { studioApplicantsKeys } from './studio-applicants-keys';

// GET /api/admin/builder-studio-applicants (ADMIN) → { applicants }, newest first (spec 001 §7).

export async function getStudioApplicants(signal?: AbortSignal): Promise<StudioApplicant[]> {
  return parseStudioApplicants(await apiRequest<unknown>('/api/admin/builder-studio-applicants', { signal }));
}

export const studioApplicantsQueryOptions = () =>
  queryOptions({
    queryKey: studioApplicantsKeys.list(),
    queryFn: ({ signal }) => getStudioApplicants(signal),
  });

export function useStudioApplicants() {
  return useQuery(studioApplicantsQueryOptions());
}
