import { formatDollars, tokenCost, type BatchRunView } from '@app/domain/jobs/job-view';
import '../../../components/ui/data-table.css';
import { UsageFigures } from '../../../components/ui/usage-figures';
import { formatLatency } from '../../../lib/ai-usage';
import { formatCount } from '../../../lib/number-format';
import { formatDate, formatTime } from '../../../lib/format-date';
import { CategoriesCell } from './categories-cell';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

/**
 * Batch, Free, Premium, Categories, Latency, Tokens, Cost, Date (docs/product.md "Admin: AI jobs, Batch-Runs and
 * Batch-Docs"). Latency and tokens show the run's total over its parts; the table scrolls sideways where it does not
 * fit (a phone).
 */
export function BatchRunsTable({ runs }: { runs: BatchRunView[] }) {
  return (
    <DataTableWrap label="Batch runs table">
      <table className="data-table batch-runs-table">
        <thead>
          <tr>
            <th scope="col">Batch</th>
            <th scope="col" className="batch-runs-table__number">
              Free
            </th>
            <th scope="col" className="batch-runs-table__number">
              Premium
            </th>
            <th scope="col">Categories</th>
            <th scope="col">Latency</th>
            <th scope="col">Tokens</th>
            <th scope="col">Cost</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td className="batch-runs-table__batch">#{run.batch}</td>
              <td className="batch-runs-table__number">{run.free}</td>
              <td className="batch-runs-table__number">{run.premium}</td>
              <td className="batch-runs-table__categories">
                <CategoriesCell batch={run.batch} categories={run.categories} />
              </td>
              <td>
                <UsageFigures
                  main={formatLatency(run.latency)}
                  parts={[
                    ['Free', formatLatency(run.freeLatency)],
                    ['Premium', formatLatency(run.premiumLatency)],
                  ]}
                  stacked
                />
              </td>
              <td>
                <UsageFigures
                  main={formatCount(run.tokens)}
                  parts={[
                    ['In', formatCount(run.tokensIn)],
                    ['Out', formatCount(run.tokensOut)],
                  ]}
                  stacked
                />
              </td>
              <td className="batch-runs-table__cost">{formatDollars(tokenCost(run.tokensIn, run.tokensOut).total)}</td>
              <td className="batch-runs-table__date">
                {run.createdAt ? (
                  <time dateTime={run.createdAt}>
                    <span>{formatDate(run.createdAt)}</span> <span>{formatTime(run.createdAt)}</span>
                  </time>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}
