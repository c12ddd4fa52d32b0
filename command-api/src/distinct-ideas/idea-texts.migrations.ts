import { sql, type Kysely, type Migration } from 'kysely';

// Dated, never edited once landed (CONVENTIONS.md); they run in the command API's schema (see app.ts).
export const ideaTextsMigrations: Record<string, Migration> = {
  '2026-11-29-idea-texts': {
    async up(db: Kysely<any>) {
      // Every platform idea's text with its fingerprint, so a batch item finds the ideas its new one would repeat
      // (distinct-ideas.ts) with one indexed query instead of a read of every idea.
      await db.schema
        .createTable('idea_texts')
        .addColumn('idea_id', 'bigint', (column) => column.primaryKey())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('title_key', 'text', (column) => column.notNull())
        .addColumn('text_key', 'text', (column) => column.notNull())
        .addColumn('bands', sql`int4[]`, (column) => column.notNull())
        .addColumn('shingles', 'bytea', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('idea_texts_title_key').on('idea_texts').column('title_key').execute();
      await db.schema.createIndex('idea_texts_text_key').on('idea_texts').column('text_key').execute();
      await db.schema.createIndex('idea_texts_bands').on('idea_texts').using('gin').column('bands').execute();
      await db.schema
        .createTable('idea_texts_position')
        .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
        .addColumn('position', 'text', (column) => column.notNull())
        .execute();
    },
  },
};
