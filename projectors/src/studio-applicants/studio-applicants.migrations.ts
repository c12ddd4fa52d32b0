import type { Kysely, Migration } from 'kysely';
import { memberEmailsTable } from '../erasure/member-emails';

/** The members' email keys this projection keeps (member-emails.ts). */
export const applicantMemberEmails = memberEmailsTable('applicant_member_emails');

export const studioApplicantsMigrations: Record<string, Migration> = {
  '2026-11-23-builder-studio-applicants': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('builder_studio_applicants')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text')
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('idea', 'text', (column) => column.notNull())
        .addColumn('problem', 'text', (column) => column.notNull())
        .addColumn('target_users', 'text', (column) => column.notNull())
        .addColumn('weekly_hours', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('builder_studio_applicants_by_created_at')
        .on('builder_studio_applicants')
        .columns(['created_at desc', 'id desc'])
        .execute();
    },
  },
  '2026-11-28-studio-applicants-erasure': {
    async up(db: Kysely<any>) {
      // A member's erasure removes the applications sent with their email, found by its key (member-emails.ts).
      await db.schema.alterTable('builder_studio_applicants').addColumn('email_key', 'text').execute();
      await db.schema.createIndex('builder_studio_applicants_by_email').on('builder_studio_applicants').column('email_key').execute();
      await applicantMemberEmails.migration.up(db);
    },
  },
};
