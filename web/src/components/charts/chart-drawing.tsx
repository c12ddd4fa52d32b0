import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import type { PlotProps } from './chart-plot';
import type { ChartData, ChartLook } from './chart-types';
import { SparklineDrawing } from './sparkline-drawing';

// recharts is loaded here only, lazily, the first time a chart comes near the screen: it is its own chunk, which a
// page whose charts are below the fold (an idea's page on a phone) does not load before its reader scrolls to them.
const ChartPlot = lazy(() => import('./chart-plot'));

/** How far below the screen a chart starts drawing, so it is drawn by the time it is scrolled to. */
const DRAW_AHEAD = '100px';

export type ChartDrawingProps<Row> = ChartData<Row> & ChartLook & { height: number };

const loading = <div className="chart-figure__loading">Loading chart…</div>;

/** The drawing alone, hidden from screen readers: its caller gives the same numbers as a table. */
export function ChartDrawing<Row>({ height, ...plot }: ChartDrawingProps<Row>) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: DRAW_AHEAD, fallbackInView: true });
  const [first] = plot.series;
  return (
    <div ref={ref} className="chart-figure__plot" style={{ height }} aria-hidden="true">
      {plot.kind === 'sparkline' ? (
        first && <SparklineDrawing values={plot.rows.map((row) => Number(row[first.key]))} color={first.color} />
      ) : inView ? (
        <Suspense fallback={loading}>
          <ChartPlot {...({ ...plot, height } as unknown as PlotProps)} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
