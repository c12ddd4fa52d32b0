import { describe, expect, it } from 'vitest';
import type { UserEvent } from './user-events';
import { actorOf, evolveUser, initialUserState, type UserState } from './user-state';
import { HOUR, at, deleted, emailVerified, later, loggedIn, now, registered, sessionEnded, userId, verificationRequested } from './testing/user-fixtures';

const fold = (events: UserEvent[]): UserState => events.reduce(evolveUser, initialUserState());

describe('user state', () => {
  it('holds the plaintext personal data the command API decrypted', () => {
    expect(fold([registered, { type: 'UsernameChanged', data: { userId, at, personal: { username: 'Ada L' } } }])).toMatchObject({
      status: 'active',
      email: 'Ada@Example.com',
      username: 'Ada L',
      passwordHash: 'hash-1',
    });
  });

  it('keeps only the latest verification token, and none once verified', () => {
    expect(fold([registered, verificationRequested('t1'), verificationRequested('t2')])).toMatchObject({ verification: { token: 't2' } });
    expect(fold([registered, verificationRequested('t1'), emailVerified])).toMatchObject({ emailVerified: true, verification: null });
  });

  it('drops expired sessions at the next login', () => {
    const state = fold([registered, loggedIn('short', later(HOUR)), loggedIn('long'), loggedIn('next', later(48 * HOUR), later(2 * HOUR))]);
    expect(state.status === 'active' && Object.keys(state.sessions)).toEqual(['long', 'next']);
  });

  it('shows a user whose personal data was erased as deleted, from the first event on', () => {
    const erasedRegistration: UserEvent = { type: 'UserRegistered', data: { userId, role: 'FREE', at, personal: null } };
    expect(fold([erasedRegistration])).toEqual({ status: 'deleted', userId });
    expect(fold([erasedRegistration, { type: 'UsernameChanged', data: { userId, at, personal: null } }, deleted])).toEqual({ status: 'deleted', userId });
    expect(fold([registered, { type: 'PasswordChanged', data: { userId, at, personal: null } }])).toEqual({ status: 'deleted', userId });
  });
});

describe('actorOf', () => {
  const signedIn = [registered, loggedIn('s1', later(HOUR))];

  it('stands for the user while the session is open', () => {
    expect(actorOf(fold(signedIn), 's1', now)).toEqual({ userId, role: 'FREE', emailVerified: false });
    expect(actorOf(fold([...signedIn, emailVerified]), 's1', now)).toEqual({ userId, role: 'FREE', emailVerified: true });
  });

  it('is null for an unknown, ended or expired session, and for a deleted user', () => {
    expect(actorOf(fold(signedIn), 'other', now)).toBeNull();
    expect(actorOf(fold([...signedIn, sessionEnded('s1')]), 's1', now)).toBeNull();
    expect(actorOf(fold(signedIn), 's1', later(HOUR))).toBeNull();
    expect(actorOf(fold([...signedIn, deleted]), 's1', now)).toBeNull();
  });
});
