import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import type { AdminUser } from '../types';
import { userLabel } from '../utils/admin-users';

/**
 * The Actions column of a non-admin row: Delete, confirmed in the 'Delete User' dialog (docs/product.md "Admin:
 * Users").
 */
export function DeleteUserButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();
  const name = userLabel(user);

  return (
    <>
      <button type="button" className="button button--danger-ghost button--small" aria-label={`Delete ${name}`} onClick={() => setOpen(true)}>
        <TrashIcon />
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete User"
        description={`Delete ${name}${user.email && user.email !== name ? ` (${user.email})` : ''}? The account is removed with its personal data and signed out everywhere. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate(user.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
