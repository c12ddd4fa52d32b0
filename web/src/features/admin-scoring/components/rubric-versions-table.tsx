import type { RubricVersionView } from '@app/domain/scoring/scoring-api';
import { formatDollars } from '@app/domain/jobs/job-view';
import { formatCount } from '../../../lib/number-format';
import { formatDate } from '../../../lib/format-date';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

const STATUS_LABELS: Record<RubricVersionView['status'], string> = { active: 'Active', draft: 'Draft', discarded: 'Discarded', retired: 'Retired' };

interface RubricVersionsTableProps {
  versions: readonly RubricVersionView[];
  /** The draft whose comparison shows. */
  selected: number | null;
  onCompare: (version: number) => void;
}

/** Every version of the rubric, newest first: its status, when it was drafted, how many ideas it scored, its cost. */
export function RubricVersionsTable({ versions, selected, onCompare }: RubricVersionsTableProps) {
  return (
    <DataTableWrap label="Rubric versions table">
      <table className="data-table data-table--stacked rubric-versions">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Status</th>
            <th scope="col">Drafted</th>
            <th scope="col">Scored</th>
            <th scope="col">Re-scoring cost</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.version} aria-current={version.version === selected ? 'true' : undefined}>
              <td data-label="Version">{version.version}</td>
              <td data-label="Status">
                <span className="rubric-status" data-status={version.status}>
                  {STATUS_LABELS[version.status]}
                </span>
                {version.jobId !== null && <span className="rubric-status rubric-status--running">Re-scoring</span>}
              </td>
              <td data-label="Drafted">{version.createdAt === null ? 'From the start' : formatDate(version.createdAt)}</td>
              <td data-label="Scored">
                {formatCount(version.scored)} / {formatCount(version.ideaCount)}
              </td>
              <td data-label="Re-scoring cost">{formatDollars(version.projected.dollars)}</td>
              <td data-label="Actions">
                {version.status === 'draft' && (
                  <button type="button" className="button button--secondary button--small" aria-pressed={version.version === selected} onClick={() => onCompare(version.version)}>
                    Compare
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}
