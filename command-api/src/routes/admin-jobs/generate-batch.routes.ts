// POST /api/admin/ideas/generate-batch { freeCount, premiumCount, batchNumber, categories, trendId, stamp } (spec 001
// §2, §5, §7, §9): a job of free and premium ideas, each created under an id allocated now, in the batch, linked to
// the trend (chosen, or just created by the SPA). A trend that does not exist is refused before anything is asked of
// the AI.
import type { FastifyInstance } from 'fastify';
import type { IdeaItem } from '@app/domain/jobs/job-events';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { NotFound } from '@app/domain/shared/errors';
import { TREND_NOT_FOUND, trendDecider } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { loadAggregate } from '@app/infra/event-store/load-aggregate';
import { route } from '@app/infra/http/contract-route';
import { nextIds } from '../../ids/id-sequences';
import { startJob } from '../../jobs/start-job';
import type { AdminJobsDeps } from '../../jobs/start-job';

export function generateBatchRoutes(app: FastifyInstance, deps: AdminJobsDeps): void {
  route(app, adminAiApi.generateBatch, async (request, reply) => {
    const { actor } = request;
    const { freeCount, premiumCount, batchNumber, categories, trendId, stamp } = request.body;
    if (trendId !== null && (await loadAggregate(deps.eventStore, trendStreamId(trendId), trendDecider)).state.status !== 'existing') {
      throw new NotFound(TREND_NOT_FOUND);
    }
    const ideaIds = await nextIds(deps.db, 'platform_idea_ids', freeCount + premiumCount);
    const items: IdeaItem[] = ideaIds.map((ideaId, index) =>
      index < freeCount ? { key: `free-${index + 1}`, ideaId, type: 'FREE' } : { key: `premium-${index - freeCount + 1}`, ideaId, type: 'PREMIUM' },
    );
    return startJob(app, request, reply, deps, actor, { kind: 'generate-ideas', batchNumber, categories, trendId, stamp, items });
  });
}
