// The drawn chart, recharts' part of the kit: only chart-figure.tsx imports it, lazily, so recharts is its own chunk.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { plainValue, plainX, type AnyRow, type ChartColor, type ChartData, type ChartKind } from './chart-types';

const CHARTS = { line: LineChart, area: AreaChart, bar: BarChart } as const;

/** The colour's value now: SVG attributes take no `var()` in every browser, so the variable is read. */
function colorOf(name: ChartColor): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || 'currentColor';
}

export default function ChartPlot({ kind, stacked = false, height, rows, x, series, formatX = plainX, formatValue = plainValue, fractions = false }: ChartData<AnyRow> & { kind: ChartKind; stacked?: boolean; height: number }) {
  const Chart = CHARTS[kind];
  const stackId = stacked ? 'stack' : undefined;
  const label = (value: unknown) => formatX(value);
  return (
    <ResponsiveContainer width="100%" height={height}>
      {/* The figure's table is what a screen reader and the keyboard get: the drawing itself takes no focus. */}
      <Chart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={colorOf('muted')} strokeOpacity={0.25} vertical={false} />
        <XAxis dataKey={x} tickFormatter={label} minTickGap={24} tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={(value: number) => formatValue(value)} width={56} tick={{ fontSize: 12 }} allowDecimals={fractions} />
        <Tooltip labelFormatter={label} formatter={(value) => formatValue(Number(value))} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        {series.map(({ key, label: name, color }) => {
          const stroke = colorOf(color);
          if (kind === 'bar') return <Bar key={key} dataKey={key} name={name} fill={stroke} stackId={stackId} isAnimationActive={false} />;
          if (kind === 'area') return <Area key={key} dataKey={key} name={name} stroke={stroke} fill={stroke} fillOpacity={0.2} stackId={stackId} type="monotone" isAnimationActive={false} />;
          return <Line key={key} dataKey={key} name={name} stroke={stroke} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />;
        })}
      </Chart>
    </ResponsiveContainer>
  );
}
