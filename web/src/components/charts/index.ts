/**
 * The chart kit (docs/architecture.md "Web"): charts drawn with recharts, which is loaded only when a chart first
 * renders (its own chunk: the initial bundle stays small), each with an accessible table of the same numbers.
 *
 *   <ChartFigure
 *     title="Sign-ups per day"            // the figure's heading and the table's caption
 *     kind="line"                         // 'line' | 'area' | 'bar'; `stacked` stacks areas and bars
 *     rows={days}                         // one object per point, oldest first
 *     x="date"                            // the key of the x axis; `formatX` labels it (axis, tooltip, table)
 *     series={[{ key: 'signUps', label: 'Sign-ups', color: 'primary' }]}
 *     formatValue={(value) => `${value}`} // the y axis, the tooltip and the table
 *     fractions                           // a y axis that may show fractions (whole numbers by default)
 *   />
 *
 * The plot is hidden from screen readers; the table is always in the page, visually hidden until 'Show table' shows
 * it, so a screen reader, a keyboard user and a small screen all get the numbers. Colours are the site's own
 * (`--color-<name>` in styles/global.css): `ChartColor` names them. `ChartTable` alone renders the table of any rows.
 */
export { ChartFigure, type ChartFigureProps } from './chart-figure';
export { ChartTable } from './chart-table';
export type { ChartColor, ChartKind, ChartSeries } from './chart-types';
