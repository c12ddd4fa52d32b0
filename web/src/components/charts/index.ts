/**
 * The chart kit (docs/architecture.md "Web"): every chart of the site, each with an accessible table of the same
 * numbers. Lines, areas and bars are drawn with recharts, which is loaded only when such a chart first comes near the
 * screen (its own chunk: no page loads it before it shows a chart). A sparkline is an SVG path drawn with d3-shape,
 * so a list of cards needs no chart library.
 *
 *   <ChartFigure
 *     title="Sign-ups per day"            // the figure's caption and the table's
 *     note="(log scale)"                  // beside the title
 *     kind="line"                         // 'line' | 'area' | 'bar' | 'sparkline'; `stacked` stacks areas and bars
 *     rows={days}                         // one object per point, oldest first
 *     x="date"                            // the key of the x values; `formatX` writes them (table, tooltip),
 *                                         // `formatTick` on the axis if shorter
 *     series={[{ key: 'signUps', label: 'Sign-ups', color: 'primary' }]}
 *     formatValue={formatCount}           // the value axis, the tooltip, the table and value labels
 *     xLabel="Day"                        // the table's first column ('Date' by default)
 *   />
 *
 * Bars: `horizontal` (labels down the side), `valueLabels`, `barColor={(row) => colour}` (one per bar), `logScale`,
 * `domain={[0, 10]}`. A figure with two series or more has a legend.
 *
 * The plot is hidden from screen readers; the table is always in the page, visually hidden until 'Show table' (a
 * button with `aria-expanded`) shows it, so a screen reader, a keyboard user and a small screen all get the numbers.
 * `SparklineDrawing` is a sparkline's drawing alone, for a place with no room for a table (a card) whose caller gives
 * it an accessible name. Colours are the site's own (`--color-<name>` in styles/global.css): `ChartColor` names them.
 * Numbers are written by web/src/lib/number-format.ts.
 */
export { SparklineDrawing } from './sparkline-drawing';
export { ChartFigure, type ChartFigureProps } from './chart-figure';
export type { ChartColor, ChartSeries } from './chart-types';
