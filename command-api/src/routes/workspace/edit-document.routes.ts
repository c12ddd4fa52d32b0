// PUT /api/documents/edit/{id} { content } (spec 000 §2 Document viewer, §7): the member edits a document they
// generated (a platform document is the admin's: PUT /api/admin/documents/{id}).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { ownDocument } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';
import { loadWorkspaceAbout } from './load-streams';
import { editedDocumentView } from './workspace-answers';
import type { WorkspaceDeps } from './workspace-deps';

export function editDocumentRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.editDocument, async (request) => {
    const { actor } = request;
    const documentId = request.params.id;
    const { content } = request.body;
    const now = app.clock.now();
    const { decider } = await loadWorkspaceAbout(deps, actor.userId, { documentId });
    const { state } = await runFor(app, request)(decider, workspaceStreamId(actor.userId), {
      type: 'EditWorkspaceDocument',
      data: { documentId, content },
      metadata: { actor, now },
    });
    return withPosition(request, { document: editedDocumentView(actor.userId, ownDocument(state, documentId), content, now.toISOString()) });
  });
}
