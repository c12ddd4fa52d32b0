// COPY into a table on the transaction's own connection: values arrive as sent (text with COPY's special characters,
// nulls, numbers), the rows roll back with the transaction, and a handle that is not the runtime's is refused.
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SharedDb } from '@app/infra/database/kysely';
import { copyRows } from './copy-rows';
import { createRuntimeDb } from './runtime-db';
import { openRuntimeTestKit, type RuntimeTestKit } from './testing/runtime-test-kit';

let kit: RuntimeTestKit;
let runtimeDb: SharedDb;

const copied = async () => (await sql<{ id: number; note: string | null }>`SELECT id, note FROM copy_rows_test ORDER BY id`.execute(kit.db)).rows;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  runtimeDb = createRuntimeDb(kit.pool);
  await sql`CREATE TABLE copy_rows_test (id integer PRIMARY KEY, note text)`.execute(kit.db);
});

afterAll(() => kit?.close());

it('appends the rows inside the transaction, text with tabs, newlines and backslashes and nulls as they were', async () => {
  const notes = ['plain', 'tab\there', 'line\nbreak\r\n', 'back\\slash \\N', null, ''];
  await runtimeDb.transaction().execute(async (trx) => {
    await copyRows(trx, 'copy_rows_test', ['id', 'note'], notes.map((note, index) => [index + 1, note]));
    // Visible to the transaction's next statement: the same connection.
    expect((await sql<{ count: string }>`SELECT count(*) FROM copy_rows_test`.execute(trx)).rows[0]!.count).toBe('6');
  });
  expect(await copied()).toEqual(notes.map((note, index) => ({ id: index + 1, note })));
});

it('writes nothing when the transaction rolls back', async () => {
  const before = await copied();
  await expect(
    runtimeDb.transaction().execute(async (trx) => {
      await copyRows(trx, 'copy_rows_test', ['id', 'note'], [[100, 'rolled back']]);
      throw new Error('handler bug');
    }),
  ).rejects.toThrow('handler bug');
  expect(await copied()).toEqual(before);
});

it('refuses a transaction of another handle, and the runtime’s handle outside a transaction', async () => {
  const message = "COPY into copy_rows_test: the transaction is not the projector runtime's (runtime-db.ts)";
  await expect(kit.db.transaction().execute((trx) => copyRows(trx, 'copy_rows_test', ['id'], [[200]]))).rejects.toThrow(message);
  await expect(copyRows(runtimeDb, 'copy_rows_test', ['id'], [[201]])).rejects.toThrow(message);
});
