import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointReadViews } from './read-views';
import { openRuntimeTestKit, type RuntimeTestKit } from './testing/runtime-test-kit';

describe('pointReadViews', () => {
  let kit: RuntimeTestKit;
  const viewOf = async (table: string) => {
    const { rows } = await sql<{ oid: number; columns: string[] }>`
      SELECT c.oid::int AS oid, array(SELECT attname::text FROM pg_attribute WHERE attrelid = c.oid AND attnum > 0 ORDER BY attnum) AS columns
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'read' AND c.relname = ${table}`.execute(kit.db);
    return rows[0];
  };
  const point = (schemaName: string, previous: string[] = []) =>
    kit.db.transaction().execute((trx) => pointReadViews(trx, { schemaName, tables: ['widgets'] }, previous));

  beforeAll(async () => {
    kit = await openRuntimeTestKit();
    await sql`CREATE SCHEMA IF NOT EXISTS read`.execute(kit.db);
    for (const schema of ['widgets_g1', 'widgets_g2']) {
      await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(kit.db);
      await sql`CREATE TABLE ${sql.id(schema, 'widgets')} (id int PRIMARY KEY)`.execute(kit.db);
    }
  });
  afterAll(() => kit?.close());

  it('leaves a view that shows its table as it is, and re-creates it for new columns or another generation', async () => {
    await point('widgets_g1');
    const first = await viewOf('widgets');
    expect(first?.columns).toEqual(['id']);

    await point('widgets_g1', ['widgets']);
    expect((await viewOf('widgets'))?.oid).toBe(first?.oid);

    await sql`ALTER TABLE widgets_g1.widgets ADD COLUMN colour text`.execute(kit.db);
    await point('widgets_g1', ['widgets']);
    const widened = await viewOf('widgets');
    expect(widened?.columns).toEqual(['id', 'colour']);
    expect(widened?.oid).not.toBe(first?.oid);

    await sql`INSERT INTO widgets_g2.widgets VALUES (7)`.execute(kit.db);
    await point('widgets_g2', ['widgets']);
    expect((await sql<{ id: number }>`SELECT id FROM read.widgets`.execute(kit.db)).rows).toEqual([{ id: 7 }]);
  });
});
