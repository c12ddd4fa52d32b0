// POST /api/collections/{ideaId} (spec 000 §6, §7): a member saves an idea of the marketplace to their workspace: a
// platform idea, or a member's approved idea (UGI, UGP2P), named by its id as resolveIdea reads ids. The copy takes
// the idea's current fields (not its documents, which the workspace shows from the idea itself). The save carries
// the idea as its stream has it (a member's idea: its creator's workspace); the saver's workspace decides (only an
// idea the member could find in the marketplace, premium needs PREMIUM, one copy).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { copyKindOfOriginal } from '@app/domain/workspace/workspace-commands';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { runFor, withPosition } from '../../http/command-context';
import { COPY_ID_SEQUENCES, nextId } from '../../ids/id-sequences';
import { resolveIdea } from '../ideas/resolve-idea';
import { loadSavedOriginal } from './load-streams';
import type { WorkspaceDeps } from './workspace-deps';

export const IDEA_SAVED_MESSAGE = 'Idea saved to your workspace';

export function saveIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.save, async (request, reply) => {
    const { actor } = request;
    const originalId = request.params.ideaId;
    const target = await resolveIdea(deps, originalId);
    const original = await loadSavedOriginal(deps, target);
    const copyId = await nextId(deps.db, COPY_ID_SEQUENCES[copyKindOfOriginal(target)]);
    await runFor(app, request)(workspaceDecider, workspaceStreamId(actor.userId), {
      type: 'SaveIdeaToWorkspace',
      data: { copyId, originalId, original },
      metadata: { actor, now: app.clock.now() },
    });
    void reply.status(201);
    return withPosition(request, { message: IDEA_SAVED_MESSAGE, copyId });
  });
}
