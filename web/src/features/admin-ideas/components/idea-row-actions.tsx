import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RowAction } from '../api/admin-ideas-keys';
import { useRowActions } from '../hooks/use-row-actions';
import { useRowGuard } from '../hooks/use-row-guard';
import type { AdminIdeaRow } from '../types';
import { isPlatformIdea } from '../utils/idea-row';
import { AdminIdeaMaskIcon } from './admin-idea-icon';
import { RowMenu } from './row-menu';
import { StampPicker } from './stamp-picker';

/**
 * A row's actions (docs/product.md "Admin: Ideas"): view details, the stamp picker, and a menu with Make Premium / Make
 * Free (platform ideas) and Delete (confirmed first). Each needs the row's id and type ('Invalid idea data' otherwise).
 * Icons and a menu keep the column narrow enough for the table to fit beside the sidebar.
 */
export function IdeaRowActions({ row, pending }: { row: AdminIdeaRow; pending: readonly RowAction[] }) {
  const guard = useRowGuard(row);
  const { view, changeType, remove } = useRowActions();
  const [confirming, setConfirming] = useState(false);
  const nextType = row.type === 'PREMIUM' ? 'FREE' : 'PREMIUM';
  const deleting = pending.includes('delete');

  return (
    <div className="idea-row-actions">
      <button type="button" className="icon-button idea-row-actions__icon" aria-label={`View details of idea ${row.id}`} title="View details" onClick={() => guard(() => view(row))}>
        <AdminIdeaMaskIcon name="eye" />
      </button>
      <StampPicker row={row} pending={pending.includes('stamp')} />
      <RowMenu
        label={`More actions for idea ${row.id}`}
        title="More actions"
        icon="more"
        items={() => (
          <>
            {isPlatformIdea(row) && (
              <DropdownMenu.Item
                className="menu__item"
                disabled={pending.includes('type')}
                onSelect={() => guard(() => void changeType({ idea: row, type: nextType }))}
              >
                {nextType === 'PREMIUM' ? 'Make Premium' : 'Make Free'}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={() => guard(() => setConfirming(true))}>
              Delete
            </DropdownMenu.Item>
          </>
        )}
      />
      {/* Mounted only while asked: thousands of rows scroll past, each would carry a dialog. */}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title="Delete Idea"
          description={`Delete idea #${row.id} "${row.title}"? It can be restored from Deleted Ideas.`}
          confirmLabel={deleting ? 'Deleting...' : 'Delete'}
          pending={deleting}
          destructive
          onConfirm={() => void remove(row).then(() => setConfirming(false))}
        />
      )}
    </div>
  );
}
