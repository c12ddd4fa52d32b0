// The catalog that exists on first start (docs/architecture.md "Seed data"): the generated platform ideas with their
// documents, published or flagged as the generator says, and the trends with their linked ideas. Everything goes
// through commands (so through events and projections), acting as the system administrator.
//
// Deterministic: ideas take fixed ids 1..N and are dated from a fixed epoch, documents and trends take fixed ids too,
// so two fresh starts give the same catalog. Trends alone are dated from the real clock (the 'New' badge is for
// trends under 7 days old, and a fixed date would make every trend old soon).
//
// Once: a marker stream records the start and the end. A start that finds the end does nothing; one that finds only
// the start (a crash, or a second process starting at the same moment) runs again, which is safe because every
// command is idempotent on fixed ids. A database whose ideas were made without the seed (SEED=false, then an admin)
// is left alone.
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { Actor, CommandMetadata } from '@app/domain/shared/decider';
import { trendDecider } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { StreamNotFound, WrongExpectedVersion } from '@app/infra/event-store/errors';
import type { EventStore } from '@app/infra/event-store/event-store';
import { uuidFrom, uuidv7 } from '@app/infra/ids/uuid';
import type { ScoreIdeasRequest } from '@app/domain/jobs/job-events';
import { FIRST_RUBRIC_VERSION } from '@app/domain/scoring/scoring-events';
import { scoreChunks } from '../jobs/score-requests';
import { queueJob, recordJob } from '../jobs/start-job';
import type { SeedCatalog, SeedIdea } from '@app/seed/platform-ideas/generate-catalog';
import type { CommandApiDeps } from '../app';
import type { CommandApiDatabase } from '../command-api-database';
import { createSealingCommandHandler } from '../app';
import type { RunCommand } from '../commands/command-handler';
import { reserveIdsUpTo } from '../ids/id-sequences';
import { claimDocumentIds } from '../ids/idea-document-owners';
import { mapBounded } from '../commands/bounded-map';

/** Seeded ideas are dated this many days before this instant (a fixed one: the same catalog on every machine). */
export const CATALOG_EPOCH = new Date('2026-11-01T00:00:00.000Z');
export const CATALOG_SEED_STREAM = 'seed-catalog';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CatalogSeedReport {
  /** 'seeded', or why nothing was done. */
  outcome: 'seeded' | 'already-seeded' | 'ideas-exist';
  ideas: number;
  trends: number;
  /** Ideas the generator marked published that the idea refused to publish (missing documents). */
  notPublished: number[];
  ms: number;
}

export interface SeedCatalogOptions {
  /** Commands in flight at once (default 16). */
  concurrency?: number;
  /** Progress lines (default console.log). */
  log?: (line: string) => void;
  /** The clock trends are dated from (default now). */
  now?: Date;
}

/** The seed acts as an administrator that is no user (its commands record userId "system"), like the accounts seed. */
const SYSTEM: Actor = { userId: 'system', role: 'ADMIN', emailVerified: true };

/** `workQueue`: where the scoring job's items go now; without it the workers queue them when they start. */
type SeedDeps = Pick<CommandApiDeps, 'eventStore' | 'bus' | 'personalData' | 'db'> & Partial<Pick<CommandApiDeps, 'workQueue'>>;

/** The seed's scoring job: one id on every start, so a seed run again after a crash finds the job it recorded. */
export const SEED_SCORES_JOB_ID = uuidFrom('seed-catalog', 'scores');

/**
 * The seed catalog's scores under the default rubric, as a job the workers run after the server is up: recording it
 * is one append, so the first start is not delayed (docs/product.md "Scores and market sizing").
 */
async function requestSeedScores(deps: SeedDeps, run: RunCommand, metadata: CommandMetadata, ideaCount: number, log: (line: string) => void): Promise<void> {
  const request: ScoreIdeasRequest = { kind: 'score-ideas', rubricVersion: FIRST_RUBRIC_VERSION, items: scoreChunks(1, ideaCount) };
  if (request.items.length === 0) return;
  await recordJob(run, metadata, request, SEED_SCORES_JOB_ID);
  if (deps.workQueue) await queueJob({ workQueue: deps.workQueue, log: { error: (_error, message) => log(message) } }, SEED_SCORES_JOB_ID, request);
}

/** `catalog` may be a function: generating it takes a while, and a start that finds the seed done needs none. */
export async function seedCatalog(deps: SeedDeps, catalogOrGenerator: SeedCatalog | (() => SeedCatalog), options: SeedCatalogOptions = {}): Promise<CatalogSeedReport> {
  const started = Date.now();
  const { concurrency = 16, log = console.log, now = new Date() } = options;
  const nothing = (outcome: CatalogSeedReport['outcome']): CatalogSeedReport => ({ outcome, ideas: 0, trends: 0, notPublished: [], ms: Date.now() - started });

  const marker = await readMarker(deps.eventStore);
  if (marker === 'done') return nothing('already-seeded');
  if (marker === 'absent' && (await streamExists(deps.eventStore, ideaStreamId(1)))) return nothing('ideas-exist');
  const catalog = typeof catalogOrGenerator === 'function' ? catalogOrGenerator() : catalogOrGenerator;
  if (marker === 'absent') {
    await appendMarker(deps.eventStore, 'CatalogSeedStarted', 'no_stream', { ideas: catalog.ideas.length, trends: catalog.trends.length });
  }

  // Fixed ids first, so the sequences never hand one of them out (the server is not listening yet).
  const documentIds = numberDocuments(catalog.ideas);
  const db = deps.db.withTables<CommandApiDatabase>();
  await reserveIdsUpTo(db, 'platform_idea_ids', Math.max(0, ...catalog.ideas.map((seed) => seed.id)));
  await reserveIdsUpTo(db, 'trend_ids', catalog.trends.length);
  await claimDocumentIds(db, documentIds.flatMap((ids, index) => ids.map((documentId) => ({ documentId, ideaId: catalog.ideas[index]!.id }))));

  const handle = createSealingCommandHandler(deps);
  const run: RunCommand = (decider, streamId, command) =>
    handle(decider, streamId, command, { commandId: uuidv7(), correlationId: 'seed-catalog', causationId: 'seed-catalog' });
  const metadata = () => ({ actor: SYSTEM, now: new Date() });

  const notPublished: number[] = [];
  let done = 0;
  const step = Math.max(100, Math.ceil(catalog.ideas.length / 10 / 100) * 100);
  await mapBounded(catalog.ideas, concurrency, async (seed, index) => {
    const ideaId = seed.id;
    const documents = seed.documents.map((document, k) => ({ documentId: documentIds[index]![k]!, ...document }));
    const stream = ideaStreamId(ideaId);
    const createdAt = new Date(CATALOG_EPOCH.getTime() - seed.daysAgo * DAY_MS);
    await run(ideaDecider, stream, { type: 'CreateIdea', data: { ideaId, idea: seed.idea, documents, createdAt }, metadata: metadata() });
    if (seed.published) {
      const { refusal } = await run(ideaDecider, stream, { type: 'PublishIdea', data: {}, metadata: metadata() });
      if (refusal) notPublished.push(ideaId);
    }
    if (seed.autoDelete) await run(ideaDecider, stream, { type: 'SwitchAutoDelete', data: { autoDeleted: true }, metadata: metadata() });
    done += 1;
    if (done % step === 0 || done === catalog.ideas.length) log(`Seeding catalog: ${done} / ${catalog.ideas.length} ideas`);
  });

  const published = new Set(catalog.ideas.filter((seed) => seed.published && !notPublished.includes(seed.id)).map((seed) => seed.id));
  await mapBounded(catalog.trends, concurrency, async (trend, index) => {
    const trendId = index + 1;
    const { ideaIds, daysAgo, ...fields } = trend;
    const stream = trendStreamId(trendId);
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    await run(trendDecider, stream, { type: 'CreateTrend', data: { trendId, ...fields, createdAt }, metadata: metadata() });
    const linkable = [...new Set(ideaIds)].filter((ideaId) => published.has(ideaId));
    if (linkable.length < new Set(ideaIds).size) log(`Seeding catalog: trend ${trendId} leaves out ${new Set(ideaIds).size - linkable.length} ideas that are not published`);
    if (linkable.length === 0) return;
    await run(trendDecider, stream, { type: 'LinkIdeas', data: { ideaIds: linkable, linkableIdeaIds: linkable, single: false }, metadata: metadata() });
  });

  await requestSeedScores(deps, run, metadata(), catalog.ideas.length, log);
  await appendMarker(deps.eventStore, 'CatalogSeeded', 'any', { ideas: catalog.ideas.length, trends: catalog.trends.length });
  if (notPublished.length > 0) log(`Seeding catalog: ${notPublished.length} ideas marked published lack documents and stay Unpublished`);
  return { outcome: 'seeded', ideas: catalog.ideas.length, trends: catalog.trends.length, notPublished: notPublished.sort((a, b) => a - b), ms: Date.now() - started };
}

/** Document ids in catalog order, 1, 2, 3, ...: the same on every start. */
function numberDocuments(ideas: readonly SeedIdea[]): number[][] {
  let next = 1;
  return ideas.map((seed) => seed.documents.map(() => next++));
}

async function readMarker(eventStore: EventStore): Promise<'absent' | 'started' | 'done'> {
  try {
    const events = await eventStore.readStream(CATALOG_SEED_STREAM);
    return events.some((event) => event.type === 'CatalogSeeded') ? 'done' : 'started';
  } catch (error) {
    if (error instanceof StreamNotFound) return 'absent';
    throw error;
  }
}

async function streamExists(eventStore: EventStore, stream: string): Promise<boolean> {
  try {
    await eventStore.readStream(stream, { limit: 1 });
    return true;
  } catch (error) {
    if (error instanceof StreamNotFound) return false;
    throw error;
  }
}

async function appendMarker(eventStore: EventStore, type: string, expectedRevision: 'no_stream' | 'any', data: object): Promise<void> {
  const at = new Date();
  try {
    await eventStore.append(
      CATALOG_SEED_STREAM,
      [{ id: uuidv7(at.getTime()), type, data: { ...data, at: at.toISOString() }, metadata: { userId: SYSTEM.userId, commandId: uuidv7(), correlationId: 'seed-catalog', causationId: 'seed-catalog', at: at.toISOString() } }],
      { expectedRevision },
    );
  } catch (error) {
    // Another process started the seed at the same moment: both go on; every command is idempotent.
    if (!(error instanceof WrongExpectedVersion)) throw error;
  }
}
