import { useId, useState } from 'react';
import { ChartDrawing } from './chart-drawing';
import { ChartTable } from './chart-table';
import type { ChartData, ChartLook } from './chart-types';
import './charts.css';

export type ChartFigureProps<Row> = ChartData<Row> &
  ChartLook & {
    title: string;
    /** Beside the title: what the scale means ('(log scale)'). */
    note?: string;
    /** The plot's height in pixels (240 by default). */
    height?: number;
    /** The table's heading of the x column ('Date' by default). */
    xLabel?: string;
    /** Added to the figure's class ('card' for a figure that stands alone). */
    className?: string;
  };

/** A titled chart with its table (index.ts): the plot drawn once recharts has loaded, the table behind 'Show table'. */
export function ChartFigure<Row>({ title, note, height = 240, xLabel, className, ...plot }: ChartFigureProps<Row>) {
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure className={className ? `chart-figure ${className}` : 'chart-figure'} aria-labelledby={titleId}>
      <figcaption className="chart-figure__header">
        <span className="chart-figure__title">
          <span id={titleId}>{title}</span>
          {note && <span className="chart-figure__note"> {note}</span>}
        </span>
        <button type="button" className="button button--secondary button--small" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? 'Hide table' : 'Show table'}
        </button>
      </figcaption>
      <ChartDrawing height={height} {...plot} />
      <div id={tableId} className={tableShown ? 'chart-figure__table' : 'visually-hidden'}>
        <ChartTable caption={title} xLabel={xLabel} {...plot} />
      </div>
    </figure>
  );
}
