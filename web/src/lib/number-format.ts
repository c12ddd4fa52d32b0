// How the site writes numbers in charts, tables and tiles: counts grouped ('1,200'), money compact ('$4.2B'), days
// short ('Nov 28'). One home, so a chart, its table and the figures beside it agree.

import { groupDigits } from '@app/domain/shared/prose';

/** The months as 'Nov 28' names them: no Intl formatter, whose first costs a page's start tens of milliseconds. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();

/** 1200 → '1,200'. */
export function formatCount(value: number): string {
  return groupDigits(value);
}

/** 4_200_000_000 USD → '$4.2B'; another currency keeps its own symbol or code ('€850M', 'KES 1.2B'). */
export function compactMoney(amount: number, currency: string): string {
  let format = MONEY_FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
    MONEY_FORMATS.set(currency, format);
  }
  return format.format(amount);
}

/** '2026-11-28' → 'Nov 28' (the days are UTC dates); anything else as it is written. */
export function shortDate(day: unknown): string {
  const parsed = new Date(`${String(day)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? String(day) : `${MONTHS[parsed.getUTCMonth()]!} ${parsed.getUTCDate()}`;
}
