import { tokenCost, type TokenCost } from '@app/domain/jobs/job-view';

// The figures of the admin's AI usage tables (Batch-Runs, Batch-Docs; docs/product.md "Admin: AI jobs, Batch-Runs and
// Batch-Docs", "Limits"): what they cost, how long they took, how many tokens they used.

export interface TokenUsage {
  tokensIn: number;
  tokensOut: number;
}

/**
 * docs/product.md "Limits": priced at 3 and 12 dollars per million tokens, summed over all runs. The tokens are summed
 * first (whole numbers, exact) and priced once, so the cards never drift from the token totals they show.
 */
export function summedTokenCost(rows: readonly TokenUsage[]): TokenUsage & TokenCost {
  const tokensIn = rows.reduce((sum, row) => sum + row.tokensIn, 0);
  const tokensOut = rows.reduce((sum, row) => sum + row.tokensOut, 0);
  return { tokensIn, tokensOut, ...tokenCost(tokensIn, tokensOut) };
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
