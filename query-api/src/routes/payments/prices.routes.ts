// GET /api/stripe/prices (docs/product.md "Subscriptions and payments"): the paid plans' prices, for anyone, from
// configuration.
import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@app/domain/payments/payments-api';
import type { PlanPrices } from '@app/domain/payments/plans';
import { route } from '@app/infra/http/contract-route';

export function pricesRoute(app: FastifyInstance, prices: PlanPrices): void {
  route(app, paymentsApi.prices, () => Promise.resolve({ prices }));
}
