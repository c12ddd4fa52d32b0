// Which email each member registered with, known only by its reservation stream's id (`email-<sha256>` of the
// trimmed, lower-cased address: infra/src/personal-data/reservation-stream-ids.ts): a member's erasure finds the
// Builder Studio applications sent with the same email without any email kept in clear. The stream ids are in the
// store already (the reservations); a projection that needs them keeps this table in its own schema and forgets a
// member's rows once their erasure has used them.
import type { Kysely, Migration } from 'kysely';
import type { UserDeleted } from '@app/domain/users/user-events';
import type { Reserved } from '@app/domain/users/reservation';
import type { SharedDb } from '@app/infra/database/kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { emailReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';

export interface MemberEmailsTable {
  user_id: string;
  /** The email's reservation stream id. */
  email_key: string;
}

export type MemberEmailsDatabase = { member_emails: MemberEmailsTable };

export const MEMBER_EMAIL_EVENT_TYPES: readonly string[] = ['EmailReserved', 'UserDeleted'] satisfies (Reserved<'Email'>['type'] | UserDeleted['type'])[];

export const memberEmailsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('member_emails')
      .addColumn('user_id', 'text', (column) => column.notNull())
      .addColumn('email_key', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('member_emails_pkey', ['user_id', 'email_key'])
      .execute();
  },
};

/** The email key an application's (or anyone's) address has: the same as its reservation's. */
export const emailKeyOf = (email: string): string => emailReservationStreamId(email);

/** The member and email key an `EmailReserved` records; undefined for any other event. */
export function reservedEmail(event: RecordedEvent): MemberEmailsTable | undefined {
  if (event.type !== 'EmailReserved' || !event.streamId.startsWith('email-')) return undefined;
  return { user_id: (event.data as Reserved<'Email'>['data']).userId, email_key: event.streamId };
}

/** The page transaction, whose schema is the projection's own (which holds its `member_emails`). */
export async function rememberMemberEmails(trx: SharedDb, rows: readonly MemberEmailsTable[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.withTables<MemberEmailsDatabase>().insertInto('member_emails').values([...rows]).onConflict((conflict) => conflict.doNothing()).execute();
}

/** The email keys of these members, forgotten as they are read: their erasure is the last use. */
export async function takeMemberEmailKeys(trx: SharedDb, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await trx.withTables<MemberEmailsDatabase>().deleteFrom('member_emails').where('user_id', 'in', [...userIds]).returning('email_key').execute();
  return [...new Set(rows.map((row) => row.email_key))];
}
