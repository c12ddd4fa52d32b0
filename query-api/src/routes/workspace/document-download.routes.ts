// GET /api/documents/{originalDocId}/download/{format} (spec 000 §3 Download formats, §7; contract "HTTP (query
// API)"): the caller's own document with that id, else a platform idea's document, gated like the idea's documents
// (GET /api/ideas/{id}/documents): anyone for a free idea, PREMIUM and above for a premium one, nobody for an idea
// the caller cannot see. The file is rendered by documents-export.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DOCUMENT_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import type { CatalogReads } from '../../marketplace-index/catalog-reads';
import { canSee } from '../../marketplace-index/idea-access';
import { contentDisposition } from '../../documents-export/content-disposition';
import { renderDownload, type DownloadableDocument } from '../../documents-export/render-download';
import { findIdeaDocument } from '../../read-models/catalog';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { findMemberDocument } from '../../read-models/workspace';
import { idFromPath } from '../ideas/idea-id';

type DownloadParams = { Params: { originalDocId: string; format: string } };

export function documentDownloadRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; catalog: CatalogReads }): void {
  async function platformDocument(request: FastifyRequest, documentId: number): Promise<DownloadableDocument> {
    const [document, index] = await Promise.all([findIdeaDocument(deps.db, documentId), deps.catalog.indexFor(request)]);
    const entry = document && index.get(document.ideaId);
    if (!document || !canSee(request.actor, entry)) throw new NotFound(DOCUMENT_NOT_FOUND);
    if (entry.premium) requireRole(request.actor, 'PREMIUM');
    return document;
  }

  app.get<DownloadParams>('/api/documents/:originalDocId/download/:format', async (request, reply) => {
    const documentId = idFromPath(request.params.originalDocId, DOCUMENT_NOT_FOUND);
    const own = request.actor ? await findMemberDocument(deps.db, request.actor.userId, documentId) : undefined;
    const document = own ?? (await platformDocument(request, documentId));
    const { body, contentType, fileName } = await renderDownload(document, request.params.format);
    return reply.header('content-type', contentType).header('content-disposition', contentDisposition(fileName)).send(body);
  });
}
