// Folds a page of user events onto the rows they touch, in memory, so a page costs one read and one write however
// many events it holds. Personal columns are not decrypted here: the fold notes which event last set each one, so
// a page decrypts only what survives it (nothing at all for a user deleted within the page).
import type { UsersTable } from './users.table';
import type { UserEvent, UserRegistered } from '@app/domain/users/user-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';

/** The events that change a row; verification requests, failed logins and ended sessions change none. */
export const USERS_EVENT_TYPES = [
  'UserRegistered',
  'EmailVerified',
  'UserLoggedIn',
  'UsernameChanged',
  'PasswordChanged',
  'RoleChanged',
  'UserDeleted',
] as const satisfies readonly UserEvent['type'][];

type RowEvent = Extract<UserEvent, { type: (typeof USERS_EVENT_TYPES)[number] }>;

/** A `users` row while folding: the table's columns, with the revision as a number to compare. */
export type UserRow = Omit<UsersTable, 'last_revision'> & { last_revision: bigint };

export interface ChangedUser {
  row: UserRow;
  /** The events whose sealed `personal` field holds the column's new value. */
  personalFrom: { email?: RecordedEvent; username?: RecordedEvent };
}

/** The rows the events change, keyed by user id; `stored` is what the table held for those users before the page. */
export function foldUserEvents(stored: ReadonlyMap<string, UserRow>, events: readonly RecordedEvent[]): Map<string, ChangedUser> {
  const changed = new Map<string, ChangedUser>();
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as RowEvent;
    const id = event.data.userId;
    const known = changed.get(id) ?? copyOf(stored.get(id));
    if (event.type === 'UserRegistered') {
      // Registration is revision 0 of the stream, so a row that exists has seen it.
      if (!known) changed.set(id, registered(event, recorded));
      continue;
    }
    // Without a row there is no registration to build on: the stream cannot be a user's.
    if (!known || recorded.revision <= known.row.last_revision) continue;
    known.row.last_revision = recorded.revision;
    // A deleted user's row keeps what it showed at deletion; the domain records nothing for them after it anyway.
    if (known.row.deleted_at === null) evolve(known, event, recorded);
    changed.set(id, known);
  }
  return changed;
}

function copyOf(row: UserRow | undefined): ChangedUser | undefined {
  return row && { row: { ...row }, personalFrom: {} };
}

function registered(event: UserRegistered, recorded: RecordedEvent): ChangedUser {
  const { userId, role, at } = event.data;
  const row: UserRow = {
    id: userId,
    email: null,
    username: null,
    role,
    email_verified: false,
    created_at: new Date(at),
    updated_at: new Date(at),
    deleted_at: null,
    last_login_at: null,
    last_revision: recorded.revision,
  };
  return { row, personalFrom: { email: recorded, username: recorded } };
}

function evolve(user: ChangedUser, event: Exclude<RowEvent, UserRegistered>, recorded: RecordedEvent): void {
  const { row } = user;
  const at = new Date(event.data.at);
  switch (event.type) {
    case 'EmailVerified':
      row.email_verified = true;
      row.updated_at = at;
      break;
    case 'UserLoggedIn':
      row.last_login_at = at;
      break;
    case 'UsernameChanged':
      user.personalFrom.username = recorded;
      row.updated_at = at;
      break;
    case 'PasswordChanged':
      row.updated_at = at;
      break;
    case 'RoleChanged':
      row.role = event.data.role;
      row.updated_at = at;
      break;
    case 'UserDeleted':
      // The read model drops its plaintext copy now: erasing the key later cannot reach a copy already decrypted.
      row.email = null;
      row.username = null;
      user.personalFrom = {};
      row.deleted_at = at;
      row.updated_at = at;
      break;
  }
}
