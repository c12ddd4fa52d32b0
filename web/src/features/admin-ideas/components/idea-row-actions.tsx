import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useChangeIdeaType } from '../api/change-idea-type';
import { useDeleteIdea } from '../api/delete-idea';
import { useRowGuard } from '../hooks/use-row-guard';
import { useIdeasViewActions } from '../stores/ideas-view-store';
import type { AdminIdeaRow } from '../types';
import { isPlatformIdea } from '../utils/idea-row';
import { AdminIdeaIcon } from './admin-idea-icon';
import { StampPicker } from './stamp-picker';

/**
 * A row's actions (spec 001 §2): view details; Make Premium / Make Free (platform ideas); the stamp picker; delete,
 * confirmed first. Each needs the row's id and type ('Invalid idea data' otherwise).
 */
export function IdeaRowActions({ row, onView }: { row: AdminIdeaRow; onView: (row: AdminIdeaRow) => void }) {
  const guard = useRowGuard(row);
  const changeType = useChangeIdeaType();
  const nextType = row.type === 'PREMIUM' ? 'FREE' : 'PREMIUM';
  return (
    <div className="idea-row-actions">
      <button type="button" className="icon-button idea-row-actions__icon" aria-label={`View details of idea ${row.id}`} title="View details" onClick={() => guard(() => onView(row))}>
        <AdminIdeaIcon name="eye" />
      </button>
      {isPlatformIdea(row) && (
        <button
          type="button"
          className="button button--secondary button--small idea-row-actions__type"
          disabled={changeType.isPending}
          aria-label={`${nextType === 'PREMIUM' ? 'Make Premium' : 'Make Free'}: idea ${row.id}`}
          onClick={() => guard(() => changeType.mutate({ idea: row, type: nextType }))}
        >
          {nextType === 'PREMIUM' ? 'Make Premium' : 'Make Free'}
        </button>
      )}
      <StampPicker row={row} />
      <DeleteIdeaButton row={row} />
    </div>
  );
}

function DeleteIdeaButton({ row }: { row: AdminIdeaRow }) {
  const [open, setOpen] = useState(false);
  const guard = useRowGuard(row);
  const remove = useDeleteIdea();
  const { deselect } = useIdeasViewActions();
  return (
    <>
      <button type="button" className="icon-button idea-row-actions__icon idea-row-actions__delete" aria-label={`Delete idea ${row.id}`} title="Delete" onClick={() => guard(() => setOpen(true))}>
        <AdminIdeaIcon name="trash" />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Idea"
        description={`Delete idea #${row.id} "${row.title}"? It can be restored from Deleted Ideas.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        pending={remove.isPending}
        destructive
        onConfirm={() =>
          remove.mutate(row, {
            onSuccess: () => deselect(row.id),
            onSettled: () => setOpen(false),
          })
        }
      />
    </>
  );
}
