import { lazy, Suspense, useId, useState } from 'react';
import { ChartTable } from './chart-table';
import type { AnyRow, ChartData, ChartKind } from './chart-types';
import './charts.css';

const ChartPlot = lazy(() => import('./chart-plot'));

export type ChartFigureProps<Row> = ChartData<Row> & {
  title: string;
  kind: ChartKind;
  /** Areas and bars on top of each other (a total made of parts). */
  stacked?: boolean;
  /** The plot's height in pixels (240 by default). */
  height?: number;
  /** The table's heading of the x column ('Date' by default). */
  xLabel?: string;
};

/** A titled chart with its table (index.ts): the plot drawn once recharts has loaded, the table behind 'Show table'. */
export function ChartFigure<Row>({ title, kind, stacked, height = 240, xLabel, ...data }: ChartFigureProps<Row>) {
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure className="card chart-figure" aria-labelledby={titleId}>
      <div className="chart-figure__header">
        <h3 id={titleId} className="chart-figure__title">
          {title}
        </h3>
        <button type="button" className="button button--secondary button--small" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide table' : 'Show table'}
        </button>
      </div>
      <div className="chart-figure__plot" style={{ height }} aria-hidden="true">
        <Suspense fallback={<div className="chart-figure__loading">Loading chart…</div>}>
          <ChartPlot kind={kind} stacked={stacked} height={height} {...(data as unknown as ChartData<AnyRow>)} />
        </Suspense>
      </div>
      <div id={tableId} className={tableShown ? 'chart-figure__table' : 'visually-hidden'}>
        <ChartTable caption={title} xLabel={xLabel} {...data} />
      </div>
    </figure>
  );
}
