// POST /api/stripe/create-checkout-session { priceId, targetRole } (docs/product.md "Subscriptions and payments"): a
// verified member starts paying for a plan above their role, or moves to a higher one (payments/checkouts.ts).
import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { newIdFor } from '../../idempotency/idempotency';
import { startCheckout } from '../../payments/checkouts';
import type { PaymentsDeps } from '../../payments/payments-deps';

export function createCheckoutSessionRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  route(app, paymentsApi.createCheckoutSession, async (request) => {
    const started = await startCheckout(scopeOf(app, request), deps, request.actor, request.body, () => newIdFor(request, 'plan-change'));
    return withPosition(request, started);
  });
}
