// Which email each member registered with, known only by its reservation stream's id (`email-<sha256>` of the
// trimmed, lower-cased address: infra/src/personal-data/reservation-stream-ids.ts): a member's erasure finds the
// Builder Studio applications sent with the same email without any email kept in clear. The stream ids are in the
// store already (the reservations); a projection that needs them keeps such a table of its own (table names are
// unique across projections) and forgets a member's rows once their erasure has used them.
import { sql, type Migration } from 'kysely';
import type { UserDeleted } from '@app/domain/users/user-events';
import type { Reserved } from '@app/domain/users/reservation';
import type { SharedDb } from '@app/infra/database/kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { emailReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';

export interface MemberEmailRow {
  user_id: string;
  /** The email's reservation stream id. */
  email_key: string;
}

export const MEMBER_EMAIL_EVENT_TYPES: readonly string[] = ['EmailReserved', 'UserDeleted'] satisfies (Reserved<'Email'>['type'] | UserDeleted['type'])[];

/** The email key an application's (or anyone's) address has: the same as its reservation's. */
export const emailKeyOf = (email: string): string => emailReservationStreamId(email);

/** The member and email key an `EmailReserved` records; undefined for any other event. */
export function reservedEmail(event: RecordedEvent): MemberEmailRow | undefined {
  if (event.type !== 'EmailReserved' || !event.streamId.startsWith('email-')) return undefined;
  return { user_id: (event.data as Reserved<'Email'>['data']).userId, email_key: event.streamId };
}

/** A projection's own table of members' email keys, named `table`; its calls take the page transaction. */
export function memberEmailsTable(table: string) {
  const db = (trx: SharedDb) => trx.withTables<Record<string, MemberEmailRow>>();
  return {
    migration: {
      async up(schema) {
        await schema.schema
          .createTable(table)
          .addColumn('user_id', 'text', (column) => column.notNull())
          .addColumn('email_key', 'text', (column) => column.notNull())
          .addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', 'email_key'])
          .execute();
      },
    } satisfies Migration,

    async remember(trx: SharedDb, rows: readonly MemberEmailRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db(trx).insertInto(table).values([...rows]).onConflict((conflict) => conflict.doNothing()).execute();
    },

    /** The email keys of these members, forgotten as they are read: their erasure is the last use. */
    async take(trx: SharedDb, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const { rows } = await sql<{ email_key: string }>`DELETE FROM ${sql.table(table)} WHERE user_id = ANY(${[...userIds]}::text[]) RETURNING email_key`.execute(trx);
      return [...new Set(rows.map((row) => row.email_key))];
    },
  };
}
