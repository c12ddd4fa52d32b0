import { Area, AreaChart, ResponsiveContainer, YAxis } from 'recharts';

// Loaded lazily: a card's 30 days of activity as a small filled line, no axes.

export default function SparklineChart({ values }: { values: readonly number[] }) {
  const data = values.map((value, day) => ({ day, value }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 2, right: 0, bottom: 2, left: 0 }}>
        {/* A quiet idea's all-zero days still draw a baseline. */}
        <YAxis hide domain={[0, (dataMax: number) => Math.max(dataMax, 1)]} />
        <Area type="monotone" dataKey="value" stroke="#4f46e5" strokeWidth={1.5} fill="#eef2ff" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
