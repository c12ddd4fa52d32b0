import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { promptsByType } from '@app/domain/prompts/prompt-fields';
import { apiAnswer } from '../../../lib/api-client';
import type { PromptContents } from '../types';
import { adminPromptsKeys } from './admin-prompts-keys';

// GET /api/admin/prompts (ADMIN) → { prompts: { ideaPrompts, documentPrompts, powerUpPrompts } }, each the content in
// force (docs/product.md "Admin: System Prompts").

/**
 * docs/product.md "Admin: System Prompts": the prompts read is cached 30 s (and, as every read, retried twice except
 * after a 401).
 */
const PROMPTS_STALE_MS = 30_000;

export async function getAdminPrompts(signal?: AbortSignal): Promise<PromptContents> {
  const { prompts } = await apiAnswer(adminAiApi.prompts.responses[200], '/api/admin/prompts', { signal });
  // The schema holds every field of every group, so every prompt type has its content.
  return promptsByType(prompts) as PromptContents;
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
