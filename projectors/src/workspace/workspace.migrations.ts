import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

/** Documents and power-ups: a generated text of a type, for one copy of one member. */
function createGeneratedTextTable(db: Kysely<any>, name: string): Promise<void> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('copy_id', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

/** The CopyFields columns (IdeaFieldColumns of the catalog), the same on user ideas and copies. */
function withFieldColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, string> {
  const text = ['title', 'description', 'category', 'business_model', 'market_size', 'competition', 'problem', 'solution',
    'differentiation', 'go_to_market', 'wow_factor', 'revenue', 'timeline', 'team_size'] as const;
  let builder: CreateTableBuilder<T, string> = table;
  for (const name of text) builder = builder.addColumn(name, 'text', (column) => column.notNull());
  return builder
    .addColumn('technologies', sql`text[]`, (column) => column.notNull())
    .addColumn('tags', sql`text[]`, (column) => column.notNull())
    .addColumn('mockup', 'text')
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull());
}

export const workspaceMigrations: Record<string, Migration> = {
  '2026-11-30-workspace': {
    async up(db: Kysely<any>) {
      await withFieldColumns(
        db.schema
          .createTable('user_ideas')
          .addColumn('source', 'text', (column) => column.notNull())
          .addColumn('id', 'integer', (column) => column.notNull())
          .addColumn('creator_id', 'text', (column) => column.notNull())
          .addColumn('copy_id', 'integer', (column) => column.notNull()),
      )
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('private', 'boolean', (column) => column.notNull())
        .addColumn('user_context', 'text', (column) => column.notNull())
        .addColumn('created_at', 'timestamptz', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .addPrimaryKeyConstraint('user_ideas_pkey', ['source', 'id'])
        .execute();
      // The monthly count of a member's generated ideas.
      await db.schema.createIndex('user_ideas_by_creator').on('user_ideas').columns(['creator_id', 'created_at']).execute();

      await withFieldColumns(
        db.schema
          .createTable('workspace_copies')
          .addColumn('kind', 'text', (column) => column.notNull())
          .addColumn('id', 'integer', (column) => column.notNull())
          .addColumn('user_id', 'text', (column) => column.notNull())
          .addColumn('original_id', 'integer', (column) => column.notNull()),
      )
        .addColumn('added_at', 'timestamptz', (column) => column.notNull())
        .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
        .addPrimaryKeyConstraint('workspace_copies_pkey', ['kind', 'id'])
        .execute();
      await db.schema.createIndex('workspace_copies_by_user').on('workspace_copies').columns(['user_id', 'added_at']).execute();

      await createGeneratedTextTable(db, 'workspace_documents');
      // The collection and the monthly count of copies with documents.
      await db.schema.createIndex('workspace_documents_by_user').on('workspace_documents').columns(['user_id', 'created_at']).execute();

      await createGeneratedTextTable(db, 'workspace_power_ups');
      await db.schema.createIndex('workspace_power_ups_by_user').on('workspace_power_ups').column('user_id').execute();

      await db.schema
        .createTable('workspace_streams')
        .addColumn('stream_id', 'text', (column) => column.primaryKey())
        .addColumn('last_revision', 'bigint', (column) => column.notNull())
        .execute();
    },
  },
  '2026-12-01-workspace-curation': {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('user_ideas').addColumn('stamp', 'text').addColumn('deleted_at', 'timestamptz').execute();
    },
  },
  '2026-12-01-workspace-erasure': {
    async up(db: Kysely<any>) {
      // A member's erasure removes every copy of their ideas, in anyone's workspace.
      await db.schema.createIndex('workspace_copies_by_original').on('workspace_copies').columns(['kind', 'original_id']).execute();
    },
  },
};
