import type { MomentumDay } from '@app/domain/momentum/momentum-api';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// The Insights tab's charts, loaded lazily with recharts (insights-panel.tsx) so the library stays out of the first
// bundle. Each is hidden from screen readers: its table beside it says the same.

/** A saved idea's 30 days of activity as a line, oldest first. */
export function MomentumSparkline({ values }: { values: readonly number[] }) {
  return (
    <div className="insights-sparkline" aria-hidden>
      <ResponsiveContainer width="100%" height={36}>
        <LineChart accessibilityLayer={false} data={values.map((value, index) => ({ index, value }))} margin={{ top: 2, right: 2, bottom: 2, left: 2 }}>
          <YAxis hide domain={[0, 'dataMax']} />
          <Line type="monotone" dataKey="value" stroke="var(--color-primary)" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A shared idea's views and saves per day. */
export function ActivityChart({ days }: { days: readonly MomentumDay[] }) {
  return (
    <div className="insights-activity" aria-hidden>
      <ResponsiveContainer width="100%" height={180}>
        <BarChart accessibilityLayer={false} data={days.map(({ date, views, saves }) => ({ day: date.slice(5), views, saves }))} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Legend itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="views" name="Views" fill="var(--color-primary)" isAnimationActive={false} />
          <Bar dataKey="saves" name="Saves" fill="var(--color-accent)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
