import { sql, type Kysely, type Migration } from 'kysely';
import { COMMAND_API_SCHEMA } from '../idempotency/idempotency.table';
import { ID_SEQUENCES, WORKSPACE_ID_SEQUENCES } from './id-sequences';

// Dated, never edited once landed (CONVENTIONS.md); they run in the command API's schema (see app.ts).
export const idMigrations: Record<string, Migration> = {
  '2026-11-23-catalog-ids': {
    async up(db: Kysely<any>) {
      for (const [sequence, start] of Object.entries(ID_SEQUENCES)) {
        await sql`CREATE SEQUENCE IF NOT EXISTS ${sql.id(COMMAND_API_SCHEMA, sequence)} AS bigint START WITH ${sql.lit(start)}`.execute(db);
      }
      // Which idea a document belongs to: documents live in their idea's stream, and PUT /api/admin/documents/{id}
      // names only the document. Written when the document id is allocated, so the command side never waits on a
      // projection to find the stream.
      await db.schema
        .createTable('idea_document_owners')
        .addColumn('document_id', 'bigint', (column) => column.primaryKey())
        .addColumn('idea_id', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-24-workspace-ids': {
    async up(db: Kysely<any>) {
      for (const [sequence, start] of Object.entries(WORKSPACE_ID_SEQUENCES)) {
        await sql`CREATE SEQUENCE IF NOT EXISTS ${sql.id(COMMAND_API_SCHEMA, sequence)} AS bigint START WITH ${sql.lit(start)}`.execute(db);
      }
    },
  },
  '2026-11-25-user-idea-owners': {
    async up(db: Kysely<any>) {
      // Whose workspace holds a user idea: the admin's curation of it is decided in its creator's stream, and the
      // admin names only the idea. Keyed by source too, as UGI and UGP2P ids come from separate sequences.
      await db.schema
        .createTable('user_idea_owners')
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('idea_id', 'bigint', (column) => column.notNull())
        .addColumn('user_id', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('user_idea_owners_pkey', ['source', 'idea_id'])
        .execute();
    },
  },
};
