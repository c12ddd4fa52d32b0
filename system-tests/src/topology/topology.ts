// The whole scaled-out platform on loopback, started in dependency order: the Postgres pair and the NATS cluster, the
// command APIs (they migrate the shared schemas and create the admin, taking turns), the test's small catalog, the
// active projector then its standby, the query APIs on the replica, and HAProxy in front. The test process keeps an
// infrastructure of its own on the primary for the catalog and the checks.
import { seedCatalog } from '@app/command-api/seed/seed-catalog';
import { readConfig } from '@app/infra/config/config';
import { openInfrastructure, type Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../accounts/account-test-kit';
import { startNatsCluster, type NatsCluster } from './nats-cluster';
import { startPostgresPair, type PostgresPair } from './postgres-pair';
import { startProxy, type Proxy } from './proxy';
import { startService, type Service } from './services';

/** Enough published free ideas for the members to save and the admin's jobs to document. */
const CATALOG_IDEAS = 40;
/** A job item held by a killed command API goes to the other one after this (JOB_ACK_WAIT_MS). */
export const ACK_WAIT_MS = 3000;

export interface Topology {
  postgres: PostgresPair;
  nats: NatsCluster;
  commandApis: Service[];
  queryApis: Service[];
  /** [active, standby]: the first holds every projection's lease when the second starts. */
  projectors: Service[];
  proxy: Proxy;
  /** Seeded ideas a free member can find in the marketplace (published, free). */
  freeIdeas: number[];
  /** The test's own connections to the primary (event store, read models) and the NATS cluster. */
  infra: Infrastructure;
  stop(): Promise<void>;
}

export async function startTopology(): Promise<Topology> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const [postgres, nats] = await Promise.all([startPostgresPair(), startNatsCluster()]);
    stops.push(() => postgres.stop(), () => nats.stop());
    const env = {
      DATABASE_URL: postgres.primaryUrl,
      NATS_URL: nats.url,
      JOB_QUEUE_REPLICAS: '3',
      JOB_ACK_WAIT_MS: String(ACK_WAIT_MS),
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      // Only the admin: the test seeds a catalog of its own, smaller than the product's.
      SEED: 'false',
    };
    const started: Service[] = [];
    stops.push(() => Promise.all(started.map((service) => service.kill())));
    const start = async (...services: Promise<Service>[]) => {
      const running = await Promise.allSettled(services);
      for (const result of running) if (result.status === 'fulfilled') started.push(result.value);
      const failed = running.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return running.map((result) => (result as PromiseFulfilledResult<Service>).value);
    };
    const commandApis = await start(startService('command-api', 1, env), startService('command-api', 2, env));
    const config = readConfig(env);
    const infra = await openInfrastructure(config, { databaseUrl: postgres.primaryUrl, busScope: 'shared', poolSize: 5 });
    stops.push(() => infra.close());
    const catalog = generateCatalog({ ideaCount: CATALOG_IDEAS });
    const seeded = await seedCatalog(infra, catalog, { log: () => undefined });
    const freeIdeas = catalog.ideas.filter(({ published, idea }) => published && idea.type === 'FREE').map(({ id }) => id);
    if (seeded.outcome !== 'seeded') throw new Error(`the catalog seed: ${JSON.stringify(seeded)}`);
    const [active] = await start(startService('projectors', 1, env));
    await holdsEveryLease(infra, active!);
    const [standby, ...queryApis] = await start(
      startService('projectors', 2, env),
      ...[1, 2].map((index) => startService('query-api', index, env, { READ_DATABASE_URL: postgres.replicaUrl })),
    );
    const proxy = await startProxy({ commandApis: commandApis.map((api) => api.port!), queryApis: queryApis.map((api) => api.port!) });
    stops.push(() => proxy.kill());
    return { postgres, nats, commandApis, queryApis, projectors: [active!, standby!], proxy, freeIdeas, infra, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The registry's runner of each active projection: `<host>:<pid>:<random>` (runner-leases.ts). */
export async function leaseHolders(infra: Infrastructure): Promise<{ name: string; pid: number | undefined }[]> {
  const { rows } = await infra.pool.query<{ name: string; runner: string | null }>("SELECT name, runner FROM projections.registry WHERE status = 'active'");
  return rows.map(({ name, runner }) => ({ name, pid: runner ? Number(runner.split(':')[1]) : undefined }));
}

/** Waits until `projector` holds the lease of every active projection (the runtime stamps a row once it holds it). */
export async function holdsEveryLease(infra: Infrastructure, projector: Service, timeoutMs = 30_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const holders = await leaseHolders(infra);
    if (holders.length > 0 && holders.every(({ pid }) => pid === projector.pid)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${projector.name} does not hold every lease: ${JSON.stringify(holders)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
