import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { SizingRow } from './market-sizing';

// Loaded lazily: TAM, SAM and SOM as bars on a logarithmic axis (a SOM is often a thousandth of its TAM, and would be
// invisible on a linear one); each bar is labelled with its amount.

const COLOURS = ['#4f46e5', '#818cf8', '#c7d2fe'] as const;

export default function MarketSizingChart({ rows }: { rows: readonly SizingRow[] }) {
  const positive = rows.map((row) => row.amount).filter((amount) => amount > 0);
  const low = positive.length ? Math.min(...positive) / 10 : 1;
  const data = rows.map((row) => ({ ...row, plotted: Math.max(row.amount, low) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 64, bottom: 0, left: 0 }} barCategoryGap={8}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" scale="log" domain={[low, 'auto']} hide />
        <YAxis type="category" dataKey="name" width={44} tick={{ fontSize: 12, fontWeight: 700 }} interval={0} />
        <Bar dataKey="plotted" isAnimationActive={false} radius={[0, 4, 4, 0]}>
          {data.map((row, index) => (
            <Cell key={row.name} fill={COLOURS[index] ?? COLOURS[0]} />
          ))}
          <LabelList dataKey="label" position="right" fontSize={12} fill="#0f172a" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
