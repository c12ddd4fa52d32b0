import { describe, expect, it } from 'vitest';
import { proratedAmountDue } from './local-proration';

// PREMIUM ($9.00) to PRO ($19.00) on the local provider: the rest of the period at $19, less the same time at $9.
const change = (at: string, periodEnd: string | null) =>
  proratedAmountDue({ fromAmount: 900, toAmount: 1900, periodEnd: periodEnd === null ? null : new Date(periodEnd), at: new Date(at) });

describe('proratedAmountDue', () => {
  it('charges the whole difference at the start of the period and nothing at its end', () => {
    expect(change('2026-11-10T12:00:00Z', '2026-12-10T12:00:00Z')).toBe(1000);
    expect(change('2026-12-10T12:00:00Z', '2026-12-10T12:00:00Z')).toBe(0);
  });

  it('charges the share of the period left, by the second, each line rounded to the cent as Stripe does', () => {
    // 30 days in the period (Nov 10 → Dec 10), 15 left: $9.50 for PRO less $4.50 of PREMIUM credit.
    expect(change('2026-11-25T12:00:00Z', '2026-12-10T12:00:00Z')).toBe(500);
    // 10 of 31 days left (Dec 10 → Jan 10): round(1900 × 10/31) − round(900 × 10/31) = 613 − 290.
    expect(change('2026-12-31T12:00:00Z', '2027-01-10T12:00:00Z')).toBe(323);
    // One hour of a 30-day period left: 3 cents at $19 less 1 cent at $9.
    expect(change('2026-12-10T11:00:00Z', '2026-12-10T12:00:00Z')).toBe(2);
  });

  it('charges the whole difference when the period end is not known yet', () => {
    expect(change('2026-11-25T12:00:00Z', null)).toBe(1000);
  });

  it('never charges more than a period, nor less than nothing, when the instant lies outside the period', () => {
    expect(change('2026-10-01T00:00:00Z', '2026-12-10T12:00:00Z')).toBe(1000);
    expect(change('2027-01-01T00:00:00Z', '2026-12-10T12:00:00Z')).toBe(0);
  });
});
