import { usePublishIdeas, useUnpublishIdeas } from '../api/publish-ideas';
import { useIdeasViewActions } from '../stores/ideas-view-store';
import type { AdminIdeaRow } from '../types';
import { publishTargets, unpublishTargets } from '../utils/bulk-rules';

/**
 * 'Approve & Publish on Platform' and 'Unpublish / Remove from Platform' for the selected ideas (docs/product.md
 * "Admin: Ideas"): each sends only the ideas it would change and is disabled when there are none; a success clears the
 * selection.
 */
export function IdeasBulkActions({ selected }: { selected: AdminIdeaRow[] }) {
  const publish = usePublishIdeas();
  const unpublish = useUnpublishIdeas();
  const { clearSelection } = useIdeasViewActions();
  const toPublish = publishTargets(selected);
  const toUnpublish = unpublishTargets(selected);
  const busy = publish.isPending || unpublish.isPending;

  return (
    <div className="ideas-bulk" role="group" aria-label="Selected ideas">
      <span className="ideas-bulk__count" aria-live="polite">
        {selected.length} selected
      </span>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy || toPublish.length === 0}
        onClick={() => publish.mutate(toPublish, { onSuccess: clearSelection })}
      >
        {publish.isPending ? 'Publishing...' : 'Approve & Publish on Platform'}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy || toUnpublish.length === 0}
        onClick={() => unpublish.mutate(toUnpublish, { onSuccess: clearSelection })}
      >
        {unpublish.isPending ? 'Unpublishing...' : 'Unpublish / Remove from Platform'}
      </button>
    </div>
  );
}
