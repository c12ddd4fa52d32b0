// Runs a module's dated migrations (Kysely Migrator) inside its own schema, with the migration bookkeeping kept
// in that schema too, so modules (command API tables, each projection version) never collide.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';

export async function migrateSchema(db: Kysely<any>, schema: string, migrations: Record<string, Migration>): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
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
