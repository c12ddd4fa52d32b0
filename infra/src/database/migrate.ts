// Runs a module's dated migrations (Kysely Migrator) inside its own schema, with the migration bookkeeping kept
// in that schema too, so modules (command API tables, each projection version) never collide.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';

/** Postgres codes for a schema created at the same time by someone else (IF NOT EXISTS does not cover the race). */
const CREATED_CONCURRENTLY = new Set(['23505', '42P06']);

export async function migrateSchema(db: Kysely<any>, schema: string, migrations: Record<string, Migration>): Promise<void> {
  try {
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
  } catch (error) {
    // The other creator committed (the unique index waited for it): the schema is there, as this one wanted.
    if (!CREATED_CONCURRENTLY.has((error as { code?: string }).code ?? '')) throw error;
  }
  const migrator = new Migrator({
    db: db.withSchema(schema),
    migrationTableSchema: schema,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`migrating schema ${schema}${failed ? ` (${failed.migrationName})` : ''}: ${reason}`);
  }
}
