// GET /api/stripe/prices (spec 000 §7): the paid plans' prices, for anyone, from configuration.
import type { FastifyInstance } from 'fastify';
import type { PaymentsProvider } from '@app/infra/payments/payments';

export function pricesRoutes(app: FastifyInstance, payments: PaymentsProvider): void {
  app.get('/api/stripe/prices', () => ({ prices: payments.prices }));
}
