// A page's rows as parameters the server expands: one statement per table and page whatever the row count, with no
// VALUES list of thousands of parameters for Kysely to build and Postgres to parse and plan (a page of 500 rows of 38
// columns binds 19,000). Each column travels as one json array of its values, unnested side by side: the server reads
// no property names, where json_to_recordset finds every row's values by name (5,000 rows of activity's 15 columns:
// 5.2-5.6 µs a row on the server against 7.4-8.0, sent and expanded, nothing inserted; docs/decisions.md "A page's rows
// travel as one json array per column"). json, not jsonb: the text is read once as it is expanded, where jsonb first
// builds its binary form.
import { sql, type RawBuilder } from 'kysely';

/** The SQL type of each column to read (e.g. 'text', 'integer', 'text[]', 'timestamptz'), as the table declares it. */
export type ColumnTypes = Readonly<Record<string, string>>;

/**
 * The rows as a set `r` of the columns of `types`, for `SELECT ... FROM`. The rows are sent as they are (properties
 * that are no column are left out, a missing one is null): Dates travel as ISO-8601 text, bigints must be strings or
 * numbers, arrays become SQL arrays, a json or jsonb column's value its JSON.
 */
export function recordset(types: ColumnTypes, rows: readonly object[]): RawBuilder<unknown> {
  const entries = Object.entries(types);
  // Each column's values as text, in the rows' order (WITH ORDINALITY: kept by the sort, not by chance), unnested side
  // by side, then cast to the column's type (after unnest: an array column's values are one text each until then).
  const arrays = entries.map(([column, type]) => {
    const asText = textOf(type);
    const values = JSON.stringify(rows.map((row) => asText((row as Record<string, unknown>)[column])));
    return sql`ARRAY(SELECT v FROM json_array_elements_text(${values}::json) WITH ORDINALITY AS e(v, n) ORDER BY n)`;
  });
  const names = entries.map(([column]) => column);
  const typed = entries.map(([column, type]) => sql`${sql.ref(`t.${column}`)}::${sql.raw(type)} AS ${sql.ref(column)}`);
  return sql`(SELECT ${sql.join(typed)} FROM unnest(${sql.join(arrays)}) AS t(${columnList(names)})) AS r`;
}

/**
 * How a value of a column of `type` travels, for its text to be read as that type: an array as an array literal
 * (`{"a","b"}`: an array's JSON is not the text of an SQL array), a json value as its JSON (a string value with its
 * quotes), anything else as itself (null stays null).
 */
function textOf(type: string): (value: unknown) => unknown {
  if (/\[\]\s*$/.test(type)) return (value) => (value == null ? null : arrayLiteral(value as readonly ArrayElement[]));
  if (/^\s*jsonb?\s*$/i.test(type)) return (value) => (value == null ? null : JSON.stringify(value));
  return (value) => value;
}

/** What the projections' array columns hold (text[], integer[]). */
type ArrayElement = string | number | null | undefined;

function arrayLiteral(values: readonly ArrayElement[]): string {
  const elements = values.map((value) => (value == null ? 'NULL' : `"${String(value).replace(/["\\]/g, '\\$&')}"`));
  return `{${elements.join(',')}}`;
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
