// PUT /api/documents/edit/{id} { content } (spec 000 §2 Document viewer, §7): the member edits a document they
// generated (a platform document is the admin's: PUT /api/admin/documents/{id}).
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { requireVerifiedEmail } from '@app/domain/users/permissions';
import { workspaceDocumentContentSchema } from '@app/domain/workspace/schemas';
import { ownDocument } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import { pathId } from '../ideas/path-ids';
import { loadWorkspaceAbout } from './load-streams';
import { editedDocumentView } from './workspace-answers';
import type { WorkspaceDeps } from './workspace-deps';

export function editDocumentRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  app.put<{ Params: { id: string } }>('/api/documents/edit/:id', async (request) => {
    const actor = requireVerifiedEmail(request.actor);
    const documentId = pathId(request.params.id, DOCUMENT_NOT_FOUND);
    const { content } = validate(workspaceDocumentContentSchema, request.body);
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
