// The admin's idea reads (the admin curation contract; docs/product.md "Admin: Ideas"): the list with its filters,
// sorts and pages, the filter choices, one idea and its documents. ADMIN only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { NotFound } from '@app/domain/shared/errors';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { sendJson } from '../../http/json-response';
import type { AdminIdeasSource } from '../../admin-ideas-index/admin-ideas-source';
import { readsOwnWrite } from '../../http/min-position';
import { findAdminIdea, listAdminIdeaDocuments } from '../../read-models/admin-ideas';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function adminIdeasRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; ideas: AdminIdeasSource }): void {
  const { db, ideas } = deps;
  /** The list for this request: refreshed first when the request carries x-min-position (read-your-writes). */
  const listFor = (request: FastifyRequest) => ideas.current({ fresh: readsOwnWrite(request) });

  // Prepared bytes: the serializer never sees them (admin-ideas.routes.int.test.ts parses them with the schema).
  route(app, adminIdeasApi.list, async (request, reply) => sendJson(reply, (await listFor(request)).pageJson(request.query)));

  // Static segments win over /api/admin/ideas/:id in Fastify's router.
  route(app, adminIdeasApi.categories, async (request) => ({ categories: (await listFor(request)).categories() }));

  route(app, adminIdeasApi.batches, async (request) => ({ batches: (await listFor(request)).batchNumbers() }));

  route(app, adminIdeasApi.one, async (request) => {
    const idea = await findAdminIdea(db, request.params.id, request.query.source);
    if (!idea) throw new NotFound(IDEA_NOT_FOUND);
    return { idea };
  });

  route(app, adminIdeasApi.documents, async (request) => {
    const documents = await listAdminIdeaDocuments(db, request.params.id, request.query.source);
    if (!documents) throw new NotFound(IDEA_NOT_FOUND);
    return { documents };
  });
}
