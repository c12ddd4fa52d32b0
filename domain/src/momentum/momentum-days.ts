// Momentum's calendar (docs/product.md "Momentum"): days are UTC days, numbered from 1970-01-01 so a window is a range
// of numbers; and the trending measure the marketplace's `trending` sort orders by.

const DAY_MS = 86_400_000;

/** The UTC day an instant falls on, as days since 1970-01-01 (NaN for text that is no instant). */
export const dayNumber = (instant: string | Date): number => Math.floor((typeof instant === 'string' ? Date.parse(instant) : instant.getTime()) / DAY_MS);
/** YYYY-MM-DD. */
export const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Activity of the last 7 days against the 7 before, as the rise measured in standard deviations of a count that size
 * (a Poisson count's is its square root): (last7 - previous7) / sqrt(previous7 + 1). A new idea viewed 5 times scores
 * 5; an established one going from 900 to 1,000 scores 3.3, from 990 to 1,000 0.3; a quiet idea 0; a fading one less.
 */
export function trendingScore(last7: number, previous7: number): number {
  return (last7 - previous7) / Math.sqrt(previous7 + 1);
}
