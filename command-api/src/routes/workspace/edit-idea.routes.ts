// PUT /api/ideas/edit/{id} (spec 000 §2 Workspace, §7): the member edits a copy in their workspace (the id is the
// copy's). Editing the copy of an idea they generated edits that idea too (the projection updates both rows).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { ownCopy } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';
import { loadIdea } from '../ideas/load-idea';
import { loadWorkspaceAbout } from './load-streams';
import { workspaceIdeaView } from './workspace-answers';
import type { WorkspaceDeps } from './workspace-deps';

export function editIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.editIdea, async (request) => {
    const { actor } = request;
    const copyId = request.params.id;
    const changes = request.body;
    const { decider } = await loadWorkspaceAbout(deps, actor.userId, { copyId });
    const { state } = await runFor(app, request)(decider, workspaceStreamId(actor.userId), {
      type: 'EditWorkspaceIdea',
      data: { copyId, changes },
      metadata: { actor, now: app.clock.now() },
    });
    const copy = ownCopy(state, copyId);
    const platformIdea = copy.kind === 'idea' ? await loadIdea(deps.eventStore, copy.originalId) : null;
    return withPosition(request, { idea: workspaceIdeaView(copy, state, platformIdea) });
  });
}
