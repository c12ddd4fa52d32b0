import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ADMIN_IDEAS_QUERY_KEY } from '../../../lib/admin-ideas-query-key';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { entry, ideaRecord } from '../utils/history-fixtures';
import { adminHistoryKeys } from './admin-history-keys';
import { getAsOf } from './get-as-of';
import { getHistoryPage, historyQueryOptions } from './get-history';
import { restoreIdeaValues, restoreIdeaValuesMutationOptions } from './restore-idea-values';

// The history calls against a stubbed fetch: what each sends, how each answer comes out, and what a restore refreshes.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getHistoryPage', () => {
  it("reads an entity's first page, then the page before a cursor, with the session", async () => {
    const page = { kind: 'users', id: 'u 1', entries: [entry()], next: '42/7' };
    fetchMock.mockResolvedValueOnce(json(page)).mockResolvedValueOnce(json({ ...page, next: null }));

    await expect(getHistoryPage('users', 'u 1', null)).resolves.toEqual(page);
    await getHistoryPage('users', 'u 1', '42/7');

    expect(sent(0)).toMatchObject({ input: '/api/admin/history/users/u%201', method: 'GET', authorization: 'Bearer tok-admin' });
    expect(sent(1).input).toBe('/api/admin/history/users/u%201?before=42%2F7');
  });

  it('pages on with `next` until the server has none', () => {
    const { getNextPageParam } = historyQueryOptions('ideas', '7');
    const page = (next: string | null) => ({ kind: 'ideas' as const, id: '7', entries: [], next });
    expect(getNextPageParam(page('9/1'), [], null, [])).toBe('9/1');
    expect(getNextPageParam(page(null), [], null, [])).toBeUndefined();
  });

  it('fails on an answer whose entries the timeline cannot read', async () => {
    fetchMock.mockResolvedValue(json({ entries: [{ eventId: 'e-1', summary: 'Edited' }], next: null }));
    await expect(getHistoryPage('ideas', '7', null)).rejects.toThrow('Invalid response format from server');
  });

  it("keeps the server's reason for a refusal", async () => {
    fetchMock.mockResolvedValue(json({ message: 'limit must be between 1 and 200' }, 400));
    await expect(getHistoryPage('ideas', '7', null)).rejects.toMatchObject({ status: 400, message: 'limit must be between 1 and 200' });
  });
});

describe('getAsOf', () => {
  it('asks for the entity at the instant, and reports 404 when it did not exist yet', async () => {
    const view = { kind: 'ideas', id: '7', at: '2026-03-10T11:57:00.000Z', revision: 1, position: '2', changedAt: '2026-03-10T11:57:00.000Z', entity: ideaRecord };
    fetchMock.mockResolvedValueOnce(json(view)).mockResolvedValueOnce(json({ message: 'Not found' }, 404));

    await expect(getAsOf('ideas', '7', view.at)).resolves.toEqual(view);
    expect(sent().input).toBe('/api/admin/ideas/7/as-of?at=2026-03-10T11%3A57%3A00.000Z');
    await expect(getAsOf('ideas', '7', '2020-01-01T00:00:00.000Z')).rejects.toMatchObject({ status: 404 });
  });
});

describe('restoreIdeaValues', () => {
  it("puts the idea's earlier content and type through the admin edit", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea updated successfully', position: '9' }));

    await restoreIdeaValues({ ideaId: 7, record: ideaRecord, at: '2026-03-10T11:57:00.000Z' });

    const { input, method, body } = sent();
    expect({ input, method }).toEqual({ input: '/api/admin/ideas/7', method: 'PUT' });
    expect(body).toMatchObject({ title: 'Tutor match', description: 'Matches students with tutors nearby.', type: 'PREMIUM', tags: ['tutoring', 'kids'] });
    expect(body).not.toHaveProperty('stamp');
  });

  it("reads the idea's history and the admin's idea lists again afterwards, and nothing else", async () => {
    const queryClient = new QueryClient();
    const seed = (key: readonly unknown[]) => queryClient.setQueryData(key, {});
    seed(adminHistoryKeys.timeline('ideas', '7'));
    seed(adminHistoryKeys.timeline('ideas', '8'));
    seed([...ADMIN_IDEAS_QUERY_KEY, 'detail', 7]);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    const { onSuccess } = restoreIdeaValuesMutationOptions(queryClient);

    await onSuccess?.(undefined, { ideaId: 7, record: ideaRecord, at: '2026-03-10T11:57:00.000Z' }, undefined, {} as never);

    expect(invalidated(adminHistoryKeys.timeline('ideas', '7'))).toBe(true);
    expect(invalidated([...ADMIN_IDEAS_QUERY_KEY, 'detail', 7])).toBe(true);
    expect(invalidated(adminHistoryKeys.timeline('ideas', '8'))).toBe(false);
  });
});
