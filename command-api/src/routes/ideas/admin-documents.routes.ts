// PUT /api/admin/documents/{id} { content } (spec 001 §7): documents live in their idea's stream; the command API's
// own table of document owners (written when the id was allocated) names that stream.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DOCUMENT_NOT_FOUND, ideaDecider } from '@app/domain/ideas/idea-decider';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { ExistingIdea } from '@app/domain/ideas/idea-state';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { NotFound } from '@app/domain/shared/errors';
import { route } from '@app/infra/http/contract-route';
import type { CommandApiDatabase } from '../../command-api-database';
import { runFor, withPosition } from '../../http/command-context';
import { ideaOfDocument } from '../../ids/idea-document-owners';

export const DOCUMENT_UPDATED_MESSAGE = 'Document updated successfully';

export function adminDocumentRoutes(app: FastifyInstance, deps: { db: Kysely<CommandApiDatabase> }): void {
  route(app, adminIdeasApi.editDocument, async (request) => {
    const { actor } = request;
    const documentId = request.params.id;
    const { content } = request.body;
    const ideaId = await ideaOfDocument(deps.db, documentId);
    if (ideaId === undefined) throw new NotFound(DOCUMENT_NOT_FOUND);
    const { state } = await runFor(app, request)(ideaDecider, ideaStreamId(ideaId), {
      type: 'EditIdeaDocument',
      data: { documentId, content },
      metadata: { actor, now: app.clock.now() },
    });
    const documents = (state as ExistingIdea).documents;
    const type = DOCUMENT_TYPES.find((documentType) => documents[documentType] === documentId);
    return withPosition(request, { message: DOCUMENT_UPDATED_MESSAGE, document: { id: documentId, ideaId, type, content } });
  });
}
