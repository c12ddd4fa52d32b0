import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import type { DeletedIdea } from '../types';
import { deletedIdeasQueryOptions, getDeletedIdeas } from './get-deleted-ideas';
import { restoreDeletedIdea, restoreDeletedIdeaMutationOptions } from './restore-deleted-idea';

// The fetchers against a stubbed fetch (what each sends, how each answer comes out; docs/product.md "Admin: Deleted
// Ideas"), and what a restore does to the cached lists.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

const fd: DeletedIdea = { id: 1, source: 'FD', ideaId: 12, title: 'Farm ledger', description: 'Pays farmers.', deletedAt: '2025-03-01T10:00:00.000Z' };
const ugi: DeletedIdea = { id: 2, source: 'UGI', ideaId: 100004, title: 'Clinic queue', description: 'Shorter waits.', deletedAt: null };

describe('getDeletedIdeas', () => {
  it('reads GET /api/admin/deleted-ideas with the session', async () => {
    fetchMock.mockResolvedValue(
      json({ deletedIdeas: [{ id: 1, userId: 'a-1', ideaId: 12, ugiId: null, ugp2pId: null, title: 'Farm ledger', description: 'Pays farmers.', deletedAt: fd.deletedAt }] }),
    );

    await expect(getDeletedIdeas()).resolves.toEqual([fd]);
    expect(sent()).toMatchObject({ input: '/api/admin/deleted-ideas', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ ideas: [] }));
    await expect(getDeletedIdeas()).rejects.toThrow('Invalid response format from server');
  });
});

describe('restoreDeletedIdea', () => {
  it('posts to the restore route without a body, naming a user idea with its source', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea restored successfully', position: '1/2' }));

    await restoreDeletedIdea(ugi);

    expect(sent()).toMatchObject({ input: '/api/admin/deleted-ideas/restore/100004?source=UGI', method: 'POST', body: undefined });
  });

  it("keeps the server's reason for a refusal", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Deleted idea not found' }, 404));

    await expect(restoreDeletedIdea(fd)).rejects.toMatchObject({ status: 404, message: 'Deleted idea not found' });
  });
});

describe('a restore and the cached lists', () => {
  function clientWithList(ideas: DeletedIdea[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(deletedIdeasQueryOptions().queryKey, ideas);
    return client;
  }

  it('removes the row, and reads this list and every admin ideas list again', async () => {
    const client = clientWithList([fd, ugi]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await restoreDeletedIdeaMutationOptions(client).onSuccess?.(undefined, fd, undefined, {} as never);

    // Nothing observes the query here, so invalidating marks it stale without refetching: the row stays gone.
    expect(client.getQueryData(deletedIdeasQueryOptions().queryKey)).toEqual([ugi]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-deleted-ideas', 'list'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin', 'ideas'] });
  });

  it('a refusal keeps the rows and reads the list again', async () => {
    const client = clientWithList([fd, ugi]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await restoreDeletedIdeaMutationOptions(client).onError?.(new Error('x'), fd, undefined, {} as never);

    expect(client.getQueryData(deletedIdeasQueryOptions().queryKey)).toEqual([fd, ugi]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-deleted-ideas', 'list'] });
  });
});
