import { describe, expect, it } from 'vitest';
import { liveAudienceOf, topicsFor, type LiveViewer } from './live-topics';

const ada = '0197a1b2-0000-7000-8000-0000000000a1';
const bob = '0197a1b2-0000-7000-8000-0000000000b2';
const viewers: Record<string, LiveViewer> = {
  visitor: { userId: null, admin: false },
  ada: { userId: ada, admin: false },
  bob: { userId: bob, admin: false },
  admin: { userId: '0197a1b2-0000-7000-8000-0000000000ad', admin: true },
};

/** What each viewer hears of one change. */
function heard(row: Parameters<typeof liveAudienceOf>[0], listed = false) {
  const audience = liveAudienceOf(row, listed);
  return Object.fromEntries(Object.entries(viewers).map(([name, viewer]) => [name, topicsFor(audience, viewer)]));
}

describe('who hears of a change', () => {
  it("a member's generated idea: its creator and admins, and everyone only while the marketplace lists it or as it leaves", () => {
    const row = { kind: 'ugi' as const, entityId: '100001', streamId: `workspace-${ada}`, type: 'WorkspaceIdeaEdited' };
    expect(heard(row)).toEqual({
      visitor: [],
      ada: ['workspace'],
      bob: [],
      admin: ['admin-ideas', 'quality-control', 'activity'],
    });
    expect(heard(row, true)).toMatchObject({ visitor: ['catalog'], bob: ['catalog'], ada: ['catalog', 'workspace'] });
    expect(heard({ ...row, type: 'UserIdeaUnpublished' })).toMatchObject({ visitor: ['catalog'], bob: ['catalog'] });
  });

  it('an account, a subscription and a checkout: the account holder and admins; a trend: everyone', () => {
    expect(heard({ kind: 'users', entityId: bob, streamId: `user-${bob}`, type: 'UserRoleChanged' })).toEqual({
      visitor: [],
      ada: [],
      bob: ['account'],
      admin: ['users', 'activity'],
    });
    expect(heard({ kind: 'payments', entityId: bob, streamId: `subscription-${bob}`, type: 'SubscriptionStarted' })).toMatchObject({ ada: [], bob: ['account'] });
    expect(heard({ kind: 'payments', entityId: 'cs_1', streamId: 'checkout-cs_1', type: 'CheckoutCompleted' })).toMatchObject({ bob: [], admin: ['users', 'activity'] });
    expect(heard({ kind: 'trends', entityId: '4', streamId: 'trend-4', type: 'TrendUpdated' })).toMatchObject({ visitor: ['trends'], admin: ['trends', 'activity'] });
  });

  it("ends an account's feeds when its role or sessions change, not when it signs in elsewhere", () => {
    const ofAccount = (type: string) => liveAudienceOf({ kind: 'users', entityId: bob, streamId: `user-${bob}`, type }, false).endsFeedsOf;
    expect(['RoleChanged', 'SessionEnded', 'UserDeleted', 'UserLoggedIn', 'LoginFailed'].map(ofAccount)).toEqual([bob, bob, bob, undefined, undefined]);
  });
});
