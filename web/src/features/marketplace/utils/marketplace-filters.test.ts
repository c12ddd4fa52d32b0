import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  clearedFilters,
  filtersFromSearchParams,
  hasActiveFilters,
  toggledTechnology,
  withFilters,
  type MarketplaceFilters,
} from './marketplace-filters';

// The filters live in the address (docs/product.md "Marketplace and idea detail"): a reload or a copied link shows the
// same list, and a shared link's `idea` and `hash` are never touched.

const every: MarketplaceFilters = {
  search: 'solar farm',
  source: 'UGC',
  category: 'GreenTech',
  businessModel: 'B2B2C',
  trendType: 'RFI',
  country: 'Southeast Asia',
  premiumOnly: true,
  technologies: ['AI/ML', 'IoT'],
  sort: 'market-size-desc',
  minScore: 70,
  trendId: 12,
};

describe('filtersFromSearchParams', () => {
  it('reads no parameters as every filter at All and the newest first', () => {
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('reads each filter from its parameter', () => {
    const params = new URLSearchParams(
      'search=solar+farm&source=UGC&category=GreenTech&businessModel=B2B2C&trend=RFI&country=Southeast+Asia&premium=true&technologies=IoT,AI/ML&sort=market-size-desc&minScore=70&trendId=12',
    );
    expect(filtersFromSearchParams(params)).toEqual(every);
  });

  it('ignores values that are not among the choices', () => {
    const params = new URLSearchParams(
      'source=UGI&category=FoodTech&businessModel=b2b&trend=YC&country=Atlantis&premium=yes&technologies=Quantum,,5G&sort=oldest&minScore=65&trendId=0',
    );
    expect(filtersFromSearchParams(params)).toEqual({ ...DEFAULT_FILTERS, technologies: ['5G'] });
  });

  it('reads a minimum score among its choices and a trend id as a positive whole number', () => {
    expect(filtersFromSearchParams(new URLSearchParams('minScore=80')).minScore).toBe(80);
    expect(filtersFromSearchParams(new URLSearchParams('minScore=abc')).minScore).toBe(0);
    expect(filtersFromSearchParams(new URLSearchParams('trendId=7')).trendId).toBe(7);
    for (const trendId of ['-1', '1.5', '07', 'x', '12345678901']) expect(filtersFromSearchParams(new URLSearchParams({ trendId })).trendId).toBeNull();
  });

  it('takes a country as well as a region', () => {
    expect(filtersFromSearchParams(new URLSearchParams('country=Kenya')).country).toBe('Kenya');
    expect(filtersFromSearchParams(new URLSearchParams('country=Africa (Sub-Saharan)')).country).toBe('Africa (Sub-Saharan)');
  });
});

describe('withFilters', () => {
  it('writes every filter so that reading gives them back', () => {
    const params = withFilters(new URLSearchParams(), every);
    expect(filtersFromSearchParams(params)).toEqual(every);
    expect(params.get('technologies')).toBe('AI/ML,IoT');
    expect(params.get('trend')).toBe('RFI');
    expect(params.get('premium')).toBe('true');
    expect(params.get('minScore')).toBe('70');
    expect(params.get('trendId')).toBe('12');
  });

  it('leaves defaults out of the address', () => {
    expect(withFilters(new URLSearchParams(), DEFAULT_FILTERS).toString()).toBe('');
    const params = withFilters(new URLSearchParams('category=EdTech&sort=popular&premium=true'), { ...DEFAULT_FILTERS, search: '  ' });
    expect(params.toString()).toBe('');
  });

  it("keeps a shared link's idea and hash, and any other parameter, as they were", () => {
    const params = withFilters(new URLSearchParams('idea=42&hash=abc123&category=EdTech&utm_source=x'), {
      ...DEFAULT_FILTERS,
      category: 'FinTech',
    });
    expect(params.get('idea')).toBe('42');
    expect(params.get('hash')).toBe('abc123');
    expect(params.get('utm_source')).toBe('x');
    expect(params.get('category')).toBe('FinTech');
  });

  it('does not change the parameters it was given', () => {
    const before = new URLSearchParams('category=EdTech');
    withFilters(before, DEFAULT_FILTERS);
    expect(before.toString()).toBe('category=EdTech');
  });
});

describe('hasActiveFilters and clearedFilters', () => {
  it('counts every filter but the sort order', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: 'popular' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: '   ' })).toBe(false);
    const one: Partial<MarketplaceFilters>[] = [
      { search: 'x' },
      { source: 'FD' },
      { category: 'EdTech' },
      { businessModel: 'B2G' },
      { trendType: 'PROBLEM' },
      { country: 'Europe' },
      { premiumOnly: true },
      { technologies: ['Cloud'] },
      { minScore: 50 },
      { trendId: 3 },
    ];
    for (const change of one) expect(hasActiveFilters({ ...DEFAULT_FILTERS, ...change }), JSON.stringify(change)).toBe(true);
  });

  it('clears every filter and keeps the sort order', () => {
    expect(clearedFilters(every)).toEqual({ ...DEFAULT_FILTERS, sort: 'market-size-desc' });
  });
});

describe('toggledTechnology', () => {
  it('adds a tag in the list order and removes it again', () => {
    const on = toggledTechnology(['Cloud'], 'AI/ML');
    expect(on).toEqual(['AI/ML', 'Cloud']);
    expect(toggledTechnology(on, 'Cloud')).toEqual(['AI/ML']);
  });
});
