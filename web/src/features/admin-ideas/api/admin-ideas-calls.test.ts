import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { adminIdeaRow as row } from '../testing/admin-idea-rows';
import type { AdminIdeaPage, AdminIdeaRow } from '../types';
import { deleteIdea, deleteIdeaMutationOptions } from './delete-idea';
import { adminIdeasQueryOptions, getAdminIdeas, nextOffset } from './get-admin-ideas';
import { publishIdeas, publishIdeasMutationOptions } from './publish-ideas';
import { stampIdea } from './stamp-idea';
import { switchAutoDelete } from './switch-auto-delete';

// The fetchers against a stubbed fetch (what each sends, how each answer comes out), and what the mutations do to
// the loaded rows.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getAdminIdeas', () => {
  it('asks for one page of 500 with the filters and reads { ideas, total }', async () => {
    fetchMock.mockResolvedValue(json({ ideas: [row(3)], total: 1 }));

    await expect(getAdminIdeas({ type: 'FREE', sort: 'id', order: 'desc' }, 500)).resolves.toEqual({ ideas: [row(3)], total: 1 });
    expect(sent()).toMatchObject({ input: '/api/admin/ideas/all?limit=500&offset=500&type=FREE&sort=id&order=desc', method: 'GET' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ data: [] }));
    await expect(getAdminIdeas({}, 0)).rejects.toThrow('Invalid response format from server');
  });
});

describe('nextOffset', () => {
  const page = (count: number, total: number): AdminIdeaPage => ({ ideas: Array.from({ length: count }, (_, i) => row(i + 1)), total });

  it('asks for the next 500 until every match is loaded', () => {
    expect(nextOffset([page(500, 1200)])).toBe(500);
    expect(nextOffset([page(500, 1200), page(500, 1200)])).toBe(1000);
    expect(nextOffset([page(500, 1200), page(500, 1200), page(200, 1200)])).toBeUndefined();
    expect(nextOffset([page(500, 500)])).toBeUndefined();
  });
});

describe('the row actions', () => {
  it('names a user idea by its source', async () => {
    fetchMock.mockResolvedValue(json({ idea: { id: 100002, stamp: 'Crazy' } }));
    await stampIdea({ idea: { id: 100002, source: 'UGI' }, stamp: 'Crazy' });
    expect(sent()).toMatchObject({ input: '/api/admin/ideas/100002/stamp?source=UGI', method: 'PUT', body: { stamp: 'Crazy' } });
  });

  it('reads when the countdown started from the auto-delete answer', async () => {
    fetchMock.mockResolvedValue(json({ idea: { id: 4, autoDeleted: true, autoDeleteActivatedAt: '2025-03-02T10:00:00.000Z' } }));
    await expect(switchAutoDelete({ idea: { id: 4, source: 'FD' }, autoDeleted: true })).resolves.toBe('2025-03-02T10:00:00.000Z');
    expect(sent()).toMatchObject({ input: '/api/admin/ideas/4/auto-delete', body: { autoDeleted: true } });
  });

  it('deletes without a body', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea deleted successfully' }));
    await deleteIdea({ id: 200001, source: 'UGP2P' });
    expect(sent()).toMatchObject({ input: '/api/admin/ideas/200001?source=UGP2P', method: 'DELETE', body: undefined });
  });
});

describe('the mutations and the loaded rows', () => {
  const query = { sort: 'id', order: 'desc' };
  function clientWithRows(rows: AdminIdeaRow[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData<InfiniteData<AdminIdeaPage>>(adminIdeasQueryOptions(query).queryKey, { pages: [{ ideas: rows, total: rows.length }], pageParams: [0] });
    return client;
  }
  const rowsOf = (client: QueryClient) => client.getQueryData<InfiniteData<AdminIdeaPage>>(adminIdeasQueryOptions(query).queryKey)?.pages[0];

  it('a publish posts the ids and marks the published rows Published and Approved', async () => {
    fetchMock.mockResolvedValue(json({ results: { published: [1], unpublished: [2], incompleteDetails: [{ ideaId: 2, missingDocuments: ['PRD'] }], reasons: [] } }));
    const client = clientWithRows([row(1), row(2)]);

    const results = await publishIdeas([1, 2]);
    await publishIdeasMutationOptions(client).onSuccess?.(results, [1, 2], undefined, {} as never);

    expect(sent()).toMatchObject({ input: '/api/admin/ideas/publish', method: 'POST', body: { ideaIds: [1, 2] } });
    expect(rowsOf(client)?.ideas.map(({ id, status, approved }) => ({ id, status, approved }))).toEqual([
      { id: 1, status: 'Published', approved: true },
      { id: 2, status: 'Unpublished', approved: false },
    ]);
  });

  it('a deletion removes the row and counts one fewer', async () => {
    const client = clientWithRows([row(1), row(2)]);
    await deleteIdeaMutationOptions(client).onSuccess?.(undefined, { id: 1, source: 'FD' }, undefined, {} as never);
    expect(rowsOf(client)).toEqual({ ideas: [row(2)], total: 1 });
  });
});
