// The checkout aggregate (stream `checkout-<sessionId>`): one payment attempt from its start to its end. The
// provider's session id names it. Completion comes from the payment webhook; cancelling is the owner's choice on the
// local provider's page.
import type { Command, Decider, DomainEvent } from '../shared/decider';
import { Conflict, NotFound } from '../shared/errors';
import { requireUpgrade, type PaidRole } from './plans';

export type PaymentsProviderKind = 'local' | 'stripe';

export type CheckoutStarted = DomainEvent<
  'CheckoutStarted',
  { sessionId: string; userId: string; targetRole: PaidRole; priceId: string; provider: PaymentsProviderKind; at: string }
>;
export type CheckoutCompleted = DomainEvent<'CheckoutCompleted', { sessionId: string; subscriptionId: string; stripeEventId: string; at: string }>;
export type CheckoutCancelled = DomainEvent<'CheckoutCancelled', { sessionId: string; at: string }>;
export type CheckoutEvent = CheckoutStarted | CheckoutCompleted | CheckoutCancelled;

export type StartCheckout = Command<'StartCheckout', { sessionId: string; targetRole: PaidRole; priceId: string; provider: PaymentsProviderKind }>;
export type CompleteCheckout = Command<'CompleteCheckout', { subscriptionId: string; stripeEventId: string }>;
export type CancelCheckout = Command<'CancelCheckout', Record<string, never>>;
export type CheckoutCommand = StartCheckout | CompleteCheckout | CancelCheckout;

export type CheckoutStatus = 'open' | 'completed' | 'cancelled';
export type CheckoutState =
  | { status: 'new' }
  | { status: CheckoutStatus; sessionId: string; userId: string; targetRole: PaidRole; priceId: string; provider: PaymentsProviderKind };

/** What the local provider's checkout page shows (GET /api/payments/local/<sessionId>). */
export interface LocalCheckoutView {
  sessionId: string;
  targetRole: PaidRole;
  /** In the currency's smallest unit, as Stripe gives prices. */
  amount: number;
  currency: string;
  interval: string;
  status: CheckoutStatus;
}

export const CHECKOUT_NOT_FOUND = 'Checkout session not found';
export const CHECKOUT_NOT_OPEN = 'Checkout session is no longer open';

export function checkoutStreamId(sessionId: string): string {
  return `checkout-${sessionId}`;
}

function evolve(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (event.type === 'CheckoutStarted') {
    const { sessionId, userId, targetRole, priceId, provider } = event.data;
    return { status: 'open', sessionId, userId, targetRole, priceId, provider };
  }
  if (state.status === 'new') return state;
  return { ...state, status: event.type === 'CheckoutCompleted' ? 'completed' : 'cancelled' };
}

function decide(command: CheckoutCommand, state: CheckoutState): CheckoutEvent[] {
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'StartCheckout': {
      const { sessionId, targetRole, priceId, provider } = command.data;
      const member = requireUpgrade(command.metadata.actor, targetRole);
      if (state.status !== 'new') return [];
      return [{ type: 'CheckoutStarted', data: { sessionId, userId: member.userId, targetRole, priceId, provider, at } }];
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
  }
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
