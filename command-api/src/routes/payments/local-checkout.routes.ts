// Our own checkout page's two buttons (the page's read is the query API's). Pay on a first subscription (local
// provider) builds the events Stripe would send, signed with the local secret, and hands them to the webhook handler:
// the role is raised before the answer. Pay on a plan change (either provider) asks the provider to make the change
// at the amount the page showed; the role follows the provider's subscription event, through the same webhook
// handler (now for the local provider, when Stripe sends it for Stripe). Only the session's owner may; anyone else
// gets the same 404 as for no session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHECKOUT_NOT_FOUND,
  CHECKOUT_NOT_OPEN,
  checkoutDecider,
  checkoutStreamId,
  pricedSubscription,
  type CheckoutState,
  type PlanChangeTerms,
} from '@app/domain/payments/checkout';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { requireUpgrade } from '@app/domain/payments/plans';
import { liveSubscription } from '@app/domain/payments/subscription';
import type { Actor } from '@app/domain/shared/decider';
import { Conflict, NotFound } from '@app/domain/shared/errors';
import { route } from '@app/infra/http/contract-route';
import { loadOwnLocalCheckout } from '@app/infra/payments/local/load-own-checkout';
import { runFor, withPosition } from '../../http/command-context';
import { handleDeliveries } from './handle-payment-event';
import { loadSubscription } from './load-subscription';
import type { PaymentsDeps } from './payments-deps';

type SessionRequest = FastifyRequest & { actor: Actor; params: { sessionId: string } };
type OpenSession = Exclude<CheckoutState, { status: 'new' }>;

export function localCheckoutRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const { eventStore, payments } = deps;

  const loadOwnSession = async (request: SessionRequest) => {
    const { actor } = request;
    return { actor, session: await loadOwnLocalCheckout(eventStore, actor.userId, request.params.sessionId) };
  };

  /** The provider makes the change the member confirmed (it charges the amount shown, or refuses), then it is recorded. */
  const confirmPlanChange = async (request: SessionRequest, actor: Actor, session: OpenSession, terms: PlanChangeTerms) => {
    // Still below the plan (an admin may have changed the role meanwhile), and still on the plan that was priced.
    requireUpgrade(actor, session.targetRole);
    const live = pricedSubscription(terms, liveSubscription(await loadSubscription(eventStore, actor.userId)));
    const { sessionId, targetRole: role, priceId } = session;
    const change = { userId: actor.userId, subscriptionId: live.subscriptionId, fromRole: live.role, role, priceId, currentPeriodEnd: live.currentPeriodEnd };
    const deliveries = await payments.changePlan({ ...change, sessionId, prorationDate: terms.prorationDate }, app.clock.now());
    await handleDeliveries(app, deps, request, deliveries);
    await runFor(app, request)(checkoutDecider, checkoutStreamId(sessionId), { type: 'ConfirmPlanChange', data: {}, metadata: { actor, now: app.clock.now() } });
  };

  route(app, paymentsApi.completeLocalCheckout, async (request) => {
    const { actor, session } = await loadOwnSession(request);
    // A server switched to another provider since the session began can no longer complete it here.
    if (session.provider !== payments.kind) throw new NotFound(CHECKOUT_NOT_FOUND);
    if (session.status !== 'open') throw new Conflict(CHECKOUT_NOT_OPEN);
    if (session.planChange) await confirmPlanChange(request, actor, session, session.planChange);
    else if (payments.kind === 'local') await handleDeliveries(app, deps, request, payments.completeCheckout(session, app.clock.now()));
    // A first subscription with Stripe is paid on Stripe's page, never here (loadOwnLocalCheckout does not find it).
    else throw new NotFound(CHECKOUT_NOT_FOUND);
    return withPosition(request, { redirectUrl: '/payment/success' });
  });

  route(app, paymentsApi.cancelLocalCheckout, async (request) => {
    const { actor, session } = await loadOwnSession(request);
    await runFor(app, request)(checkoutDecider, checkoutStreamId(session.sessionId), {
      type: 'CancelCheckout',
      data: {},
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { redirectUrl: '/payment/cancelled' });
  });
}
