import { area, curveMonotoneX } from 'd3-shape';
import type { ChartColor } from './chart-types';
import './charts.css';

/** The drawing's own units: one per day across, 0 (the top) to HEIGHT down; CSS stretches it to its box. */
const HEIGHT = 100;
/** Room above the highest value and below the baseline, so the stroke is not cut. */
const MARGIN = 4;

/**
 * A sparkline's area and its top line as SVG paths: the values scaled to the box, an all-zero series still drawing
 * its baseline. d3-shape (the curve library recharts itself uses) draws them: no chart library to load.
 */
export function sparklinePaths(values: readonly number[]): { area: string; line: string } {
  const top = Math.max(...values, 1);
  const shape = area<number>()
    .x((_, index) => index)
    .y0(HEIGHT - MARGIN)
    .y1((value) => HEIGHT - MARGIN - (value / top) * (HEIGHT - 2 * MARGIN))
    .curve(curveMonotoneX);
  return { area: shape(values) ?? '', line: shape.lineY1()(values) ?? '' };
}

/** The drawing alone, filling its box and hidden from screen readers: its caller names it or gives a table. */
export function SparklineDrawing({ values, color = 'primary' }: { values: readonly number[]; color?: ChartColor }) {
  const paths = sparklinePaths(values);
  return (
    <svg className="sparkline-drawing" viewBox={`0 0 ${Math.max(values.length - 1, 1)} ${HEIGHT}`} preserveAspectRatio="none" data-color={color} aria-hidden="true" focusable="false">
      <path className="sparkline-drawing__area" d={paths.area} />
      <path className="sparkline-drawing__line" d={paths.line} />
    </svg>
  );
}
