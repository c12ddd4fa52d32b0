// The `users` read model (docs/architecture.md "Projections and read models"): the admin users list and the account
// behind a session. A page is one read of the rows it touches, an in-memory fold, the decryption of the personal data
// that survives the page (one read of their keys), and one upsert.
import type { Selectable } from 'kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { createPersonalDataVault, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { openPersonalForReadModel } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { foldUserEvents, USERS_EVENT_TYPES, type ChangedUser, type UserRow } from './fold-user-events';
import { usersMigrations } from './users.migrations';
import type { UsersProjectionDatabase, UsersTable } from './users.table';

export const usersProjection: Projection = {
  name: 'users',
  version: 1,
  eventTypes: USERS_EVENT_TYPES,
  tables: ['users'],
  migrations: usersMigrations,
  async apply(trx, events) {
    const db = trx.withTables<UsersProjectionDatabase>();
    const ids = [...new Set(events.map((event) => (event.data as { userId: string }).userId))];
    const stored = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
    const changed = foldUserEvents(new Map(stored.map((row) => [row.id, fromColumns(row)])), events);
    if (changed.size === 0) return;
    // The page transaction is the only handle a projection gets, and it keeps the whole page on one connection.
    await openPersonalColumns(createPersonalDataVault(trx.withTables<PersonalDataDatabase>()), changed.values());
    await db
      .insertInto('users')
      .values([...changed.values()].map(({ row }) => ({ ...row, last_revision: row.last_revision.toString() })))
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            username: eb.ref('excluded.username'),
            role: eb.ref('excluded.role'),
            email_verified: eb.ref('excluded.email_verified'),
            updated_at: eb.ref('excluded.updated_at'),
            deleted_at: eb.ref('excluded.deleted_at'),
            last_login_at: eb.ref('excluded.last_login_at'),
            last_revision: eb.ref('excluded.last_revision'),
          }))
          .where((eb) => eb('users.last_revision', '<', eb.ref('excluded.last_revision'))),
      )
      .execute();
  },
};

function fromColumns(row: Selectable<UsersTable>): UserRow {
  return { ...row, last_revision: BigInt(row.last_revision) };
}

type PersonalColumns = Partial<Pick<UserRow, 'email' | 'username'>>;

/** Each event is decrypted once, whichever columns it sets, all in one go; erased personal data leaves the columns null. */
async function openPersonalColumns(vault: PersonalDataVault, changed: Iterable<ChangedUser>): Promise<void> {
  const users = [...changed];
  const events = new Map<string, RecordedEvent>();
  for (const { personalFrom } of users) for (const event of [personalFrom.email, personalFrom.username]) if (event) events.set(event.id, event);
  const payloads = (await openPersonalForReadModel(vault, [...events.values()].map((event) => event.data))) as { personal: PersonalColumns | null }[];
  const opened = new Map([...events.keys()].map((id, index) => [id, payloads[index]!.personal]));
  for (const { row, personalFrom } of users) {
    if (personalFrom.email) row.email = opened.get(personalFrom.email.id)?.email ?? null;
    if (personalFrom.username) row.username = opened.get(personalFrom.username.id)?.username ?? null;
  }
}
