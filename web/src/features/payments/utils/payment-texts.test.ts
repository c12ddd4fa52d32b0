import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@app/domain/payments/subscription';
import { canCancel, formatAmount, formatPrice, subscriptionState } from './payment-texts';

const running: SubscriptionView = {
  role: 'PREMIUM',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-25T10:00:00.000Z',
  lastPaymentFailedAt: null,
};

describe('formatPrice', () => {
  it('reads cents as dollars per interval', () => {
    expect(formatPrice(900, 'usd', 'month')).toBe('$9.00 / month');
    expect(formatPrice(1900, 'usd', 'month')).toBe('$19.00 / month');
  });

  it('knows a currency without cents', () => {
    expect(formatPrice(1200, 'jpy', 'month')).toBe('¥1,200 / month');
  });
});

describe('formatAmount', () => {
  it('reads cents as an amount of money, down to the cent', () => {
    expect(formatAmount(517, 'usd')).toBe('$5.17');
    expect(formatAmount(2, 'usd')).toBe('$0.02');
    expect(formatAmount(0, 'usd')).toBe('$0.00');
  });
});

describe('subscriptionState', () => {
  it('renews a running subscription and ends one cancelled at the period end', () => {
    expect(subscriptionState(running, 'UTC')).toEqual({ period: 'Renews on Dec 25, 2026', paymentFailed: null });
    expect(subscriptionState({ ...running, cancelAtPeriodEnd: true }, 'UTC').period).toBe('Ends on Dec 25, 2026');
    expect(subscriptionState({ ...running, status: 'canceled' }, 'UTC').period).toBe('Ended on Dec 25, 2026');
  });

  it('shows no date before the provider has sent the period', () => {
    expect(subscriptionState({ ...running, currentPeriodEnd: null }, 'UTC')).toEqual({ period: null, paymentFailed: null });
  });

  it('tells a failed payment', () => {
    expect(subscriptionState({ ...running, status: 'past_due', lastPaymentFailedAt: '2026-11-20T08:00:00.000Z' }, 'UTC').paymentFailed).toBe(
      'Last payment failed on Nov 20, 2026',
    );
  });
});

it('offers a cancel only for a subscription not over and not already ending', () => {
  expect(canCancel(running)).toBe(true);
  expect(canCancel({ ...running, status: 'past_due' })).toBe(true);
  expect(canCancel({ ...running, cancelAtPeriodEnd: true })).toBe(false);
  expect(canCancel({ ...running, status: 'canceled' })).toBe(false);
});
