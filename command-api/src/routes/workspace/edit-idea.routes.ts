// PUT /api/ideas/edit/{id} (spec 000 §2 Workspace, §7): the member edits a copy in their workspace (the id is the
// copy's). Editing the copy of an idea they generated edits that idea too (the projection updates both rows).
import type { FastifyInstance } from 'fastify';
import { requireVerifiedEmail } from '@app/domain/users/permissions';
import { editWorkspaceIdeaSchema } from '@app/domain/workspace/schemas';
import { IDEA_NOT_IN_WORKSPACE, ownCopy } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import { loadIdea } from '../ideas/load-idea';
import { pathId } from '../ideas/path-ids';
import { loadWorkspaceAbout } from './load-streams';
import { workspaceIdeaView } from './workspace-answers';
import type { WorkspaceDeps } from './workspace-deps';

export function editIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  app.put<{ Params: { id: string } }>('/api/ideas/edit/:id', async (request) => {
    const actor = requireVerifiedEmail(request.actor);
    const copyId = pathId(request.params.id, IDEA_NOT_IN_WORKSPACE);
    const changes = validate(editWorkspaceIdeaSchema, request.body);
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
