// How the charts write amounts: money as '$4.2B' (compact, one decimal), counts grouped.

const MONEY_FORMATS = new Map<string, Intl.NumberFormat>();

/** 4_200_000_000 USD → '$4.2B'; another currency keeps its own symbol or code ('€850M', 'KES 1.2B'). */
export function compactMoney(amount: number, currency: string): string {
  let format = MONEY_FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
    MONEY_FORMATS.set(currency, format);
  }
  return format.format(amount);
}

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

export function count(value: number): string {
  return COUNT_FORMAT.format(value);
}

/** '2026-11-28' → 'Nov 28' (the days are UTC dates). */
export function shortDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
