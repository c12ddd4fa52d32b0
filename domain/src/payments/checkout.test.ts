import { describe, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Conflict, Forbidden, NotFound, Unauthenticated } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import { CHECKOUT_NOT_FOUND, CHECKOUT_NOT_OPEN, checkoutDecider, type CheckoutCommand, type CheckoutEvent, type PlanChangeTerms } from './checkout';

const given = deciderSpec(checkoutDecider);
const now = new Date('2026-11-25T10:00:00.000Z');
const at = now.toISOString();
const member: Actor = { userId: 'u1', role: 'FREE', emailVerified: true };

const start = (actor: Actor | null, targetRole: 'PREMIUM' | 'PRO' = 'PREMIUM'): CheckoutCommand => ({
  type: 'StartCheckout',
  data: { sessionId: 'cs_1', targetRole, priceId: 'price_local_premium', provider: 'local' },
  metadata: { actor, now },
});
const cancel = (actor: Actor | null): CheckoutCommand => ({ type: 'CancelCheckout', data: {}, metadata: { actor, now } });
const complete: CheckoutCommand = { type: 'CompleteCheckout', data: { subscriptionId: 'sub_1', stripeEventId: 'evt_1' }, metadata: { actor: null, now } };

const started: CheckoutEvent = {
  type: 'CheckoutStarted',
  data: { sessionId: 'cs_1', userId: 'u1', targetRole: 'PREMIUM', priceId: 'price_local_premium', provider: 'local', at },
};
const completed: CheckoutEvent = { type: 'CheckoutCompleted', data: { sessionId: 'cs_1', subscriptionId: 'sub_1', stripeEventId: 'evt_1', at } };
const cancelled: CheckoutEvent = { type: 'CheckoutCancelled', data: { sessionId: 'cs_1', at } };

const terms: PlanChangeTerms = {
  subscriptionId: 'sub_1',
  fromRole: 'PREMIUM',
  amountDue: 517,
  currency: 'usd',
  prorationDate: 1_795_860_000,
  periodEnd: '2026-12-10T10:00:00.000Z',
};
const premium: Actor = { ...member, role: 'PREMIUM' };
const startChange: CheckoutCommand = {
  type: 'StartCheckout',
  data: { sessionId: 'pc_1', targetRole: 'PRO', priceId: 'price_local_pro', provider: 'stripe', planChange: terms },
  metadata: { actor: premium, now },
};
const changeStarted: CheckoutEvent = {
  type: 'CheckoutStarted',
  data: { sessionId: 'pc_1', userId: 'u1', targetRole: 'PRO', priceId: 'price_local_pro', provider: 'stripe', planChange: terms, at },
};
const confirm = (actor: Actor | null): CheckoutCommand => ({ type: 'ConfirmPlanChange', data: {}, metadata: { actor, now } });
const confirmed: CheckoutEvent = { type: 'PlanChangeConfirmed', data: { sessionId: 'pc_1', at } };
const changeCancelled: CheckoutEvent = { type: 'CheckoutCancelled', data: { sessionId: 'pc_1', at } };

describe('checkout decider', () => {
  it('starts a checkout for a verified member aiming above their role', () => {
    given([]).when(start(member)).then([started]);
  });

  it('refuses a guest, an unverified member, and a target that is not an upgrade', () => {
    given([]).when(start(null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
    given([]).when(start({ ...member, emailVerified: false })).thenThrows(Forbidden, 'Please check your inbox to continue.');
    given([]).when(start({ ...member, role: 'PREMIUM' })).thenThrows(Conflict, 'Already Subscribed');
    given([]).when(start({ ...member, role: 'ADMIN' }, 'PRO')).thenThrows(Conflict, 'Already Subscribed');
  });

  it('completes once, even after its owner cancelled (the provider took the payment)', () => {
    given([started]).when(complete).then([completed]);
    given([started, completed]).when(complete).then([]);
    given([started, cancelled]).when(complete).then([completed]);
  });

  it('lets only its owner cancel it, and only while open', () => {
    given([started]).when(cancel(member)).then([cancelled]);
    given([started]).when(cancel({ ...member, userId: 'u2' })).thenThrows(NotFound, CHECKOUT_NOT_FOUND);
    given([]).when(cancel(member)).thenThrows(NotFound, CHECKOUT_NOT_FOUND);
    given([started, completed]).when(cancel(member)).thenThrows(Conflict, CHECKOUT_NOT_OPEN);
  });

  it('starts a plan change with the terms it was priced at, for a member below the target', () => {
    given([]).when(startChange).then([changeStarted]);
    given([]).when({ ...startChange, metadata: { actor: { ...member, role: 'PRO' }, now } }).thenThrows(Conflict, 'Already Subscribed');
  });

  it('confirms a plan change once, for its owner, even after a cancel (the provider took it)', () => {
    given([changeStarted]).when(confirm(premium)).then([confirmed]);
    given([changeStarted, confirmed]).when(confirm(premium)).then([]);
    given([changeStarted, changeCancelled]).when(confirm(premium)).then([confirmed]);
    given([changeStarted]).when(confirm({ ...premium, userId: 'u2' })).thenThrows(NotFound, CHECKOUT_NOT_FOUND);
    given([changeStarted, confirmed]).when(cancel(premium)).thenThrows(Conflict, CHECKOUT_NOT_OPEN);
  });

  it('has nothing to confirm on a first subscription', () => {
    given([started]).when(confirm(member)).thenThrows(NotFound, CHECKOUT_NOT_FOUND);
  });
});
