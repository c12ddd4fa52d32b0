// POST /api/workspace/powerups/generate { ideaId, type } (spec 000 §6, §7): a power-up for a copy in the member's
// workspace, for any role but FREE (the web offers FREE the PREMIUM upgrade); one per type and copy.
import type { FastifyInstance } from 'fastify';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { powerUpPromptType } from '@app/domain/prompts/prompt-types';
import { ideaPromptValues } from '@app/domain/prompts/prompt-values';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { checkPowerUpGeneration } from '@app/domain/workspace/workspace-decider';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { nextId } from '../../ids/id-sequences';
import { generateThenRecord } from './generate-then-record';
import { loadWorkspaceAbout } from './load-streams';
import { powerUpView } from './workspace-answers';
import type { WorkspaceDeps } from './workspace-deps';

export const POWER_UP_GENERATION_FAILED = 'Failed to generate power-up';

export function generatePowerUpRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.generatePowerUp, async (request, reply) => {
    const { actor } = request;
    const { ideaId: copyId, type } = request.body;
    const { state, decider } = await loadWorkspaceAbout(deps, actor.userId, { copyId });
    const { copy } = checkPowerUpGeneration(state, { actor, now: app.clock.now() }, copyId, type);
    const promptType = powerUpPromptType(type);
    const prompts = await loadPrompts(deps.eventStore);
    const event = await generateThenRecord(app, request, reply, {
      userId: actor.userId,
      decider,
      records: 'PowerUpGenerated',
      failureMessage: POWER_UP_GENERATION_FAILED,
      generate: () =>
        deps.ai.generatePowerUp({ promptType, prompt: fillPrompt(prompts[promptType].content, ideaPromptValues(copy.idea)), idea: copy.idea, powerUpType: type }),
      command: async ({ content, generation }) => ({
        type: 'GeneratePowerUp',
        data: { powerUpId: await nextId(deps.db, 'powerup_ids'), copyId, type, content, generation },
        metadata: { actor, now: app.clock.now() },
      }),
    });
    if (!event) return reply;
    void reply.status(201);
    return withPosition(request, { powerUp: powerUpView(event.data) });
  });
}
