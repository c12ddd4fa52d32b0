// The local provider's checkout page's two buttons (the page's read is the query API's). Pay builds the events Stripe
// would send, signed with the local secret, and hands them to the webhook handler: the role is raised before the
// answer. Only the session's owner may; anyone else gets the same 404 as for no session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHECKOUT_NOT_FOUND, CHECKOUT_NOT_OPEN, checkoutDecider, checkoutStreamId } from '@app/domain/payments/checkout';
import { Conflict, NotFound } from '@app/domain/shared/errors';
import { requireSignedIn } from '@app/domain/users/permissions';
import { loadOwnLocalCheckout } from '@app/infra/payments/local/load-own-checkout';
import { runFor, withPosition } from '../../http/command-context';
import { handleDeliveries } from './handle-payment-event';
import type { PaymentsDeps } from './payments-deps';

type SessionRequest = FastifyRequest<{ Params: { sessionId: string } }>;

export function localCheckoutRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const { eventStore, payments } = deps;

  const loadOwnSession = async (request: SessionRequest) => {
    const actor = requireSignedIn(request.actor);
    return { actor, session: await loadOwnLocalCheckout(eventStore, actor.userId, request.params.sessionId) };
  };

  app.post('/api/payments/local/:sessionId/complete', async (request: SessionRequest) => {
    const { session } = await loadOwnSession(request);
    // A server switched to Stripe since the session began can no longer complete it here.
    if (payments.kind !== 'local') throw new NotFound(CHECKOUT_NOT_FOUND);
    if (session.status !== 'open') throw new Conflict(CHECKOUT_NOT_OPEN);
    await handleDeliveries(app, deps, request, payments.completeCheckout(session, app.clock.now()));
    return withPosition(request, { redirectUrl: '/payment/success' });
  });

  app.post('/api/payments/local/:sessionId/cancel', async (request: SessionRequest) => {
    const { actor, session } = await loadOwnSession(request);
    await runFor(app, request)(checkoutDecider, checkoutStreamId(session.sessionId), {
      type: 'CancelCheckout',
      data: {},
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { redirectUrl: '/payment/cancelled' });
  });
}
