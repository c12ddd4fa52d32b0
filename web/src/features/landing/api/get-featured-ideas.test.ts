import { FEATURED_IDEA_IDS } from '@app/domain/ideas/idea-enumerations';
import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { getFeaturedIdeas, INVALID_IDEAS_RESPONSE } from './get-featured-ideas';

describe('getFeaturedIdeas', () => {
  const { fetchMock, sent } = useStubbedFetch('token-1');

  it('reads up to 7100 ideas and keeps the featured ones in their order', async () => {
    const ideas = Array.from({ length: 400 }, (_, index) => ({ id: 400 - index, title: `Idea ${400 - index}` }));
    fetchMock.mockResolvedValue(json({ ideas, pagination: { page: 1, limit: 7100, hasMore: false, counts: { total: 400 } } }));

    const featured = await getFeaturedIdeas();

    expect(sent()).toMatchObject({ input: '/api/ideas?limit=7100', method: 'GET', authorization: 'Bearer token-1' });
    expect(featured.map((idea) => idea.id)).toEqual([...FEATURED_IDEA_IDS]);
  });

  it('rejects an answer without a list of ideas', async () => {
    fetchMock.mockResolvedValue(json({ message: 'ok' }));
    await expect(getFeaturedIdeas()).rejects.toThrow(INVALID_IDEAS_RESPONSE);
  });

  it('rejects with the server error text', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getFeaturedIdeas()).rejects.toThrow('Server error: Service Unavailable');
  });
});
