// POST /api/collections/{ideaId} (spec 000 §6, §7): a member saves a platform idea to their workspace. The copy takes
// the idea's current fields (not its documents, which the workspace shows from the idea itself). The save carries
// the idea as its stream has it; the workspace decides (only an idea the member could find in the catalog, premium
// needs PREMIUM, one copy).
import type { FastifyInstance } from 'fastify';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { requireVerifiedEmail } from '@app/domain/users/permissions';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { runFor, withPosition } from '../../http/command-context';
import { nextId } from '../../ids/id-sequences';
import { pathId } from '../ideas/path-ids';
import { loadPlatformIdea } from './load-streams';
import type { WorkspaceDeps } from './workspace-deps';

export const IDEA_SAVED_MESSAGE = 'Idea saved to your workspace';

export function saveIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  app.post<{ Params: { ideaId: string } }>('/api/collections/:ideaId', async (request, reply) => {
    const actor = requireVerifiedEmail(request.actor);
    const originalId = pathId(request.params.ideaId, IDEA_NOT_FOUND);
    const original = await loadPlatformIdea(deps.eventStore, originalId);
    const copyId = await nextId(deps.db, 'idea_copy_ids');
    await runFor(app, request)(workspaceDecider, workspaceStreamId(actor.userId), {
      type: 'SaveIdeaToWorkspace',
      data: { copyId, originalId, original },
      metadata: { actor, now: app.clock.now() },
    });
    void reply.status(201);
    return withPosition(request, { message: IDEA_SAVED_MESSAGE, copyId });
  });
}
