// A year of the platform as the store records it, generated from a fixed seed and appended straight to the store, one
// append per stream: the seed's ideas (one in ten written by an AI job, whose job stream records the batch), each
// published and then curated by five admins (edits, stamps, unpublish and publish, type changes, delete and restore);
// members who register (personal data sealed, as the command API seals it), verify, sign in and out, save platform
// ideas to their workspace, some generating an idea of their own (with a document and a power-up) that the admin
// publishes, some paying (checkout, subscription, role change) and a few deleting their account; Builder Studio
// applications; the seed's trends and their links. Ideas fill the rest of the requested total. Shared by the
// benchmarks that need a realistic store of every kind of event (audit-trail, projection-rebuilds).
import pg from 'pg';
import { studioApplicationStreamId } from '@app/domain/builder-studio/studio-application';
import type { RecordedDomainEvent } from '@app/domain/history/describe-event';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { STAMPS } from '@app/domain/ideas/idea-enumerations';
import { createRng } from '@app/domain/shared/rng';
import { jobStreamId, type GenerateIdeasRequest, type ItemResult } from '@app/domain/jobs/job-events';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { userStreamId } from '@app/domain/users/user-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { copyKindOf, type GenerationRecord, type UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import type { PromptType } from '@app/domain/prompts/prompt-types';
import { CATALOG_EPOCH } from '@app/command-api/seed/seed-catalog';
import { seedAccounts } from '@app/command-api/seed/seed-accounts';
import { readConfig } from '@app/infra/config/config';
import type { EventStore, NewEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import { IDLE_IN_TRANSACTION_OPTION } from '@app/infra/event-store/postgres/session-settings';
import { createPostgresEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { sealPersonalField } from '@app/infra/personal-data/personal-field';
import type { Projection } from '@app/projectors/runtime/projection';
import { usersProjection } from '@app/projectors/users/users.projection';
import type { UsersReadDatabase } from '@app/projectors/users/users.table';
import { generateCatalog, type SeedCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { createPlatform, type Platform } from '@app/scripts/platform';
import { BENCH_ADMIN } from './admin-http';
import { shouldStop, type BenchContext } from './bench-main';
import type { BenchDatabase } from './bench-server';
import { seededRandom } from './marketplace-reads/query-mix';
import { waitForProjection } from './projection-caught-up';
import { formatNumber } from './report';

/** Sign-in and sign-out pairs per member. */
const SESSIONS_PER_MEMBER = 20;
/** Every fifth member pays. */
const PAYING_EVERY = 5;
/** Admins besides the bench's own, who share the curation with it. */
const OTHER_ADMINS = 4;
/** An AI job writes this many ideas; one idea in ten is a job's. */
const IDEAS_PER_JOB = 20;
/** One member in this many deletes their account at the end of their year. */
const DELETING_EVERY = 100;
/** One member in this many generates an idea of their own (shared, then published by the admin). */
const GENERATING_EVERY = 4;
/** Platform ideas each member saves to their workspace, among the first SAVABLE_IDEAS (loaded at any size). */
const SAVES_PER_MEMBER = 3;
const SAVABLE_IDEAS = 500;
/** Builder Studio applications per member. */
const APPLICATIONS_PER_MEMBER = 0.05;
/** Members' own ideas take ids from here, above the platform's. */
const USER_IDEA_ID_BASE = 5_000_000;
const AI_MODEL = 'local-deterministic-1';
const CATALOG_SEED = 15;
const LOAD_CONCURRENCY = 16;
const LOAD_TIME_LIMIT_MS = 300_000;
const USERS_TIME_LIMIT_MS = 120_000;
/** A route answering `{ ok: true }` inside the query API's plugin: the read benchmarks' baseline. */
export const TRIVIAL_PATH = '/api/bench/trivial';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface HistorySizes {
  /** Events in the store once loaded (the admin's account aside). */
  totalEvents: number;
  /** More than the events left for ideas need; the ideas past the total are not generated. */
  ideaCount: number;
  members: number;
}

type DomainChange = Pick<RecordedDomainEvent, 'type' | 'data'>;

interface StreamHistory {
  streamId: string;
  events: NewEvent[];
}

/** Who recorded an event, as the metadata names them. */
interface By {
  userId: string | null;
  correlationId?: string;
}

const SEED: By = { userId: 'system', correlationId: 'seed-catalog' };

function recorded(change: DomainChange, by: By, at: number): NewEvent {
  const id = uuidv7(at);
  const iso = new Date(at).toISOString();
  return { id, type: change.type, data: { ...(change.data as object), at: iso }, metadata: { userId: by.userId, commandId: id, correlationId: by.correlationId ?? id, causationId: id, at: iso } };
}

/** A change of the given type, its payload checked against the event's (the time is added when it is recorded). */
function change<T extends DomainChange['type']>(type: T, data: Omit<Extract<RecordedDomainEvent, { type: T }>['data'], 'at'>): DomainChange {
  return { type, data } as unknown as DomainChange;
}

/** A workspace change as stores hold it from before a workspace's texts were sealed (recorded without a schemaVersion: 1). */
function legacyChange<T extends LegacyWorkspaceEvent['type']>(type: T, data: Omit<Extract<LegacyWorkspaceEvent, { type: T }>['data'], 'at'>): DomainChange {
  return { type, data } as unknown as DomainChange;
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

interface Actors {
  admin: string;
  others: string[];
  members: string[];
}

/** What an admin's curation of an idea records, weighted as the admin panel is used (edits most). */
function curation(random: () => number, ideaId: number, title: string, description: string): DomainChange[] {
  const draw = random();
  if (draw < 0.4) return [{ type: 'IdeaEdited', data: { ideaId, changes: random() < 0.5 ? { title: `${title} (rev ${Math.floor(random() * 100)})` } : { description: `${description} Revised.` } } } as DomainChange];
  if (draw < 0.65) return [{ type: 'IdeaStamped', data: { ideaId, stamp: random() < 0.2 ? null : pick(random, STAMPS) } } as DomainChange];
  if (draw < 0.8) return [{ type: 'IdeaUnpublished', data: { ideaId } } as DomainChange, { type: 'IdeaPublished', data: { ideaId } } as DomainChange];
  if (draw < 0.9) return [{ type: 'IdeaTypeChanged', data: { ideaId, type: random() < 0.5 ? 'FREE' : 'PREMIUM' } } as DomainChange];
  return [{ type: 'IdeaDeleted', data: { ideaId, title, description } } as DomainChange, { type: 'IdeaRestored', data: { ideaId } } as DomainChange];
}

/** The job that wrote an idea: one idea in ten is a job's. */
function jobOf(ideaId: number, jobIds: readonly string[]): string | undefined {
  return ideaId % 10 === 0 ? jobIds[Math.floor(ideaId / IDEAS_PER_JOB) % jobIds.length] : undefined;
}

/** An idea's history: created by the seed or an AI job, published, then curated by the admins over the days after. */
function ideaHistory(seedIdea: SeedCatalog['ideas'][number], actors: Actors, jobIds: readonly string[]): StreamHistory {
  const random = seededRandom(CATALOG_SEED * 1_000_003 + seedIdea.id);
  const { id, idea } = seedIdea;
  const createdAt = CATALOG_EPOCH.getTime() - (seedIdea.daysAgo + 30) * DAY_MS;
  const jobId = jobOf(id, jobIds);
  const creator: By = jobId ? { userId: 'job', correlationId: jobId } : SEED;
  const events = [recorded({ type: 'IdeaCreated', data: { ...idea, ideaId: id, creatorId: creator.userId ?? 'system', createdAt: new Date(createdAt).toISOString() } } as DomainChange, creator, createdAt)];
  if (seedIdea.published) events.push(recorded({ type: 'IdeaPublished', data: { ideaId: id } } as DomainChange, creator, createdAt));
  const curations = 4 + Math.floor(random() * 14);
  for (let index = 0; index < curations; index++) {
    const by: By = { userId: random() < 0.4 ? actors.admin : pick(random, actors.others) };
    const at = createdAt + (index + 1) * (1 + Math.floor(random() * 48)) * HOUR_MS;
    for (const change of curation(random, id, idea.title, idea.description)) events.push(recorded(change, by, at));
  }
  return { streamId: ideaStreamId(id), events };
}

/** A member (or one of the other admins): registers, verifies, signs in and out; a paying one upgrades through checkout. */
async function memberHistories(platform: Platform, userId: string, index: number, role: 'FREE' | 'ADMIN'): Promise<StreamHistory[]> {
  const start = CATALOG_EPOCH.getTime() - (300 - (index % 250)) * DAY_MS;
  const own: By = { userId: null };
  const registered = await sealPersonalField(platform.infra.personalData, {
    userId,
    role,
    at: new Date(start).toISOString(),
    personal: { email: `member${index}@audit-bench.example`, username: `member_${index}`, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$bench$hash' },
  });
  const events = [
    recorded({ type: 'UserRegistered', data: registered } as DomainChange, own, start),
    recorded({ type: 'EmailVerificationRequested', data: { userId, token: `token-digest-${index}`, expiresAt: new Date(start + DAY_MS).toISOString() } } as DomainChange, own, start),
    recorded({ type: 'EmailVerified', data: { userId } } as DomainChange, { userId }, start + HOUR_MS),
  ];
  for (let session = 0; session < SESSIONS_PER_MEMBER; session++) {
    const at = start + (session + 1) * 5 * DAY_MS;
    const sessionId = `${index}-${session}`;
    events.push(recorded({ type: 'UserLoggedIn', data: { userId, sessionId, expiresAt: new Date(at + 30 * DAY_MS).toISOString() } } as DomainChange, own, at));
    events.push(recorded({ type: 'SessionEnded', data: { userId, sessionId, reason: 'logout' } } as DomainChange, { userId }, at + HOUR_MS));
  }
  if (role === 'FREE' && index % DELETING_EVERY === DELETING_EVERY - 1) {
    events.push(recorded(change('UserDeleted', { userId }), { userId }, start + 200 * DAY_MS));
  }
  if (role === 'ADMIN' || index % PAYING_EVERY !== 0) return [{ streamId: userStreamId(userId), events }];
  // The webhook's deliveries: the provider's event id is the correlation.
  const paidAt = start + 2 * DAY_MS;
  const sessionId = `cs_bench_${index}`;
  const webhook: By = { userId: null, correlationId: `evt_bench_${index}` };
  events.push(recorded(change('RoleChanged', { userId, role: 'PREMIUM', previousRole: 'FREE', by: 'payment' }), webhook, paidAt));
  const checkout = [
    recorded(change('CheckoutStarted', { sessionId, userId, targetRole: 'PREMIUM', priceId: 'price_premium', provider: 'stripe' }), { userId }, paidAt - HOUR_MS),
    recorded(change('CheckoutCompleted', { sessionId, subscriptionId: `sub_bench_${index}`, stripeEventId: `evt_bench_${index}` }), webhook, paidAt),
  ];
  const subscriptionId = `sub_bench_${index}`;
  const periodEnd = new Date(paidAt + 30 * DAY_MS).toISOString();
  const asOf = Math.floor(paidAt / 1000);
  const subscription = [
    recorded(change('SubscriptionStarted', { userId, stripeEventId: `evt_bench_${index}`, subscriptionId, role: 'PREMIUM', sessionId, asOf }), webhook, paidAt),
    recorded(
      change('SubscriptionChanged', { userId, stripeEventId: `evt_bench_${index}_sub`, subscriptionId, role: 'PREMIUM', status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false, asOf: asOf + 1 }),
      { userId: null, correlationId: `evt_bench_${index}_sub` },
      paidAt + 1000,
    ),
  ];
  return [
    { streamId: userStreamId(userId), events },
    { streamId: `checkout-${sessionId}`, events: checkout },
    { streamId: `subscription-${userId}`, events: subscription },
  ];
}

/** Builder Studio applications from the public page, personal fields sealed under each application's key. */
async function studioApplications(platform: Platform, count: number): Promise<StreamHistory[]> {
  const histories: StreamHistory[] = [];
  for (let index = 0; index < count; index++) {
    const applicationId = uuidv7();
    const at = CATALOG_EPOCH.getTime() - (index % 300) * DAY_MS;
    const data = await sealPersonalField(platform.infra.personalData, {
      applicationId,
      subjectId: applicationId,
      idea: `A marketplace for idea ${index}`,
      problem: 'Founders lose weeks finding a technical co-founder.',
      targetUsers: 'First-time founders',
      weeklyHours: '10-15 hours',
      at: new Date(at).toISOString(),
      personal: { name: `Applicant ${index}`, email: `applicant${index}@audit-bench.example`, phone: '' },
    });
    histories.push({ streamId: studioApplicationStreamId(applicationId), events: [recorded({ type: 'StudioApplicationSubmitted', data } as DomainChange, { userId: null }, at)] });
  }
  return histories;
}

function generationOf(promptType: PromptType, random: () => number): GenerationRecord {
  return { promptType, model: AI_MODEL, tokensIn: 300 + Math.floor(random() * 200), tokensOut: 900 + Math.floor(random() * 600), latencyMs: 400 + Math.floor(random() * 2000) };
}

function copyFields(idea: SeedCatalog['ideas'][number]['idea']) {
  const { batchNumber: _batch, stamp: _stamp, ...fields } = idea;
  return fields;
}

/**
 * A member's workspace: a few platform ideas saved; one member in GENERATING_EVERY also generates an idea of their own
 * (with a document and a power-up for it), edits and shares it, and the admin publishes it (recorded in the
 * creator's stream, the admin its actor).
 */
function workspaceHistory(catalog: SeedCatalog, userId: string, index: number, admin: string, nextCopyId: () => number): StreamHistory {
  const random = seededRandom(CATALOG_SEED * 7_000_003 + index);
  const start = CATALOG_EPOCH.getTime() - (290 - (index % 250)) * DAY_MS;
  const own: By = { userId };
  const events: NewEvent[] = [];
  for (let save = 0; save < SAVES_PER_MEMBER; save++) {
    const original = catalog.ideas[Math.floor(random() * Math.min(SAVABLE_IDEAS, catalog.ideas.length))]!;
    const data = { userId, copyId: nextCopyId(), kind: 'idea' as const, originalId: original.id, idea: copyFields(original.idea) };
    events.push(recorded(legacyChange('IdeaSavedToWorkspace', data), own, start + save * DAY_MS));
  }
  if (index % GENERATING_EVERY === 0) {
    const at = start + 10 * DAY_MS;
    const ideaId = USER_IDEA_ID_BASE + index;
    const copyId = nextCopyId();
    const source: UserIdeaSource = random() < 0.5 ? 'UGI' : 'UGP2P';
    const kind = copyKindOf(source);
    const idea = copyFields(pick(random, catalog.ideas).idea);
    const generated = { userId, ideaId, source, copyId, idea: { ...idea, title: `${idea.title} for members` }, private: true, userContext: 'A problem I have', generation: generationOf(`IDEA_${source}`, random) };
    events.push(recorded(legacyChange('UserIdeaGenerated', generated), own, at));
    events.push(recorded(legacyChange('WorkspaceIdeaEdited', { userId, copyId, kind, changes: { description: `${idea.description} In my words.` } }), own, at + HOUR_MS));
    const document = { userId, documentId: USER_IDEA_ID_BASE + index, kind, copyId, type: 'PRD' as const, content: `# PRD\n\n${idea.solution}`, generation: generationOf('DOC_PRD', random) };
    events.push(recorded(legacyChange('WorkspaceDocumentGenerated', document), own, at + 2 * HOUR_MS));
    const powerUp = { userId, powerUpId: USER_IDEA_ID_BASE + index, kind, copyId, type: 'DIFFERENTIATORS_DEFENSIBLES' as const, content: idea.differentiation, generation: generationOf('PU_DIFFERENTIATORS', random) };
    events.push(recorded(legacyChange('PowerUpGenerated', powerUp), own, at + 3 * HOUR_MS));
    events.push(recorded(change('UserIdeaShared', { userId, ideaId, source }), own, at + DAY_MS));
    events.push(recorded(change('UserIdeaPublished', { userId, ideaId, source }), { userId: admin }, at + 2 * DAY_MS));
  }
  return { streamId: workspaceStreamId(userId), events };
}

/** An AI job's history: the batch requested with its ideas named, each idea's outcome, the end. */
function jobHistory(jobId: string, ideas: readonly SeedCatalog['ideas'][number][]): StreamHistory {
  const random = seededRandom(CATALOG_SEED * 3_000_017 + ideas[0]!.id);
  const by: By = { userId: 'job', correlationId: jobId };
  const at = CATALOG_EPOCH.getTime() - (ideas[0]!.daysAgo + 30) * DAY_MS;
  const items = ideas.map((seedIdea, index) => ({ key: `${seedIdea.idea.type.toLowerCase()}-${index + 1}`, ideaId: seedIdea.id, type: seedIdea.idea.type }));
  const request: GenerateIdeasRequest = { kind: 'generate-ideas', batchNumber: ideas[0]!.idea.batchNumber ?? 0, categories: '', trendId: null, stamp: null, items };
  const events = [recorded(change('JobRequested', { jobId, request }), by, at)];
  for (const [index, item] of items.entries()) {
    const result: ItemResult = { kind: 'idea', ideaId: item.ideaId, title: ideas[index]!.idea.title, type: item.type, linked: false };
    events.push(recorded(change('JobItemSucceeded', { jobId, itemKey: item.key, result, generation: generationOf(`IDEA_${item.type}`, random) }), by, at + (index + 1) * 1000));
  }
  events.push(recorded(change('JobCompleted', { jobId, succeeded: items.length, failed: 0 }), by, at + (items.length + 1) * 1000));
  return { streamId: jobStreamId(jobId), events };
}

/** The seed's trends, each created with its ideas linked, then one more link and an unlink by the admin. */
function trendHistories(catalog: SeedCatalog, admin: string): StreamHistory[] {
  return catalog.trends.map((trend, index) => {
    const trendId = index + 1;
    const at = CATALOG_EPOCH.getTime() - trend.daysAgo * DAY_MS;
    const { title, description, type, source, ideaIds } = trend;
    const extra = ideaIds.length + trendId;
    return {
      streamId: trendStreamId(trendId),
      events: [
        recorded({ type: 'TrendCreated', data: { title, description, type, source, trendId, createdAt: new Date(at).toISOString() } } as DomainChange, SEED, at),
        recorded({ type: 'TrendIdeasLinked', data: { trendId, ideaIds } } as DomainChange, SEED, at),
        recorded({ type: 'TrendIdeasLinked', data: { trendId, ideaIds: [extra] } } as DomainChange, { userId: admin }, at + DAY_MS),
        recorded({ type: 'TrendIdeaUnlinked', data: { trendId, ideaId: extra } } as DomainChange, { userId: admin }, at + 2 * DAY_MS),
      ],
    };
  });
}

/** Appends each history as one append to a new stream, `concurrency` in flight, on sessions that do not wait for each flush. */
async function appendHistories(database: BenchDatabase, histories: readonly StreamHistory[], signal: AbortSignal): Promise<{ events: number; elapsedMs: number }> {
  const pool = new pg.Pool({ connectionString: database.url, max: LOAD_CONCURRENCY, options: `${IDLE_IN_TRANSACTION_OPTION} -c synchronous_commit=off` });
  pool.on('error', () => undefined);
  const store = createPostgresEventStore({ pool });
  const started = performance.now();
  const deadline = started + LOAD_TIME_LIMIT_MS;
  let next = 0;
  let events = 0;
  let reported = started;
  try {
    await Promise.all(
      Array.from({ length: LOAD_CONCURRENCY }, async () => {
        while (next < histories.length && !shouldStop(signal, deadline)) {
          const history = histories[next++]!;
          await store.append(history.streamId, history.events, { expectedRevision: 'no_stream' });
          events += history.events.length;
          if (performance.now() - reported > 5000) {
            reported = performance.now();
            console.log(`  appended ${formatNumber(events)} events...`);
          }
        }
      }),
    );
  } finally {
    await store.close();
    await pool.end();
  }
  if (next < histories.length || signal.aborted) throw new Error(`loading stopped after ${next} of ${histories.length} streams`);
  return { events, elapsedMs: performance.now() - started };
}

/** Events per second of reading `eventTypes` through readAll in pages of `pageSize`, nothing applied: what a projection's reading costs. */
export async function readAllRate(store: EventStore, eventTypes: readonly string[], pageSize: number, signal: AbortSignal): Promise<{ eventsPerSecond: number; events: number }> {
  const started = performance.now();
  let after: Position | undefined;
  let events = 0;
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const page = await store.readAll({ ...(after ? { after } : {}), limit: pageSize, eventTypes });
    events += page.events.length;
    after = page.next;
    if (page.atEnd || page.events.length === 0) break;
  }
  return { eventsPerSecond: (events / (performance.now() - started)) * 1000, events };
}

/** The one-process platform as the bench's admin runs it, with `projections` only and the trivial route. */
export function startPlatform(database: BenchDatabase, projections: readonly Projection[]): Promise<Platform> {
  const config = readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password });
  return createPlatform({
    config,
    databaseUrl: database.url,
    projections,
    extraRoutes: { queries: (scope) => scope.get(TRIVIAL_PATH, () => Promise.resolve({ ok: true })) },
  });
}

export interface LoadedStore {
  events: number;
  elapsedMs: number;
  /** The ideas and members loaded, whose histories the reads ask for. */
  ideaIds: number[];
  members: string[];
}

/**
 * Fills the store: the admin's account through the real commands, then every generated history. Only what the reads
 * need leaves this function: the histories (about 1.5 GB of heap at a million events) are garbage by the time the
 * platform serves, rather than a heap whose collection pauses would land in the measured latencies.
 */
export async function loadPlatformHistory(server: BenchContext['server'], database: BenchDatabase, sizes: HistorySizes, signal: AbortSignal): Promise<LoadedStore> {
  // The registrations are sealed with the vault's keys, as the command API seals them.
  const platform = await startPlatform(database, [usersProjection]);
  let accounts: StreamHistory[];
  let actors: Actors;
  try {
    const config = readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password });
    await seedAccounts({ ...platform.infra, publicUrl: config.publicUrl }, config.seed);
    await waitForProjection(platform, 'users', signal, USERS_TIME_LIMIT_MS);
    const adminRow = await platform.infra.db.withTables<UsersReadDatabase>().selectFrom('read.users').select('id').where('email', '=', BENCH_ADMIN.email).executeTakeFirstOrThrow();
    actors = { admin: adminRow.id, others: Array.from({ length: OTHER_ADMINS }, () => uuidv7()), members: Array.from({ length: sizes.members }, () => uuidv7()) };
    console.log(`Generating ${formatNumber(sizes.totalEvents)} events (seed ${CATALOG_SEED})...`);
    accounts = [];
    for (const [index, userId] of actors.members.entries()) accounts.push(...(await memberHistories(platform, userId, index, 'FREE')));
    for (const [index, userId] of actors.others.entries()) accounts.push(...(await memberHistories(platform, userId, sizes.members + index, 'ADMIN')));
    accounts.push(...(await studioApplications(platform, Math.ceil(sizes.members * APPLICATIONS_PER_MEMBER))));
  } finally {
    await platform.close();
  }

  const catalog = generateCatalog({ ideaCount: sizes.ideaCount, seed: CATALOG_SEED, documents: false });
  const jobIds = Array.from({ length: Math.ceil(sizes.ideaCount / IDEAS_PER_JOB) }, () => uuidv7());
  let copyId = 0;
  const workspaces = actors.members.map((userId, index) => workspaceHistory(catalog, userId, index, actors.admin, () => ++copyId));
  const histories = [...accounts, ...workspaces, ...trendHistories(catalog, actors.admin)];
  let quota = sizes.totalEvents - histories.reduce((sum, history) => sum + history.events.length, 0);
  const ideaIds: number[] = [];
  const jobIdeas = new Map<string, SeedCatalog['ideas']>();
  for (const seedIdea of catalog.ideas) {
    if (quota <= 0) break;
    // A job's idea adds its outcome to the job's stream, and a job seen first its request and end.
    const jobId = jobOf(seedIdea.id, jobIds);
    const jobEvents = jobId ? (jobIdeas.has(jobId) ? 1 : 3) : 0;
    if (quota - jobEvents < 1) continue;
    const history = ideaHistory(seedIdea, actors, jobIds);
    history.events.splice(quota - jobEvents);
    quota -= history.events.length + jobEvents;
    histories.push(history);
    ideaIds.push(seedIdea.id);
    if (jobId) jobIdeas.set(jobId, [...(jobIdeas.get(jobId) ?? []), seedIdea]);
  }
  if (quota > 0) throw new Error(`${sizes.ideaCount} ideas left ${quota} events to generate`);
  for (const [jobId, ideas] of jobIdeas) histories.push(jobHistory(jobId, ideas));
  // Streams in a seeded order, so the store interleaves kinds as a live platform does.
  const load = await appendHistories(database, createRng(CATALOG_SEED).shuffle(histories), signal);
  console.log(`  appended ${formatNumber(histories.length)} streams (${formatNumber(load.events)} events) in ${(load.elapsedMs / 1000).toFixed(1)} s`);
  await server.settle();
  return { ...load, ideaIds, members: actors.members };
}
