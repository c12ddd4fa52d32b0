// COPY ... FROM STDIN into one of the generation's tables, inside the page's transaction: Postgres appends the rows
// in batches, several times faster than an INSERT of the same rows, which writes them one at a time
// (projectors/src/momentum/README.md, "A rebuild", has the figures).
import { sql } from 'kysely';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import type { SharedDb } from '@app/infra/database/kysely';
import { clientOf } from './runtime-db';

export type CopyValue = number | string | null;

/** COPY's text format: tabs between values, a newline after each row, \N for null, backslashes escaped. */
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyText = (value: CopyValue) => (value === null ? '\\N' : typeof value === 'number' ? String(value) : value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!));

/**
 * Appends `rows` (values in the order of `columns`) to `table` on the transaction's own connection. `trx` must come
 * from the runtime (a page's transaction): only its connections are known to have a pg client under them. The
 * table is named like the query builder names it, so a handle bound with withSchema writes into that schema.
 */
export async function copyRows(trx: SharedDb, table: string, columns: readonly string[], rows: Iterable<readonly CopyValue[]>): Promise<void> {
  // Outside a transaction the connection would go back to the pool before the COPY ran on it.
  const client = trx.isTransaction ? await trx.getExecutor().provideConnection((connection) => Promise.resolve(clientOf(connection))) : undefined;
  if (!client) throw new Error(`COPY into ${table}: the transaction is not the projector runtime's (runtime-db.ts)`);
  const statement = sql`COPY ${sql.table(table)} (${sql.join(columns.map((column) => sql.id(column)))}) FROM STDIN`.compile(trx).sql;
  let text = '';
  for (const row of rows) text += `${row.map(copyText).join('\t')}\n`;
  await pipeline(Readable.from([text]), client.query(copyFrom(statement)));
}
