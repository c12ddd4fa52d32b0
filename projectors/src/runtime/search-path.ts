import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * Points unqualified names in the current transaction at `schema`, so raw SQL in a projection's migrations and
 * handlers lands in its generation's schema like the query builder's (bound with withSchema) does.
 */
export async function useSchema(trx: QueryExecutorProvider, schema: string): Promise<void> {
  await sql`SELECT ${searchPathSetting(schema)}`.execute(trx);
}

/** The expression useSchema selects, for a caller that sets other things in the same statement. */
export function searchPathSetting(schema: string): RawBuilder<string> {
  return sql<string>`set_config('search_path', format('%I, public', ${schema}::text), true)`;
}
