// The admin's idea reads (the admin curation contract; spec 001 §2 Ideas section, §7): the list with its filters,
// sorts and pages, the filter choices, one idea and its documents. ADMIN only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { sendJson } from '../../http/json-response';
import type { AdminIdeasSource } from '../../admin-ideas-index/admin-ideas-source';
import { readsOwnWrite } from '../../http/min-position';
import { findAdminIdea, listAdminIdeaDocuments } from '../../read-models/admin-ideas';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { idFromPath } from '../ideas/idea-id';
import { adminIdeaListQuery, ideaSourceQuery } from './admin-idea-list-query';

type IdeaParams = { Params: { id: string } };

export function adminIdeasRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; ideas: AdminIdeasSource }): void {
  const { db, ideas } = deps;
  /** The list for this request: refreshed first when the request carries x-min-position (read-your-writes). */
  const listFor = (request: FastifyRequest) => ideas.current({ fresh: readsOwnWrite(request) });

  app.get('/api/admin/ideas/all', async (request, reply) => {
    requireRole(request.actor, 'ADMIN');
    const query = validate(adminIdeaListQuery, request.query);
    return sendJson(reply, (await listFor(request)).pageJson(query));
  });

  // Static segments win over /api/admin/ideas/:id in Fastify's router.
  app.get('/api/admin/ideas/categories', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { categories: (await listFor(request)).categories() };
  });

  app.get('/api/admin/ideas/batches', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { batches: (await listFor(request)).batchNumbers() };
  });

  app.get<IdeaParams>('/api/admin/ideas/:id', async (request) => {
    requireRole(request.actor, 'ADMIN');
    const { source } = validate(ideaSourceQuery, request.query);
    const idea = await findAdminIdea(db, idFromPath(request.params.id, IDEA_NOT_FOUND), source);
    if (!idea) throw new NotFound(IDEA_NOT_FOUND);
    return { idea };
  });

  app.get<IdeaParams>('/api/admin/ideas/:id/documents', async (request) => {
    requireRole(request.actor, 'ADMIN');
    const { source } = validate(ideaSourceQuery, request.query);
    const documents = await listAdminIdeaDocuments(db, idFromPath(request.params.id, IDEA_NOT_FOUND), source);
    if (!documents) throw new NotFound(IDEA_NOT_FOUND);
    return { documents };
  });
}
