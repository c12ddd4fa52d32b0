// Benchmark: 5,000 open live feeds (`GET /api/live`, query-api/src/live/README.md) on one query API under 100 changes
// a second. The one-process platform (real Postgres; the projections the feed reads, see FEED_PROJECTIONS) runs in
// this process, which does nothing else while measuring; a catalog of platform ideas is seeded and the admin signed in. The load runs in two
// child processes (live-feeds-client.ts): the feeds, anonymous visitors from 100 addresses of 50 each (the platform
// trusts loopback as its proxy, TRUST_PROXY, and each stream gives its address in X-Forwarded-For as HAProxy would;
// the per-address limit is 100, the per-account one does not apply to visitors), and the writer, an admin editing
// idea stamps through the command API at 100 a second (open loop), each acknowledged with its position. Every change
// reaches the feeds through the real pipeline: the store, the projections, their progress, the served position.
// Phases: one feed open; this process's memory (a full collection first, after a pause); 4,999 more feeds; its memory
// again; the writer with the 5,000 open; the memory after; the 4,999 closed; the writer again with one feed open (the
// baseline delay). Delay: from a change's acknowledgement to each stream's receipt of the frame naming it, over every
// stream and change.
//
// Run alone: npx tsx bench/src/live-feeds.ts   (BENCH_QUICK=1: 500 feeds and short phases, figures meaningless)
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readConfig } from '@app/infra/config/config';
import { listen } from '@app/infra/http/listen';
import { seedCatalog } from '@app/command-api/seed/seed-catalog';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { activityProjection } from '@app/projectors/activity/activity.projection';
import { adminIdeasProjection } from '@app/projectors/admin-ideas/admin-ideas.projection';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { usersProjection } from '@app/projectors/users/users.projection';
import { createPlatform } from '@app/scripts/platform';
import { BENCH_ADMIN, signInPlatformAdmin } from './admin-http';
import { runBench, type BenchContext } from './bench-main';
import type { DelayReport, LiveFeedsClientCommand, LiveFeedsClientMessage, WriteReport } from './live-feeds-client';
import { memoryMb, type Memory } from './process-memory';
import { waitForProjection } from './projection-caught-up';
import { formatNumber, result, type BenchResult, type Figure } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const FEEDS = QUICK ? 500 : 5_000;
/** Half the per-address limit (query-api/src/live/live-feed.ts), so no stream is refused. */
const FEEDS_PER_ADDRESS = 50;
const CHANGES_PER_SECOND = 100;
const WRITE_MS = QUICK ? 5_000 : 30_000;
/** Ideas the writer edits in turn: at 100 a second, each idea every 5 s, long after its last edit was answered. */
const IDEAS = 500;
const CATALOG_SEED = 7;
/** Before each memory reading, after the work before it (the writer, the feeds' starts): its garbage settles. */
const SETTLE_MS = 5_000;
/** After the writer's last answer, how long the streams may take to hear of the last change before the rest is missed. */
const DRAIN_MS = 30_000;
/**
 * The read models the feed and the lists it waits for read (and the accounts, for the admin's sign-in). In production
 * the projections run in a process of their own, not in the query API's; the one-process platform runs them in this
 * one, so the other nine would only take this process's event loop from the feeds.
 */
const FEED_PROJECTIONS = [usersProjection, catalogProjection, adminIdeasProjection, activityProjection];
const GOAL_MEMORY_MB = 150;
const GOAL_P99_MS = 1_000;

async function measureLiveFeeds({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('live_feeds');
  const config = readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, TRUST_PROXY: '127.0.0.1' });
  const platform = await createPlatform({ config, databaseUrl: database.url, logLevel: 'warn', projections: FEED_PROJECTIONS });
  const feeds = fork(new URL('./live-feeds-client.ts', import.meta.url));
  const writer = fork(new URL('./live-feeds-client.ts', import.meta.url));
  const stop = () => {
    for (const child of [feeds, writer]) child.send({ stop: true } satisfies LiveFeedsClientCommand);
  };
  signal.addEventListener('abort', stop);
  try {
    console.log(`Seeding ${IDEAS} platform ideas (seed ${CATALOG_SEED}, no documents)...`);
    const catalog = generateCatalog({ ideaCount: IDEAS, seed: CATALOG_SEED, documents: false });
    await seedCatalog(platform.infra, catalog, { log: () => undefined });
    const token = await signInPlatformAdmin(platform, config.seed);
    const origin = await listen(platform.app, 0, '127.0.0.1');
    const ideaIds = catalog.ideas.map(({ id }) => id);
    await ask(writer, { clearStamps: { origin, token, ideaIds } }, 'written');
    for (const projection of ['catalog', 'activity']) await waitForProjection(platform, projection, signal, 120_000);

    const phase = async (label: string): Promise<{ writes: WriteReport; delays: DelayReport }> => {
      const writes = await ask(writer, { write: { origin, token, ideaIds, perSecond: CHANGES_PER_SECOND, durationMs: WRITE_MS } }, 'written');
      const delays = await ask(feeds, { delays: { changes: writes.changes, drainMs: DRAIN_MS } }, 'delays');
      console.log(`  ${label}: writer ${describeWrites(writes)}; feeds: ${describeDelays(delays)}`);
      return { writes, delays };
    };

    // The memory first, with nothing else between the readings (the writer's garbage would blur them); the baseline
    // delay last, once the other feeds are closed.
    console.log(`Phases: ${FEEDS} feeds opened; ${CHANGES_PER_SECOND} stamp edits/s for ${WRITE_MS / 1000} s with them open, then with 1`);
    await ask(feeds, { open: { origin, count: 1, perAddress: FEEDS_PER_ADDRESS } }, 'opened');
    const before = await settledMemory();
    const opened = await ask(feeds, { open: { origin, count: FEEDS - 1, perAddress: FEEDS_PER_ADDRESS } }, 'opened');
    const open = await settledMemory();
    console.log(`  ${opened.open} feeds open (${formatNumber(opened.ms)} ms to open the rest); memory ${describeMemory(before)} -> ${describeMemory(open)}`);
    const loaded = await phase(`${FEEDS} feeds`);
    const after = memoryMb();
    console.log(`  memory after the changes: ${describeMemory(after)}`);
    await ask(feeds, { closeAllButOne: true }, 'closed');
    const alone = await phase('1 feed');

    const bench = 'live feeds';
    const feedsMb = open.rss - before.rss;
    const missed = loaded.delays.missed + alone.delays.missed;
    return [
      result(
        bench,
        { name: `RSS of ${FEEDS} open feeds (with them minus before)`, value: feedsMb, unit: 'MB', detail: `heap ${formatNumber(open.heap - before.heap)} MB; ${formatNumber((feedsMb * 1e6) / FEEDS / 1024)} KB a feed` },
        { name: 'RSS before them (1 feed open)', value: before.rss, unit: 'MB', detail: `heap ${formatNumber(before.heap)} MB` },
        { text: `<= ${GOAL_MEMORY_MB} MB`, pass: feedsMb <= GOAL_MEMORY_MB },
      ),
      result(
        bench,
        delayFigure(`change to screen p99, ${FEEDS} feeds, ${CHANGES_PER_SECOND} changes/s`, loaded),
        delayFigure('change to screen p99, 1 feed, same rate', alone),
        { text: `p99 <= ${GOAL_P99_MS} ms, 0 missed`, pass: loaded.delays.p99 <= GOAL_P99_MS && missed === 0 },
      ),
      result(
        bench,
        { name: `RSS after ${WRITE_MS / 1000} s of changes to ${FEEDS} feeds`, value: after.rss - before.rss, unit: 'MB', detail: `heap ${formatNumber(after.heap - before.heap)} MB over before` },
        { name: 'the feeds just opened', value: feedsMb, unit: 'MB' },
      ),
      result(
        bench,
        { name: `command acknowledgement p99 with ${FEEDS} feeds`, value: loaded.writes.ackMs.p99, unit: 'ms', detail: `p50 ${formatNumber(loaded.writes.ackMs.p50)} ms` },
        { name: 'with 1 feed', value: alone.writes.ackMs.p99, unit: 'ms', detail: `p50 ${formatNumber(alone.writes.ackMs.p50)} ms` },
      ),
    ];
  } finally {
    signal.removeEventListener('abort', stop);
    feeds.kill();
    writer.kill();
    await platform.close();
    await database.drop();
  }
}

async function settledMemory(): Promise<Memory> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return memoryMb();
}

async function ask<K extends 'opened' | 'closed' | 'delays' | 'written'>(
  child: ChildProcess,
  command: LiveFeedsClientCommand,
  answer: K,
): Promise<Extract<LiveFeedsClientMessage, Record<K, unknown>>[K]> {
  child.send(command);
  const [message] = (await once(child, 'message')) as [LiveFeedsClientMessage];
  if ('error' in message) throw new Error(`the load client: ${message.error}`);
  if (!(answer in message)) throw new Error(`the load client answered ${Object.keys(message).join(', ')}, not ${answer}`);
  return (message as Record<K, unknown>)[answer] as Extract<LiveFeedsClientMessage, Record<K, unknown>>[K];
}

function describeWrites(writes: WriteReport): string {
  const failed = Object.entries(writes.failed).map(([reason, count]) => `${count}x ${reason}`);
  const rate = (writes.changes.length / writes.elapsedMs) * 1000;
  return `${writes.changes.length} changes (${formatNumber(rate)}/s), ${writes.unchanged} unchanged, ${failed.length > 0 ? `failed ${failed.join(', ')}` : 'none failed'}, ack p50 ${formatNumber(writes.ackMs.p50)} ms, p99 ${formatNumber(writes.ackMs.p99)} ms`;
}

function describeDelays(delays: DelayReport): string {
  return (
    `p50 ${formatNumber(delays.p50)} ms, p95 ${formatNumber(delays.p95)} ms, p99 ${formatNumber(delays.p99)} ms, max ${formatNumber(delays.max)} ms over ${delays.count.toLocaleString('en-US')} receipts ` +
    `(${delays.streams} streams, ${delays.ended} ended, ${delays.frames} frames); ${delays.missed} missed, ${delays.refetches} by refetch, ${delays.beforeAck} before the ack; ` +
    `to the first stream p50 ${formatNumber(delays.first.p50)} ms, p99 ${formatNumber(delays.first.p99)} ms`
  );
}

function describeMemory(memory: Memory): string {
  return `RSS ${formatNumber(memory.rss)} MB, heap ${formatNumber(memory.heap)} MB`;
}

function delayFigure(name: string, { writes, delays }: { writes: WriteReport; delays: DelayReport }): Figure {
  return { name, value: delays.p99, unit: 'ms', detail: `${describeDelays(delays)}; writer ${describeWrites(writes)}` };
}

runBench('Live feeds', { timeLimitMs: 600_000 }, measureLiveFeeds);
