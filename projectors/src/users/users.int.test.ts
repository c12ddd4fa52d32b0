// The users read model against the real event store and runtime, with personal data sealed as the command API
// writes it. Pages of two events, so a user's history is always folded across pages.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId, type UserEvent } from '@app/domain/users/user-events';
import type { AppendResult } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { sealPersonalField } from '@app/infra/personal-data/personal-field';
import { createProjectorRuntime, type ProjectorRuntime } from '../runtime/projector-runtime';
import { useSchema } from '../runtime/search-path';
import { generationsOf, openRuntimeTestKit, recordingLog, type RuntimeTestKit } from '../runtime/testing/runtime-test-kit';
import { usersProjection } from './users.projection';
import { findUserById, listUsersForAdmin } from './users.repository';
import type { UsersReadDatabase, UsersTable } from './users.table';

const ids = { root: uuidv7(), ada: uuidv7(), bob: uuidv7(), dave: uuidv7() };
const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;
const date = (minute: number) => new Date(at(minute));
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA';
/** A handler that throws makes a rebuild retry for ever: fail in seconds rather than at the suite's timeout. */
const REBUILD = { timeout: 30_000 };
const dave = { email: 'dave.erasable@example.com', username: 'dave_erasable', renamed: 'dave_renamed' };

function registered(userId: string, minute: number, email: string, username: string, role: 'FREE' | 'ADMIN' = 'FREE'): UserEvent {
  return { type: 'UserRegistered', data: { userId, role, at: at(minute), personal: { email, username, passwordHash: hash } } };
}

const histories: [string, UserEvent[]][] = [
  [ids.root, [registered(ids.root, 0, 'root@example.com', 'root', 'ADMIN'), { type: 'EmailVerified', data: { userId: ids.root, at: at(0) } }]],
  [
    ids.ada,
    [
      registered(ids.ada, 1, 'ada@example.com', 'ada'),
      { type: 'EmailVerificationRequested', data: { userId: ids.ada, token: 'digest', expiresAt: at(59), at: at(1) } },
      { type: 'UserLoggedIn', data: { userId: ids.ada, sessionId: 's1', expiresAt: at(59), at: at(1) } },
      { type: 'EmailVerified', data: { userId: ids.ada, at: at(2) } },
      { type: 'UsernameChanged', data: { userId: ids.ada, at: at(3), personal: { username: 'Ada L' } } },
      { type: 'RoleChanged', data: { userId: ids.ada, role: 'PRO', previousRole: 'FREE', by: 'payment', at: at(4) } },
      { type: 'LoginFailed', data: { userId: ids.ada, at: at(5) } },
      { type: 'UserLoggedIn', data: { userId: ids.ada, sessionId: 's2', expiresAt: at(59), at: at(6) } },
      { type: 'PasswordChanged', data: { userId: ids.ada, at: at(7), personal: { passwordHash: `${hash}2` } } },
      { type: 'SessionEnded', data: { userId: ids.ada, sessionId: 's1', reason: 'password-changed', at: at(7) } },
    ],
  ],
  [ids.bob, [registered(ids.bob, 8, 'bob@example.com', 'bob')]],
  [
    ids.dave,
    [
      registered(ids.dave, 9, dave.email, dave.username),
      { type: 'UsernameChanged', data: { userId: ids.dave, at: at(10), personal: { username: dave.renamed } } },
      { type: 'UserDeleted', data: { userId: ids.dave, at: at(11) } },
    ],
  ],
];

const row = (columns: Partial<UsersTable> & Pick<UsersTable, 'id' | 'role' | 'created_at' | 'last_revision'>): UsersTable => ({
  email: null,
  username: null,
  email_verified: false,
  updated_at: columns.created_at,
  deleted_at: null,
  last_login_at: null,
  ...columns,
});

const rootRow = row({ id: ids.root, email: 'root@example.com', username: 'root', role: 'ADMIN', email_verified: true, created_at: date(0), last_revision: '1' });
const adaRow = row({
  id: ids.ada,
  email: 'ada@example.com',
  username: 'Ada L',
  role: 'PRO',
  email_verified: true,
  created_at: date(1),
  updated_at: date(7),
  last_login_at: date(6),
  last_revision: '8', // the ended session (9) changes no row, so it is not read
});
const bobRow = row({ id: ids.bob, email: 'bob@example.com', username: 'bob', role: 'FREE', created_at: date(8), last_revision: '0' });
const daveRow = row({ id: ids.dave, role: 'FREE', created_at: date(9), updated_at: date(11), deleted_at: date(11), last_revision: '2' });

let kit: RuntimeTestKit;
let vault: PersonalDataVault;
let runtime: ProjectorRuntime;

beforeAll(async () => {
  kit = await openRuntimeTestKit();
  await migratePersonalData(kit.db);
  vault = createPersonalDataVault(kit.db);
  const { pool, eventStore, bus } = kit;
  runtime = createProjectorRuntime({
    pool,
    eventStore,
    bus,
    projections: [usersProjection],
    log: recordingLog(),
    batchSize: 2,
    lockRetryMs: 50,
    heartbeatMs: 300,
    reconcileMs: 200,
    retry: { initialMs: 20, maxMs: 100 },
  });
  await runtime.start();
  let appended: AppendResult | undefined;
  for (const [userId, events] of histories) {
    const sealed = await Promise.all(
      events.map(async (event) => ({
        id: uuidv7(),
        type: event.type,
        data: await sealPersonalField(vault, event.data),
        metadata: { userId, commandId: uuidv7(), correlationId: 'c', causationId: 'c', at: event.data.at },
      })),
    );
    appended = await kit.eventStore.append(userStreamId(userId), sealed, { expectedRevision: 'no_stream' });
  }
  // The append's own position: the visible head can still lag behind a committed append while another
  // transaction (a projector page) is open.
  expect(await runtime.waitForPosition(appended!.position, { timeoutMs: 10_000 })).toBe(true);
});

afterAll(async () => {
  await runtime?.stop();
  await kit?.close();
});

async function readUsers(): Promise<UsersTable[]> {
  return (kit.db as Kysely<UsersReadDatabase>).selectFrom('read.users').selectAll().orderBy('created_at').execute();
}

async function activeSchema(): Promise<string> {
  const generations = await generationsOf(kit, usersProjection.name);
  return generations.find((generation) => generation.status === 'active')!.schemaName;
}

/** Every value of every table of the serving generation, as text. */
async function readModelText(): Promise<string> {
  const schema = await activeSchema();
  const tables = await kit.db.selectFrom('information_schema.tables').select('table_name').where('table_schema', '=', schema).execute();
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

  it('lists live users for the admin, newest first, and finds any user by id', async () => {
    const listed = (user: UsersTable) => ({ id: user.id, username: user.username, email: user.email, role: user.role, created_at: user.created_at });
    expect(await listUsersForAdmin(kit.db)).toEqual([listed(bobRow), listed(adaRow), listed(rootRow)]);

    expect(await findUserById(kit.db, ids.ada)).toEqual({
      id: ids.ada,
      role: 'PRO',
      emailVerified: true,
      deleted: false,
      username: 'Ada L',
      email: 'ada@example.com',
    });
    expect(await findUserById(kit.db, ids.dave)).toEqual({ id: ids.dave, role: 'FREE', emailVerified: false, deleted: true, username: null, email: null });
    expect(await findUserById(kit.db, 'not-a-user')).toBeUndefined();
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
