import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PromptContents } from '../types';
import { parseAdminPrompts } from '../utils/admin-prompts-response';
import { adminPromptsKeys } from './admin-prompts-keys';

// GET /api/admin/prompts (ADMIN) → { prompts: { ideaPrompts, documentPrompts, powerUpPrompts } }, each the content in
// force (spec 001 §7).

/** Spec 001 §7: the prompts read is cached 30 s (and, as every read, retried twice except after a 401). */
const PROMPTS_STALE_MS = 30_000;

export async function getAdminPrompts(signal?: AbortSignal): Promise<PromptContents> {
  return parseAdminPrompts(await apiRequest<unknown>('/api/admin/prompts', { signal }));
}

export const adminPromptsQueryOptions = () =>
  queryOptions({
    queryKey: adminPromptsKeys.current(),
    queryFn: ({ signal }) => getAdminPrompts(signal),
    staleTime: PROMPTS_STALE_MS,
  });

export function useAdminPrompts() {
  return useQuery(adminPromptsQueryOptions());
}
