// GET /api/subscription: the signed-in member's paid plan (role, status, period end, a pending cancellation, the last
// failed payment), or null.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { subscriptionOf } from '../../read-models/subscriptions';

export function subscriptionRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, paymentsApi.subscription, async (request) => {
    const { userId } = request.actor;
    return { subscription: await subscriptionOf(deps.db, userId) };
  });
}
