import { describe, expect, it } from 'vitest';
import { InvalidResponseError, parseAdminUsers, parseCreatedUser } from './admin-users-response';

describe('parseAdminUsers (GET /api/admin/users)', () => {
  it('reads each row, keeping the order, upper-casing the role', () => {
    const body = {
      users: [
        { id: 'u-2', username: 'pro_1', email: 'pro1@test.com', role: 'pro', created_at: '2025-03-02T00:00:00.000Z' },
        { id: 'u-1', username: 'admin', email: 'admin@test.com', role: 'ADMIN', created_at: '2025-03-01T00:00:00.000Z' },
      ],
    };

    expect(parseAdminUsers(body)).toEqual([
      { id: 'u-2', username: 'pro_1', email: 'pro1@test.com', role: 'PRO', createdAt: '2025-03-02T00:00:00.000Z' },
      { id: 'u-1', username: 'admin', email: 'admin@test.com', role: 'ADMIN', createdAt: '2025-03-01T00:00:00.000Z' },
    ]);
  });

  it('keeps an erased account with nulls, shows an unknown role as FREE, and drops rows without an id', () => {
    const body = { users: [{ id: 7, username: null, email: '', role: 'superuser' }, { username: 'ghost' }, 'nonsense'] };

    expect(parseAdminUsers(body)).toEqual([{ id: '7', username: null, email: null, role: 'FREE', createdAt: null }]);
  });

  it.each([[null], [[]], [{}], [{ users: 'all' }], ['<html>']])(
    "refuses %j with 'Invalid response format from server'",
    (body) => {
      expect(() => parseAdminUsers(body)).toThrow(InvalidResponseError);
      expect(() => parseAdminUsers(body)).toThrow('Invalid response format from server');
    },
  );

  it('accepts an empty list', () => {
    expect(parseAdminUsers({ users: [] })).toEqual([]);
  });
});

describe('parseCreatedUser (POST /api/admin/users/test-accounts)', () => {
  it('reads { user }, which has no creation date', () => {
    expect(parseCreatedUser({ user: { id: 'u-3', email: 'free1@test.com', username: 'free_1', role: 'FREE', emailVerified: true } })).toEqual({
      id: 'u-3',
      username: 'free_1',
      email: 'free1@test.com',
      role: 'FREE',
      createdAt: null,
    });
  });

  it('is null without a user', () => {
    expect(parseCreatedUser({ message: 'ok' })).toBeNull();
    expect(parseCreatedUser(undefined)).toBeNull();
  });
});
