import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type MarketplaceFilters } from './marketplace-filters';
import { ideaListQuery, ideaListSearchParams, isEmptyByConstruction } from './marketplace-request';

// What GET /api/ideas is asked (docs/product.md "Marketplace and idea detail", catalog contract): page, limit=100, and
// only the filters that narrow.

const paramsOf = (filters: MarketplaceFilters, trendIdeaIds: number[] | null = null, page = 1) =>
  Object.fromEntries(ideaListSearchParams(ideaListQuery(filters, trendIdeaIds), page));

describe('ideaListSearchParams', () => {
  it('asks for the first 100 ideas, newest first, when nothing is filtered', () => {
    expect(paramsOf(DEFAULT_FILTERS)).toEqual({ page: '1', limit: '100' });
  });

  it('sends each filter under the name the API reads', () => {
    const filters: MarketplaceFilters = {
      search: '  tutor ',
      source: 'FD',
      category: 'EdTech',
      businessModel: 'B2C',
      trendType: 'PROBLEM',
      country: 'Latam',
      premiumOnly: true,
      technologies: ['AI/ML', 'AR/VR'],
      sort: 'competition',
      minScore: 60,
      trendId: null,
    };
    expect(paramsOf(filters, [9, 1, 5], 3)).toEqual({
      page: '3',
      limit: '100',
      search: 'tutor',
      source: 'FD',
      category: 'EdTech',
      businessModel: 'B2C',
      type: 'PREMIUM',
      country: 'Latam',
      trendIdeaIds: '[1,5,9]',
      technologies: 'AI/ML,AR/VR',
      sort: 'competition',
      minScore: '60',
    });
  });

  it('sends User Generated Created as source=UGC and leaves type out unless Premium Only is on', () => {
    const params = paramsOf({ ...DEFAULT_FILTERS, source: 'UGC' });
    expect(params.source).toBe('UGC');
    expect(params).not.toHaveProperty('type');
  });

  it('encodes values so that the server reads them back', () => {
    const query = ideaListQuery({ ...DEFAULT_FILTERS, search: 'a&b=c', country: 'Africa (Sub-Saharan)' }, null);
    const back = new URLSearchParams(ideaListSearchParams(query, 1).toString());
    expect(back.get('search')).toBe('a&b=c');
    expect(back.get('country')).toBe('Africa (Sub-Saharan)');
  });
});

describe('ideaListQuery', () => {
  it('is the same for the same filters whatever the order of the trend ids (one cache entry)', () => {
    const filters = { ...DEFAULT_FILTERS, trendType: 'RFI' as const };
    expect(ideaListQuery(filters, [3, 1, 2])).toEqual(ideaListQuery(filters, [1, 2, 3]));
  });

  it('ignores trend ids when the Trends filter is All and no trend is chosen', () => {
    expect(ideaListQuery(DEFAULT_FILTERS, [1, 2]).trendIdeaIds).toBeNull();
  });

  it("sends one trend's ideas as trendIdeaIds ('View All Ideas' on a trend's page)", () => {
    expect(paramsOf({ ...DEFAULT_FILTERS, trendId: 4 }, [8, 3])).toMatchObject({ trendIdeaIds: '[3,8]' });
  });

  it('sends the minimum score only when there is one', () => {
    expect(paramsOf({ ...DEFAULT_FILTERS, minScore: 80 })).toMatchObject({ minScore: '80' });
    expect(paramsOf(DEFAULT_FILTERS)).not.toHaveProperty('minScore');
  });
});

describe('isEmptyByConstruction', () => {
  it('is true only for a Trends type or a trend without linked ideas (an empty list would mean "no filter" to the server)', () => {
    const rfi = { ...DEFAULT_FILTERS, trendType: 'RFI' as const };
    expect(isEmptyByConstruction(ideaListQuery(rfi, []))).toBe(true);
    expect(isEmptyByConstruction(ideaListQuery(rfi, [4]))).toBe(false);
    expect(isEmptyByConstruction(ideaListQuery(DEFAULT_FILTERS, null))).toBe(false);
    expect(isEmptyByConstruction(ideaListQuery({ ...DEFAULT_FILTERS, trendId: 9 }, []))).toBe(true);
  });
});
