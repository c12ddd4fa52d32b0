import type { MomentumDay } from '@app/domain/momentum/momentum-api';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shortDate } from './amounts';
import { MOMENTUM_SERIES } from './momentum-series';

// Loaded lazily: each day's views, saves, shares and document generations as four lines.

export default function MomentumChart({ days }: { days: readonly MomentumDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...days]} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 11 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={48} />
        <Tooltip labelFormatter={(date) => (typeof date === 'string' ? shortDate(date) : '')} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {MOMENTUM_SERIES.map((series) => (
          <Line key={series.key} type="monotone" dataKey={series.key} name={series.label} stroke={series.colour} dot={false} strokeWidth={2} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
