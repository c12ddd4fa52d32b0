// The idea reads of the marketplace and the idea pages (contract "Reads"; docs/product.md "Marketplace and idea
// detail"). The lists come from the in-memory index (query-api/src/marketplace-index), their cards already serialized:
// a response is bytes copied together. One idea with every field, and documents, come from the read model
// (docs/decisions.md "List answers carry card fields only").
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
import { accessOf, canSee, isAdmin, shownAs, variantFor } from '../../marketplace-index/idea-access';
import { JsonWriter } from '../../marketplace-index/idea-json';
import { findIdea, ideaDetailOf, listIdeaDocuments, liveTrendLinks } from '../../read-models/catalog';
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

  /** The idea with every field, when the actor may see it. */
  async function storedIdea(actor: Parameters<typeof canSee>[0], id: number) {
    const row = await findIdea(db, id);
    const access = row && accessOf(row);
    return row && canSee(actor, access) ? { idea: ideaDetailOf(row), access } : undefined;
  }

  route(app, ideasApi.one, async (request) => {
    const { actor } = request;
    const found = await storedIdea(actor, request.params.id);
    if (!found) throw new NotFound(IDEA_NOT_FOUND);
    const { idea, access } = found;
    const shared = access.premium && (await catalog.shareHashes.isValid(idea.id, request.query.hash));
    catalog.views.count(idea.id);
    return { idea: shownAs(idea, variantFor(actor, access, shared)) };
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

  route(app, ideasApi.validateHash, async (request) => {
    const { id } = request.params;
    const found = await storedIdea(request.actor, id);
    if (!found || !(await catalog.shareHashes.isValid(id, request.query.hash))) return { valid: false, idea: null };
    return { valid: true, idea: found.idea };
  });

  route(app, ideasApi.documents, async (request) => {
    const { actor } = request;
    const entry = visibleIdea(await catalog.indexFor(request), actor, request.params.id);
    if (entry.premium && !(await catalog.shareHashes.isValid(entry.id, request.query.hash))) requireRole(actor, 'PREMIUM');
    return { documents: await listIdeaDocuments(db, entry.id) };
  });
}
