// PUT /api/documents/edit/{id} { content } (docs/product.md "Documents and downloads"): the member edits a document
// they generated (workspace/copies.ts).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import type { WorkspaceStreams } from '../../reads/workspace-reads';
import { editDocument } from '../../workspace/copies';

export function editDocumentRoutes(app: FastifyInstance, deps: WorkspaceStreams): void {
  route(app, workspaceApi.editDocument, async (request) => {
    const document = await editDocument(scopeOf(app, request), deps, request.actor, request.params.id, request.body.content);
    return withPosition(request, { document });
  });
}
