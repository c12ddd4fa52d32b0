import { useRestoreDeletedIdea } from '../api/restore-deleted-idea';
import type { DeletedIdea } from '../types';

/** The Actions column: Restore, disabled while its call is on its way. */
export function RestoreIdeaButton({ idea }: { idea: DeletedIdea }) {
  const restore = useRestoreDeletedIdea();
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={`Restore ${idea.title || `idea ${idea.ideaId}`}`}
      disabled={restore.isPending}
      onClick={() => restore.mutate(idea)}
    >
      <RestoreIcon />
      {restore.isPending ? 'Restoring...' : 'Restore'}
    </button>
  );
}

function RestoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </svg>
  );
}
