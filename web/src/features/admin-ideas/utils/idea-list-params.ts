import type { IdeaSource, IdeaType } from '@app/domain/ideas/idea-enumerations';

// The Filter Ideas panel and the table's sort, as GET /api/admin/ideas/all parameters (the admin curation
// contract): the server filters, sorts and pages, so what is loaded is always the first rows of the whole answer.

/** docs/product.md "Limits": pages of 500 rows; title search applied 500 ms after the last keystroke. */
export const ADMIN_IDEAS_PAGE_SIZE = 500;
export const TITLE_SEARCH_DEBOUNCE_MS = 500;

/** None (every source), every user-generated idea (UGC), or one source. */
export type SourceFilter = IdeaSource | 'UGC' | null;

export interface IdeaFilters {
  /** A batch number, or null for all batches. */
  batch: number | null;
  type: IdeaType | null;
  source: SourceFilter;
  /** As typed: only a whole number is sent. */
  idFrom: string;
  idTo: string;
  /** The applied (debounced) title search. */
  title: string;
  categories: string[];
}

export const NO_FILTERS: IdeaFilters = { batch: null, type: null, source: null, idFrom: '', idTo: '', title: '', categories: [] };

export const SORT_KEYS = ['id', 'source', 'batch', 'title', 'categories', 'type', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export interface IdeaSort {
  key: SortKey;
  order: SortOrder;
}

/** docs/product.md "Admin: Ideas": id, descending. */
export const DEFAULT_SORT: IdeaSort = { key: 'id', order: 'desc' };

/** A second click on the sorted column turns it round; another column starts ascending (the id, newest first). */
export function nextSort(current: IdeaSort, key: SortKey): IdeaSort {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: key === 'id' ? 'desc' : 'asc' };
}

/** A whole number typed in an ID box, or null for anything else (blank, '12.5', 'abc'). */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The list's filters and sort, without paging: the list's query key, so a change reads from the first page. */
export function ideaListQuery(filters: IdeaFilters, sort: IdeaSort): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.batch !== null) query.batch = String(filters.batch);
  if (filters.type !== null) query.type = filters.type;
  if (filters.source !== null) query.source = filters.source;
  const idFrom = wholeNumber(filters.idFrom);
  const idTo = wholeNumber(filters.idTo);
  if (idFrom !== null) query.idFrom = String(idFrom);
  if (idTo !== null) query.idTo = String(idTo);
  const title = filters.title.trim();
  if (title !== '') query.q = title;
  if (filters.categories.length > 0) query.categories = [...filters.categories].sort().join(',');
  query.sort = sort.key;
  query.order = sort.order;
  return query;
}

/** The search string of one page of the list. */
export function ideaListSearch(query: Record<string, string>, offset: number): string {
  return new URLSearchParams({ limit: String(ADMIN_IDEAS_PAGE_SIZE), offset: String(offset), ...query }).toString();
}
