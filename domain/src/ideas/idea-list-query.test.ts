import { describe, expect, it } from 'vitest';
import { ideaListQuery } from './idea-list-query';

const parse = (query: Record<string, unknown>) => ideaListQuery.parse(query);
/** The first message, as the API answers it. */
const refused = (query: Record<string, unknown>) => {
  const result = ideaListQuery.safeParse(query);
  if (result.success) throw new Error('accepted');
  return result.error.issues[0]?.message;
};

describe('GET /api/ideas parameters', () => {
  it('default to the first page of 100, newest first, no filter', () => {
    expect(parse({})).toEqual({ page: 1, limit: 100, sort: 'newest', technologies: [] });
    expect(parse({ category: 'All', businessModel: '', type: 'All', source: 'All', country: 'All', search: '  ', trendIdeaIds: '' })).toEqual({
      page: 1,
      limit: 100,
      sort: 'newest',
      technologies: [],
    });
  });

  it('read every filter', () => {
    expect(
      parse({
        page: '3',
        limit: '7100',
        search: ' Drone Radar ',
        category: 'FinTech',
        businessModel: 'B2B2C',
        type: 'PREMIUM',
        source: 'UGC',
        country: 'Southeast Asia',
        trendIdeaIds: '[1,5,9]',
        technologies: 'AI/ML,IoT',
        sort: 'market-size-desc',
        minScore: '70',
      }),
    ).toEqual({
      page: 3,
      limit: 7100,
      search: 'drone radar',
      category: 'FinTech',
      businessModel: 'B2B2C',
      type: 'PREMIUM',
      source: 'UGC',
      country: 'Southeast Asia',
      trendIdeaIds: [1, 5, 9],
      technologies: ['AI/ML', 'IoT'],
      sort: 'market-size-desc',
      minScore: 70,
    });
    expect(parse({ sort: 'score', minScore: '0' })).toMatchObject({ sort: 'score', minScore: 0 });
    expect(parse({ minScore: ' 100 ' })).toMatchObject({ minScore: 100 });
    expect(parse({ minScore: '' }).minScore).toBeUndefined();
    expect(parse({ technologies: ['Cloud', '5G'], trendIdeaIds: '[]' })).toMatchObject({ technologies: ['Cloud', '5G'], trendIdeaIds: [] });
  });

  it('refuse what they cannot read, naming the parameter', () => {
    expect(refused({ page: '0' })).toBe('page must be a whole number from 1');
    expect(refused({ page: 'two' })).toBe('page must be a whole number from 1');
    expect(refused({ limit: '7101' })).toBe('limit must be a whole number from 1 to 7100');
    expect(refused({ limit: '-1' })).toBe('limit must be a whole number from 1 to 7100');
    expect(refused({ category: 'Fintech' })).toBe('Unknown category: Fintech');
    expect(refused({ businessModel: 'B2X' })).toBe('businessModel must be one of B2B, B2C, B2B2C, B2G');
    expect(refused({ type: 'PRO' })).toBe('type must be FREE or PREMIUM');
    expect(refused({ source: 'UGI' })).toBe('source must be FD or UGC');
    expect(refused({ country: 'Atlantis' })).toBe('Unknown country or region: Atlantis');
    expect(refused({ trendIdeaIds: '1,5' })).toBe('trendIdeaIds must be a JSON array of idea ids, e.g. [1,5,9]');
    expect(refused({ trendIdeaIds: '[1,"x"]' })).toBe('trendIdeaIds must be a JSON array of idea ids, e.g. [1,5,9]');
    expect(refused({ technologies: 'AI,IoT' })).toBe('Unknown technology: AI (one of AI/ML, Blockchain, IoT, AR/VR, Big Data, Cloud, Mobile, 5G)');
    expect(refused({ sort: 'oldest' })).toBe('sort must be one of newest, popular, market-size-asc, market-size-desc, competition, score');
    for (const minScore of ['-1', '101', '7.5', 'high', '1e2']) expect(refused({ minScore })).toBe('minScore must be a whole number from 0 to 100');
    expect(refused({ minScore: ['10', '20'] })).toBe('minScore must be given once');
    expect(refused({ search: 'x'.repeat(201) })).toBe('search cannot exceed 200 characters');
    expect(refused({ category: ['FinTech', 'EdTech'] })).toBe('category must be given once');
  });
});
