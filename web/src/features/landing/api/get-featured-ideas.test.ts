import { FEATURED_IDEA_IDS, FEATURED_IDEAS_PATH } from '@app/domain/ideas/idea-enumerations';
import { describe, expect, it } from 'vitest';
import { testCard, testPage } from '../../../testing/idea-fixtures';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { getFeaturedIdeas } from './get-featured-ideas';

describe('getFeaturedIdeas', () => {
  const { fetchMock, sent } = useStubbedFetch('token-1');

  it('asks for the 13 featured ideas by their ids and keeps them in that order', async () => {
    const ideas = [...FEATURED_IDEA_IDS].reverse().map((id) => testCard({ id, title: `Idea ${id}` }));
    fetchMock.mockResolvedValue(json(testPage(ideas, 1, false, ideas.length)));

    const featured = await getFeaturedIdeas();

    expect(sent()).toMatchObject({ input: FEATURED_IDEAS_PATH, method: 'GET', authorization: 'Bearer token-1' });
    expect(new URL(FEATURED_IDEAS_PATH, 'http://x').searchParams.get('trendIdeaIds')).toBe(JSON.stringify(FEATURED_IDEA_IDS));
    expect(new URL(FEATURED_IDEAS_PATH, 'http://x').searchParams.get('limit')).toBe('13');
    expect(featured.map((idea) => idea.id)).toEqual([...FEATURED_IDEA_IDS]);
  });

  it('rejects an answer that is not a page of cards', async () => {
    fetchMock.mockResolvedValue(json({ message: 'ok' }));
    await expect(getFeaturedIdeas()).rejects.toThrow('Invalid response format from server');
  });

  it('rejects with the server error text', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 503, statusText: 'Service Unavailable' }));
    await expect(getFeaturedIdeas()).rejects.toThrow('Server error: Service Unavailable');
  });
});
