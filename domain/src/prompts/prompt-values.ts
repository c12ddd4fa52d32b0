// The values a prompt template is filled with: an idea's fields, and for problem-to-product the member's text.
import type { GenerateIdeasRequest } from '../jobs/job-events';
import type { CopyFields } from '../workspace/workspace-fields';
import type { PromptValue } from './fill-prompt';

/** For the document and power-up prompts: every field of the workspace idea, by its name. */
export function ideaPromptValues(idea: CopyFields): Record<string, PromptValue> {
  return { ...idea };
}

/** For IDEA_UGI / IDEA_UGP2P: the problem text and the categories the member asked for ('' for any). */
export function problemPromptValues(userContext: string, categories = ''): Record<string, PromptValue> {
  return { userContext, category: categories };
}

/** For IDEA_FREE / IDEA_PREMIUM: the categories of the admin's batch ('' for any) and its number. */
export function batchPromptValues(request: Pick<GenerateIdeasRequest, 'categories' | 'batchNumber'>): Record<string, PromptValue> {
  return { category: request.categories, batchNumber: request.batchNumber };
}
