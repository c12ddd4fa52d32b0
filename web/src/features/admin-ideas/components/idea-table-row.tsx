import { memo } from 'react';
import { useRowActions, useRowPending } from '../hooks/use-row-actions';
import { useIsIdeaSelected } from '../stores/ideas-view-store';
import type { AdminIdeaRow } from '../types';
import { approvalLabel, rowCategories, visibilityLabel } from '../utils/idea-row';
import { AutoDeleteCell } from './auto-delete-cell';
import { IdeaRowActions } from './idea-row-actions';
import { SelectCheckbox } from './select-checkbox';

interface IdeaTableRowProps {
  row: AdminIdeaRow;
  /** The row's place in the whole table (the header is 1), for screen readers: only rows in view are in the page. */
  rowIndex: number;
}

/**
 * One idea (docs/product.md "Admin: Ideas"): ID, By, Batch, Title, the first 2 categories, Type, Status with its
 * labels, Auto-Delete, Actions. It re-renders only when its row, its place, its selection or its actions under way
 * change.
 */
export const IdeaTableRow = memo(function IdeaTableRow({ row, rowIndex }: IdeaTableRowProps) {
  const selected = useIsIdeaSelected(row.id);
  const { toggleSelected } = useRowActions();
  const pending = useRowPending(row.id);
  const { shown, more } = rowCategories(row.category);
  const visibility = visibilityLabel(row);
  return (
    <tr aria-rowindex={rowIndex} aria-selected={selected} data-idea-id={row.id}>
      <td className="ideas-table__select">
        <SelectCheckbox label={`Select idea ${row.id}`} checked={selected} onChange={() => toggleSelected(row.id)} />
      </td>
      <td className="ideas-table__id">{row.id}</td>
      <td>
        <span className="idea-chip" data-source={row.source}>
          {row.source}
        </span>
      </td>
      <td className="ideas-table__batch">{row.batchNumber ?? '—'}</td>
      <td>
        <div className="ideas-table__title">
          <span className="ideas-table__title-text" title={row.title}>
            {row.title}
          </span>
          {row.stamp && <span className="idea-stamp">{row.stamp}</span>}
        </div>
      </td>
      <td>
        <div className="ideas-table__categories">
          {shown.map((category, index) => (
            <span key={category} className="ideas-table__category">
              <span className="idea-chip idea-chip--category" title={category}>
                {category}
              </span>
              {index === shown.length - 1 && more > 0 && (
                <span className="ideas-table__more" title={row.category}>
                  +{more}
                </span>
              )}
            </span>
          ))}
        </div>
      </td>
      <td>
        <span className="idea-chip" data-type={row.type}>
          {row.type}
        </span>
      </td>
      <td className="ideas-table__status">
        <span className="idea-chip" data-status={row.status}>
          {row.status}
        </span>
        <span className="ideas-table__labels">
          {visibility && <span data-visibility={visibility}>{visibility}</span>}
          <span data-approved={row.approved}>{approvalLabel(row)}</span>
        </span>
      </td>
      <td className="ideas-table__auto-delete">
        <AutoDeleteCell row={row} pending={pending.includes('auto-delete')} />
      </td>
      <td className="ideas-table__actions">
        <IdeaRowActions row={row} pending={pending} />
      </td>
    </tr>
  );
});
