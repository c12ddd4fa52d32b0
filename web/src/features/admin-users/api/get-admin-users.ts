import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminUser } from '../types';
import { parseAdminUsers } from '../utils/admin-users-response';
import { adminUsersKeys } from './admin-users-keys';

// GET /api/admin/users (ADMIN) → { users: [{ id, username, email, role, created_at }] }, newest first (spec 001 §7).

export async function getAdminUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return parseAdminUsers(await apiRequest<unknown>('/api/admin/users', { signal }));
}

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersKeys.list(),
    queryFn: ({ signal }) => getAdminUsers(signal),
  });

export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
