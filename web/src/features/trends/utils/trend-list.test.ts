import { TREND_NEW_WINDOW_MS } from '@app/domain/ideas/idea-enumerations';
import type { TrendView } from '@app/domain/trends/trend-view';
import { describe, expect, it } from 'vitest';
import {
  TREND_SOURCE_LABELS,
  TREND_TAB_LABELS,
  filterTrends,
  groupTrends,
  hasTrendFilters,
  ideaCountLabel,
  isNewTrend,
  matchesTrendSearch,
  readTrendListState,
  trendSourceLabel,
  trendTabCounts,
  writeTrendListState,
} from './trend-list';

const NOW = Date.parse('2025-03-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let nextId = 1;
function trend(fields: Partial<TrendView>): TrendView {
  const id = nextId++;
  return {
    id,
    title: `Trend ${id}`,
    description: 'A description',
    type: 'PROBLEM',
    source: 'YC',
    ideaCount: 0,
    createdAt: new Date(NOW - 30 * DAY).toISOString(),
    updatedAt: new Date(NOW - 30 * DAY).toISOString(),
    ...fields,
  };
}

const clinics = trend({ title: 'Rural clinics lack specialists', description: 'Telehealth for remote areas', type: 'PROBLEM', source: 'YC' });
const freight = trend({ title: 'Freight paperwork', description: 'Customs forms are still on paper', type: 'PROBLEM', source: 'IdeaPlatform' });
const climate = trend({ title: 'Climate fintech', description: 'Carbon accounting for small firms', type: 'RFI', source: 'YC' });
const legacy = trend({ title: 'Legacy banking cores', description: 'Replacing COBOL', type: 'RFI', source: 'Other' });
const all = [clinics, freight, climate, legacy];

describe("'New' (7 days after creation)", () => {
  it('is new under 7 days old and not from then on', () => {
    expect(isNewTrend(new Date(NOW - 1000).toISOString(), NOW)).toBe(true);
    expect(isNewTrend(new Date(NOW - TREND_NEW_WINDOW_MS + 1000).toISOString(), NOW)).toBe(true);
    expect(isNewTrend(new Date(NOW - TREND_NEW_WINDOW_MS).toISOString(), NOW)).toBe(false);
    expect(isNewTrend(new Date(NOW - 8 * DAY).toISOString(), NOW)).toBe(false);
  });

  it('uses the 7-day window of the catalog', () => {
    expect(TREND_NEW_WINDOW_MS).toBe(7 * DAY);
  });

  it('is not new for a date it cannot read', () => {
    expect(isNewTrend('not a date', NOW)).toBe(false);
  });
});

describe('search over title and description', () => {
  it('matches in any case, in the title or the description', () => {
    expect(matchesTrendSearch(clinics, 'RURAL')).toBe(true);
    expect(matchesTrendSearch(clinics, 'telehealth')).toBe(true);
    expect(matchesTrendSearch(clinics, 'freight')).toBe(false);
  });

  it('needs every word, in any order; a blank search matches everything', () => {
    expect(matchesTrendSearch(clinics, '  remote   clinics ')).toBe(true);
    expect(matchesTrendSearch(clinics, 'remote freight')).toBe(false);
    expect(matchesTrendSearch(clinics, '   ')).toBe(true);
  });
});

describe('filterTrends', () => {
  it('lets everything through without filters, in the order given', () => {
    expect(filterTrends(all, { search: '', source: 'all' })).toEqual(all);
  });

  it('filters by source: YC, the product, Other', () => {
    expect(filterTrends(all, { search: '', source: 'YC' })).toEqual([clinics, climate]);
    expect(filterTrends(all, { search: '', source: 'IdeaPlatform' })).toEqual([freight]);
    expect(filterTrends(all, { search: '', source: 'Other' })).toEqual([legacy]);
  });

  it('counts an unknown source as Other', () => {
    const odd = trend({ source: 'HN' as TrendView['source'] });
    expect(filterTrends([odd], { search: '', source: 'Other' })).toEqual([odd]);
    expect(filterTrends([odd], { search: '', source: 'YC' })).toEqual([]);
  });

  it('combines the search and the source', () => {
    expect(filterTrends(all, { search: 'carbon', source: 'YC' })).toEqual([climate]);
    expect(filterTrends(all, { search: 'carbon', source: 'Other' })).toEqual([]);
  });
});

describe('tabs and groups', () => {
  it('labels the tabs and the sources as the spec names them', () => {
    expect(TREND_TAB_LABELS).toEqual({ all: 'All', PROBLEM: 'Problems', RFI: 'Request for Ideas' });
    expect(TREND_SOURCE_LABELS).toEqual({ all: 'All', YC: 'YC', IdeaPlatform: 'IdeaPlatform', Other: 'Other' });
    expect(trendSourceLabel('IdeaPlatform')).toBe('IdeaPlatform');
  });

  it('counts each tab over what the search and source let through', () => {
    expect(trendTabCounts(all)).toEqual({ all: 4, PROBLEM: 2, RFI: 2 });
    expect(trendTabCounts(filterTrends(all, { search: '', source: 'YC' }))).toEqual({ all: 2, PROBLEM: 1, RFI: 1 });
    expect(trendTabCounts([])).toEqual({ all: 0, PROBLEM: 0, RFI: 0 });
  });

  it('groups by type under All: Problems first, then Request for Ideas', () => {
    expect(groupTrends(all, 'all')).toEqual([
      { type: 'PROBLEM', heading: 'Problems', trends: [clinics, freight] },
      { type: 'RFI', heading: 'Request for Ideas', trends: [climate, legacy] },
    ]);
  });

  it('shows one group under a type tab, and leaves empty groups out', () => {
    expect(groupTrends(all, 'RFI')).toEqual([{ type: 'RFI', heading: 'Request for Ideas', trends: [climate, legacy] }]);
    expect(groupTrends([clinics], 'all')).toEqual([{ type: 'PROBLEM', heading: 'Problems', trends: [clinics] }]);
    expect(groupTrends([clinics], 'RFI')).toEqual([]);
  });

  it('knows when filters are set, so the empty state offers to clear them', () => {
    expect(hasTrendFilters({ search: '', source: 'all' }, 'all')).toBe(false);
    expect(hasTrendFilters({ search: ' ', source: 'all' }, 'all')).toBe(false);
    expect(hasTrendFilters({ search: 'x', source: 'all' }, 'all')).toBe(true);
    expect(hasTrendFilters({ search: '', source: 'YC' }, 'all')).toBe(true);
    expect(hasTrendFilters({ search: '', source: 'all' }, 'RFI')).toBe(true);
  });

  it('says how many ideas a trend has', () => {
    expect(ideaCountLabel(0)).toBe('0 ideas');
    expect(ideaCountLabel(1)).toBe('1 idea');
    expect(ideaCountLabel(12)).toBe('12 ideas');
  });
});

describe('the filters in the address', () => {
  it('reads ?q, ?source and ?tab, unknown values as All', () => {
    expect(readTrendListState(new URLSearchParams('q=health&source=YC&tab=RFI'))).toEqual({ search: 'health', source: 'YC', tab: 'RFI' });
    expect(readTrendListState(new URLSearchParams('source=HN&tab=foo'))).toEqual({ search: '', source: 'all', tab: 'all' });
  });

  it('writes changes, leaving defaults out and other parameters alone', () => {
    const params = new URLSearchParams('ref=mail&q=health&tab=RFI');
    expect(writeTrendListState(params, { source: 'Other' }).toString()).toBe('ref=mail&q=health&tab=RFI&source=Other');
    expect(writeTrendListState(params, { search: '', source: 'all', tab: 'all' }).toString()).toBe('ref=mail');
    expect(params.toString()).toBe('ref=mail&q=health&tab=RFI');
  });
});
