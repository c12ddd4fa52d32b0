// Four users' histories, with personal data sealed as the command API writes it, and the rows the users projection
// gives for them: its own test checks events → rows, the query API's read model test reads those rows.
import { userStreamId, type UserEvent } from '@app/domain/users/user-events';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { sealPersonalField } from '@app/infra/personal-data/personal-field';
import type { UsersTable } from '../users.table';

export const ids = { root: uuidv7(), ada: uuidv7(), bob: uuidv7(), dave: uuidv7() };
const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;
const date = (minute: number) => new Date(at(minute));
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA';
export const dave = { email: 'dave.erasable@example.com', username: 'dave_erasable', renamed: 'dave_renamed' };

function registered(userId: string, minute: number, email: string, username: string, role: 'FREE' | 'ADMIN' = 'FREE'): UserEvent {
  return { type: 'UserRegistered', data: { userId, role, at: at(minute), personal: { email, username, passwordHash: hash } } };
}

const histories: [string, UserEvent[]][] = [
  [ids.root, [registered(ids.root, 0, 'root@example.com', 'root', 'ADMIN'), { type: 'EmailVerified', data: { userId: ids.root, at: at(0) } }]],
  [
    ids.ada,
    [
      registered(ids.ada, 1, 'ada@example.com', 'ada'),
      { type: 'EmailVerificationRequested', data: { userId: ids.ada, token: 'digest', expiresAt: at(59), at: at(1) } },
      { type: 'UserLoggedIn', data: { userId: ids.ada, sessionId: 's1', expiresAt: at(59), at: at(1) } },
      { type: 'EmailVerified', data: { userId: ids.ada, at: at(2) } },
      { type: 'UsernameChanged', data: { userId: ids.ada, at: at(3), personal: { username: 'Ada L' } } },
      { type: 'RoleChanged', data: { userId: ids.ada, role: 'PRO', previousRole: 'FREE', by: 'payment', at: at(4) } },
      { type: 'LoginFailed', data: { userId: ids.ada, at: at(5) } },
      { type: 'UserLoggedIn', data: { userId: ids.ada, sessionId: 's2', expiresAt: at(59), at: at(6) } },
      { type: 'PasswordChanged', data: { userId: ids.ada, at: at(7), personal: { passwordHash: `${hash}2` } } },
      { type: 'SessionEnded', data: { userId: ids.ada, sessionId: 's1', reason: 'password-changed', at: at(7) } },
    ],
  ],
  [ids.bob, [registered(ids.bob, 8, 'bob@example.com', 'bob')]],
  [
    ids.dave,
    [
      registered(ids.dave, 9, dave.email, dave.username),
      { type: 'UsernameChanged', data: { userId: ids.dave, at: at(10), personal: { username: dave.renamed } } },
      { type: 'UserDeleted', data: { userId: ids.dave, at: at(11) } },
    ],
  ],
];

/** Appends every history, personal data sealed; the position of the last append. */
export async function appendUsersHistory(eventStore: EventStore, vault: PersonalDataVault): Promise<AppendResult> {
  let appended: AppendResult | undefined;
  for (const [userId, events] of histories) {
    const sealed = await Promise.all(
      events.map(async (event) => ({
        id: uuidv7(),
        type: event.type,
        data: await sealPersonalField(vault, event.data),
        metadata: { userId, commandId: uuidv7(), correlationId: 'c', causationId: 'c', at: event.data.at },
      })),
    );
    appended = await eventStore.append(userStreamId(userId), sealed, { expectedRevision: 'no_stream' });
  }
  return appended!;
}

const row = (columns: Partial<UsersTable> & Pick<UsersTable, 'id' | 'role' | 'created_at' | 'last_revision'>): UsersTable => ({
  email: null,
  username: null,
  email_verified: false,
  updated_at: columns.created_at,
  deleted_at: null,
  last_login_at: null,
  ...columns,
});

export const rootRow = row({ id: ids.root, email: 'root@example.com', username: 'root', role: 'ADMIN', email_verified: true, created_at: date(0), last_revision: '1' });
export const adaRow = row({
  id: ids.ada,
  email: 'ada@example.com',
  username: 'Ada L',
  role: 'PRO',
  email_verified: true,
  created_at: date(1),
  updated_at: date(7),
  last_login_at: date(6),
  last_revision: '8', // the ended session (9) changes no row, so it is not read
});
export const bobRow = row({ id: ids.bob, email: 'bob@example.com', username: 'bob', role: 'FREE', created_at: date(8), last_revision: '0' });
export const daveRow = row({ id: ids.dave, role: 'FREE', created_at: date(9), updated_at: date(11), deleted_at: date(11), last_revision: '2' });
