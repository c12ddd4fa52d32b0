import { lazy, Suspense, useId } from 'react';
import type { BucketRow } from '../utils/distribution-rows';

const DistributionChart = lazy(() => import('./distribution-chart').then((m) => ({ default: m.DistributionChart })));

interface DistributionFigureProps {
  title: string;
  rows: readonly BucketRow[];
  activeName: string;
  candidateName: string;
}

/** One histogram of the comparison: the chart, and the same counts as a table for screen readers and for reading. */
export function DistributionFigure({ title, rows, activeName, candidateName }: DistributionFigureProps) {
  const titleId = useId();
  return (
    <figure className="scoring-figure" aria-labelledby={titleId}>
      <figcaption id={titleId} className="scoring-figure__title">
        {title}
      </figcaption>
      <Suspense fallback={<div className="scoring-chart scoring-chart--loading" aria-hidden />}>
        <DistributionChart rows={rows} activeName={activeName} candidateName={candidateName} />
      </Suspense>
      <details className="scoring-figure__table">
        <summary>Show as a table</summary>
        <div className="data-table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">{title}: ideas per score</caption>
            <thead>
              <tr>
                <th scope="col">Score</th>
                <th scope="col">{activeName}</th>
                <th scope="col">{candidateName}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.bucket}>
                  <th scope="row">{row.bucket}</th>
                  <td>{row.active}</td>
                  <td>{row.candidate}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
