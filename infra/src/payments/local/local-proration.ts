// What the local provider charges now to move a live subscription to a dearer plan, computed the way Stripe's own
// proration is: the rest of the current period at the new price, less a credit for the same time at the old price,
// each line rounded to the cent, by the second. A period is one calendar month ending at the subscription's period
// end (the local provider's periods: local-payments.ts `monthAhead`). An unknown period end (the provider has not
// said yet) charges the whole monthly difference. The rule and its figures: infra/src/payments/README.md.

export interface LocalProration {
  /** The plan the subscription moves from and to, in the currency's smallest unit per period. */
  fromAmount: number;
  toAmount: number;
  /** The current period's end; null when unknown. */
  periodEnd: Date | null;
  /** The instant the change takes effect. */
  at: Date;
}

export function proratedAmountDue({ fromAmount, toAmount, periodEnd, at }: LocalProration): number {
  if (periodEnd === null) return toAmount - fromAmount;
  const periodStart = new Date(periodEnd);
  periodStart.setUTCMonth(periodStart.getUTCMonth() - 1);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const periodLength = seconds(periodEnd) - seconds(periodStart);
  const remaining = Math.min(Math.max(seconds(periodEnd) - seconds(at), 0), periodLength);
  const share = remaining / periodLength;
  return Math.round(toAmount * share) - Math.round(fromAmount * share);
}
