// Our own checkout page's two buttons, Pay and Cancel (payments/checkouts.ts; the page's read is the query API's).
import type { FastifyInstance } from 'fastify';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { cancelLocalCheckout, completeLocalCheckout } from '../../payments/checkouts';
import type { PaymentsDeps } from '../../payments/payments-deps';

export function localCheckoutRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  route(app, paymentsApi.completeLocalCheckout, async (request) => {
    await completeLocalCheckout(scopeOf(app, request), deps, request.actor, request.params.sessionId);
    return withPosition(request, { redirectUrl: '/payment/success' });
  });

  route(app, paymentsApi.cancelLocalCheckout, async (request) => {
    await cancelLocalCheckout(scopeOf(app, request), deps, request.actor, request.params.sessionId);
    return withPosition(request, { redirectUrl: '/payment/cancelled' });
  });
}
