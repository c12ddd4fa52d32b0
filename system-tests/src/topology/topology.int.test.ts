// Scale-out on one machine (docs/operations.md "Topology"), all real and on loopback: a Postgres primary and its
// streaming replica, a 3-node NATS JetStream cluster, 2 command APIs, 2 query APIs on the replica, an active and a
// standby projector, each its own process, behind HAProxy with the production configuration. Under a mixed load of
// member journeys and the admin's AI jobs, kill -9 one command API, one query API, the active projector and one NATS
// node, one after another (none restarted): every acknowledged write is stored and projected once, nothing runs twice,
// read-your-writes holds through the proxy, and the standby projector takes over within a bound. One summary line
// carries the figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJobs, checkReadModels, checkWrites, jobsCompleted, projectionsCaughtUp } from './consistency';
import { holdsEveryLease, startTopology, type Topology } from './topology';
import { acknowledged, createClient, generateAllDocuments, memberJourney, type Journey, type Ledger } from './workload';
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

let topology: Topology;
const started = Date.now();

beforeAll(async () => {
  topology = await startTopology();
}, 150_000);

afterAll(async () => {
  await topology?.stop();
});

interface Kill {
  what: string;
  at: number;
}

describe('the platform scaled out on one machine', () => {
  it('loses and doubles nothing when a command API, a query API, the active projector and a NATS node die mid-load', { timeout: 150_000 }, async () => {
    const { proxy, infra, commandApis, queryApis, projectors, nats, freeIdeas } = topology;
    const savedIdeas = freeIdeas.slice(0, 2);
    const ledger: Ledger = { writes: [], reads: [] };
    const admin = createClient(proxy.url, ledger);
    const adminToken = (await admin.write<{ token: string }>('admin sign in', 'POST', '/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).body.token;

    // The load: members' journeys back to back on every client, and the admin's document jobs, until it stops.
    const loadStarted = Date.now();
    const stopLoadAt = loadStarted + 4 * KILL_EVERY_MS + LOAD_AFTER_LAST_KILL_MS;
    const journeys: Journey[] = [];
    let members = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < stopLoadAt) journeys.push(await memberJourney(proxy.url, ledger, ++members, { token: adminToken }, savedIdeas));
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
    const [writes, readModels, jobCheck] = await Promise.all([checkWrites(infra, ledger.writes), checkReadModels(infra, journeys), checkJobs(infra, jobIds)]);

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

    // What survived stops on SIGTERM, in time.
    const survivors = [commandApis[1]!, queryApis[1]!, standby];
    expect(await Promise.all(survivors.map((service) => service.stop(15_000)))).toEqual(survivors.map(() => true));
  });
});
