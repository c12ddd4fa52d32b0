import '../../../components/ui/data-table.css';
import { ClampedText } from '../../../components/ui/clamped-text';
import { formatDateTime } from '../../../lib/format-date';
import type { DeletedIdea } from '../types';
import { RestoreIdeaButton } from './restore-idea-button';
import { DataTableWrap } from '../../../components/ui/data-table-wrap';

/**
 * ID, Source, Title, Description, Deleted, Actions. On a narrow screen each row becomes a card whose cells carry
 * their column's name (`data-label`).
 */
export function DeletedIdeasTable({ ideas }: { ideas: DeletedIdea[] }) {
  return (
    <DataTableWrap label="Deleted ideas table">
      <table className="data-table data-table--stacked deleted-ideas-table">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Source</th>
            <th scope="col">Title</th>
            <th scope="col">Description</th>
            <th scope="col">Deleted</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {ideas.map((idea) => (
            <tr key={idea.id}>
              <td data-label="ID" className="deleted-ideas-table__id">
                {idea.ideaId}
              </td>
              <td data-label="Source">
                <span className="source-badge" data-source={idea.source}>
                  {idea.source}
                </span>
              </td>
              <td data-label="Title" className="deleted-ideas-table__title">
                {idea.title || '—'}
              </td>
              <td data-label="Description" className="deleted-ideas-table__description">
                {idea.description ? <ClampedText text={idea.description} /> : '—'}
              </td>
              <td data-label="Deleted" className="deleted-ideas-table__date">
                {idea.deletedAt ? <time dateTime={idea.deletedAt}>{formatDateTime(idea.deletedAt)}</time> : '—'}
              </td>
              <td data-label="Actions">
                <RestoreIdeaButton idea={idea} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DataTableWrap>
  );
}
