import { sql, type Kysely, type Migration } from 'kysely';

export const momentumMigrations: Record<string, Migration> = {
  '2026-11-28-momentum': {
    async up(db: Kysely<any>) {
      await sql`CREATE SEQUENCE momentum_change_seq`.execute(db);
      await db.schema
        .createTable('momentum_days')
        .addColumn('idea_id', 'integer', (column) => column.notNull())
        .addColumn('day', 'date', (column) => column.notNull())
        .addColumn('views', 'integer', (column) => column.notNull())
        .addColumn('saves', 'integer', (column) => column.notNull())
        .addColumn('shares', 'integer', (column) => column.notNull())
        .addColumn('documents', 'integer', (column) => column.notNull())
        .addColumn('change_seq', 'bigint', (column) => column.notNull().defaultTo(sql`nextval('momentum_change_seq')`))
        .addPrimaryKeyConstraint('momentum_days_pkey', ['idea_id', 'day'])
        .execute();
      await db.schema
        .createTable('momentum_copies')
        .addColumn('copy_id', 'integer', (column) => column.primaryKey())
        .addColumn('idea_id', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('momentum_meta')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('build_id', 'text', (column) => column.notNull())
        .addColumn('last_position', 'text')
        .addColumn('newest_day', 'date')
        .execute();
      await sql`INSERT INTO momentum_meta (id, build_id) VALUES (1, gen_random_uuid()::text)`.execute(db);
    },
  },
  // A rebuild's rows, before they are summed into momentum_days (README.md here, "A rebuild"): no key and no index,
  // so a page's rows are appended, not upserted.
  '2026-11-28-momentum-staged': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('momentum_days_staged')
        .addColumn('idea_id', 'integer', (column) => column.notNull())
        .addColumn('day', 'integer', (column) => column.notNull())
        .addColumn('views', 'integer', (column) => column.notNull())
        .addColumn('saves', 'integer', (column) => column.notNull())
        .addColumn('shares', 'integer', (column) => column.notNull())
        .addColumn('documents', 'integer', (column) => column.notNull())
        .execute();
    },
  },
};
