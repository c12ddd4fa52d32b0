import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { ApiError } from '../../../lib/api-client';
import type { AdminUser } from '../types';
import { createTestAccount, createTestAccountMutationOptions } from './create-test-account';
import { deleteUser, deleteUserMutationOptions } from './delete-user';
import { adminUsersQueryOptions, getAdminUsers } from './get-admin-users';
import { updateUserRole, updateUserRoleMutationOptions } from './update-user-role';

// The fetchers against a stubbed fetch (what each sends, how each answer comes out; docs/product.md "Admin: Users"),
// and what each mutation does to the cached list.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

const ada: AdminUser = { id: 'u-1', username: 'ada', email: 'ada.free@test.com', role: 'FREE', createdAt: '2025-03-01T00:00:00.000Z' };
const root: AdminUser = { id: 'u-0', username: 'admin', email: 'admin@test.com', role: 'ADMIN', createdAt: '2025-01-01T00:00:00.000Z' };

describe('getAdminUsers', () => {
  it('reads GET /api/admin/users with the session', async () => {
    fetchMock.mockResolvedValue(json({ users: [{ id: 'u-1', username: 'ada', email: 'ada.free@test.com', role: 'FREE', created_at: ada.createdAt }] }));

    await expect(getAdminUsers()).resolves.toEqual([ada]);
    expect(sent()).toMatchObject({ input: '/api/admin/users', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ data: [] }));
    await expect(getAdminUsers()).rejects.toThrow('Invalid response format from server');
  });
});

describe('updateUserRole', () => {
  it('puts { role } on the user', async () => {
    fetchMock.mockResolvedValue(json({ message: 'User role updated successfully', position: '1/2' }));

    await updateUserRole({ userId: 'u-1', role: 'PRO' });

    expect(sent()).toMatchObject({ input: '/api/admin/users/u-1/role', method: 'PUT', body: { role: 'PRO' } });
  });

  it("keeps the server's reason for a refusal", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Admin accounts cannot be changed' }, 409));

    await expect(updateUserRole({ userId: 'u-0', role: 'FREE' })).rejects.toMatchObject({
      status: 409,
      message: 'Admin accounts cannot be changed',
    });
  });
});

describe('deleteUser', () => {
  it('deletes the user, without a body', async () => {
    fetchMock.mockResolvedValue(json({ message: 'User deleted successfully' }));

    await deleteUser('u-1');

    expect(sent()).toMatchObject({ input: '/api/admin/users/u-1', method: 'DELETE', body: undefined });
  });
});

describe('createTestAccount', () => {
  it('posts the three fields only, and resolves with the new account', async () => {
    fetchMock.mockResolvedValue(json({ user: { id: 'u-5', email: 'ada.free@test.com', username: 'ada', role: 'FREE', emailVerified: true } }));
    const input = { email: 'ada.free@test.com', username: 'ada', password: 'Passw0rd', role: 'FREE' };

    await expect(createTestAccount(input)).resolves.toMatchObject({ id: 'u-5', role: 'FREE' });
    expect(sent()).toMatchObject({
      input: '/api/admin/users/test-accounts',
      method: 'POST',
      body: { email: 'ada.free@test.com', username: 'ada', password: 'Passw0rd' },
    });
  });

  it("keeps a 400's field errors for the form", async () => {
    const body = { message: 'Email already registered', errors: { email: 'Email already registered' } };
    fetchMock.mockResolvedValue(json(body, 400));

    const error = await createTestAccount({ email: 'ada.free@test.com', username: 'ada', password: 'Passw0rd' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body });
  });
});

describe('the mutations and the cached list', () => {
  function clientWithList(users: AdminUser[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(adminUsersQueryOptions().queryKey, users);
    return client;
  }

  const list = (client: QueryClient) => client.getQueryData(adminUsersQueryOptions().queryKey);

  it('a role change shows on the row, and the list is read again', async () => {
    const client = clientWithList([root, ada]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await updateUserRoleMutationOptions(client).onSuccess?.(undefined, { userId: 'u-1', role: 'PREMIUM' }, undefined, {} as never);

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-users', 'list'] });
    // Nothing observes the query here, so invalidating marks it stale without refetching: the row keeps the change.
    expect(list(client)).toEqual([root, { ...ada, role: 'PREMIUM' }]);
  });

  it('a deletion removes the row, and the list is read again', async () => {
    const client = clientWithList([root, ada]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await deleteUserMutationOptions(client).onSuccess?.(undefined, 'u-1', undefined, {} as never);

    expect(list(client)).toEqual([root]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-users', 'list'] });
  });

  it('a new test account has the list read again', async () => {
    const client = clientWithList([root]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    await createTestAccountMutationOptions(client).onSuccess?.(ada, { email: 'a.free@test.com', username: 'a_free', password: 'Passw0rd' }, undefined, {} as never);

    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-users', 'list'] });
  });
});
