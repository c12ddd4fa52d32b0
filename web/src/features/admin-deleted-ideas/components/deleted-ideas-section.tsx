import { DataCard } from '../../../components/ui/data-card';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useDeletedIdeas } from '../api/get-deleted-ideas';
import { NO_DELETED_IDEAS, loadFailedText } from '../utils/deleted-ideas';
import './admin-deleted-ideas.css';
import { DeletedIdeasTable } from './deleted-ideas-table';

/**
 * The admin panel's Deleted Ideas section (docs/product.md "Admin: Deleted Ideas"): the deleted ideas, newest first,
 * each with Restore. A failed read says why inline, with a retry; a refused session goes to /login.
 */
export function DeletedIdeasSection() {
  const ideas = useDeletedIdeas();
  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  return (
    <DataCard
      title="Deleted ideas"
      query={ideas}
      noun={['deleted idea', 'deleted ideas']}
      loadingLabel="Loading deleted ideas"
      emptyText={NO_DELETED_IDEAS}
      failedText={loadFailedText(ideas.error)}
      onFailure={redirectIfSessionExpired}
    >
      {(list) => <DeletedIdeasTable ideas={list} />}
    </DataCard>
  );
}
