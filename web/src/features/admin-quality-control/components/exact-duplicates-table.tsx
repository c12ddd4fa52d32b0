import type { ExactDuplicateGroup, QualityControlIdea } from '@app/domain/quality-control/quality-control-view';
import '../../../components/ui/data-table.css';
import { formatDate } from '../../../lib/format-date';
import { DeleteIdeaButton } from './delete-idea-button';
import { IdeaBadges } from './idea-badges';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

interface ExactDuplicatesTableProps {
  groups: ExactDuplicateGroup[];
  onView: (idea: QualityControlIdea) => void;
}

/**
 * The exact duplicates (docs/product.md "Admin: Quality Control"), one group of rows per text: Idea (id and title),
 * Category, Batch, Type / Status, Created, and View and Delete. The table scrolls sideways where it does not fit (a
 * phone).
 */
export function ExactDuplicatesTable({ groups, onView }: ExactDuplicatesTableProps) {
  return (
    <DataTableWrap label="Exact duplicates table">
      <table className="data-table qc-table">
        <thead>
          <tr>
            <th scope="col">Idea</th>
            <th scope="col">Category</th>
            <th scope="col">Batch</th>
            <th scope="col">Type / Status</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        {groups.map((group, index) => (
          <tbody key={group.key} className="qc-group">
            <tr>
              <th scope="rowgroup" colSpan={6} className="qc-group__title">
                Group {index + 1}: {group.ideas.length} identical ideas
              </th>
            </tr>
            {group.ideas.map((idea) => (
              <tr key={idea.id}>
                <td className="qc-table__title">
                  <span className="qc-table__id">#{idea.id}</span> {idea.title || '—'}
                </td>
                <td className="qc-table__category">{idea.category || '—'}</td>
                <td className="qc-table__nowrap">{idea.batchNumber === null ? '—' : `#${idea.batchNumber}`}</td>
                <td>
                  <IdeaBadges idea={idea} />
                </td>
                <td className="qc-table__nowrap">{formatDate(idea.createdAt || null)}</td>
                <td>
                  <span className="qc-table__actions">
                    <button type="button" className="button button--secondary button--small" aria-label={`View idea #${idea.id}`} onClick={() => onView(idea)}>
                      View
                    </button>
                    <DeleteIdeaButton idea={idea} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </DataTableWrap>
  );
}
