import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { DimensionRow } from './score-levels';

// Loaded lazily (recharts stays out of the first download): the seven dimensions as horizontal bars, 1-10.

const BAR_COLOURS = { high: '#16a34a', medium: '#d97706', low: '#dc2626' } as const;

function band(score: number): keyof typeof BAR_COLOURS {
  if (score >= 7) return 'high';
  if (score >= 5) return 'medium';
  return 'low';
}

export default function ScoreChart({ rows }: { rows: readonly DimensionRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} layout="vertical" margin={{ top: 0, right: 24, bottom: 0, left: 0 }} barCategoryGap={6}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={{ fontSize: 11 }} />
        <YAxis type="category" dataKey="short" width={112} tick={{ fontSize: 12 }} interval={0} />
        <Bar dataKey="score" isAnimationActive={false} radius={[0, 4, 4, 0]}>
          {rows.map((row) => (
            <Cell key={row.dimension} fill={BAR_COLOURS[band(row.score)]} />
          ))}
          <LabelList dataKey="score" position="right" fontSize={12} fill="#0f172a" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
