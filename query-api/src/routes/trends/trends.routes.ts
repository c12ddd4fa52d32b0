// The trend reads (spec 000 §2 Trends list and Trend detail, §7; 001 §7). The list and the ids by type are public;
// a trend's page needs a signed-in user with a verified email (spec 000 §6). Ideas are shown as the marketplace shows
// them (visibility and the premium gate), from the same in-memory index.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { NotFound } from '@app/domain/shared/errors';
import { inputText } from '@app/domain/shared/text';
import { TREND_NOT_FOUND } from '@app/domain/trends/trend-decider';
import { TREND_TYPES } from '@app/domain/trends/trend-view';
import { requireVerifiedEmail } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { sendJson } from '../../http/json-response';
import type { CatalogReads } from '../../marketplace-index/catalog-reads';
import { canSee, isAdmin, variantFor } from '../../marketplace-index/idea-access';
import { JsonWriter } from '../../marketplace-index/idea-json';
import { ideaIdsByTrendType, listTrends, trendIdeaIds } from '../../read-models/catalog';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { idFromPath } from '../ideas/idea-id';

const TYPE_MESSAGE = 'type must be PROBLEM or RFI';
const trendType = z.enum(TREND_TYPES, { error: TYPE_MESSAGE });
const TrendsQuery = z.object({
  type: inputText({ max: 20, tooLong: TYPE_MESSAGE }, { error: TYPE_MESSAGE })
    .optional()
    .transform((value) => (value && value !== 'All' ? value : undefined))
    .pipe(trendType.optional()),
});
const TypeParams = z.object({ type: trendType });

export function trendsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; catalog: CatalogReads }): void {
  const { db } = deps;

  app.get('/api/trends', async (request) => {
    const { type } = validate(TrendsQuery, request.query);
    return { trends: await listTrends(db, { admin: isAdmin(request.actor), ...(type ? { type } : {}) }) };
  });

  app.get<{ Params: { type: string } }>('/api/trends/ideas/by-type/:type', async (request) => {
    const { type } = validate(TypeParams, request.params);
    const [index, ids] = await Promise.all([deps.catalog.indexFor(request), ideaIdsByTrendType(db, type)]);
    return { ideaIds: ids.filter((id) => canSee(request.actor, index.get(id))) };
  });

  app.get<{ Params: { id: string } }>('/api/trends/:id', async (request) => {
    const actor = requireVerifiedEmail(request.actor);
    const [trend] = await listTrends(db, { admin: isAdmin(actor), trendId: idFromPath(request.params.id, TREND_NOT_FOUND) });
    if (!trend) throw new NotFound(TREND_NOT_FOUND);
    return { trend };
  });

  app.get<{ Params: { id: string } }>('/api/trends/:id/ideas', async (request, reply) => {
    const actor = requireVerifiedEmail(request.actor);
    const trendId = idFromPath(request.params.id, TREND_NOT_FOUND);
    const [index, ids] = await Promise.all([deps.catalog.indexFor(request), trendIdeaIds(db, trendId)]);
    if (!ids) throw new NotFound(TREND_NOT_FOUND);
    const writer = new JsonWriter().text('{"ideas":[').ideas(ids, (id) => {
      const entry = index.get(id);
      return canSee(actor, entry) ? { idea: entry.json, variant: variantFor(actor, entry) } : undefined;
    });
    return sendJson(reply, writer.text(']}'));
  });
}
