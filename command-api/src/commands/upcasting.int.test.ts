// One read path for every reader of an aggregate (loadAggregate): with an upcaster registered for an old event
// shape, the events stored in that shape reach the command handler, sign-in (the session's actor and the account)
// and the prompts in the new shape, and the handler writes new events in it.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { PROMPTS_STREAM_ID } from '@app/domain/prompts/prompts-events';
import type { Actor } from '@app/domain/shared/decider';
import { registerUpcaster } from '@app/domain/shared/upcasters';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { loadPrompts } from '@app/infra/ai/prompt-store';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { createDb, createPool } from '@app/infra/database/kysely';
import type { EventStore, NewEvent } from '@app/infra/event-store/event-store';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { createPersonalDataVault, migratePersonalData, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { personalDataPayloads, sealPersonalField } from '@app/infra/personal-data/personal-field';
import { resolveActor } from '@app/infra/sessions/authentication';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { loadUser } from '../reads/stream-states';
import { createCommandHandler, type CommandHandler } from './command-handler';

let database: TestDatabase;
let pool: pg.Pool;
let store: EventStore;
let vault: PersonalDataVault;
let handle: CommandHandler;
/** Removes the upcasters this file registers (newest first). */
let unregister: (() => void)[] = [];

// The old (v1) shapes: an idea had `name` and `summary`, a login nested its session, a prompts edit held `edits`
// with a `template` each.
const upcasters = {
  IdeaCreated: ({ name, summary, ...rest }: { name: string; summary: string }) => ({ ...rest, title: name, description: summary }),
  UserLoggedIn: ({ session, ...rest }: { session: { id: string; expires: string } }) => ({ ...rest, sessionId: session.id, expiresAt: session.expires }),
  PromptsUpdated: ({ edits, at }: { edits: Record<string, { title: string; template: string }>; at: string }) => ({
    prompts: Object.fromEntries(Object.entries(edits).map(([type, { title, template }]) => [type, { title, content: template }])),
    at,
  }),
};

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 4);
  await migrateEventStore(pool);
  const db = createDb<PersonalDataDatabase>(pool);
  await migratePersonalData(db);
  store = createPostgresEventStore({ pool });
  vault = createPersonalDataVault(db);
  handle = createCommandHandler({ eventStore: store, bus: createInProcessBus(), payloads: personalDataPayloads(vault) });
  unregister = Object.entries(upcasters).map(([type, step]) => registerUpcaster(type, 1, step as (data: unknown) => unknown));
});

afterAll(async () => {
  for (const remove of unregister.reverse()) remove();
  await store.close();
  await pool.end();
  await database.drop();
});

const now = new Date();
const at = now.toISOString();
const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
const envelope = { commandId: 'c1', correlationId: 'r1', causationId: 'r1' };
const v1 = (type: string, data: unknown): NewEvent => ({
  id: uuidv7(),
  type,
  data,
  metadata: { userId: null, commandId: uuidv7(), correlationId: 'old', causationId: 'old', at, schemaVersion: 1 },
});

const { title: _title, description: _description, ...ideaRest } = {
  title: 'Tide Tables',
  description: 'Harbour scheduling for small ports.',
  category: 'LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$1B',
  competition: 'Low',
  problem: 'Ports schedule by phone.',
  solution: 'A booking board.',
  differentiation: 'Tide-aware.',
  goToMarket: 'Harbour masters.',
  wowFactor: 'No calls.',
  revenue: 'Per berth.',
  timeline: '6 months',
  teamSize: '3',
  technologies: ['Cloud'],
  tags: ['ports'],
  mockup: null,
  country: 'Global',
  type: 'FREE',
  batchNumber: null,
  stamp: null,
} satisfies NewIdea;

/** A user registered in today's shape, signed in with a v1 login; the session's id and expiry. */
async function userSignedInLongAgo(): Promise<{ userId: string; sessionId: string; expires: string }> {
  const userId = uuidv7();
  const sessionId = uuidv7();
  const expires = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
  const personal = { email: `${userId}@test.com`, username: `user${userId.slice(-6)}`, passwordHash: 'hash' };
  await store.append(userStreamId(userId), [
    v1('UserRegistered', await sealPersonalField(vault, { userId, role: 'FREE', at, personal })),
    v1('UserLoggedIn', { userId, session: { id: sessionId, expires }, at }),
  ]);
  return { userId, sessionId, expires };
}

const ideaCreatedLongAgo = (ideaId: number) =>
  store.append(ideaStreamId(ideaId), [
    v1('IdeaCreated', { ...ideaRest, name: 'Tide Tables', summary: 'Harbour scheduling for small ports.', ideaId, creatorId: admin.userId, createdAt: at, at }),
  ]);
const deleteIdea = (ideaId: number) => handle(ideaDecider, ideaStreamId(ideaId), { type: 'DeleteIdea', data: {}, metadata: { actor: admin, now } }, envelope);

describe('an upcaster registered for an old event shape', () => {
  it('reaches the command handler: decisions see the new shape, and new events are written in it', async () => {
    await ideaCreatedLongAgo(1);
    const { events } = await deleteIdea(1);
    expect(events).toEqual([{ type: 'IdeaDeleted', data: { ideaId: 1, title: 'Tide Tables', description: 'Harbour scheduling for small ports.', at } }]);

    const idea = { ...ideaRest, title: 'Fresh Tides', description: 'Written in the new shape.' };
    await handle(ideaDecider, ideaStreamId(2), { type: 'CreateIdea', data: { ideaId: 2, idea, documents: [] }, metadata: { actor: admin, now } }, envelope);
    const [created] = await store.readStream(ideaStreamId(2));
    expect(created).toMatchObject({ type: 'IdeaCreated', data: { title: 'Fresh Tides' }, metadata: { schemaVersion: 2 } });
    const deleted = await deleteIdea(2);
    expect(deleted.events[0]!.data).toMatchObject({ title: 'Fresh Tides', description: 'Written in the new shape.' });
  });

  it('reaches sign-in: the session resolves to its actor, the account shows it, and logging out ends it', async () => {
    const { userId, sessionId, expires } = await userSignedInLongAgo();
    const actor: Actor = { userId, role: 'FREE', emailVerified: false };
    expect(await resolveActor(store, { userId, sessionId }, now)).toEqual(actor);
    expect(await loadUser({ eventStore: store, personalData: vault }, userId)).toMatchObject({ status: 'active', email: `${userId}@test.com`, sessions: { [sessionId]: expires } });

    const { events } = await handle(userDecider, userStreamId(userId), { type: 'LogOut', data: { sessionId }, metadata: { actor, now } }, envelope);
    expect(events).toEqual([{ type: 'SessionEnded', data: { userId, sessionId, reason: 'logout', at } }]);
    expect(await resolveActor(store, { userId, sessionId }, now)).toBeNull();
  });

  it('reaches the prompts in force', async () => {
    await store.append(PROMPTS_STREAM_ID, [v1('PromptsUpdated', { edits: { DOC_PRD: { title: 'PRD (old)', template: 'One page for {{title}}' } }, at })]);
    expect((await loadPrompts(store)).DOC_PRD).toMatchObject({ title: 'PRD (old)', content: 'One page for {{title}}', variables: ['title'] });
  });

  it('is what makes the old shape readable at all', async () => {
    for (const remove of unregister.reverse()) remove();
    unregister = [];
    const { userId, sessionId } = await userSignedInLongAgo();
    expect(await resolveActor(store, { userId, sessionId }, now)).toBeNull();
    await ideaCreatedLongAgo(3);
    expect((await deleteIdea(3)).events[0]!.data).toMatchObject({ title: undefined, description: undefined });
  });
});
