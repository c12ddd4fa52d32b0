import { lazy, Suspense, type ReactNode } from 'react';
import type { AnyRow, ChartData, ChartLook } from './chart-types';

// recharts is loaded here only, lazily, the first time any chart renders: it is its own chunk, out of the initial bundle.
const ChartPlot = lazy(() => import('./chart-plot'));

export type ChartDrawingProps<Row> = ChartData<Row> &
  ChartLook & {
    /** Pixels, or '100%' of a box its CSS sizes (a card's sparkline). */
    height: number | '100%';
    /** Shown while recharts loads. */
    fallback?: ReactNode;
  };

/** The drawing alone, hidden from screen readers: its caller gives the same numbers as a table or an accessible name. */
export function ChartDrawing<Row>({ height, fallback = <div className="chart-figure__loading">Loading chart…</div>, ...plot }: ChartDrawingProps<Row>) {
  return (
    <div className="chart-figure__plot" style={{ height }} aria-hidden="true">
      <Suspense fallback={fallback}>
        <ChartPlot height={height} {...(plot as unknown as ChartData<AnyRow> & ChartLook)} />
      </Suspense>
    </div>
  );
}
