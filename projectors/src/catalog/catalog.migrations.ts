import { sql, type Kysely, type Migration } from 'kysely';
import { withIdeaDetailColumns } from '../ideas/idea-columns.migrations';

export const catalogMigrations: Record<string, Migration> = {
  '2026-11-23-catalog': {
    async up(db: Kysely<any>) {
      await sql`CREATE SEQUENCE catalog_change_seq`.execute(db);
      await db.schema
        .createTable('ideas')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('batch_number', 'integer')
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('stamp', 'text')
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('category', 'text', (column) => column.notNull())
        .$call(withIdeaDetailColumns)
        .addColumn('private', 'boolean', (column) => column.notNull())
        .addColumn('auto_deleted', 'boolean', (column) => column.notNull())
        .addColumn('auto_delete_activated_at', 'timestamptz')
        .addColumn('archived', 'boolean', (column) => column.notNull())
        .addColumn('creator_id', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('views', 'bigint', (column) => column.notNull())
        .addColumn('market_size_amount', 'double precision')
        .addColumn('competition_rank', 'integer', (column) => column.notNull())
        .addColumn('stamp_rank', 'integer', (column) => column.notNull())
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .addColumn('change_seq', 'bigint', (column) => column.notNull().defaultTo(sql`nextval('catalog_change_seq')`))
        .execute();
      // Incremental readers: the rows changed since the highest change_seq they saw.
      await db.schema.createIndex('ideas_by_change_seq').on('ideas').column('change_seq').execute();

      await db.schema
        .createTable('idea_documents')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('idea_id', 'integer', (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('content', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('idea_documents_by_idea').on('idea_documents').column('idea_id').execute();

      await db.schema
        .createTable('trends')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('idea_trends')
        .addColumn('trend_id', 'integer', (column) => column.notNull())
        .addColumn('idea_id', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addPrimaryKeyConstraint('idea_trends_pkey', ['trend_id', 'idea_id'])
        .execute();
      await db.schema.createIndex('idea_trends_by_idea').on('idea_trends').column('idea_id').execute();

      await db.schema
        .createTable('catalog_meta')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('build_id', 'text', (column) => column.notNull())
        .addColumn('views_revision', 'bigint', (column) => column.notNull())
        .execute();
      await sql`INSERT INTO catalog_meta (id, build_id, views_revision) VALUES (1, gen_random_uuid()::text, -1)`.execute(db);
    },
  },
  '2026-11-25-catalog-user-ideas': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('ideas').addColumn('copy_id', 'integer').execute();
      // An edit of a member's copy finds the user idea it stands for.
      await db.schema.createIndex('ideas_by_copy').on('ideas').column('copy_id').where('copy_id', 'is not', null).execute();
    },
  },
  '2026-11-28-catalog-member-ideas': {
    async up(db: Kysely<any>) {
      // A member's erasure finds their ideas among the members' ideas, not by reading every platform idea.
      await db.schema.createIndex('ideas_by_member').on('ideas').column('creator_id').where(sql.ref('copy_id'), 'is not', null).execute();
    },
  },
  '2026-11-28-catalog-scores': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idea_scores')
        .addColumn('idea_id', 'integer', (column) => column.notNull())
        .addColumn('rubric_version', 'integer', (column) => column.notNull())
        .addColumn('overall', 'integer', (column) => column.notNull())
        .addColumn('dimensions', sql`integer[]`, (column) => column.notNull())
        .addColumn('scorecard', 'jsonb', (column) => column.notNull())
        .addColumn('fields_hash', 'text', (column) => column.notNull())
        .addColumn('prompt_hash', 'text', (column) => column.notNull())
        .addColumn('provider', 'text', (column) => column.notNull())
        .addColumn('model', 'text', (column) => column.notNull())
        .addColumn('tokens_in', 'integer', (column) => column.notNull())
        .addColumn('tokens_out', 'integer', (column) => column.notNull())
        .addColumn('scored_at', 'timestamptz', (column) => column.notNull())
        .addColumn('revision', 'bigint', (column) => column.notNull())
        // A version's scores together: the index loads the active one's, the comparison reads two.
        .addPrimaryKeyConstraint('idea_scores_pkey', ['rubric_version', 'idea_id'])
        .execute();
      await db.schema
        .createTable('rubric_versions')
        .addColumn('version', 'integer', (column) => column.primaryKey())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('prompt_hash', 'text')
        .addColumn('created_at', 'timestamptz')
        .execute();
      await sql`INSERT INTO rubric_versions (version, status) VALUES (1, 'active')`.execute(db);
      await db.schema.alterTable('catalog_meta').addColumn('active_rubric', 'integer', (column) => column.notNull().defaultTo(1)).execute();
      await db.schema.alterTable('catalog_meta').addColumn('rubric_revision', 'bigint', (column) => column.notNull().defaultTo(-1)).execute();
    },
  },
};
