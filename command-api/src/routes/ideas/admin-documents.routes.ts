// PUT /api/admin/documents/{id} { content } (docs/product.md "Admin: Ideas"): the admin edits a platform idea's
// document (ideas/curate-ideas.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import type { CommandApiDatabase } from '../../command-api-database';
import { scopeOf, withPosition } from '../../http/command-context';
import { editIdeaDocument } from '../../ideas/curate-ideas';

export const DOCUMENT_UPDATED_MESSAGE = 'Document updated successfully';

export function adminDocumentRoutes(app: FastifyInstance, deps: { db: Kysely<CommandApiDatabase> }): void {
  route(app, adminIdeasApi.editDocument, async (request) => {
    const document = await editIdeaDocument(scopeOf(app, request), deps, request.actor, request.params.id, request.body.content);
    return withPosition(request, { message: DOCUMENT_UPDATED_MESSAGE, document });
  });
}
