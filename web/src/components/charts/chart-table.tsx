import { formatCount } from '../../lib/number-format';
import '../ui/data-table.css';
import { plainX, type ChartData } from './chart-types';
import { DataTableWrap } from '../ui/data-table-wrap';

/** The numbers of a chart as a table: a row per point, a column per series. */
export function ChartTable<Row>({ caption, rows, x, series, xLabel = 'Date', formatX = plainX, formatValue = formatCount }: ChartData<Row> & { caption: string; xLabel?: string }) {
  return (
    <DataTableWrap label={caption}>
      <table className="data-table data-table--figures">
        {/* The figure's caption shows the title: this one names the table for a screen reader. */}
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{xLabel}</th>
            {series.map((one) => (
              <th key={one.key} scope="col" className="data-table__number">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[x])}>
              <th scope="row">{formatX(row[x])}</th>
              {series.map((one) => (
                <td key={one.key} className="data-table__number">
                  {formatValue(Number(row[one.key]))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}
