import { formatDate } from '../../../lib/format-date';
import type { LocalCheckoutView } from '@app/domain/payments/checkout';
import type { SubscriptionView } from '@app/domain/payments/subscription';

// The payment pages' texts (docs/product.md "Subscriptions and payments") and how a price and a subscription read.

export const PAYMENT_SUCCESS = {
  title: 'Payment Successful!',
  text: 'Thank you for your subscription. Your account has been upgraded.',
} as const;

export const PAYMENT_CANCELLED = {
  title: 'Payment Cancelled',
  text: 'No changes have been made to your account.',
} as const;

/** '$5.17': `amount` is in the currency's smallest unit, as Stripe gives it. */
export function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const fractionDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** fractionDigits);
}

/** '$9.00 / month'. */
export function formatPrice(amount: number, currency: string, interval: string): string {
  return `${formatAmount(amount, currency)} / ${interval}`;
}

/**
 * What the checkout page says of a move from a live plan (ours: the spec shows no such page): what is charged now,
 * what for, and what the plan costs from the next period on.
 */
export function planChangeTexts(checkout: LocalCheckoutView, planChange: NonNullable<LocalCheckoutView['planChange']>, timeZone?: string) {
  const { targetRole, amount, currency, interval } = checkout;
  const until = planChange.periodEnd === null ? '' : ` (until ${formatDate(planChange.periodEnd, timeZone)})`;
  return {
    dueNow: formatAmount(planChange.amountDue, planChange.currency),
    explanation:
      `Your ${planChange.fromRole} plan becomes ${targetRole} now. You pay the difference for the rest of your current ` +
      `billing period${until}, then ${formatPrice(amount, currency, interval)}.`,
  };
}

/**
 * The subscription's state on the settings page: when it renews or ends, and a failed payment. 'Ended on' (a
 * subscription already over) is ours; the rest is the contract's wording. No period yet (the provider has not sent
 * the subscription's dates): no date is shown.
 */
export function subscriptionState(subscription: SubscriptionView, timeZone?: string): { period: string | null; paymentFailed: string | null } {
  const { currentPeriodEnd } = subscription;
  const end = currentPeriodEnd === null ? null : formatDate(currentPeriodEnd, timeZone);
  const period =
    end === null ? null : subscription.status === 'canceled' ? `Ended on ${end}` : subscription.cancelAtPeriodEnd ? `Ends on ${end}` : `Renews on ${end}`;
  const paymentFailed = subscription.lastPaymentFailedAt ? `Last payment failed on ${formatDate(subscription.lastPaymentFailedAt, timeZone)}` : null;
  return { period, paymentFailed };
}

/**
 * A subscription not over and not already ending can be cancelled, a failed payment's too (the server answers 404
 * otherwise).
 */
export function canCancel(subscription: SubscriptionView): boolean {
  return subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd;
}
