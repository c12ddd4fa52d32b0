import type { InfiniteData } from '@tanstack/react-query';
import type { AdminIdeaPage, AdminIdeaRow } from '../types';

// A change the admin makes shows on its row at once, in every loaded list: re-reading a list of thousands of rows
// page by page for one flag would be slow, and the list is fresh for 5 minutes anyway (docs/product.md "Admin: Ideas").

type Pages = InfiniteData<AdminIdeaPage> | undefined;

/** The pages with `patch` applied to the rows of `ids`; the same object when none of them is loaded. */
export function withRowChanges(data: Pages, ids: readonly number[], patch: (row: AdminIdeaRow) => Partial<AdminIdeaRow>): Pages {
  if (!data) return data;
  const wanted = new Set(ids);
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.ideas.some((idea) => wanted.has(idea.id))) return page;
    changed = true;
    return { ...page, ideas: page.ideas.map((idea) => (wanted.has(idea.id) ? { ...idea, ...patch(idea) } : idea)) };
  });
  return changed ? { ...data, pages } : data;
}

/** The pages without the row of `id`, the total one lower. */
export function withoutRow(data: Pages, id: number): Pages {
  if (!data || !data.pages.some((page) => page.ideas.some((idea) => idea.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ideas: page.ideas.filter((idea) => idea.id !== id), total: Math.max(0, page.total - 1) })),
  };
}
