import { formatCount } from '../../lib/number-format';
import { SparklineDrawing } from '../charts';
import './idea-charts.css';

/** What a sparkline says to a screen reader (its text alternative: one figure, as a card has no room for a table). */
export function sparklineName(values: readonly number[], subject = 'Activity'): string {
  const total = values.reduce((sum, value) => sum + value, 0);
  return `${subject}, last ${values.length} days: ${formatCount(total)} (views, saves, shares and documents)`;
}

/**
 * A 30-day sparkline (docs/features.md "Momentum"); nothing while the values are not in. The drawing is the chart
 * kit's; its accessible name sums the days.
 */
export function Sparkline({ values, subject }: { values: readonly number[] | undefined; subject?: string }) {
  if (!values || values.length === 0) return null;
  const name = sparklineName(values, subject);
  return (
    <span className="sparkline" role="img" aria-label={name} title={name}>
      <SparklineDrawing values={values} />
    </span>
  );
}
