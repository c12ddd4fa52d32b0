import { formatDollars, INPUT_DOLLARS_PER_MILLION, OUTPUT_DOLLARS_PER_MILLION } from '@app/domain/jobs/job-view';
import { summedTokenCost, type TokenUsage } from '../../lib/ai-usage';
import { formatCount } from '../../lib/number-format';
import './cost-cards.css';

/**
 * The cost cards over an AI usage table (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs", "Limits"): input,
 * output and total cost of every row, in dollars with 2 decimals that add up (summedTokenCost), each with the tokens it
 * prices.
 */
export function CostCards({ rows, label }: { rows: readonly TokenUsage[]; label: string }) {
  const cost = summedTokenCost(rows);
  return (
    <dl className="cost-cards" aria-label={label}>
      <div className="card cost-card">
        <dt className="cost-card__title">Input Cost</dt>
        <dd className="cost-card__amount">{formatDollars(cost.inputCents / 100)}</dd>
        <dd className="cost-card__detail">
          {formatCount(cost.tokensIn)} input tokens at ${INPUT_DOLLARS_PER_MILLION}/M
        </dd>
      </div>
      <div className="card cost-card">
        <dt className="cost-card__title">Output Cost</dt>
        <dd className="cost-card__amount">{formatDollars(cost.outputCents / 100)}</dd>
        <dd className="cost-card__detail">
          {formatCount(cost.tokensOut)} output tokens at ${OUTPUT_DOLLARS_PER_MILLION}/M
        </dd>
      </div>
      <div className="card cost-card cost-card--total">
        <dt className="cost-card__title">Total Cost</dt>
        <dd className="cost-card__amount">{formatDollars(cost.totalCents / 100)}</dd>
        <dd className="cost-card__detail">{formatCount(cost.tokensIn + cost.tokensOut)} tokens</dd>
      </div>
    </dl>
  );
}
