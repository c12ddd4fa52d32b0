import { TREND_NEW_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import type { TrendType, TrendView } from '@app/domain/trends/trend-view';
import { PRODUCT_NAME } from '../../../config/product';

// What the trends list shows (docs/product.md "Trends"): keyword search, source filter, type tabs
// with counts, and the grids grouped by type.

export const TREND_TABS = ['all', 'PROBLEM', 'RFI'] as const;
export type TrendTab = (typeof TREND_TABS)[number];

export const TREND_TAB_LABELS: Record<TrendTab, string> = { all: 'All', PROBLEM: 'Problems', RFI: 'Request for Ideas' };

/** The badge on a card. */
export const TREND_TYPE_LABELS: Record<TrendType, string> = { PROBLEM: 'Problem', RFI: 'Request for Ideas' };

/**
 * 'IdeaPlatform' is the product's own value (docs/product.md "Data model"); 'Other' takes any source besides the two.
 */
export const TREND_SOURCE_FILTERS = ['all', 'YC', 'IdeaPlatform', 'Other'] as const;
export type TrendSourceFilter = (typeof TREND_SOURCE_FILTERS)[number];

export const TREND_SOURCE_LABELS: Record<TrendSourceFilter, string> = {
  all: 'All',
  YC: 'YC',
  IdeaPlatform: PRODUCT_NAME,
  Other: 'Other',
};

export interface TrendFilters {
  search: string;
  source: TrendSourceFilter;
}

export const NO_TREND_FILTERS: TrendFilters = { search: '', source: 'all' };

export function isTrendTab(value: unknown): value is TrendTab {
  return TREND_TABS.includes(value as TrendTab);
}

export function isTrendSourceFilter(value: unknown): value is TrendSourceFilter {
  return TREND_SOURCE_FILTERS.includes(value as TrendSourceFilter);
}

/** True for 7 days after the trend was created (docs/product.md "Trends"). A date in the future counts as new. */
export function isNewTrend(createdAt: string, now: number): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now - created < TREND_NEW_WINDOW_MS;
}

/** The source filter a trend falls under. */
export function trendSourceKey(source: string): Exclude<TrendSourceFilter, 'all'> {
  return source === 'YC' || source === 'IdeaPlatform' ? source : 'Other';
}

/** How a source is named on a badge: the product's own trends carry the product's name. */
export function trendSourceLabel(source: string): string {
  return source === 'IdeaPlatform' ? PRODUCT_NAME : source;
}

/** Every word of the search must appear in the title or the description, in any case and order. */
export function matchesTrendSearch(trend: Pick<TrendView, 'title' | 'description'>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${trend.title}\n${trend.description}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The trends the search and source filter let through, in the order given (the server's: newest first). */
export function filterTrends<T extends TrendView>(trends: readonly T[], filters: TrendFilters): T[] {
  return trends.filter(
    (trend) =>
      (filters.source === 'all' || trendSourceKey(trend.source) === filters.source) && matchesTrendSearch(trend, filters.search),
  );
}

/** The count on each tab: what that tab would show under the current search and source filter. */
export function trendTabCounts(filtered: readonly TrendView[]): Record<TrendTab, number> {
  const counts: Record<TrendTab, number> = { all: filtered.length, PROBLEM: 0, RFI: 0 };
  for (const trend of filtered) if (trend.type === 'PROBLEM' || trend.type === 'RFI') counts[trend.type] += 1;
  return counts;
}

export interface TrendGroup<T> {
  type: TrendType;
  heading: string;
  trends: T[];
}

/**
 * The grids of a tab: under All one per type (Problems, then Request for Ideas), under a type tab just that one;
 * an empty group is left out.
 */
export function groupTrends<T extends TrendView>(filtered: readonly T[], tab: TrendTab): TrendGroup<T>[] {
  const types: TrendType[] = tab === 'all' ? ['PROBLEM', 'RFI'] : [tab];
  return types
    .map((type) => ({ type, heading: TREND_TAB_LABELS[type], trends: filtered.filter((trend) => trend.type === type) }))
    .filter((group) => group.trends.length > 0);
}

export function hasTrendFilters(filters: TrendFilters, tab: TrendTab): boolean {
  return filters.search.trim() !== '' || filters.source !== 'all' || tab !== 'all';
}

/** '1 idea', '12 ideas'. */
export function ideaCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'idea' : 'ideas'}`;
}

export interface TrendListState extends TrendFilters {
  tab: TrendTab;
}

/**
 * The list's filters live in the address (?q=&source=&tab=), so going back from a trend finds them as they were
 * and a filtered list can be shared. Unknown values read as 'all'.
 */
export function readTrendListState(params: URLSearchParams): TrendListState {
  const source = params.get('source');
  const tab = params.get('tab');
  return {
    search: params.get('q') ?? '',
    source: isTrendSourceFilter(source) ? source : 'all',
    tab: isTrendTab(tab) ? tab : 'all',
  };
}

/** The address for `changes` applied to the current one; defaults are left out, other parameters kept. */
export function writeTrendListState(params: URLSearchParams, changes: Partial<TrendListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const state = { ...readTrendListState(params), ...changes };
  const set = (key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));
  set('q', state.search, '');
  set('source', state.source, 'all');
  set('tab', state.tab, 'all');
  return next;
}
