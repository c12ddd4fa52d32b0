import type { TrendView } from '@app/domain/trends/trend-view';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteTrend } from '../api/delete-trend';
import { TrashIcon } from './icons';

/** ADMIN only (spec 000 §6): deletes the trend after a confirmation; its ideas stay in the catalog. */
export function DeleteTrendButton({ trend }: { trend: Pick<TrendView, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTrend();

  return (
    <>
      <button
        type="button"
        className="icon-button trend-card__delete"
        aria-label={`Delete trend ${trend.title}`}
        title="Delete trend"
        onClick={() => setOpen(true)}
      >
        <TrashIcon />
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Trend"
        description={`Delete "${trend.title}"? Its ideas stay on the platform; only their links to this trend go. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete'}
        pending={remove.isPending}
        destructive
        onConfirm={() => remove.mutate(trend.id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
