// The trend reads (docs/product.md "Trends"). The list and the ids by type are public; a trend's page needs a signed-in
// user with a verified email (docs/product.md "Trends"). Ideas are shown as the marketplace shows them (visibility and
// the premium gate), from the same in-memory index.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { NotFound } from '@app/domain/shared/errors';
import { TREND_NOT_FOUND } from '@app/domain/trends/trend-decider';
import { trendsApi } from '@app/domain/trends/trends-api';
import { route } from '@app/infra/http/contract-route';
import { sendJson } from '../../http/json-response';
import type { CatalogReads } from '../../marketplace-index/catalog-reads';
import { canSee, isAdmin, variantFor } from '../../marketplace-index/idea-access';
import { JsonWriter } from '../../marketplace-index/idea-json';
import { ideaIdsByTrendType, listTrends, trendIdeaIds } from '../../read-models/catalog';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function trendsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; catalog: CatalogReads }): void {
  const { db } = deps;

  route(app, trendsApi.list, async (request) => {
    const { type } = request.query;
    return { trends: await listTrends(db, { admin: isAdmin(request.actor), ...(type ? { type } : {}) }) };
  });

  route(app, trendsApi.ideaIdsByType, async (request) => {
    const { type } = request.params;
    const [index, ids] = await Promise.all([deps.catalog.indexFor(request), ideaIdsByTrendType(db, type)]);
    return { ideaIds: ids.filter((id) => canSee(request.actor, index.get(id))) };
  });

  route(app, trendsApi.one, async (request) => {
    const [trend] = await listTrends(db, { admin: isAdmin(request.actor), trendId: request.params.id });
    if (!trend) throw new NotFound(TREND_NOT_FOUND);
    return { trend };
  });

  // Prepared bytes, as the marketplace's lists: the serializer never sees them.
  route(app, trendsApi.ideas, async (request, reply) => {
    const { actor } = request;
    const trendId = request.params.id;
    const [index, ids] = await Promise.all([deps.catalog.indexFor(request), trendIdeaIds(db, trendId)]);
    if (!ids) throw new NotFound(TREND_NOT_FOUND);
    const writer = new JsonWriter().text('{"ideas":[').ideas(ids, (id) => {
      const entry = index.get(id);
      return canSee(actor, entry) ? { idea: entry.json, variant: variantFor(actor, entry) } : undefined;
    });
    return sendJson(reply, writer.text(']}'));
  });
}
