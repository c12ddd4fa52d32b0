import type { QualityControlIdea } from '@app/domain/quality-control/quality-control-view';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteIdea } from '../api/delete-idea';

/**
 * Delete, after a confirmation that stays (both buttons disabled) until the call has settled (docs/product.md "Admin:
 * Quality Control").
 */
export function DeleteIdeaButton({ idea }: { idea: QualityControlIdea }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteIdea();
  return (
    <>
      <button
        type="button"
        className="button button--danger-ghost button--small"
        aria-label={`Delete idea #${idea.id}`}
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        Delete
      </button>
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title="Delete Idea"
          description={`Delete idea #${idea.id} "${idea.title}"? It can be restored from Deleted Ideas.`}
          confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
          pending={remove.isPending}
          destructive
          onConfirm={() => remove.mutate(idea, { onSettled: () => setConfirming(false) })}
        />
      )}
    </>
  );
}
