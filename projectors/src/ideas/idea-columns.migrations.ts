// The DDL of what the idea read models hold alike (idea-columns.table.ts), called by their landed migrations: what a
// function here adds must never change (a new shape is a new function, called by a new migration). The idea read
// models' test pins the tables it builds (fixtures/idea-read-models.txt).
import { sql, type CreateTableBuilder } from 'kysely';

/** IdeaDetailColumns: the catalog's `ideas` holds them after `category`, admin_idea_details after its key. */
export function withIdeaDetailColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, string> {
  return table
    .addColumn('business_model', 'text', (column) => column.notNull())
    .addColumn('market_size', 'text', (column) => column.notNull())
    .addColumn('competition', 'text', (column) => column.notNull())
    .addColumn('problem', 'text', (column) => column.notNull())
    .addColumn('solution', 'text', (column) => column.notNull())
    .addColumn('differentiation', 'text', (column) => column.notNull())
    .addColumn('go_to_market', 'text', (column) => column.notNull())
    .addColumn('wow_factor', 'text', (column) => column.notNull())
    .addColumn('revenue', 'text', (column) => column.notNull())
    .addColumn('timeline', 'text', (column) => column.notNull())
    .addColumn('team_size', 'text', (column) => column.notNull())
    .addColumn('technologies', sql`text[]`, (column) => column.notNull())
    .addColumn('tags', sql`text[]`, (column) => column.notNull())
    .addColumn('mockup', 'text')
    .addColumn('country', 'text', (column) => column.notNull());
}
