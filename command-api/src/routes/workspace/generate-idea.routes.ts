// POST /api/ideas/generate-ugi and /generate-ugp2p (spec 000 §5, §7; the spec's two readings, both served): a PRO
// member's problem becomes a user idea (UGI or UGP2P) and its copy in their workspace. Checks in spec 000 §5's order:
// signed in, verified email, below the monthly cap, PRO or above, then the text.
import type { FastifyInstance } from 'fastify';
import type { Actor } from '@app/domain/shared/decider';
import { fillPrompt } from '@app/domain/prompts/fill-prompt';
import { problemPromptValues } from '@app/domain/prompts/prompt-values';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { checkIdeaGeneration, workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { copyKindOf, USER_IDEA_SOURCES, type UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { COPY_ID_SEQUENCES, nextId } from '../../ids/id-sequences';
import { allocateUserIdeaId } from '../../ids/user-idea-owners';
import { generateThenRecord } from './generate-then-record';
import { loadWorkspace } from './load-streams';
import { userIdeaView } from './workspace-answers';
import type { WorkspaceDeps } from './workspace-deps';

export const IDEA_GENERATION_FAILED = 'Failed to generate idea. Please try again.';

const BY_SOURCE = {
  UGI: { contract: workspaceApi.generateUgi, promptType: 'IDEA_UGI' },
  UGP2P: { contract: workspaceApi.generateUgp2p, promptType: 'IDEA_UGP2P' },
} as const satisfies Record<UserIdeaSource, { contract: typeof workspaceApi.generateUgi; promptType: string }>;

export function generateIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  for (const source of USER_IDEA_SOURCES) {
    const { contract, promptType } = BY_SOURCE[source];
    // The cap and the role are checked before the text is read (spec 000 §5's order).
    const belowCap = async (request: { actor: Actor }) => {
      checkIdeaGeneration(await loadWorkspace(deps, request.actor.userId), { actor: request.actor, now: app.clock.now() });
    };
    route(app, contract, async (request, reply) => {
      const { actor } = request;
      const { userContext, isPrivate, categories } = request.body;
      const prompts = await loadPrompts(deps.eventStore);
      const event = await generateThenRecord(app, request, reply, {
        userId: actor.userId,
        decider: workspaceDecider,
        records: 'UserIdeaGenerated',
        failureMessage: IDEA_GENERATION_FAILED,
        generate: () => deps.ai.generateIdea({ promptType, prompt: fillPrompt(prompts[promptType].content, problemPromptValues(userContext, categories)), userContext }),
        command: async ({ idea, generation }) => ({
          type: 'GenerateUserIdea',
          data: {
            ideaId: await allocateUserIdeaId(deps.db, source, actor.userId),
            copyId: await nextId(deps.db, COPY_ID_SEQUENCES[copyKindOf(source)]),
            source, idea, private: isPrivate, userContext, generation,
          },
          metadata: { actor, now: app.clock.now() },
        }),
      });
      if (!event) return reply;
      void reply.status(201);
      return withPosition(request, { idea: userIdeaView(event.data) });
    }, { preValidation: belowCap });
  }
}
