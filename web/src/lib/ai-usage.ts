import { INPUT_DOLLARS_PER_MILLION, OUTPUT_DOLLARS_PER_MILLION } from '@app/domain/jobs/job-view';

// The figures of the admin's AI usage tables (Batch-Runs, Batch-Docs; docs/product.md "Admin: AI jobs, Batch-Runs and
// Batch-Docs", "Limits"): what they cost, how long they took, how many tokens they used.

export interface TokenUsage {
  tokensIn: number;
  tokensOut: number;
}

/** The dollars the cost cards show, in whole cents: the input and output parts add up to the total. */
export interface CardCosts {
  inputCents: number;
  outputCents: number;
  totalCents: number;
}

/**
 * docs/product.md "Limits": priced at 3 and 12 dollars per million tokens, summed over all runs, shown with 2 decimals.
 * The tokens are summed first (whole numbers) and priced in millionths of a dollar (whole numbers too, so exact). The
 * total is the exact sum rounded to the cent; the parts are rounded so that they add up to it (largestRemainder), where
 * rounding each on its own could show $2.47 + $9.26 over a total of $11.72.
 */
export function summedTokenCost(rows: readonly TokenUsage[]): TokenUsage & CardCosts {
  const tokensIn = rows.reduce((sum, row) => sum + row.tokensIn, 0);
  const tokensOut = rows.reduce((sum, row) => sum + row.tokensOut, 0);
  const [inputCents, outputCents] = largestRemainder([tokensIn * INPUT_DOLLARS_PER_MILLION, tokensOut * OUTPUT_DOLLARS_PER_MILLION], MICRO_DOLLARS_PER_CENT);
  return { tokensIn, tokensOut, inputCents: inputCents!, outputCents: outputCents!, totalCents: inputCents! + outputCents! };
}

const MICRO_DOLLARS_PER_CENT = 10_000;

/**
 * Whole amounts of `unit` for each of the parts (whole numbers of a smaller unit) that add up to their sum rounded to
 * the nearest `unit` (half up): each part rounded down, then one more to the parts with the largest remainders, the
 * first of equal ones first (the largest remainder method, Hamilton's apportionment).
 */
export function largestRemainder(parts: readonly number[], unit: number): number[] {
  const whole = parts.map((part) => Math.floor(part / unit));
  const sum = parts.reduce((total, part) => total + part, 0);
  let left = Math.round(sum / unit) - whole.reduce((total, part) => total + part, 0);
  const byRemainder = parts.map((part, index) => ({ index, remainder: part - whole[index]! * unit })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    whole[index]!++;
    left--;
  }
  return whole;
}

/**
 * A latency given in milliseconds, in the unit that reads best: '850 ms', '12.3 s', '4m 07s' (a batch's latency is
 * summed over its ideas, so it can run to minutes).
 */
export function formatLatency(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (Math.round(ms) < 1_000) return `${Math.round(ms)} ms`;
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)} s`;
  const seconds = Math.round(ms / 1_000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}
