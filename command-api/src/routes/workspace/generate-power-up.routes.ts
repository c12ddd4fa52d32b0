// POST /api/workspace/powerups/generate { ideaId, type } (docs/product.md "Power-ups"): a power-up for a copy in the
// member's workspace, for any role but FREE (the web offers FREE the PREMIUM upgrade; workspace/generation.ts).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { answerGenerationFailure } from '../../http/generation-failure';
import { generatePowerUp } from '../../workspace/generation';
import { powerUpView } from '../../workspace/workspace-answers';
import type { WorkspaceDeps } from '../../workspace/workspace-deps';

export function generatePowerUpRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.generatePowerUp, async (request, reply) => {
    const { ideaId: copyId, type } = request.body;
    const outcome = await generatePowerUp(scopeOf(app, request), deps, request.actor, copyId, type);
    if ('failure' in outcome) return answerGenerationFailure(request, reply, outcome);
    void reply.status(201);
    return withPosition(request, { powerUp: powerUpView(outcome.event.data) });
  });
}
