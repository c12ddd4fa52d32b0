// GET /api/documents/{originalDocId}/download/{format} (docs/product.md "Documents and downloads"; contract "HTTP
// (query API)"): the caller's own document with that id, else a platform idea's document, gated like the idea's
// documents (GET /api/ideas/{id}/documents): anyone for a free idea, PREMIUM and above for a premium one, nobody for an
// idea the caller cannot see. Access is checked on every request, before any file is looked up. The file comes from
// documents-export: PDFs and decks rendered off the event loop and kept per revision (download-files.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { DOCUMENT_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { clientAddress } from '@app/infra/http/client-address';
import { consumeOrRefuse } from '@app/infra/http/rate-limits';
import type { CatalogReads } from '../../marketplace-index/catalog-reads';
import { canSee } from '../../marketplace-index/idea-access';
import { contentDisposition } from '../../documents-export/content-disposition';
import { createDownloadFiles } from '../../documents-export/download-files';
import type { DownloadableDocument, RenderedDownload } from '../../documents-export/render-download';
import { RenderQueueFull } from '../../documents-export/render-pool';
import { findIdeaDocument } from '../../read-models/catalog';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { findMemberDocument } from '../../read-models/workspace';

/**
 * Renders (PDFs and decks not cached) each client may start per minute: a member downloading every document of an
 * idea in every format starts 5. A file already rendered costs what any read costs and is not counted.
 */
export const RENDERS_PER_MINUTE = 20;
const tooManyDownloads = (seconds: number) => `Too many downloads. Please try again in ${seconds} seconds.`;

export function documentDownloadRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; catalog: CatalogReads }): void {
  const files = createDownloadFiles((error) => app.log.error({ err: error }, 'the render thread died outside a render; another takes its place'));
  const renders = new RateLimiterMemory({ points: RENDERS_PER_MINUTE, duration: 60 });
  app.addHook('onClose', () => files.close());

  async function platformDocument(request: FastifyRequest, documentId: number): Promise<DownloadableDocument> {
    const [document, index] = await Promise.all([findIdeaDocument(deps.db, documentId), deps.catalog.indexFor(request)]);
    const entry = document && index.get(document.ideaId);
    if (!document || !canSee(request.actor, entry)) throw new NotFound(DOCUMENT_NOT_FOUND);
    if (entry.premium) requireRole(request.actor, 'PREMIUM');
    return document;
  }

  // A file, not JSON: the answer is the reply's own, not a schema's.
  route(app, workspaceApi.download, async (request, contractReply) => {
    const reply = contractReply as FastifyReply;
    const documentId = request.params.originalDocId;
    const own = request.actor ? await findMemberDocument(deps.db, request.actor.userId, documentId) : undefined;
    const document = own ?? (await platformDocument(request, documentId));
    // A member is one client wherever they sign in from; a visitor is their address (TRUST_PROXY: behind a proxy).
    const client = request.actor ? `user:${request.actor.userId}` : `ip:${clientAddress(request)}`;
    let file: RenderedDownload;
    try {
      file = await files.file(document, request.params.format, () => consumeOrRefuse(renders, client, tooManyDownloads));
    } catch (error) {
      // Not this client's doing: the whole query API is busy rendering. 503 lets the proxy try another replica.
      if (!(error instanceof RenderQueueFull)) throw error;
      return reply.status(503).header('retry-after', String(error.retryAfterSeconds)).send({ message: error.message });
    }
    return reply.header('content-type', file.contentType).header('content-disposition', contentDisposition(file.fileName)).send(file.body);
  });
}
