import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersApi } from '@app/domain/users/users-api';
import { apiAnswer } from '../../../lib/api-client';
import type { AdminUser } from '../types';
import { adminUsersKeys } from './admin-users-keys';

// GET /api/admin/users (ADMIN) → { users: [{ id, username, email, role, created_at }] }, newest first (docs/product.md
// "Admin: Users").

export async function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  const { users } = await apiAnswer(adminUsersApi.list.responses[200], '/api/admin/users', { signal });
  return users.map(({ created_at: createdAt, ...user }) => ({ ...user, createdAt }));
}

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersKeys.list(),
    queryFn: ({ signal }) => getAdminUsers(signal),
  });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
