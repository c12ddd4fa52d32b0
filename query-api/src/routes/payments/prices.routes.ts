// GET /api/stripe/prices (spec 000 §7): the paid plans' prices, for anyone, from configuration.
import type { FastifyInstance } from 'fastify';
import type { PlanPrices } from '@app/domain/payments/plans';

export function pricesRoute(app: FastifyInstance, prices: PlanPrices): void {
  app.get('/api/stripe/prices', () => ({ prices }));
}
