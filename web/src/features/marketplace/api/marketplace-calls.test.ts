import type { IdeaPage } from '@app/domain/ideas/idea-view';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE_MESSAGE } from '../../../lib/invalid-response';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { DEFAULT_FILTERS } from '../utils/marketplace-filters';
import { testCard, testIdea, testPage } from '../../../testing/idea-fixtures';
import { ideaListQuery } from '../utils/marketplace-request';
import { ARCHIVE_FAILED, archiveIdea, archiveIdeaMutationOptions, withArchivedIdea } from './archive-idea';
import { getIdeas, ideasInfiniteQueryOptions, nextPageParam } from './get-ideas';
import { getTrendIdeaIds } from './get-trend-idea-ids';
import { ideaKeys } from './idea-keys';

// The marketplace's calls against a stubbed fetch (docs/product.md "Marketplace and idea detail"): what each sends and
// how each answer comes out.

const { fetchMock, sent } = useStubbedFetch('tok-member');

describe('getIdeas', () => {
  it('reads one page of GET /api/ideas with the filters', async () => {
    const page = testPage([testCard()], 2, true, 250);
    fetchMock.mockResolvedValue(json(page));

    const query = ideaListQuery({ ...DEFAULT_FILTERS, category: 'EdTech', premiumOnly: true }, null);
    await expect(getIdeas(query, 2)).resolves.toEqual(page);
    expect(sent()).toMatchObject({
      input: '/api/ideas?page=2&limit=100&category=EdTech&type=PREMIUM',
      method: 'GET',
      authorization: 'Bearer tok-member',
    });
  });

  it('answers an empty page without asking when the Trends type links no ideas', async () => {
    const query = ideaListQuery({ ...DEFAULT_FILTERS, trendType: 'RFI' }, []);
    await expect(getIdeas(query, 1)).resolves.toEqual(testPage([], 1, false, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ ideas: [] }));
    await expect(getIdeas(ideaListQuery(DEFAULT_FILTERS, null), 1)).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it("keeps the server's reason for a bad parameter", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Unknown sort' }, 400));
    await expect(getIdeas(ideaListQuery(DEFAULT_FILTERS, null), 1)).rejects.toMatchObject({ status: 400, message: 'Unknown sort' });
  });
});

describe('the infinite list', () => {
  it('asks for the next page while hasMore, and stops after the last', () => {
    expect(nextPageParam(testPage([], 1, true, 250))).toBe(2);
    expect(nextPageParam(testPage([], 3, false, 250))).toBeUndefined();
  });

  it('loads page after page into one cache entry per filters and viewer', async () => {
    fetchMock
      .mockResolvedValueOnce(json(testPage([testCard({ id: 2 })], 1, true, 2)))
      .mockResolvedValueOnce(json(testPage([testCard({ id: 1 })], 2, false, 2)));
    const client = new QueryClient();
    const options = ideasInfiniteQueryOptions(ideaListQuery(DEFAULT_FILTERS, null), 'FREE');

    await client.fetchInfiniteQuery({ ...options, pages: 2 });

    expect(sent(0).input).toBe('/api/ideas?page=1&limit=100');
    expect(sent(1).input).toBe('/api/ideas?page=2&limit=100');
    expect(client.getQueryData(options.queryKey)?.pages.map((page) => page.pagination.page)).toEqual([1, 2]);
  });

  it('keeps the answers of different viewers apart (premium bodies are withheld below PREMIUM)', () => {
    const query = ideaListQuery(DEFAULT_FILTERS, null);
    expect(ideaKeys.list(query, 'FREE')).not.toEqual(ideaKeys.list(query, 'PREMIUM'));
    expect(ideaKeys.list(query, 'FREE').slice(0, 2)).toEqual(ideaKeys.lists());
  });
});

describe('getTrendIdeaIds', () => {
  it('reads GET /api/trends/ideas/by-type/{type}', async () => {
    fetchMock.mockResolvedValue(json({ ideaIds: [4, 8] }));
    await expect(getTrendIdeaIds('PROBLEM')).resolves.toEqual([4, 8]);
    expect(sent()).toMatchObject({ input: '/api/trends/ideas/by-type/PROBLEM', method: 'GET' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ ideaIds: ['4'] }));
    await expect(getTrendIdeaIds('RFI')).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });
});

describe('archiveIdea', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('puts a JSON body to /api/ideas/{id}/archive', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea archived', idea: testIdea({ archived: true }), position: '1-1' }));
    await archiveIdea(7);
    expect(sent()).toMatchObject({ input: '/api/ideas/7/archive', method: 'PUT', body: {} });
  });

  it('marks the idea archived in every cached list, and only that idea', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea archived' }));
    const client = new QueryClient();
    const key = ideaKeys.list(ideaListQuery(DEFAULT_FILTERS, null), 'FREE');
    client.setQueryData<InfiniteData<IdeaPage>>(key, {
      pages: [testPage([testCard({ id: 7, autoDeleted: true }), testCard({ id: 6 })], 1, false, 2)],
      pageParams: [1],
    });

    const options = archiveIdeaMutationOptions(client);
    await client.getMutationCache().build(client, options).execute(7);

    const ideas = client.getQueryData<InfiniteData<IdeaPage>>(key)?.pages[0]?.ideas;
    expect(ideas?.map((idea) => [idea.id, idea.archived])).toEqual([
      [7, true],
      [6, false],
    ]);
  });

  it("is silent on failure: 'Failed to archive idea' goes to the console only", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json({ message: 'This idea can only be archived 48 hours after auto-delete was switched on' }, 409));
    const client = new QueryClient();

    await expect(client.getMutationCache().build(client, archiveIdeaMutationOptions(client)).execute(7)).rejects.toMatchObject({ status: 409 });
    expect(warn).toHaveBeenCalledWith(ARCHIVE_FAILED, expect.anything());
  });
});

describe('withArchivedIdea', () => {
  it('returns the same data when the idea is not there or already archived', () => {
    const data = { pages: [testPage([testCard({ id: 1, archived: true })], 1, false, 1)], pageParams: [1] };
    expect(withArchivedIdea(data, 1)).toBe(data);
    expect(withArchivedIdea(data, 2)).toBe(data);
    expect(withArchivedIdea(undefined, 2)).toBeUndefined();
  });
});
