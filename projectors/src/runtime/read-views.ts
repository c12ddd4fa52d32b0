// Readers never name a projection schema: they query `read.<table>`, a view onto the active generation's table.
// Views are dropped and re-created (not CREATE OR REPLACE, which refuses changed columns) inside the caller's
// transaction, so a reader sees the old view or the new one, never none. A view that already shows its table as it is
// now (same schema, same columns) is left alone: re-pointing takes an exclusive lock on each view, and a reader
// reading two of them in another order meanwhile deadlocked with every restart of a runtime.
import { sql, type QueryExecutorProvider } from 'kysely';

export const READ_SCHEMA = 'read';

export async function pointReadViews(
  trx: QueryExecutorProvider,
  target: { schemaName: string; tables: readonly string[] },
  previousTables: readonly string[],
): Promise<void> {
  const current = new Set<string>();
  for (const table of target.tables) if (await showsAsItIs(trx, target.schemaName, table)) current.add(table);
  for (const table of new Set([...previousTables, ...target.tables])) {
    if (!current.has(table)) await sql`DROP VIEW IF EXISTS ${sql.id(READ_SCHEMA, table)}`.execute(trx);
  }
  for (const table of target.tables) {
    if (!current.has(table)) await sql`CREATE VIEW ${sql.id(READ_SCHEMA, table)} AS SELECT * FROM ${sql.id(target.schemaName, table)}`.execute(trx);
  }
}

/** Whether read.<table> is a view of exactly `schema`.<table>, with the columns the table has now. */
async function showsAsItIs(trx: QueryExecutorProvider, schema: string, table: string): Promise<boolean> {
  const relation = (of: string) => sql`to_regclass(quote_ident(${of}) || '.' || quote_ident(${table}))`;
  const columns = (of: string) => sql`
    SELECT array_agg(attname::text ORDER BY attnum) FROM pg_attribute WHERE attrelid = ${relation(of)} AND attnum > 0 AND NOT attisdropped`;
  const { rows } = await sql<{ same: boolean }>`
    SELECT EXISTS (
             SELECT 1 FROM pg_depend d
               JOIN pg_rewrite r ON r.oid = d.objid
             WHERE r.ev_class = ${relation(READ_SCHEMA)} AND d.refobjid = ${relation(schema)}
           )
       AND (${columns(READ_SCHEMA)}) IS NOT DISTINCT FROM (${columns(schema)}) AS same`.execute(trx);
  return rows[0]?.same === true;
}
