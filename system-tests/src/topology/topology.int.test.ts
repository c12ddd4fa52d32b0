// Scale-out on one machine (docs/operations.md "Topology"), all real and on loopback: a Postgres primary and its
// streaming replica, a 3-node NATS JetStream cluster, 2 command APIs, 2 query APIs on the replica, an active and a
// standby projector, each its own process, behind HAProxy with the production configuration. Under a mixed load of
// member journeys and the admin's AI jobs, kill -9 one command API, one query API, the active projector and one NATS
// node, one after another (none restarted): every acknowledged write is stored and projected once, nothing runs twice,
// read-your-writes holds through the proxy, and the standby projector takes over within a bound. Change feeds (GET
// /api/live) stay open on both query APIs, directly and through the proxy, as the admin and as each member: every
// client hears of every acknowledged write its viewer may see, or is told to refetch. Summary lines carry the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJobs, checkReadModels, checkWrites, jobsCompleted, projectionsCaughtUp } from './consistency';
import { changesOfWrites, checkFeeds, feedsCaughtUp } from './live-check';
import { openLiveClient, type LiveClient } from './live-client';
import { holdsEveryLease, startTopology, type Topology } from './topology';
import { acknowledged, createClient, generateAllDocuments, memberJourney, type Journey, type Ledger, type SignedInMember } from './workload';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../accounts/account-test-kit';

/** Members signing up and working at once, each through its own client. */
const CLIENTS = 5;
/** When each kill lands, from the start of the load; the load runs until a few seconds after the last. */
const KILL_EVERY_MS = 4000;
const LOAD_AFTER_LAST_KILL_MS = 4000;
/** The standby must hold every lease within this of the active projector's kill -9. */
const TAKEOVER_BOUND_MS = 5000;
/** The admin's document jobs over the load, each for this many seeded ideas. */
const JOBS = 5;
const IDEAS_PER_JOB = 3;
/** A feed that missed a change has been told past it by the next heartbeat (15 s) at the latest. */
const FEEDS_CAUGHT_UP_MS = 20_000;

let topology: Topology;
const feeds: LiveClient[] = [];
const started = Date.now();

beforeAll(async () => {
  topology = await startTopology();
}, 150_000);

afterAll(async () => {
  for (const feed of feeds) feed.close();
  await topology?.stop();
});

interface Kill {
  what: string;
  at: number;
}

describe('the platform scaled out on one machine', () => {
  it('loses and doubles nothing when a command API, a query API, the active projector and a NATS node die mid-load', { timeout: 180_000 }, async () => {
    const { proxy, infra, commandApis, queryApis, projectors, nats, freeIdeas } = topology;
    const savedIdeas = freeIdeas.slice(0, 2);
    const ledger: Ledger = { writes: [], reads: [] };
    const admin = createClient(proxy.url, ledger);
    const adminSession = (await admin.write<{ token: string; user: { id: string } }>('admin sign in', 'POST', '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).body;
    const adminToken = adminSession.token;

    // The feeds: the admin's through the proxy and on each query API directly; each member's from their sign-in on,
    // in turn through the proxy or on one query API. A direct feed whose query API is gone moves to the other.
    const [queryApi1, queryApi2] = queryApis.map((api) => `http://127.0.0.1:${String(api.port)}`) as [string, string];
    const routes = [
      { via: 'the proxy', urls: [proxy.url] },
      { via: 'query API 1', urls: [queryApi1, queryApi2] },
      { via: 'query API 2', urls: [queryApi2, queryApi1] },
    ];
    const adminViewer = { userId: adminSession.user.id, admin: true };
    const adminFeeds = routes.map(({ via, urls }) => openLiveClient(`admin via ${via}`, adminViewer, urls, { authorization: `Bearer ${adminToken}` }));
    feeds.push(...adminFeeds);
    await Promise.all(adminFeeds.map((feed) => feed.ready));
    const memberFeed = async ({ n, userId, token, address }: SignedInMember) => {
      const { via, urls } = routes[n % routes.length]!;
      const feed = openLiveClient(`member ${n} via ${via}`, { userId, admin: false }, urls, { authorization: `Bearer ${token}`, 'x-forwarded-for': address });
      feeds.push(feed);
      await feed.ready;
    };

    // The load: members' journeys back to back on every client, and the admin's document jobs, until it stops.
    const loadStarted = Date.now();
    const stopLoadAt = loadStarted + 4 * KILL_EVERY_MS + LOAD_AFTER_LAST_KILL_MS;
    const journeys: Journey[] = [];
    let members = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < stopLoadAt) journeys.push(await memberJourney(proxy.url, ledger, ++members, { token: adminToken }, savedIdeas, memberFeed));
    });
    const jobs = (async () => {
      for (let job = 0; job < JOBS; job++) {
        await generateAllDocuments(proxy.url, ledger, { token: adminToken }, freeIdeas.slice(job * IDEAS_PER_JOB, (job + 1) * IDEAS_PER_JOB));
        await new Promise((resolve) => setTimeout(resolve, (stopLoadAt - loadStarted) / JOBS));
      }
    })();

    // The kills, one after another while the load runs.
    const kills: Kill[] = [];
    const killAt = async (index: number, what: string, kill: () => Promise<void>) => {
      await new Promise((resolve) => setTimeout(resolve, loadStarted + (index + 1) * KILL_EVERY_MS - Date.now()));
      kills.push({ what, at: Date.now() });
      await kill();
    };
    await killAt(0, 'command API', () => commandApis[0]!.kill());
    await killAt(1, 'query API', () => queryApis[0]!.kill());
    const [active, standby] = projectors as [typeof projectors[0], typeof projectors[0]];
    await killAt(2, 'active projector', () => active.kill());
    await holdsEveryLease(infra, standby);
    const takeoverMs = Date.now() - kills[2]!.at;
    await killAt(3, 'NATS node', () => nats.nodes[0]!.kill());
    await Promise.all([...clients, jobs]);

    // Settled: jobs done (an item a dead command API held comes back after the ack wait), projections at the head.
    console.log(`topology: kills at ${kills.map((kill) => `${kill.what} ${new Date(kill.at).toISOString()}`).join(', ')}`);
    const { jobIds } = await checkWrites(infra, ledger.writes);
    await jobsCompleted(infra, jobIds, 60_000);
    await projectionsCaughtUp(infra, 30_000);
    const [writes, readModels, jobCheck, feedChanges] = await Promise.all([
      checkWrites(infra, ledger.writes),
      checkReadModels(infra, journeys),
      checkJobs(infra, jobIds),
      changesOfWrites(infra, ledger.writes),
    ]);
    await feedsCaughtUp(feeds, feedChanges, FEEDS_CAUGHT_UP_MS);
    const feedCheck = checkFeeds(feeds, feedChanges);

    // A failed write belongs to the last kill before its first failed attempt: a write whose key a killed command API
    // held is refused as still processing until the hold expires, across the kills that follow.
    const killOf = (time: number) => kills.findLast((kill) => kill.at <= time)?.what ?? 'before the kills';
    const perKill = kills.map(({ what }) => {
      const hit = ledger.writes.filter((write) => write.failedAt.length > 0 && killOf(write.failedAt[0]!) === what);
      const names = [...new Set(hit.map((write) => write.what))].join(', ');
      return `${what}: ${hit.length} failed${names ? ` (${names})` : ''}, ${hit.filter(acknowledged).length} retried ok`;
    });
    const unfinished = journeys.filter((journey) => journey.error);
    const stale = ledger.reads.filter((read) => !read.fresh || !read.sawWrite).map((read) => ({ ...read, after: killOf(read.at) }));
    console.log(
      `topology: ${journeys.length} journeys (${unfinished.length} unfinished), ${ledger.writes.filter(acknowledged).length} acknowledged writes, ` +
        `${ledger.reads.length} read-your-writes reads (${stale.length} stale or missing), ${jobCheck.items} job items; ` +
        `takeover ${takeoverMs} ms; ${perKill.join('; ')}; lost ${writes.lost.length}, doubled ${writes.doubled.length + jobCheck.problems.length}; ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s in all`,
    );
    const total = (of: (feed: LiveClient) => number) => feeds.reduce((sum, feed) => sum + of(feed), 0);
    console.log(
      `topology: ${feeds.length} live feeds (${adminFeeds.length} admin, ${feeds.length - adminFeeds.length} members), ${total((feed) => feed.streams)} streams ` +
        `(${total((feed) => feed.resumes)} resumed with Last-Event-ID, ${total((feed) => feed.replays)} of them replaying changes; ${total((feed) => feed.refused)} refused), ${total((feed) => feed.refetches)} refetches; ` +
        `writes heard ${feedCheck.heard}, excused by a refetch ${feedCheck.excused}, missed ${feedCheck.missed.length}; ` +
        `heard/excused/missed per feed: ${feedCheck.clients.map((client, index) => `${client.name} ${client.heard}/${client.excused}/${client.missed.length} in ${feeds[index]!.streams} streams`).join(', ')}`,
    );

    expect(writes.lost).toEqual([]);
    expect(writes.doubled).toEqual([]);
    expect(writes.activityMismatches).toEqual([]);
    expect(readModels).toEqual([]);
    expect(jobCheck.problems).toEqual([]);
    expect(jobCheck.items).toBeGreaterThan(0);
    expect(unfinished.map((journey) => journey.error)).toEqual([]);
    expect(stale).toEqual([]);
    expect(journeys.length).toBeGreaterThanOrEqual(CLIENTS);
    expect(takeoverMs).toBeLessThan(TAKEOVER_BOUND_MS);
    expect(feedCheck.missed).toEqual([]);
    expect(feeds.flatMap((feed) => feed.problems)).toEqual([]);
    // Every feed heard of writes; the admin's on the killed query API was cut and resumed on the other.
    expect(feedCheck.clients.filter((client) => client.heard === 0).map((client) => client.name)).toEqual([]);
    expect(adminFeeds[1]!.resumes).toBeGreaterThan(0);

    // What survived stops on SIGTERM, in time.
    const survivors = [commandApis[1]!, queryApis[1]!, standby];
    expect(await Promise.all(survivors.map((service) => service.stop(15_000)))).toEqual(survivors.map(() => true));
  });
});
