import { describe, expect, it } from 'vitest';
import { userStreamId, type UserEvent } from '@app/domain/users/user-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { foldUserEvents, type UserRow } from './fold-user-events';

const ADA = 'user-ada';
let prepare = 0n;

function recorded(revision: bigint, event: UserEvent): RecordedEvent {
  prepare += 1n;
  const metadata = { userId: null, commandId: 'c', correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z' };
  const streamId = userStreamId(event.data.userId);
  return { id: `event-${prepare}`, ...event, metadata, streamId, revision, position: { commit: prepare, prepare }, createdAt: new Date() };
}

const registration = recorded(0n, {
  type: 'UserRegistered',
  data: { userId: ADA, role: 'FREE', at: '2026-11-22T10:00:00.000Z', personal: { email: 'ada@example.com', username: 'ada', passwordHash: 'h' } },
});

const stored: UserRow = {
  id: ADA,
  email: 'ada@example.com',
  username: 'ada',
  role: 'FREE',
  email_verified: false,
  created_at: new Date('2026-11-22T10:00:00.000Z'),
  updated_at: new Date('2026-11-22T10:00:00.000Z'),
  deleted_at: null,
  last_login_at: null,
  last_revision: 2n,
};

describe('folding user events onto rows', () => {
  it('makes a row from a registration, its personal columns to be read from that event', () => {
    const changed = foldUserEvents(new Map(), [registration]);
    expect([...changed.keys()]).toEqual([ADA]);
    expect(changed.get(ADA)).toEqual({
      row: { ...stored, email: null, username: null, last_revision: 0n },
      personalFrom: { email: registration, username: registration },
    });
  });

  it('skips events at or below the revision the row has seen, and applies the ones after it', () => {
    const at = '2026-11-22T11:00:00.000Z';
    const seen = [registration, recorded(1n, { type: 'EmailVerified', data: { userId: ADA, at } }), recorded(2n, { type: 'RoleChanged', data: { userId: ADA, role: 'PRO', previousRole: 'FREE', by: 'payment', at } })];
    expect(foldUserEvents(new Map([[ADA, stored]]), seen).size).toBe(0);

    const changed = foldUserEvents(new Map([[ADA, stored]]), [...seen, recorded(3n, { type: 'UserLoggedIn', data: { userId: ADA, sessionId: 's', expiresAt: at, at } })]);
    expect(changed.get(ADA)).toEqual({ row: { ...stored, last_login_at: new Date(at), last_revision: 3n }, personalFrom: {} });
    expect(stored.last_revision).toBe(2n);
  });

  it('reads the username from the latest change, and nothing personal once the user is deleted', () => {
    const rename = (revision: bigint, username: string) =>
      recorded(revision, { type: 'UsernameChanged', data: { userId: ADA, at: '2026-11-22T12:00:00.000Z', personal: { username } } });
    const latest = rename(4n, 'ada l');
    expect(foldUserEvents(new Map([[ADA, stored]]), [rename(3n, 'ada_l'), latest]).get(ADA)?.personalFrom).toEqual({ username: latest });

    const deletedAt = '2026-11-22T13:00:00.000Z';
    const deleted = foldUserEvents(new Map(), [registration, rename(1n, 'ada_l'), recorded(2n, { type: 'UserDeleted', data: { userId: ADA, at: deletedAt } })]);
    expect(deleted.get(ADA)).toEqual({
      row: { ...stored, email: null, username: null, deleted_at: new Date(deletedAt), updated_at: new Date(deletedAt), last_revision: 2n },
      personalFrom: {},
    });
  });

  it('ignores the events of a user whose registration it never saw', () => {
    expect(foldUserEvents(new Map(), [recorded(1n, { type: 'EmailVerified', data: { userId: ADA, at: '2026-11-22T11:00:00.000Z' } })]).size).toBe(0);
  });
});
