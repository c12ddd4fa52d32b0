import { Suspense, type ReactNode } from 'react';
import './idea-charts.css';

/** One column of a chart's table alternative. */
export interface ChartColumn {
  label: string;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

export interface ChartTable {
  columns: readonly ChartColumn[];
  /** One cell per column, already formatted. */
  rows: readonly (readonly (string | number)[])[];
}

interface IdeaChartFigureProps {
  title: string;
  /** Under the title: what the chart's scale means, say. */
  note?: string;
  table: ChartTable;
  /** The chart itself (a lazily loaded recharts module): hidden from screen readers, who read the table instead. */
  children: ReactNode;
  /** The chart's height in px, kept while the chart module loads so nothing jumps. */
  height: number;
}

/**
 * A chart with its accessible alternative (docs/features.md "Charts"): the drawing is hidden from assistive technology
 * and the same figures are a real table under 'Show as table', open to anyone who prefers numbers.
 */
export function IdeaChartFigure({ title, note, table, children, height }: IdeaChartFigureProps) {
  return (
    <figure className="idea-chart">
      <figcaption className="idea-chart__title">
        {title}
        {note && <span className="idea-chart__note"> {note}</span>}
      </figcaption>
      <div className="idea-chart__chart" style={{ height }} aria-hidden>
        <Suspense fallback={<div className="idea-chart__placeholder" />}>{children}</Suspense>
      </div>
      <details className="idea-chart__details">
        <summary>Show as table</summary>
        <div className="idea-chart__table-wrap">
          <table className="idea-chart__table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column.label} scope="col" data-numeric={column.numeric || undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, index) => (
                    <td key={table.columns[index]?.label ?? index} data-numeric={table.columns[index]?.numeric || undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
