// PUT /api/admin/documents/{id} { content } (spec 001 §7): documents live in their idea's stream; the command API's
// own table of document owners (written when the id was allocated) names that stream.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DOCUMENT_NOT_FOUND, ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import { documentContentSchema } from '@app/domain/ideas/schemas';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import type { CommandApiDatabase } from '../../command-api-database';
import { runFor, withPosition } from '../../http/command-context';
import { ideaOfDocument } from '../../ids/idea-document-owners';
import { pathId } from './path-ids';

export const DOCUMENT_UPDATED_MESSAGE = 'Document updated successfully';

export function adminDocumentRoutes(app: FastifyInstance, deps: { db: Kysely<CommandApiDatabase> }): void {
  app.put<{ Params: { id: string } }>('/api/admin/documents/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const documentId = pathId(request.params.id, DOCUMENT_NOT_FOUND);
    const { content } = validate(documentContentSchema, request.body);
    const ideaId = await ideaOfDocument(deps.db, documentId);
    if (ideaId === undefined) throw new NotFound(DOCUMENT_NOT_FOUND);
    const { state } = await runFor(app, request)(ideaDecider, ideaStreamId(ideaId), {
      type: 'EditIdeaDocument',
      data: { documentId, content },
      metadata: { actor, now: app.clock.now() },
    });
    const documents = (state as ExistingIdea).documents;
    const type = Object.entries(documents).find(([, id]) => id === documentId)?.[0];
    return withPosition(request, { message: DOCUMENT_UPDATED_MESSAGE, document: { id: documentId, ideaId, type, content } });
  });
}
