import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../types';
import { ROLE_LABELS, formatJoined, isAssignableRole, isProtectedUser, userLabel, withRole, withoutUser } from './admin-users';

const ada: AdminUser = { id: 'u-1', username: 'ada', email: 'ada@example.com', role: 'FREE', createdAt: '2025-03-01T10:00:00.000Z' };
const root: AdminUser = { id: 'u-0', username: 'admin', email: 'admin@test.com', role: 'ADMIN', createdAt: '2025-01-01T00:00:00.000Z' };

describe('the role dropdown', () => {
  it('offers Free, Premium and Pro, and names Admin', () => {
    expect(ROLE_LABELS).toEqual({ FREE: 'Free', PREMIUM: 'Premium', PRO: 'Pro', ADMIN: 'Admin' });
  });

  it('assigns only FREE, PREMIUM or PRO', () => {
    expect(['FREE', 'PREMIUM', 'PRO'].every(isAssignableRole)).toBe(true);
    expect(isAssignableRole('ADMIN')).toBe(false);
    expect(isAssignableRole('pro')).toBe(false);
    expect(isAssignableRole(undefined)).toBe(false);
  });

  it('protects admin accounts only', () => {
    expect(isProtectedUser(root)).toBe(true);
    expect(isProtectedUser(ada)).toBe(false);
    expect(isProtectedUser({ role: 'PRO' })).toBe(false);
  });
});

describe('userLabel', () => {
  it('is the username, else the email, else a phrase', () => {
    expect(userLabel(ada)).toBe('ada');
    expect(userLabel({ username: null, email: 'x@test.com' })).toBe('x@test.com');
    expect(userLabel({ username: null, email: null })).toBe('this user');
  });
});

describe('the cached list', () => {
  it('withRole changes the one row', () => {
    expect(withRole([root, ada], 'u-1', 'PRO')).toEqual([root, { ...ada, role: 'PRO' }]);
    expect(withRole([root, ada], 'u-9', 'PRO')).toEqual([root, ada]);
    expect(withRole(undefined, 'u-1', 'PRO')).toBeUndefined();
  });

  it('withoutUser drops the one row', () => {
    expect(withoutUser([root, ada], 'u-1')).toEqual([root]);
    expect(withoutUser(undefined, 'u-1')).toBeUndefined();
  });
});

describe('formatJoined', () => {
  it('shows the day, in the given time zone', () => {
    expect(formatJoined('2025-03-01T10:00:00.000Z', 'UTC')).toBe('Mar 1, 2025');
    expect(formatJoined('2025-03-01T02:00:00.000Z', 'America/Los_Angeles')).toBe('Feb 28, 2025');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(formatJoined(null)).toBe('—');
    expect(formatJoined('yesterday')).toBe('—');
  });
});
