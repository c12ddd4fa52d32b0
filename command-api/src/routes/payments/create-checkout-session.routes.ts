// POST /api/stripe/create-checkout-session { priceId, targetRole } (spec 000 §4, §7): a verified member starts paying
// for a plan above their role. The rule is checked before the provider is asked (no session for a refused member),
// and again when CheckoutStarted is recorded on `checkout-<sessionId>`. A member who already pays for a plan is not
// sold a second subscription: their move to the higher plan is priced by the provider (the prorated amount due now)
// and becomes a checkout on our own page, where they see that amount and confirm it (local-checkout.routes.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkoutDecider, checkoutStreamId, type PlanChangeTerms } from '@app/domain/payments/checkout';
import { paymentsApi } from '@app/domain/payments/payments-api';
import { requireUpgrade, wrongPriceMessage, type PaidRole } from '@app/domain/payments/plans';
import { liveSubscription, type Subscription } from '@app/domain/payments/subscription';
import type { Actor } from '@app/domain/shared/decider';
import { ValidationError } from '@app/domain/shared/errors';
import { route } from '@app/infra/http/contract-route';
import { newIdFor } from '../../idempotency/idempotency';
import { runFor, withPosition } from '../../http/command-context';
import { loadSubscription } from './load-subscription';
import type { PaymentsDeps } from './payments-deps';

export function createCheckoutSessionRoutes(app: FastifyInstance, deps: PaymentsDeps): void {
  const { payments } = deps;

  /** The provider's price of moving `live` to `targetRole` now, as the terms the checkout keeps. */
  const planChangeTerms = async (actor: Actor, live: Subscription, targetRole: PaidRole, priceId: string): Promise<PlanChangeTerms> => {
    const { subscriptionId, role: fromRole, currentPeriodEnd } = live;
    const change = { userId: actor.userId, subscriptionId, fromRole, role: targetRole, priceId, currentPeriodEnd };
    const { amountDue, currency, prorationDate } = await payments.previewPlanChange(change, app.clock.now());
    return { subscriptionId, fromRole, amountDue, currency, prorationDate, periodEnd: currentPeriodEnd };
  };

  const startSession = async (request: FastifyRequest, actor: Actor, targetRole: PaidRole, priceId: string) => {
    const live = liveSubscription(await loadSubscription(deps.eventStore, actor.userId));
    if (!live) return { ...(await payments.createCheckoutSession({ userId: actor.userId, targetRole, priceId })), provider: payments.kind };
    // Ours whatever the provider, so the pop-up shows the same page and the provider's own preview of the amount
    // (Stripe's Customer Portal could confirm it too, but needs a portal configuration and a customer session).
    const sessionId = `pc_${newIdFor(request, 'plan-change').replaceAll('-', '')}`;
    return { sessionId, url: `/checkout/${sessionId}`, provider: payments.kind, planChange: await planChangeTerms(actor, live, targetRole, priceId) };
  };

  route(app, paymentsApi.createCheckoutSession, async (request) => {
    const { priceId, targetRole } = request.body;
    if (payments.prices[targetRole].priceId !== priceId) {
      const message = wrongPriceMessage(targetRole);
      throw new ValidationError(message, { priceId: message });
    }
    const actor = requireUpgrade(request.actor, targetRole);
    const { url, ...session } = await startSession(request, actor, targetRole, priceId);
    await runFor(app, request)(checkoutDecider, checkoutStreamId(session.sessionId), {
      type: 'StartCheckout',
      data: { ...session, targetRole, priceId },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { url, sessionId: session.sessionId });
  });
}
