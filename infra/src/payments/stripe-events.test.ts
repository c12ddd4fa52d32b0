import { describe, expect, it } from 'vitest';
import { ValidationError } from '@app/domain/shared/errors';
import { LOCAL_PRICES } from './local/local-payments';
import { readStripeEvent } from './stripe-events';

const event = (type: string, object: object) => ({ id: 'evt_1', object: 'event', type, created: 1_790_000_000, data: { object } });
const subscription = (fields: object = {}) => ({
  id: 'sub_1',
  status: 'active',
  cancel_at_period_end: false,
  metadata: { userId: 'u1' },
  items: { data: [{ price: { id: 'price_local_pro' } }] },
  ...fields,
});
const read = (type: string, object: object) => readStripeEvent(event(type, object), LOCAL_PRICES);

describe('readStripeEvent', () => {
  it("reads the role from the subscription's price, and the period end from the subscription where older API versions put it", () => {
    expect(read('customer.subscription.updated', subscription({ current_period_end: 1_792_592_000 }))).toMatchObject({
      kind: 'subscription-changed',
      role: 'PRO',
      status: 'active',
      currentPeriodEnd: new Date(1_792_592_000 * 1000).toISOString(),
    });
  });

  it('falls back to the metadata for a price it does not know, and leaves the period unknown when none is given', () => {
    expect(read('customer.subscription.created', subscription({ items: { data: [{ price: { id: 'price_old' } }] }, metadata: { userId: 'u1', targetRole: 'PREMIUM' } }))).toMatchObject({
      role: 'PREMIUM',
      currentPeriodEnd: null,
    });
  });

  it.each([
    ['trialing', 'active'],
    ['unpaid', 'past_due'],
    ['incomplete_expired', 'canceled'],
  ])('maps the status %s to %s', (status, expected) => {
    expect(read('customer.subscription.updated', subscription({ status }))).toMatchObject({ status: expected });
  });

  it('ignores what says nothing about a paid plan or names no member', () => {
    expect(read('customer.subscription.updated', subscription({ status: 'incomplete' }))).toEqual({ kind: 'ignored', eventId: 'evt_1', type: 'customer.subscription.updated' });
    expect(read('customer.subscription.updated', subscription({ metadata: {} }))).toMatchObject({ kind: 'ignored' });
    expect(read('customer.subscription.updated', subscription({ items: { data: [{ price: { id: 'price_old' } }] } }))).toMatchObject({ kind: 'ignored' });
    expect(read('checkout.session.completed', { id: 'cs_1', mode: 'payment', subscription: null, metadata: { userId: 'u1', targetRole: 'PRO' } })).toMatchObject({ kind: 'ignored' });
    expect(read('invoice.payment_failed', { id: 'in_1', parent: null })).toMatchObject({ kind: 'ignored' });
    expect(read('charge.refunded', {})).toMatchObject({ kind: 'ignored', type: 'charge.refunded' });
  });

  it('reads an expanded subscription object on a checkout session', () => {
    expect(read('checkout.session.completed', { id: 'cs_1', mode: 'subscription', subscription: { id: 'sub_9' }, metadata: { userId: 'u1', targetRole: 'PRO' } })).toEqual({
      kind: 'checkout-completed',
      eventId: 'evt_1',
      created: 1_790_000_000,
      userId: 'u1',
      sessionId: 'cs_1',
      subscriptionId: 'sub_9',
      role: 'PRO',
    });
  });

  it('grants a checkout paid later (a slow payment method) when the money is there, not when the session completes', () => {
    const session = { id: 'cs_1', mode: 'subscription', subscription: 'sub_9', metadata: { userId: 'u1', targetRole: 'PRO' } };
    expect(read('checkout.session.completed', { ...session, payment_status: 'unpaid' })).toMatchObject({ kind: 'ignored' });
    expect(read('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' })).toMatchObject({
      kind: 'checkout-completed',
      sessionId: 'cs_1',
      subscriptionId: 'sub_9',
      role: 'PRO',
    });
    expect(read('checkout.session.completed', { ...session, payment_status: 'no_payment_required' })).toMatchObject({ kind: 'checkout-completed' });
  });

  it('refuses something that is not an event', () => {
    expect(() => readStripeEvent({ id: 'evt_1' }, LOCAL_PRICES)).toThrow(ValidationError);
  });
});
