import { sql, type Kysely, type Migration } from 'kysely';
import { withIdeaDetailColumns } from '../ideas/idea-columns.migrations';

/** The list's sort keys (GET /api/admin/ideas/all `sort`), each indexed with the (id, source) tiebreak after it. */
const SORT_COLUMNS = ['source', 'batch_number', 'title', 'category', 'type', 'status'] as const;

export const adminIdeasMigrations: Record<string, Migration> = {
  '2026-11-25-admin-ideas': {
    async up(db: Kysely<any>) {
      // Title search is "contains", which only a trigram index serves; the extension is the database's, in public,
      // so dropping a retired generation's schema cannot take it along.
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);

      await db.schema
        .createTable('admin_ideas')
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('id', 'integer', (column) => column.notNull())
        .addColumn('batch_number', 'integer')
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('category', 'text', (column) => column.notNull())
        .addColumn('categories', sql`text[]`, (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('private', 'boolean', (column) => column.notNull())
        .addColumn('stamp', 'text')
        .addColumn('auto_deleted', 'boolean', (column) => column.notNull())
        .addColumn('auto_delete_activated_at', 'timestamptz')
        .addColumn('archived', 'boolean', (column) => column.notNull())
        .addColumn('creator_id', 'text', (column) => column.notNull())
        .addColumn('copy_id', 'integer')
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .addColumn('deleted_at', 'timestamptz')
        .addPrimaryKeyConstraint('admin_ideas_pkey', ['source', 'id'])
        .execute();
      // An edit of a member's copy finds the user idea it stands for.
      await db.schema.createIndex('admin_ideas_by_copy').on('admin_ideas').columns(['source', 'copy_id']).where(sql.ref('copy_id'), 'is not', null).execute();
      // The list reads live rows only: every index of its filters and sorts leaves deleted ones out. A page in any
      // sort walks one of these in order (either direction) and stops after the page.
      await db.schema.createIndex('admin_ideas_live_by_id').on('admin_ideas').columns(['id', 'source']).where(sql.ref('deleted_at'), 'is', null).execute();
      for (const column of SORT_COLUMNS) {
        await db.schema
          .createIndex(`admin_ideas_live_by_${column}`)
          .on('admin_ideas')
          .columns([column, 'id', 'source'])
          .where(sql.ref('deleted_at'), 'is', null)
          .execute();
      }
      await sql`CREATE INDEX admin_ideas_live_categories ON admin_ideas USING gin (categories) WHERE deleted_at IS NULL`.execute(db);
      await sql`CREATE INDEX admin_ideas_live_title_trigrams ON admin_ideas USING gin (title gin_trgm_ops) WHERE deleted_at IS NULL`.execute(db);

      await db.schema
        .createTable('admin_idea_details')
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('id', 'integer', (column) => column.notNull())
        .$call(withIdeaDetailColumns)
        .addPrimaryKeyConstraint('admin_idea_details_pkey', ['source', 'id'])
        .execute();

      await db.schema
        .createTable('admin_idea_trends')
        .addColumn('trend_id', 'integer', (column) => column.notNull())
        .addColumn('idea_id', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('admin_idea_trends_pkey', ['trend_id', 'idea_id'])
        .execute();
      // An idea's lowest trend: the first entry of its range.
      await db.schema.createIndex('admin_idea_trends_by_idea').on('admin_idea_trends').columns(['idea_id', 'trend_id']).execute();

      await db.schema
        .createTable('deleted_ideas')
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('id', 'integer', (column) => column.notNull())
        .addColumn('user_id', 'text')
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('deleted_at', 'timestamptz', (column) => column.notNull())
        .addPrimaryKeyConstraint('deleted_ideas_pkey', ['source', 'id'])
        .execute();

      await db.schema
        .createTable('admin_ideas_streams')
        .addColumn('stream_id', 'text', (column) => column.primaryKey())
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-26-admin-ideas-change-feed': {
    async up(db: Kysely<any>) {
      // The query API lists the ideas from memory (query-api/src/admin-ideas-index/) and follows the table by
      // change_seq: every write of a row takes the next value. The list's SQL indexes have no reader left.
      await sql`CREATE SEQUENCE admin_ideas_change_seq`.execute(db);
      await db.schema
        .alterTable('admin_ideas')
        .addColumn('change_seq', 'bigint', (column) => column.notNull().defaultTo(sql`nextval('admin_ideas_change_seq')`))
        .execute();
      await db.schema.createIndex('admin_ideas_by_change_seq').on('admin_ideas').column('change_seq').execute();
      for (const index of ['admin_ideas_live_by_id', ...SORT_COLUMNS.map((column) => `admin_ideas_live_by_${column}`), 'admin_ideas_live_categories', 'admin_ideas_live_title_trigrams']) {
        await db.schema.dropIndex(index).execute();
      }
      // An idea named by its id alone (the admin's idea and documents reads).
      await db.schema.createIndex('admin_ideas_by_id').on('admin_ideas').column('id').execute();
      await db.schema.createTable('admin_ideas_meta').addColumn('id', 'integer', (column) => column.primaryKey()).addColumn('build_id', 'text', (column) => column.notNull()).execute();
      await sql`INSERT INTO admin_ideas_meta (id, build_id) VALUES (1, gen_random_uuid()::text)`.execute(db);
    },
  },
  '2026-11-28-admin-ideas-member-ideas': {
    async up(db: Kysely<any>) {
      // A member's erasure finds their ideas among the members' ideas, not by reading every platform idea.
      await db.schema.createIndex('admin_ideas_by_member').on('admin_ideas').column('creator_id').where(sql.ref('copy_id'), 'is not', null).execute();
    },
  },
};
