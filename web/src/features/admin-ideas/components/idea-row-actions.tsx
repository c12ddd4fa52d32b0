import { DropdownMenu } from 'radix-ui';
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
 * A row's actions (spec 001 §2): view details, the stamp picker, and a menu with Make Premium / Make Free (platform
 * ideas) and Delete (confirmed first). Each needs the row's id and type ('Invalid idea data' otherwise). Icons and a
 * menu keep the column narrow enough for the table to fit beside the sidebar.
 */
export function IdeaRowActions({ row, onView }: { row: AdminIdeaRow; onView: (row: AdminIdeaRow) => void }) {
  const guard = useRowGuard(row);
  const changeType = useChangeIdeaType();
  const remove = useDeleteIdea();
  const { deselect } = useIdeasViewActions();
  const [confirming, setConfirming] = useState(false);
  const nextType = row.type === 'PREMIUM' ? 'FREE' : 'PREMIUM';

  return (
    <div className="idea-row-actions">
      <button type="button" className="icon-button idea-row-actions__icon" aria-label={`View details of idea ${row.id}`} title="View details" onClick={() => guard(() => onView(row))}>
        <AdminIdeaIcon name="eye" />
      </button>
      <StampPicker row={row} />
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="icon-button idea-row-actions__icon" aria-label={`More actions for idea ${row.id}`} title="More actions">
          <AdminIdeaIcon name="more" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
            {isPlatformIdea(row) && (
              <DropdownMenu.Item className="menu__item" disabled={changeType.isPending} onSelect={() => guard(() => changeType.mutate({ idea: row, type: nextType }))}>
                {nextType === 'PREMIUM' ? 'Make Premium' : 'Make Free'}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={() => guard(() => setConfirming(true))}>
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {/* Mounted only while asked: thousands of rows scroll past, each would carry a dialog. */}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title="Delete Idea"
          description={`Delete idea #${row.id} "${row.title}"? It can be restored from Deleted Ideas.`}
          confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
          pending={remove.isPending}
          destructive
          onConfirm={() => remove.mutate(row, { onSuccess: () => deselect(row.id), onSettled: () => setConfirming(false) })}
        />
      )}
    </div>
  );
}
