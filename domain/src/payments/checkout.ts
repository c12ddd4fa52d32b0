// The checkout aggregate (stream `checkout-<sessionId>`): one payment attempt from its start to its end. A first
// subscription is named by the provider's session id and completed by the payment webhook. A paying member's move to
// a higher plan is a checkout too, on our own page whatever the provider (`planChange`: the amount due now, as the
// provider previewed it); its owner's confirmation, once the provider has taken the change, completes it, and the
// role still follows the provider's subscription event. Cancelling is the owner's choice on that page.
import type { Command, Decider, DomainEvent } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { requireUpgrade, type PaidRole } from './plans';
import type { Subscription } from './subscription';

export type PaymentsProviderKind = 'local' | 'stripe';

/**
 * What moving a live subscription to a higher plan costs now, fixed when the checkout starts: the provider charges
 * exactly this when the member confirms (Stripe: its preview at `prorationDate`, which the change then names).
 */
export interface PlanChangeTerms {
  subscriptionId: string;
  fromRole: PaidRole;
  /** In the currency's smallest unit. */
  amountDue: number;
  currency: string;
  /** Seconds since the epoch: the instant the proration is computed for. */
  prorationDate: number;
  /** ISO-8601 end of the period the amount covers; null while the provider has not told us. */
  periodEnd: string | null;
}

export type CheckoutStarted = DomainEvent<
  'CheckoutStarted',
  {
    sessionId: string;
    userId: string;
    targetRole: PaidRole;
    priceId: string;
    provider: PaymentsProviderKind;
    /** Absent for a first subscription (and in every event recorded before plan changes were confirmed). */
    planChange?: PlanChangeTerms;
    at: string;
  }
>;
export type CheckoutCompleted = DomainEvent<'CheckoutCompleted', { sessionId: string; subscriptionId: string; stripeEventId: string; at: string }>;
export type CheckoutCancelled = DomainEvent<'CheckoutCancelled', { sessionId: string; at: string }>;
/** The member confirmed a plan change and the provider took it (and its payment). */
export type PlanChangeConfirmed = DomainEvent<'PlanChangeConfirmed', { sessionId: string; at: string }>;
export type CheckoutEvent = CheckoutStarted | CheckoutCompleted | CheckoutCancelled | PlanChangeConfirmed;

export type StartCheckout = Command<
  'StartCheckout',
  { sessionId: string; targetRole: PaidRole; priceId: string; provider: PaymentsProviderKind; planChange?: PlanChangeTerms }
>;
export type CompleteCheckout = Command<'CompleteCheckout', { subscriptionId: string; stripeEventId: string }>;
export type CancelCheckout = Command<'CancelCheckout', Record<string, never>>;
export type ConfirmPlanChange = Command<'ConfirmPlanChange', Record<string, never>>;
export type CheckoutCommand = StartCheckout | CompleteCheckout | CancelCheckout | ConfirmPlanChange;

export type CheckoutStatus = 'open' | 'completed' | 'cancelled';
export type CheckoutState =
  | { status: 'new' }
  | {
      status: CheckoutStatus;
      sessionId: string;
      userId: string;
      targetRole: PaidRole;
      priceId: string;
      provider: PaymentsProviderKind;
      planChange: PlanChangeTerms | null;
    };

/** What our own checkout page shows (GET /api/payments/local/<sessionId>). */
export interface LocalCheckoutView {
  sessionId: string;
  targetRole: PaidRole;
  /** The plan's price, in the currency's smallest unit, as Stripe gives prices. */
  amount: number;
  currency: string;
  interval: string;
  status: CheckoutStatus;
  /** Who takes the payment: the page says whether a card is charged. */
  provider: PaymentsProviderKind;
  /** A move from a live plan: what is due now, in `currency`'s smallest unit, and until when it pays; else null. */
  planChange: { fromRole: PaidRole; amountDue: number; currency: string; periodEnd: string | null } | null;
}

export const CHECKOUT_NOT_FOUND = 'Checkout session not found';
export const CHECKOUT_NOT_OPEN = 'Checkout session is no longer open';
/** The plan a change was priced for is no longer the member's (ended, replaced, changed meanwhile). */
export const PLAN_CHANGED_MEANWHILE = 'Your plan has changed since this checkout began. Please start again.';
/** The provider could not take the payment: the change is not applied. */
export const PAYMENT_DECLINED = 'Your payment did not go through. Your plan has not changed.';

export function checkoutStreamId(sessionId: string): string {
  return `checkout-${sessionId}`;
}

function evolve(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (event.type === 'CheckoutStarted') {
    const { sessionId, userId, targetRole, priceId, provider, planChange } = event.data;
    return { status: 'open', sessionId, userId, targetRole, priceId, provider, planChange: planChange ?? null };
  }
  if (state.status === 'new') return state;
  return { ...state, status: event.type === 'CheckoutCancelled' ? 'cancelled' : 'completed' };
}

function decide(command: CheckoutCommand, state: CheckoutState): CheckoutEvent[] {
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'StartCheckout': {
      const { sessionId, targetRole, priceId, provider, planChange } = command.data;
      const member = requireUpgrade(command.metadata.actor, targetRole);
      if (state.status !== 'new') return [];
      return [{ type: 'CheckoutStarted', data: { sessionId, userId: member.userId, targetRole, priceId, provider, ...(planChange ? { planChange } : {}), at } }];
    }
    case 'CompleteCheckout':
      // The payment went through at the provider: it completes even a session its owner had cancelled meanwhile.
      if (state.status === 'new' || state.status === 'completed') return [];
      return [{ type: 'CheckoutCompleted', data: { sessionId: state.sessionId, ...command.data, at } }];
    case 'CancelCheckout': {
      const open = ownedBy(state, command.metadata.actor?.userId);
      if (open.status !== 'open') throw new Conflict(CHECKOUT_NOT_OPEN);
      return [{ type: 'CheckoutCancelled', data: { sessionId: open.sessionId, at } }];
    }
    case 'ConfirmPlanChange': {
      // Recorded once the provider has taken the change: like a paid checkout, it completes even a session its owner
      // cancelled meanwhile, and a second confirmation records nothing.
      const session = ownedBy(state, command.metadata.actor?.userId);
      if (!session.planChange) throw new NotFound(CHECKOUT_NOT_FOUND);
      if (session.status === 'completed') return [];
      return [{ type: 'PlanChangeConfirmed', data: { sessionId: session.sessionId, at } }];
    }
  }
}

/**
 * The live subscription a plan change was priced for, as it was then (same subscription, plan and period); else the
 * price no longer holds (the plan ended, changed or renewed meanwhile) and the member starts again.
 */
export function pricedSubscription(terms: PlanChangeTerms, live: Subscription | null): Subscription {
  const unchanged = live?.subscriptionId === terms.subscriptionId && live.role === terms.fromRole && live.currentPeriodEnd === terms.periodEnd;
  if (!unchanged) throw new Conflict(PLAN_CHANGED_MEANWHILE);
  return live;
}

/** Someone else's session, or none: the same 404, so session ids reveal nothing. */
export function ownedBy(state: CheckoutState, userId: string | undefined): Exclude<CheckoutState, { status: 'new' }> {
  if (state.status === 'new' || state.userId !== userId) throw new NotFound(CHECKOUT_NOT_FOUND);
  return state;
}

export const checkoutDecider: Decider<CheckoutState, CheckoutCommand, CheckoutEvent> = {
  initialState: () => ({ status: 'new' }),
  evolve,
  decide,
};
