// Momentum (docs/product.md "Momentum"): an idea's or a trend's daily activity, and the cards' sparklines, from the
// momentum read model. Only ideas the caller may see count: an idea is found in the catalog index as the idea reads
// find it, a trend's sums leave out the linked ideas the caller may not see.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { DEFAULT_MOMENTUM_DAYS, momentumApi } from '@app/domain/momentum/momentum-api';
import { dayNumber } from '@app/domain/momentum/momentum-days';
import { NotFound } from '@app/domain/shared/errors';
import { TREND_NOT_FOUND } from '@app/domain/trends/trend-decider';
import { route } from '@app/infra/http/contract-route';
import type { CatalogReads } from '../../marketplace-index/catalog-reads';
import { canSee } from '../../marketplace-index/idea-access';
import { liveTrendLinks, trendIdeaIds } from '../../read-models/catalog';
import { activityLines, summedDays } from '../../read-models/momentum';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function momentumRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; catalog: CatalogReads }): void {
  const { db, catalog } = deps;
  const today = () => dayNumber(new Date());

  route(app, momentumApi.idea, async (request) => {
    const index = await catalog.indexFor(request);
    if (!canSee(request.actor, index.get(request.params.id))) throw new NotFound(IDEA_NOT_FOUND);
    const last = today();
    return { days: await summedDays(db, [request.params.id], last - request.query.days + 1, last) };
  });

  route(app, momentumApi.trend, async (request) => {
    const [index, ids] = await Promise.all([catalog.indexFor(request), trendIdeaIds(db, request.params.id)]);
    if (!ids) throw new NotFound(TREND_NOT_FOUND);
    const last = today();
    const visible = ids.filter((id) => canSee(request.actor, index.get(id)));
    return { days: await summedDays(db, visible, last - request.query.days + 1, last) };
  });

  route(app, momentumApi.trendSparklines, async (request) => {
    const [index, links] = await Promise.all([catalog.indexFor(request), liveTrendLinks(db)]);
    const visible = [...links.keys()].filter((id) => canSee(request.actor, index.get(id)));
    const last = today();
    const lines = await activityLines(db, visible, last - DEFAULT_MOMENTUM_DAYS + 1, last);
    const sparklines: Record<string, number[]> = {};
    for (const ideaId of visible) {
      const line = lines.get(ideaId)!;
      for (const trendId of links.get(ideaId)!) {
        const sum = (sparklines[trendId] ??= new Array<number>(DEFAULT_MOMENTUM_DAYS).fill(0));
        line.forEach((count, day) => (sum[day]! += count));
      }
    }
    return { sparklines };
  });

  route(app, momentumApi.sparklines, async (request) => {
    const index = await catalog.indexFor(request);
    const ids = [...new Set(request.query.ids.split(',').map(Number))].filter((id) => canSee(request.actor, index.get(id)));
    const last = today();
    const lines = await activityLines(db, ids, last - DEFAULT_MOMENTUM_DAYS + 1, last);
    const sparklines: Record<string, number[]> = {};
    const trend: Record<string, { last7: number; previous7: number }> = {};
    for (const id of ids) {
      const line = lines.get(id)!;
      const sum = (from: number, to: number) => line.slice(from, to).reduce((total, count) => total + count, 0);
      sparklines[id] = line;
      trend[id] = { last7: sum(-7, line.length), previous7: sum(-14, -7) };
    }
    return { sparklines, trend };
  });
}
