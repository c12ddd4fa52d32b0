// POST /api/admin/documents/generate { ideaIds, type, generateAll } (spec 001 §2, §5, §7): a job of one document
// per selected idea and type ('Generate All Documents' makes the five). Each document's id is allocated now, owned by
// its idea (so PUT /api/admin/documents/{id} finds it later); an idea that is unknown or deleted by the time its item
// runs is that item's failure.
import type { FastifyInstance } from 'fastify';
import type { DocumentItem } from '@app/domain/jobs/job-events';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { requestedDocumentTypes } from '@app/domain/jobs/schemas';
import { route } from '@app/infra/http/contract-route';
import { allocateDocumentIds } from '../../ids/idea-document-owners';
import { startJob } from '../../jobs/start-job';
import type { AdminJobsDeps } from '../../jobs/start-job';

export function generateDocumentsRoutes(app: FastifyInstance, deps: AdminJobsDeps): void {
  route(app, adminAiApi.generateDocuments, async (request, reply) => {
    const { actor } = request;
    const input = request.body;
    const types = requestedDocumentTypes(input);
    const wanted = input.ideaIds.flatMap((ideaId) => types.map((documentType) => ({ ideaId, documentType })));
    const documentIds = await allocateDocumentIds(deps.db, wanted.map(({ ideaId }) => ideaId));
    const items: DocumentItem[] = wanted.map(({ ideaId, documentType }, index) => ({ key: `${ideaId}-${documentType}`, ideaId, documentType, documentId: documentIds[index]! }));
    return startJob(app, request, reply, deps, actor, { kind: 'generate-documents', generateAll: input.generateAll, items });
  });
}
