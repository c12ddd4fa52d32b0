// The days the admin's analytics covers (docs/product.md "Analytics"): `from` to `to`, both UTC days and both included.
// Missing, `to` is today and `from` 29 days before it (30 days); at most 400 days, `from` on or before `to`.
import { ValidationError } from '../shared/errors';

/** The longest window the admin may ask for, in days. */
export const MAX_ANALYTICS_DAYS = 400;
export const DEFAULT_ANALYTICS_DAYS = 30;

const DAY_MS = 86_400_000;

export const FROM_AFTER_TO = 'from must be on or before to';
export const WINDOW_TOO_LONG = `The window may span at most ${MAX_ANALYTICS_DAYS} days`;

/** A calendar day as YYYY-MM-DD (a real one: 2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The UTC day `days` after `day` (before, for a negative count). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addDays(from, index));
}

/** The window asked for, with the defaults filled in from `today` (YYYY-MM-DD); a 400 (ValidationError) when it is wrong. */
export function analyticsWindow(query: { from?: string | undefined; to?: string | undefined }, today: string): { from: string; to: string } {
  const to = query.to || today;
  const from = query.from || addDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  if (from > to) throw new ValidationError(FROM_AFTER_TO, { from: FROM_AFTER_TO });
  if (daysBetween(from, to).length > MAX_ANALYTICS_DAYS) throw new ValidationError(WINDOW_TOO_LONG, { from: WINDOW_TOO_LONG });
  return { from, to };
}
