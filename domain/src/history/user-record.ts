// An account as it was (`UserRecord`), folded from its stream. Its own fold, not the decider's: the decision state
// turns an account whose personal data is gone into 'deleted' and forgets its role, while the record must show the
// role and verification an erased person had at any instant, with email and username null. Nothing secret is kept:
// no password hash, token or session.
import type { UserEvent } from '../users/user-events';
import type { UserRecord } from './history-view';
import type { RecordFold } from './record-tracker';

function evolveUserRecord(record: UserRecord | null, event: UserEvent): UserRecord | null {
  if (event.type === 'UserRegistered') {
    const { userId, role, at, personal } = event.data;
    return { userId, email: personal?.email ?? null, username: personal?.username ?? null, role, emailVerified: false, deleted: false, registeredAt: at };
  }
  if (record === null) return null;
  switch (event.type) {
    case 'EmailVerified':
      return { ...record, emailVerified: true };
    case 'UsernameChanged':
      return { ...record, username: event.data.personal?.username ?? null };
    case 'RoleChanged':
      return { ...record, role: event.data.role };
    case 'UserDeleted':
      return { ...record, email: null, username: null, deleted: true };
    default:
      return record;
  }
}

export const userRecordFold: RecordFold<UserRecord | null, UserEvent, UserRecord> = {
  initialState: () => null,
  evolve: evolveUserRecord,
  record: (record) => record,
};
