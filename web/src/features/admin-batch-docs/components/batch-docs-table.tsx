import { formatDollars, tokenCost, type BatchDocView, type DocGenerationFigures } from '@app/domain/jobs/job-view';
import '../../../components/ui/data-table.css';
import { UsageFigures } from '../../../components/ui/usage-figures';
import { formatLatency } from '../../../lib/ai-usage';
import { formatCount } from '../../../lib/number-format';
import { DOCUMENT_COLUMNS } from '../utils/batch-docs';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

/**
 * Idea (id and title), Batch, one column per document (its latest generation's latency over its input and output
 * tokens), Total and Cost (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"). The table scrolls sideways
 * where it does not fit (a phone).
 */
export function BatchDocsTable({ rows }: { rows: BatchDocView[] }) {
  return (
    <DataTableWrap label="Batch documents table">
      <table className="data-table batch-docs-table">
        <thead>
          <tr>
            <th scope="col">Idea</th>
            <th scope="col">Batch</th>
            {DOCUMENT_COLUMNS.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
            <th scope="col">Total</th>
            <th scope="col">Cost</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="batch-docs-table__idea">
                <span className="batch-docs-table__id">#{row.ideaId}</span> <span className="batch-docs-table__title">{row.title || '—'}</span>
              </td>
              <td className="batch-docs-table__batch">{row.batch === null ? '—' : `#${row.batch}`}</td>
              {DOCUMENT_COLUMNS.map(({ key }) => (
                <td key={key}>
                  <DocumentFigures figures={row[key]} />
                </td>
              ))}
              <td className="batch-docs-table__total">
                <DocumentFigures figures={row} />
              </td>
              <td className="batch-docs-table__cost">{formatDollars(tokenCost(row.tokensIn, row.tokensOut).total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}

/** A generation's latency over its tokens; a dash for a document the idea has no generation of. */
function DocumentFigures({ figures }: { figures: DocGenerationFigures | null }) {
  if (figures === null) return <span className="batch-docs-table__none">—</span>;
  return (
    <UsageFigures
      main={formatLatency(figures.latency)}
      parts={[
        ['In', formatCount(figures.tokensIn)],
        ['Out', formatCount(figures.tokensOut)],
      ]}
      stacked
    />
  );
}
