// Readers never name a projection schema: they query `read.<table>`, a view onto the active generation's table.
// Views are dropped and re-created (not CREATE OR REPLACE, which refuses changed columns) inside the caller's
// transaction, so a reader sees the old view or the new one, never none.
import { sql, type QueryExecutorProvider } from 'kysely';

export const READ_SCHEMA = 'read';

export async function pointReadViews(
  trx: QueryExecutorProvider,
  target: { schemaName: string; tables: readonly string[] },
  previousTables: readonly string[],
): Promise<void> {
  for (const table of new Set([...previousTables, ...target.tables])) {
    await sql`DROP VIEW IF EXISTS ${sql.id(READ_SCHEMA, table)}`.execute(trx);
  }
  for (const table of target.tables) {
    await sql`CREATE VIEW ${sql.id(READ_SCHEMA, table)} AS SELECT * FROM ${sql.id(target.schemaName, table)}`.execute(trx);
  }
}
