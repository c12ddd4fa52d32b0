import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BucketRow } from '../utils/distribution-rows';

/**
 * Grouped bars: how many ideas each version put in each bucket. Loaded lazily with recharts (distribution-figure.tsx),
 * so the charting library stays out of the first bundle; hidden from screen readers, who read the figure's table.
 */
export function DistributionChart({ rows, activeName, candidateName }: { rows: readonly BucketRow[]; activeName: string; candidateName: string }) {
  return (
    <div className="scoring-chart" aria-hidden>
      <ResponsiveContainer width="100%" height={180}>
        <BarChart accessibilityLayer={false} data={[...rows]} margin={{ top: 4, right: 4, bottom: 0, left: -24 }} barGap={1}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="bucket" tick={{ fontSize: 11 }} interval={0} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="active" name={activeName} fill="var(--color-muted)" isAnimationActive={false} />
          <Bar dataKey="candidate" name={candidateName} fill="var(--color-primary)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
