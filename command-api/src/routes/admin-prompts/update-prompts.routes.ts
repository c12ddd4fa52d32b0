// PUT /api/admin/prompts { ideaPrompts?, documentPrompts?, powerUpPrompts? } (docs/product.md "Admin: System Prompts"):
// the admin edits any of the system prompts. The next generation reads the prompts in force from the stream
// (infra/src/ai/prompt-store.ts), so nothing else needs telling.
import type { FastifyInstance } from 'fastify';
import { promptsByType } from '@app/domain/prompts/prompt-fields';
import { promptsDecider } from '@app/domain/prompts/prompts-decider';
import { PROMPTS_STREAM_ID } from '@app/domain/prompts/prompts-events';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';

export const PROMPTS_SAVED_MESSAGE = 'Prompts saved successfully';

export function updatePromptsRoutes(app: FastifyInstance): void {
  route(app, adminAiApi.updatePrompts, async (request) => {
    const { actor } = request;
    const prompts = promptsByType(request.body);
    await runFor(app, request)(promptsDecider, PROMPTS_STREAM_ID, { type: 'UpdatePrompts', data: { prompts }, metadata: { actor, now: app.clock.now() } });
    return withPosition(request, { message: PROMPTS_SAVED_MESSAGE });
  });
}
