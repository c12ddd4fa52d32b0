// The idea reads of the marketplace and the idea pages (contract "Reads"; docs/product.md "Marketplace and idea
// detail"). The list and the ideas themselves come from the in-memory index (query-api/src/marketplace-index), already
// serialized: a response is bytes copied together. Documents come from the read model.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { NotFound } from '@app/domain/shared/errors';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import { dayNumber } from '@app/domain/momentum/momentum-days';
import { requireRole } from '@app/domain/users/permissions';
import { route } from '@app/infra/http/contract-route';
import { sendJson } from '../../http/json-response';
import type { CatalogIndex } from '../../marketplace-index/catalog-index';
import type { CatalogReads } from '../../marketplace-index/catalog-reads';
import { canSee, isAdmin, variantFor } from '../../marketplace-index/idea-access';
import { JsonWriter } from '../../marketplace-index/idea-json';
import { listIdeaDocuments, liveTrendLinks } from '../../read-models/catalog';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function ideasRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; catalog: CatalogReads }): void {
  const { db, catalog } = deps;

  function visibleIdea(index: CatalogIndex, actor: Parameters<typeof canSee>[0], id: number) {
    const entry = index.get(id);
    if (!canSee(actor, entry)) throw new NotFound(IDEA_NOT_FOUND);
    return entry;
  }

  // The lists are prepared bytes: the serializer never sees them (their tests parse them with the schemas).
  route(app, ideasApi.list, async (request, reply) => {
    const { query } = request;
    const index = await catalog.indexFor(request);
    const { actor } = request;
    if (query.sort === 'trending') index.syncTrending(await catalog.trending.current({ fresh: false }), dayNumber(new Date()));
    const { ideas, total } = index.query({ ...query, admin: isAdmin(actor) });
    const writer = new JsonWriter().text('{"ideas":[').ideas(ideas, (entry) => ({ idea: entry.json, variant: variantFor(actor, entry) }));
    const pagination = { page: query.page, limit: query.limit, hasMore: query.page * query.limit < total, counts: { total } };
    return sendJson(reply, writer.text(`],"pagination":${JSON.stringify(pagination)}}`));
  });

  // Registered before /api/ideas/:id would matter: a static segment wins over a parameter in Fastify's router.
  route(app, ideasApi.withTrends, async (request, reply) => {
    const [index, links] = await Promise.all([catalog.indexFor(request), liveTrendLinks(db)]);
    const { actor } = request;
    const linked = [...links].sort(([a], [b]) => b - a);
    const writer = new JsonWriter().text('{"ideas":[').ideas(linked, ([ideaId, trendIds]) => {
      const entry = index.get(ideaId);
      return canSee(actor, entry) ? { idea: entry.json, variant: variantFor(actor, entry), extra: `,"trendIds":${JSON.stringify(trendIds)}` } : undefined;
    });
    return sendJson(reply, writer.text(']}'));
  });

  route(app, ideasApi.one, async (request, reply) => {
    const index = await catalog.indexFor(request);
    const { actor } = request;
    const entry = visibleIdea(index, actor, request.params.id);
    const shared = entry.premium && (await catalog.shareHashes.isValid(entry.id, request.query.hash));
    catalog.views.count(entry.id);
    return sendJson(reply, new JsonWriter().text('{"idea":').idea(entry.json, variantFor(actor, entry, shared)).text('}'));
  });

  route(app, ideasApi.shareHash, async (request) => {
    const { actor } = request;
    const entry = visibleIdea(await catalog.indexFor(request), actor, request.params.id);
    if (entry.premium) requireRole(actor, 'PREMIUM');
    const hash = await catalog.shareHashes.hashOf(entry.id);
    // The SPA asks for the hash when a member shares the idea: a share for momentum (docs/product.md "Momentum").
    catalog.views.countShare(entry.id);
    return { hash };
  });

  route(app, ideasApi.validateHash, async (request, reply) => {
    const index = await catalog.indexFor(request);
    const { id } = request.params;
    const entry = index.get(id);
    if (!canSee(request.actor, entry) || !(await catalog.shareHashes.isValid(id, request.query.hash))) {
      return { valid: false, idea: null };
    }
    return sendJson(reply, new JsonWriter().text('{"valid":true,"idea":').idea(entry.json, 'full').text('}'));
  });

  route(app, ideasApi.documents, async (request) => {
    const { actor } = request;
    const entry = visibleIdea(await catalog.indexFor(request), actor, request.params.id);
    if (entry.premium && !(await catalog.shareHashes.isValid(entry.id, request.query.hash))) requireRole(actor, 'PREMIUM');
    return { documents: await listIdeaDocuments(db, entry.id) };
  });
}
