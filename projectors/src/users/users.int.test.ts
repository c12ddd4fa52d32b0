// The users read model against the real event store and runtime, with personal data sealed as the command API
// writes it. Pages of two events, so a user's history is always folded across pages.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import type { ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { generationsOf, openRuntimeTestKit, startTestRuntime, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { adaRow, appendUsersHistory, bobRow, dave, daveRow, ids, rootRow } from './testing/users-history';
import { usersProjection } from './users.projection';
import type { UsersReadDatabase, UsersTable } from './users.table';

/** A handler that throws makes a rebuild retry for ever: fail in seconds rather than at the suite's timeout. */
const REBUILD = { timeout: 30_000 };

let kit: RuntimeTestKit;
let vault: PersonalDataVault;
let runtime: ProjectorRuntime;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  await migratePersonalData(kit.db);
  vault = createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>());
  runtime = await startTestRuntime(kit, [usersProjection], { batchSize: 2 });
  const appended = await appendUsersHistory(kit.eventStore, vault);
  // The append's own position: the visible head can still lag behind a committed append while another
  // transaction (a projector page) is open.
  expect(await runtime.waitForPosition(appended.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

async function readUsers(): Promise<UsersTable[]> {
  return kit.db.withTables<UsersReadDatabase>().selectFrom('read.users').selectAll().orderBy('created_at').execute();
}

async function activeSchema(): Promise<string> {
  const generations = await generationsOf(kit, usersProjection.name);
  return generations.find((generation) => generation.status === 'active')!.schemaName;
}

/** Every value of every table of the serving generation, as text. */
async function readModelText(): Promise<string> {
  const schema = await activeSchema();
  const { rows: tables } = await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = ${schema}`.execute(kit.db);
  let text = '';
  for (const { table_name } of tables) {
    const { rows } = await sql<{ text: string }>`SELECT t::text AS text FROM ${sql.table(`${schema}.${table_name}`)} AS t`.execute(kit.db);
    text += rows.map((line) => line.text).join('\n');
  }
  return text;
}

describe('the users projection', () => {
  it('gives these rows for these events, and drops the personal data of a deleted user at once', async () => {
    expect(await readUsers()).toEqual([rootRow, adaRow, bobRow, daveRow]);
  });

  it('changes nothing when the same events are applied again, as one page or one event at a time', async () => {
    const before = await readUsers();
    const schema = await activeSchema();
    const { events } = await kit.eventStore.readAll({ eventTypes: usersProjection.eventTypes });
    expect(events).toHaveLength(13);
    // Each old page on its own, so a stale event (an earlier login, say) has nothing later in the page to hide it.
    for (const page of [events, ...events.map((event) => [event])]) {
      await kit.db.transaction().execute(async (trx) => {
        await useSchema(trx, schema);
        await usersProjection.apply(trx.withSchema(schema), page);
      });
      expect(await readUsers()).toEqual(before);
    }
  });

  it('gives the same rows when rebuilt from zero', REBUILD, async () => {
    const before = await readUsers();
    const schema = await activeSchema();
    await runtime.rebuild(usersProjection.name);
    expect(await activeSchema()).not.toBe(schema);
    expect(await readUsers()).toEqual(before);
  });

  it('after erasure, a rebuild keeps the deleted user countable and nothing readable of their email or username', REBUILD, async () => {
    expect(await readModelText()).toContain('ada@example.com');
    await vault.erase(ids.dave);
    await runtime.rebuild(usersProjection.name);

    expect(await readUsers()).toEqual([rootRow, adaRow, bobRow, daveRow]);
    const text = await readModelText();
    for (const value of [dave.email, dave.username, dave.renamed]) expect(text).not.toContain(value);
    const { rows } = await sql<{ users: string; deleted: string }>`
      SELECT count(*) AS users, count(*) FILTER (WHERE deleted_at IS NOT NULL) AS deleted FROM read.users`.execute(kit.db);
    expect(rows).toEqual([{ users: '4', deleted: '1' }]);
  });
});
