// POST /api/ideas/generate-ugi and /generate-ugp2p (docs/product.md "Workspace and AI generation"; the spec's two
// readings, both served): a PRO member's problem becomes a user idea (UGI or UGP2P) and its copy in their workspace
// (workspace/generation.ts). Checks in docs/product.md "Workspace and AI generation"'s order: signed in and verified
// email (the contract), below the monthly cap and PRO or above (before the text is read), then the text.
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { USER_IDEA_SOURCES, type UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { answerGenerationFailure } from '../../http/generation-failure';
import { checkBelowIdeaCap, generateUserIdea } from '../../workspace/generation';
import { userIdeaView } from '../../workspace/workspace-answers';
import type { WorkspaceDeps } from '../../workspace/workspace-deps';

const CONTRACTS = { UGI: workspaceApi.generateUgi, UGP2P: workspaceApi.generateUgp2p } as const satisfies Record<UserIdeaSource, typeof workspaceApi.generateUgi>;

export function generateIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  for (const source of USER_IDEA_SOURCES) {
    route(app, CONTRACTS[source], async (request, reply) => {
      const outcome = await generateUserIdea(scopeOf(app, request), { ...deps, log: request.log }, request.actor, source, request.body);
      if ('failure' in outcome) return answerGenerationFailure(request, reply, outcome);
      void reply.status(201);
      return withPosition(request, { idea: userIdeaView(outcome.event.data) });
    }, { preValidation: (request) => checkBelowIdeaCap(deps, app.clock, request.actor) });
  }
}
