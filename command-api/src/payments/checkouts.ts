// The member's paid plans (docs/product.md "Subscriptions and payments"): starting a checkout, our own checkout page's
// two buttons, and cancelling at period end. Each asks the provider only after the rules hold on what the streams say
// now (reads/stream-states.ts), then records on `checkout-<sessionId>`, whose decider checks the same rules again; the
// role follows the provider's events through the one webhook handler (handle-payment-event.ts).
import {
  CHECKOUT_NOT_FOUND,
  CHECKOUT_NOT_OPEN,
  checkoutDecider,
  checkoutStreamId,
  pricedSubscription,
  type CheckoutState,
  type PlanChangeTerms,
} from '@app/domain/payments/checkout';
import { requireUpgrade, wrongPriceMessage, type PaidRole } from '@app/domain/payments/plans';
import { cancellable, liveSubscription, subscriptionView, type Subscription } from '@app/domain/payments/subscription';
import type { Actor } from '@app/domain/shared/decider';
import { Conflict, NotFound, ValidationError } from '@app/domain/shared/errors';
import { loadOwnLocalCheckout } from '@app/infra/payments/local/load-own-checkout';
import type { CommandScope } from '../commands/command-handler';
import { loadSubscription } from '../reads/stream-states';
import { handleDeliveries } from './handle-payment-event';
import type { PaymentsDeps } from './payments-deps';

type OpenSession = Exclude<CheckoutState, { status: 'new' }>;

/** The provider's price of moving `live` to `targetRole` now, as the terms the checkout keeps. */
async function planChangeTerms({ clock }: CommandScope, { payments }: PaymentsDeps, actor: Actor, live: Subscription, targetRole: PaidRole, priceId: string): Promise<PlanChangeTerms> {
  const { subscriptionId, role: fromRole, currentPeriodEnd } = live;
  const change = { userId: actor.userId, subscriptionId, fromRole, role: targetRole, priceId, currentPeriodEnd };
  const { amountDue, currency, prorationDate } = await payments.previewPlanChange(change, clock.now());
  return { subscriptionId, fromRole, amountDue, currency, prorationDate, periodEnd: currentPeriodEnd };
}

/**
 * A provider's checkout session for a first subscription; for a plan change, our own page's, named by `planChangeId`.
 */
async function startSession(scope: CommandScope, deps: PaymentsDeps, actor: Actor, targetRole: PaidRole, priceId: string, planChangeId: () => string) {
  const { payments } = deps;
  const live = liveSubscription(await loadSubscription(deps.eventStore, actor.userId));
  if (!live) return { ...(await payments.createCheckoutSession({ userId: actor.userId, targetRole, priceId })), provider: payments.kind };
  // Ours whatever the provider, so the pop-up shows the same page and the provider's own preview of the amount
  // (Stripe's Customer Portal could confirm it too, but needs a portal configuration and a customer session).
  const sessionId = `pc_${planChangeId().replaceAll('-', '')}`;
  return { sessionId, url: `/checkout/${sessionId}`, provider: payments.kind, planChange: await planChangeTerms(scope, deps, actor, live, targetRole, priceId) };
}

/**
 * A verified member starts paying for a plan above their role. The rule (plans.ts: requireUpgrade) is the checkout
 * decider's; it is asked here first only because the provider is asked before the decision is recorded (no session
 * for a refused member). A member who already pays for a plan is not sold a second subscription: their move to the
 * higher plan is priced by the provider (the prorated amount due now) and becomes a checkout on our own page, where
 * they see that amount and confirm it (completeLocalCheckout). `planChangeId` is the same on every attempt of one
 * request.
 */
export async function startCheckout(
  scope: CommandScope,
  deps: PaymentsDeps,
  signedIn: Actor,
  { priceId, targetRole }: { priceId: string; targetRole: PaidRole },
  planChangeId: () => string,
): Promise<{ url: string; sessionId: string }> {
  if (deps.payments.prices[targetRole].priceId !== priceId) {
    const message = wrongPriceMessage(targetRole);
    throw new ValidationError(message, { priceId: message });
  }
  const actor = requireUpgrade(signedIn, targetRole);
  const { url, ...session } = await startSession(scope, deps, actor, targetRole, priceId, planChangeId);
  await scope.run(checkoutDecider, checkoutStreamId(session.sessionId), {
    type: 'StartCheckout',
    data: { ...session, targetRole, priceId },
    metadata: { actor, now: scope.clock.now() },
  });
  return { url, sessionId: session.sessionId };
}

/**
 * Pay on our own checkout page. On a first subscription (local provider) the events Stripe would send are built,
 * signed with the local secret, and handed to the webhook handler: the role is raised before the answer. On a plan
 * change (either provider) the provider makes the change at the amount the page showed; the role follows the
 * provider's subscription event, through the same webhook handler (now for the local provider, when Stripe sends it
 * for Stripe). Only the session's owner may; anyone else gets the same 404 as for no session.
 */
export async function completeLocalCheckout(scope: CommandScope, deps: PaymentsDeps, actor: Actor, sessionId: string): Promise<void> {
  const { payments } = deps;
  const session = await loadOwnLocalCheckout(deps.eventStore, actor.userId, sessionId);
  // A server switched to another provider since the session began can no longer complete it here.
  if (session.provider !== payments.kind) throw new NotFound(CHECKOUT_NOT_FOUND);
  if (session.status !== 'open') throw new Conflict(CHECKOUT_NOT_OPEN);
  if (session.planChange) await confirmPlanChange(scope, deps, actor, session, session.planChange);
  else if (payments.kind === 'local') await handleDeliveries(scope, deps, payments.completeCheckout(session, scope.clock.now()));
  // A first subscription with Stripe is paid on Stripe's page, never here (loadOwnLocalCheckout does not find it).
  else throw new NotFound(CHECKOUT_NOT_FOUND);
}

/**
 * The provider makes the change the member confirmed (it charges the amount shown, or refuses), then it is recorded.
 */
async function confirmPlanChange(scope: CommandScope, deps: PaymentsDeps, actor: Actor, session: OpenSession, terms: PlanChangeTerms): Promise<void> {
  // Still below the plan (an admin may have changed the role meanwhile), and still on the plan that was priced: the
  // provider is asked before ConfirmPlanChange is recorded.
  requireUpgrade(actor, session.targetRole);
  const live = pricedSubscription(terms, liveSubscription(await loadSubscription(deps.eventStore, actor.userId)));
  const { sessionId, targetRole: role, priceId } = session;
  const change = { userId: actor.userId, subscriptionId: live.subscriptionId, fromRole: live.role, role, priceId, currentPeriodEnd: live.currentPeriodEnd };
  const deliveries = await deps.payments.changePlan({ ...change, sessionId, prorationDate: terms.prorationDate }, scope.clock.now());
  await handleDeliveries(scope, deps, deliveries);
  await scope.run(checkoutDecider, checkoutStreamId(sessionId), { type: 'ConfirmPlanChange', data: {}, metadata: { actor, now: scope.clock.now() } });
}

/** Cancel on our own checkout page: the session's owner only (the same 404 for anyone else). */
export async function cancelLocalCheckout(scope: CommandScope, deps: PaymentsDeps, actor: Actor, sessionId: string): Promise<void> {
  const session = await loadOwnLocalCheckout(deps.eventStore, actor.userId, sessionId);
  await scope.run(checkoutDecider, checkoutStreamId(session.sessionId), { type: 'CancelCheckout', data: {}, metadata: { actor, now: scope.clock.now() } });
}

/**
 * The member ends their plan at the end of the period they paid for. Stripe is asked and its webhook records the
 * change; the local provider answers with the event Stripe would send, recorded now. With Stripe the change is
 * recorded when its webhook arrives; the answer already shows what was asked for.
 */
export async function cancelSubscription(scope: CommandScope, deps: PaymentsDeps, userId: string) {
  const { subscriptionId, role, currentPeriodEnd } = cancellable(await loadSubscription(deps.eventStore, userId));
  const deliveries = await deps.payments.cancelAtPeriodEnd({ userId, subscriptionId, role, currentPeriodEnd }, scope.clock.now());
  await handleDeliveries(scope, deps, deliveries);
  const { current } = await loadSubscription(deps.eventStore, userId);
  return current && { ...subscriptionView(current), cancelAtPeriodEnd: true };
}
