// The account lifecycle against the real event store, with personal data sealed on the way in and opened on the
// way out, as the command API and the projections will do it: after a deletion and erasure, a replay from zero
// shows that the user existed and was deleted, and no stored byte shows their email or username.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor, Command, Decider, DomainEvent } from '@app/domain/shared/decider';
import { Conflict } from '@app/domain/shared/errors';
import { emailReservation, usernameReservation } from '@app/domain/users/reservation';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { createDb, createPool } from '../database/kysely';
import type { EventStore } from '../event-store/event-store';
import { loadAggregate, type PayloadCodec } from '../event-store/load-aggregate';
import { createPostgresEventStore, migrateEventStore } from '../event-store/postgres/postgres-event-store';
import { uuidv7 } from '../ids/uuid';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from './personal-data-vault';
import type { PersonalDataDatabase } from './personal-data.table';
import { openPersonalField, personalDataPayloads, sealPersonalField } from './personal-field';
import { emailReservationStreamId, usernameReservationStreamId } from './reservation-stream-ids';

let database: TestDatabase;
let pool: pg.Pool;
let db: Kysely<PersonalDataDatabase>;
let store: EventStore;
let vault: PersonalDataVault;
/** Opens personal data on read, as the command handler does. */
let payloads: PayloadCodec;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  await migrateEventStore(pool);
  db = createDb<PersonalDataDatabase>(pool);
  await migratePersonalData(db);
  store = createPostgresEventStore({ pool });
  vault = createPersonalDataVault(db);
  payloads = personalDataPayloads(vault);
});

afterAll(async () => {
  await store.close();
  await db.destroy();
  await database.drop();
});

/** What the command handler does, plus sealing: load (opening), decide, seal, append. */
async function run<S, C extends Command, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string, command: C): Promise<S> {
  const { state, revision } = await loadAggregate(store, streamId, decider, payloads);
  const events = decider.decide(command, state);
  if (events.length === 0) return state;
  const sealed = await Promise.all(
    events.map(async (event) => ({
      id: uuidv7(),
      type: event.type,
      data: await sealPersonalField(vault, event.data),
      metadata: { userId: command.metadata.actor?.userId ?? null, commandId: uuidv7(), correlationId: 'c', causationId: 'c', at: command.metadata.now.toISOString() },
    })),
  );
  await store.append(streamId, sealed, { expectedRevision: revision ?? 'no_stream' });
  return events.reduce(decider.evolve, state);
}

const now = new Date('2026-11-22T10:00:00.000Z');
const admin: Actor = { userId: 'admin', role: 'ADMIN', emailVerified: true };
const as = <T extends string, D>(type: T, data: D, actor: Actor | null = null) => ({ type, data, metadata: { actor, now } });

async function register(userId: string, email: string, username: string) {
  await run(emailReservation, emailReservationStreamId(email), as('Reserve', { userId }));
  await run(usernameReservation, usernameReservationStreamId(username), as('Reserve', { userId }));
  return run(
    userDecider,
    userStreamId(userId),
    as('RegisterUser', {
      userId,
      email,
      username,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
      verificationToken: 'digest-of-token',
      session: { sessionId: uuidv7(), expiresAt: new Date(now.getTime() + 3_600_000) },
    }),
  );
}

async function storedText(): Promise<string> {
  const { rows } = await sql<{ row: string }>`SELECT concat_ws(' ', stream_id, data::text, metadata::text) AS row FROM event_store.events`.execute(db);
  return rows.map((row) => row.row).join('\n');
}

describe('crypto-shredding through the event store', () => {
  const userId = uuidv7();
  const email = 'Grace.Hopper@example.com';

  it('never stores personal data in the clear, and reads it back as plaintext', async () => {
    await register(userId, email, 'grace');
    await run(usernameReservation, usernameReservationStreamId('Grace H'), as('Reserve', { userId }));
    await run(userDecider, userStreamId(userId), as('ChangeUsername', { username: 'Grace H' }, { userId, role: 'FREE', emailVerified: false }));
    await run(usernameReservation, usernameReservationStreamId('grace'), as('Release', { userId }));

    const stored = await storedText();
    for (const plain of [email, email.toLowerCase(), 'grace', 'Grace H', '$argon2id$']) expect(stored).not.toContain(plain);
    expect((await loadAggregate(store, userStreamId(userId), userDecider, payloads)).state).toMatchObject({ status: 'active', email, username: 'Grace H' });
  });

  it('keeps email and username unique, ignoring case', async () => {
    await expect(register(uuidv7(), email.toUpperCase(), 'someone')).rejects.toThrow(new Conflict('Email already registered'));
    await expect(register(uuidv7(), 'other@example.com', 'GRACE h')).rejects.toThrow(new Conflict('Username already taken'));
  });

  it('after deletion and erasure, a replay shows a deleted user and nothing readable remains', async () => {
    const { state } = await loadAggregate(store, userStreamId(userId), userDecider, payloads);
    if (state.status !== 'active') throw new Error('expected an active user');
    await run(userDecider, userStreamId(userId), as('DeleteUser', {}, admin));
    // Release needs the plaintext to find the streams, so it comes before the key is erased.
    await run(emailReservation, emailReservationStreamId(state.email), as('Release', { userId }));
    await run(usernameReservation, usernameReservationStreamId(state.username), as('Release', { userId }));
    await vault.erase(userId);

    expect((await loadAggregate(store, userStreamId(userId), userDecider, payloads)).state).toEqual({ status: 'deleted', userId });
    const history = await store.readStream(userStreamId(userId));
    expect(history.map((event) => event.type)).toEqual(['UserRegistered', 'EmailVerificationRequested', 'UserLoggedIn', 'UsernameChanged', 'UserDeleted']);
    const opened = await Promise.all(history.map((event) => openPersonalField(vault, event.data)));
    expect(opened.filter((data) => typeof data === 'object' && data !== null && 'personal' in data)).toEqual([
      expect.objectContaining({ userId, personal: null }),
      expect.objectContaining({ userId, personal: null }),
    ]);
    const stored = await storedText();
    for (const plain of [email, email.toLowerCase(), 'grace', 'Grace H']) expect(stored).not.toContain(plain);
  });

  it('frees the email and username for a new account', async () => {
    const newcomer = uuidv7();
    await expect(register(newcomer, email, 'Grace H')).resolves.toMatchObject({ status: 'active', userId: newcomer });
  });
});
