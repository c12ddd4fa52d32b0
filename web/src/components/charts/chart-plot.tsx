// The drawn chart, recharts' part of the kit: only chart-drawing.tsx imports it, lazily, so recharts is its own chunk.
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../lib/number-format';
import { plainX, type AnyRow, type ChartData, type ChartKind, type ChartLook } from './chart-types';

const CHARTS = { line: LineChart, area: AreaChart, bar: BarChart } as const;
const FONT = { fontSize: 12 };

/** The colour's value now: SVG attributes take no `var()` in every browser, so the variable is read. */
function colorOf(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || 'currentColor';
}

/** On a log axis a zero has no place: it is drawn a tenth below the smallest value (its label still says 0). */
function logFloor(rows: readonly AnyRow[], keys: readonly string[]): number {
  const positive = rows.flatMap((row) => keys.map((key) => Number(row[key]))).filter((value) => value > 0);
  return positive.length > 0 ? Math.min(...positive) / 10 : 1;
}

/** A sparkline is drawn without recharts (sparkline-drawing.tsx). */
export type PlotProps = ChartData<AnyRow> & ChartLook & { kind: Exclude<ChartKind, 'sparkline'>; height: number };

export default function ChartPlot({ kind, stacked = false, horizontal = false, logScale = false, valueLabels = false, domain, height, rows, x, series, formatX = plainX, formatTick = formatX, formatValue = formatCount, fractions = false, barColor }: PlotProps) {
  const Chart = CHARTS[kind];
  const stackId = stacked ? 'stack' : undefined;
  const floor = logScale ? logFloor(rows, series.map((one) => one.key)) : 0;
  // A log axis draws each value raised to the floor (`<key>:plotted`); labels and the tooltip keep the real value.
  const plotted = (key: string) => (logScale ? `${key}:plotted` : key);
  const data = logScale ? rows.map((row) => ({ ...row, ...Object.fromEntries(series.map(({ key }) => [plotted(key), Math.max(Number(row[key]), floor)])) })) : [...rows];
  const tickWidth = horizontal ? Math.max(...rows.map((row) => formatTick(row[x]).length)) * 7 + 12 : undefined;
  const categoryAxis = { dataKey: x, tickFormatter: (value: unknown) => formatTick(value), tick: FONT };
  const valueAxis = {
    tickFormatter: (value: number) => formatValue(value),
    tick: FONT,
    allowDecimals: fractions,
    hide: logScale,
    ...(logScale ? { scale: 'log' as const, domain: [floor, 'auto'] as [number, 'auto'] } : domain ? { domain: [...domain] as [number, number], tickCount: 6 } : {}),
  };
  return (
    <ResponsiveContainer width="100%" height={height}>
      {/* The figure's table is what a screen reader and the keyboard get: the drawing itself takes no focus. */}
      <Chart data={data} layout={horizontal ? 'vertical' : 'horizontal'} margin={{ top: 8, right: valueLabels ? 56 : 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={colorOf('muted')} strokeOpacity={0.25} vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? <YAxis type="category" width={tickWidth} interval={0} {...categoryAxis} /> : <XAxis minTickGap={24} {...categoryAxis} />}
        {horizontal ? <XAxis type="number" {...valueAxis} /> : <YAxis width={56} {...valueAxis} />}
        <Tooltip labelFormatter={(value: unknown) => formatX(value)} formatter={(value) => formatValue(Number(value))} />
        {series.length > 1 && <Legend itemSorter={null} wrapperStyle={{ fontSize: 13 }} />}
        {series.map(({ key, label: name, color }) => {
          const stroke = colorOf(color);
          if (kind === 'area') return <Area key={key} dataKey={key} name={name} stroke={stroke} fill={stroke} fillOpacity={0.2} stackId={stackId} type="monotone" isAnimationActive={false} />;
          if (kind === 'line') return <Line key={key} dataKey={key} name={name} stroke={stroke} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />;
          return (
            <Bar key={key} dataKey={plotted(key)} name={name} fill={stroke} stackId={stackId} radius={horizontal ? [0, 4, 4, 0] : undefined} isAnimationActive={false}>
              {barColor && rows.map((row) => <Cell key={String(row[x])} fill={colorOf(barColor(row))} />)}
              {valueLabels && <LabelList dataKey={key} position={horizontal ? 'right' : 'top'} formatter={(value: unknown) => formatValue(Number(value))} fontSize={12} fill={colorOf('text')} />}
            </Bar>
          );
        })}
      </Chart>
    </ResponsiveContainer>
  );
}
