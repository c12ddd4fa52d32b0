// POST /api/subscription/cancel: the member ends their plan at the end of the period they paid for
// (payments/checkouts.ts).
import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { cancelSubscription } from '../../payments/checkouts';
import type { PaymentsDeps } from '../../payments/payments-deps';

export function cancelSubscriptionRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  route(app, paymentsApi.cancelSubscription, async (request) => {
    return withPosition(request, { subscription: await cancelSubscription(scopeOf(app, request), deps, request.actor.userId) });
  });
}
