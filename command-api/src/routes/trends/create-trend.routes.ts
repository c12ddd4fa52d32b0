// POST /api/trends (spec 001 §7): the admin creates a trend, numbered from the command API's own sequence.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { trendsApi } from '@app/domain/trends/trends-api';
import type { TrendView } from '@app/domain/trends/trend-view';
import { route } from '@app/infra/http/contract-route';
import type { CommandApiDatabase } from '../../command-api-database';
import { withPosition } from '../../http/command-context';
import { nextId } from '../../ids/id-sequences';
import { onTrend } from './trend-command';

export function createTrendRoutes(app: FastifyInstance, deps: { db: Kysely<CommandApiDatabase> }): void {
  route(app, trendsApi.create, async (request, reply) => {
    const { actor } = request;
    const trend = request.body;
    const trendId = await nextId(deps.db, 'trend_ids');
    const now = app.clock.now();
    await onTrend(app, request, trendId, { type: 'CreateTrend', data: { trendId, ...trend, createdAt: now } }, actor, now);
    const at = now.toISOString();
    const view: TrendView = { id: trendId, ...trend, ideaCount: 0, createdAt: at, updatedAt: at };
    void reply.status(201);
    return withPosition(request, { trend: view });
  });
}
