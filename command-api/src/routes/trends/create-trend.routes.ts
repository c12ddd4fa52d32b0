// POST /api/trends (docs/product.md "Admin: Trends"): the admin creates a trend, numbered from the command API's own
// sequence.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { trendsApi } from '@app/domain/trends/trends-api';
import { route } from '@app/infra/http/contract-route';
import type { CommandApiDatabase } from '../../command-api-database';
import { scopeOf, withPosition } from '../../http/command-context';
import { createTrend } from '../../trends/trends';

export function createTrendRoutes(app: FastifyInstance, deps: { db: Kysely<CommandApiDatabase> }): void {
  route(app, trendsApi.create, async (request, reply) => {
    const trend = await createTrend(scopeOf(app, request), deps, request.actor, request.body);
    void reply.status(201);
    return withPosition(request, { trend });
  });
}
