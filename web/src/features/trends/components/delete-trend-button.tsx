import type { TrendView } from '@app/domain/trends/trend-view';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteTrend } from '../api/delete-trend';
import { TrashIcon } from './icons';

interface DeleteTrendButtonProps {
  trend: Pick<TrendView, 'id' | 'title'>;
  /** 'icon' on a card of the list; 'labelled' on the trend's own page. */
  appearance?: 'icon' | 'labelled';
  /** After the deletion (its toast is shown): where the trend's own page goes. */
  onDeleted?: () => void;
}

/**
 * ADMIN only (docs/product.md "Admin: Trends"): deletes the trend after a confirmation; its ideas stay in the catalog.
 */
export function DeleteTrendButton({ trend, appearance = 'icon', onDeleted }: DeleteTrendButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTrend(onDeleted ? { onDeleted } : {});

  return (
    <>
      {appearance === 'icon' ? (
        <button
          type="button"
          className="icon-button trend-card__delete"
          aria-label={`Delete trend ${trend.title}`}
          title="Delete trend"
          onClick={() => setOpen(true)}
        >
          <TrashIcon />
        </button>
      ) : (
        <button type="button" className="button button--danger-ghost button--small" onClick={() => setOpen(true)}>
          <TrashIcon />
          Delete Trend
        </button>
      )}
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
