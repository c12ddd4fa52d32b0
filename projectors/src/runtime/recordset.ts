// A page's rows as one json parameter that the server expands (json_to_recordset): one statement per table and
// page whatever the row count, with no VALUES list of thousands of parameters for Kysely to build and Postgres to
// parse and plan (a page of 500 rows of 38 columns binds 19,000). json, not jsonb: the text is read once as it is
// expanded, where jsonb first builds its binary form (an insert of 5,000 activity rows: 55-66 ms against 75-87 ms).
import { sql, type RawBuilder } from 'kysely';

/** The SQL type of each column to read (e.g. 'text', 'integer', 'text[]', 'timestamptz'), as the table declares it. */
export type ColumnTypes = Readonly<Record<string, string>>;

/**
 * `json_to_recordset($1::json) AS r(column type, ...)` over the columns of `types`. The rows are sent as they are
 * (properties that are no column are ignored by the server): Dates travel as ISO-8601 text, bigints must be strings
 * or numbers, arrays become SQL arrays.
 */
export function recordset(types: ColumnTypes, rows: readonly object[]): RawBuilder<unknown> {
  const columns = Object.entries(types).map(([column, type]) => `${column} ${type}`);
  return sql`json_to_recordset(${JSON.stringify(rows)}::json) AS r(${sql.raw(columns.join(', '))})`;
}

/** `a, b, c`: column references, for the INSERT's column list and the SELECT from the recordset. */
export function columnList(columns: readonly string[]): RawBuilder<unknown> {
  return sql.join(columns.map((column) => sql.ref(column)));
}

/** `a = excluded.a, ...` for ON CONFLICT DO UPDATE. */
export function fromExcluded(columns: readonly string[]): RawBuilder<unknown> {
  return sql.join(columns.map((column) => sql`${sql.ref(column)} = ${sql.ref(`excluded.${column}`)}`));
}

/** The columns of `types`, less `except` (a key that an update leaves alone, say). */
export function columnsOf(types: ColumnTypes, ...except: readonly string[]): string[] {
  return Object.keys(types).filter((column) => !except.includes(column));
}

/**
 * `INSERT INTO <table> (<columns>) SELECT <columns> FROM <rows as a recordset> <tail>`, the columns being those of
 * `types`: a page's rows of one table in one statement. `tail` is what follows: an ON CONFLICT clause, or an ORDER BY
 * (rows inserted in an index's order land on the same pages), or nothing.
 */
export function insertRecordset(table: string, types: ColumnTypes, rows: readonly object[], tail: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const columns = columnList(Object.keys(types));
  return sql`INSERT INTO ${sql.table(table)} (${columns}) SELECT ${columns} FROM ${recordset(types, rows)} ${tail}`;
}
