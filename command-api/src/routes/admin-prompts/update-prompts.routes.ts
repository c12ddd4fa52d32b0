// PUT /api/admin/prompts { ideaPrompts?, documentPrompts?, powerUpPrompts?, scoringPrompts? } (docs/product.md "Admin:
// System Prompts"): the admin edits any of the system prompts. The next generation reads the prompts in force from the
// stream (infra/src/ai/prompt-store.ts); a changed scoring prompt also drafts the next rubric version
// (scoring/rubric-versions.ts), which the admin re-scores, then activates or discards.
import type { FastifyInstance } from 'fastify';
import { promptsByType } from '@app/domain/prompts/prompt-fields';
import { promptsDecider } from '@app/domain/prompts/prompts-decider';
import { PROMPTS_STREAM_ID, type PromptsEvent } from '@app/domain/prompts/prompts-events';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { draftOnScoringPromptChange } from '../../scoring/rubric-versions';

export const PROMPTS_SAVED_MESSAGE = 'Prompts saved successfully';

export function updatePromptsRoutes(app: FastifyInstance): void {
  route(app, adminAiApi.updatePrompts, async (request) => {
    const { actor } = request;
    const prompts = promptsByType(request.body);
    const scope = scopeOf(app, request);
    const { events } = await scope.run(promptsDecider, PROMPTS_STREAM_ID, { type: 'UpdatePrompts', data: { prompts }, metadata: { actor, now: app.clock.now() } });
    await draftOnScoringPromptChange(scope, actor, events as PromptsEvent[]);
    return withPosition(request, { message: PROMPTS_SAVED_MESSAGE });
  });
}
