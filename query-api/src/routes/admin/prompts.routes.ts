// GET /api/admin/prompts (docs/product.md "Admin: System Prompts"): the content of each system prompt in force, the
// defaults until edited. Read with the loader the AI calls use (the `prompts` stream folded over the defaults): the
// stream holds one event per save, so a read model would only add a copy that could lag behind what the next generation
// uses.
import type { FastifyInstance } from 'fastify';
import { promptContents, promptsByField } from '@app/domain/prompts/prompt-fields';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import type { EventStore } from '@app/infra/event-store/event-store';
import { route } from '@app/infra/http/contract-route';

export function adminPromptsRoute(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  route(app, adminAiApi.prompts, async () => {
    return { prompts: promptsByField(promptContents(await loadPrompts(deps.eventStore))) };
  });
}
