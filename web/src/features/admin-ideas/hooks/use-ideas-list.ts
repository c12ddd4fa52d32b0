import { useEffect, useMemo, useRef } from 'react';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionExpiredRedirect } from '../../../hooks/use-session-expired-redirect';
import { useArchiveExpired } from '../../../lib/countdown/use-archive-expired';
import { ADMIN_LOGIN_MESSAGE } from '../../../lib/login-redirect';
import { useArchiveIdea } from '../api/archive-idea';
import { useAdminIdeas } from '../api/get-admin-ideas';
import { useIdeaFilters, useIdeaSort } from '../stores/ideas-view-store';
import type { AdminIdeaRow } from '../types';
import { ideasLoadFailed } from '../utils/admin-ideas-toasts';
import { ideaListQuery } from '../utils/idea-list-params';
import { isPlatformIdea } from '../utils/idea-row';

const NO_ROWS: AdminIdeaRow[] = [];

/**
 * The list the filters and sort ask for, page by page: its loaded rows, how many match in all, and the query's state. A
 * 401 sends the admin to /login with 'Please login to access admin panel' (docs/product.md "Admin: Ideas"); another
 * failure is a toast once, and the inline error. Platform ideas whose countdown runs out are archived (docs/product.md
 * "Admin: Ideas").
 */
export function useIdeasList() {
  const filters = useIdeaFilters();
  const sort = useIdeaSort();
  const query = useMemo(() => ideaListQuery(filters, sort), [filters, sort]);
  const list = useAdminIdeas(query);
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.ideas) ?? NO_ROWS, [list.data]);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  const redirectIfSessionExpired = useSessionExpiredRedirect(ADMIN_LOGIN_MESSAGE);
  const announced = useRef(0);
  useEffect(() => {
    if (!list.isError || announced.current === list.errorUpdatedAt) return;
    announced.current = list.errorUpdatedAt;
    if (!redirectIfSessionExpired(list.error)) toast(ideasLoadFailed(list.error));
  }, [list.isError, list.error, list.errorUpdatedAt, redirectIfSessionExpired]);

  const { mutate: archive } = useArchiveIdea();
  const countingDown = useMemo(() => rows.filter(isPlatformIdea), [rows]);
  useArchiveExpired(countingDown, archive);

  return { rows, total, list };
}
