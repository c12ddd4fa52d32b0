import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_MESSAGE, isAppPath, loginRedirect, readLoginRedirect } from './login-redirect';

describe('loginRedirect', () => {
  it('keeps a path of this app to return to', () => {
    expect(loginRedirect(ADMIN_LOGIN_MESSAGE, '/admin?section=users')).toEqual({
      message: 'Please login to access admin panel',
      from: '/admin?section=users',
    });
  });

  it('drops a return address that leaves the app', () => {
    expect(loginRedirect('m', '//evil.example/x').from).toBeNull();
    expect(loginRedirect('m', 'https://evil.example').from).toBeNull();
    expect(loginRedirect('m', '/\\evil.example').from).toBeNull();
    expect(loginRedirect('m', null).from).toBeNull();
  });
});

describe('readLoginRedirect', () => {
  it("reads the message and the return path from a history entry's state", () => {
    expect(readLoginRedirect({ message: ADMIN_LOGIN_MESSAGE, from: '/admin' })).toEqual({
      message: ADMIN_LOGIN_MESSAGE,
      from: '/admin',
    });
    expect(readLoginRedirect({ message: ADMIN_LOGIN_MESSAGE })).toEqual({ message: ADMIN_LOGIN_MESSAGE, from: null });
  });

  it('is null for a page opened directly or with some other state', () => {
    expect(readLoginRedirect(null)).toBeNull();
    expect(readLoginRedirect(undefined)).toBeNull();
    expect(readLoginRedirect('Please login')).toBeNull();
    expect(readLoginRedirect({ message: '' })).toBeNull();
    expect(readLoginRedirect({ message: 42 })).toBeNull();
  });
});

describe('isAppPath', () => {
  it.each([
    ['/', true],
    ['/admin?section=users', true],
    ['admin', false],
    ['//evil.example', false],
    ['https://evil.example', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });
});
