import { describe, expect, it } from 'vitest';
import { messageOf, parseAuthSession, parseAuthUser, parseUserEnvelope } from './auth-response';

const serverUser = { id: 'u-1', email: 'ada@example.com', username: 'ada', role: 'pro', emailVerified: true };

describe('parseAuthUser', () => {
  it('upper-cases the role and keeps the rest', () => {
    expect(parseAuthUser(serverUser)).toEqual({ ...serverUser, role: 'PRO' });
  });

  it('counts an unknown or missing role as FREE and a missing flag as unverified', () => {
    expect(parseAuthUser({ email: 'ada@example.com', role: 'superuser' })).toEqual({
      id: null,
      email: 'ada@example.com',
      username: '',
      role: 'FREE',
      emailVerified: false,
    });
    expect(parseAuthUser({ email: 'a@b.co', emailVerified: 'true' })?.emailVerified).toBe(false);
  });

  it('accepts a numeric id', () => {
    expect(parseAuthUser({ ...serverUser, id: 42 })?.id).toBe('42');
  });

  it('is null without an email', () => {
    expect(parseAuthUser({ ...serverUser, email: undefined })).toBeNull();
    expect(parseAuthUser({ ...serverUser, email: '' })).toBeNull();
    expect(parseAuthUser(null)).toBeNull();
    expect(parseAuthUser('ada@example.com')).toBeNull();
  });
});

describe('parseAuthSession (login and registration answers)', () => {
  it('reads { token, user }', () => {
    expect(parseAuthSession({ token: 't-1', user: serverUser, message: 'Welcome' })).toEqual({
      token: 't-1',
      user: { ...serverUser, role: 'PRO' },
    });
  });

  it.each([
    ['no token', { user: serverUser }],
    ['an empty token', { token: '', user: serverUser }],
    ['a token that is not a string', { token: 7, user: serverUser }],
    ['no user', { token: 't-1' }],
    ['a user without email', { token: 't-1', user: { id: 'u-1' } }],
    ['no body', undefined],
    ['a list', [serverUser]],
  ])('is null for %s', (_case, body) => {
    expect(parseAuthSession(body)).toBeNull();
  });
});

describe('parseUserEnvelope and messageOf', () => {
  it('read { user } and { message }', () => {
    expect(parseUserEnvelope({ user: serverUser })?.role).toBe('PRO');
    expect(parseUserEnvelope(serverUser)).toBeNull();
    expect(messageOf({ message: 'Email verified' })).toBe('Email verified');
    expect(messageOf({ message: '' })).toBeUndefined();
    expect(messageOf(undefined)).toBeUndefined();
  });
});
