import { formatDate } from '../../../lib/format-date';
import type { SubscriptionView } from '@app/domain/payments/subscription';

// The payment pages' texts (spec 000 §2 Payment pages) and how a price and a subscription read.

export const PAYMENT_SUCCESS = {
  title: 'Payment Successful!',
  text: 'Thank you for your subscription. Your account has been upgraded.',
} as const;

export const PAYMENT_CANCELLED = {
  title: 'Payment Cancelled',
  text: 'No changes have been made to your account.',
} as const;

/** '$9.00 / month': `amount` is in the currency's smallest unit, as Stripe gives it. */
export function formatPrice(amount: number, currency: string, interval: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const fractionDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return `${format.format(amount / 10 ** fractionDigits)} / ${interval}`;
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

/** A subscription not over and not already ending can be cancelled, a failed payment's too (the server answers 404 otherwise). */
export function canCancel(subscription: SubscriptionView): boolean {
  return subscription.status !== 'canceled' && !subscription.cancelAtPeriodEnd;
}
