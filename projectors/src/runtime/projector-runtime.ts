// The projector runtime (docs/architecture.md "Projections and read models"): keeps every projection's generations of
// the version defined in code running, one runner per generation across processes, builds new versions next to the
// serving one and switches them in when caught up, and answers read-your-writes waits.
import type pg from 'pg';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore } from '@app/infra/event-store/event-store';
import { prepareGeneration, runGeneration, type RunnerContext } from './generation-runner';
import { createPositionWaiter, type WaitForPosition } from './position-waiter';
import { decodeProgress } from './progress-message';
import type { Projection } from './projection';
import { assertValidProjections } from './projection-checks';
import {
  addGeneration,
  listGenerations,
  readGeneration,
  registryPreparer,
  withProjectionLocked,
  type Generation,
  type RegistryDatabase,
} from './registry';
import { createLeaseSession } from './runner-leases';
import { createRuntimeDb } from './runtime-db';
import type { RuntimeLog } from './runtime-log';
import { sleep } from './sleep';

/** Events per page a serving generation applies in one transaction, and a building one (see the options). */
export const DEFAULT_BATCH_SIZE = 1000;
export const DEFAULT_BUILD_BATCH_SIZE = 5000;

export interface ProjectorRuntimeOptions {
  /** Owned by the caller: the runtime never ends it. One connection of it stays checked out for the runner locks. */
  pool: pg.Pool;
  eventStore: EventStore;
  bus: Bus;
  projections: readonly Projection[];
  log: RuntimeLog;
  /** Events per page, applied in one transaction (default 1,000). */
  batchSize?: number;
  /**
   * Events per page while a generation is building (default: `batchSize` when given, else 5,000): nobody reads it
   * yet, so fewer, larger transactions (a fifth of the round trips per event) cost no reader anything; its progress
   * still moves every page.
   */
  buildBatchSize?: number;
  /** Runner-lock heartbeat period (default 2 s). */
  heartbeatMs?: number;
  /** How often a standby process tries to take a runner lock over (default 1 s). */
  lockRetryMs?: number;
  /** How often the registry is re-read for generations another process created or switched in (default 5 s). */
  reconcileMs?: number;
  /** Backoff after a failure: doubles from `initialMs` up to `maxMs` (default 250 ms to 30 s). */
  retry?: { initialMs: number; maxMs: number };
}

export interface ProjectorRuntime {
  /**
   * Creates the registry, any missing generation, their tables and read views, then launches the runners (it does
   * not wait for them to catch up).
   */
  start(): Promise<void>;
  /** Stops the runners after their in-flight page and releases their locks. */
  stop(): Promise<void>;
  /**
   * Builds the named projection (default: every one) afresh from position zero into new tables while the current
   * generation keeps serving; resolves once the new generation serves reads. Works without start().
   */
  rebuild(name?: string): Promise<void>;
  /** Read-your-writes for this runtime's projections; see position-waiter.ts. */
  waitForPosition: WaitForPosition;
}

const REBUILD_POLL_MS = 250;

export function createProjectorRuntime(options: ProjectorRuntimeOptions): ProjectorRuntime {
  assertValidProjections(options.projections);
  const { log } = options;
  const byName = new Map(options.projections.map((projection) => [projection.name, projection]));
  const names = [...byName.keys()];
  const shared = createRuntimeDb(options.pool);
  const db = shared.withTables<RegistryDatabase>();
  const leases = createLeaseSession({
    pool: options.pool,
    heartbeatMs: options.heartbeatMs ?? 2000,
    retryMs: options.lockRetryMs ?? 1000,
    log,
  });
  const context: RunnerContext = {
    db,
    shared,
    eventStore: options.eventStore,
    bus: options.bus,
    leases,
    log,
    batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
    buildBatchSize: options.buildBatchSize ?? options.batchSize ?? DEFAULT_BUILD_BATCH_SIZE,
    retry: options.retry ?? { initialMs: 250, maxMs: 30_000 },
  };
  const waiter = createPositionWaiter({ db, bus: options.bus, projections: names });
  const stopping = new AbortController();
  const runners = new Map<number, Promise<void>>();
  /** `name/version/generation` of the generations in `runners`, as the bus names them. */
  const running = new Set<string>();
  const keyOf = (name: string, version: number, generation: number) => `${name}/${version}/${generation}`;
  let stopWakeUps: (() => void) | undefined;
  let reconcileTimer: NodeJS.Timeout | undefined;
  let started = false;

  const prepareRegistry = registryPreparer(db);

  function launch(projection: Projection, generation: Generation): void {
    if (runners.has(generation.id) || stopping.signal.aborted) return;
    const key = keyOf(generation.name, generation.version, generation.generation);
    const runner = runGeneration(context, projection, generation.id, stopping.signal)
      .catch((error: unknown) => log.error({ projection: projection.name, err: error }, 'projector: runner crashed'))
      .finally(() => {
        runners.delete(generation.id);
        running.delete(key);
        // A retired generation usually means another one of this version was switched in: run that one.
        if (started) void reconcile();
      });
    runners.set(generation.id, runner);
    running.add(key);
  }

  /**
   * A generation another process added (an admin's rebuild, rebuild-request.ts) is announced on the bus: launch it now
   * rather than at the next reconcile. Progress of the generations already running here is ignored.
   */
  function wakeOnNewGenerations(): () => void {
    return options.bus.subscribe('projections.progress', (text) => {
      const message = decodeProgress(text);
      if (message?.status !== 'building' || byName.get(message.name)?.version !== message.version) return;
      if (!running.has(keyOf(message.name, message.version, message.generation))) void reconcile();
    });
  }

  /** The live generations of the versions this code defines, with their definitions. */
  async function ownGenerations(): Promise<[Projection, Generation][]> {
    const live = await listGenerations(db, { names, statuses: ['building', 'active'] });
    return live.flatMap((generation) => {
      const projection = byName.get(generation.name);
      return projection?.version === generation.version ? [[projection, generation] as [Projection, Generation]] : [];
    });
  }

  async function reconcile(): Promise<void> {
    try {
      for (const [projection, generation] of await ownGenerations()) launch(projection, generation);
    } catch (error) {
      log.warn({ err: error }, 'projector: could not read the registry; trying again later');
    }
  }

  /**
   * A projection without a live generation of its code version gets one: active straight away when nothing serves
   * yet (readers get filling tables rather than none), else building next to the serving one. Never an older
   * version than the registry has seen: going back is an explicit rebuild.
   */
  async function ensureGeneration(projection: Projection): Promise<void> {
    await withProjectionLocked(db, projection.name, async (trx) => {
      const existing = await listGenerations(trx, { names: [projection.name], statuses: ['building', 'active', 'retired'] });
      if (existing.some((row) => row.version === projection.version && row.status !== 'retired')) return;
      const newest = Math.max(0, ...existing.map((row) => row.version));
      const fields = { projection: projection.name, version: projection.version };
      if (newest > projection.version) {
        log.warn(
          { ...fields, registryVersion: newest },
          `projector: the registry already has a newer version; run "npm run projections:rebuild ${projection.name}" to go back`,
        );
        return;
      }
      const serving = existing.some((row) => row.status === 'active');
      const generation = await addGeneration(trx, projection, serving ? 'building' : 'active');
      log.info({ ...fields, schema: generation.schemaName }, serving ? 'projector: building a new version' : 'projector: first build');
    });
  }

  async function untilActive(generation: Generation): Promise<void> {
    while (await sleep(REBUILD_POLL_MS, stopping.signal)) {
      const current = await readGeneration(db, generation.id);
      if (current?.status === 'active') return;
      if (current?.status !== 'building') throw new Error(`rebuild of ${generation.name} (${generation.schemaName}) was superseded`);
    }
    throw new Error(`the projector runtime stopped before the rebuild of ${generation.name} finished`);
  }

  return {
    async start() {
      if (started || stopping.signal.aborted) throw new Error('projector runtime: start() may be called once, before stop()');
      started = true;
      await prepareRegistry();
      for (const projection of options.projections) await ensureGeneration(projection);
      // Here rather than only in the runners, which may be standbys: once start() resolves, the tables and read
      // views of this code's versions exist, so a process can serve queries right after it.
      for (const [projection, generation] of await ownGenerations()) await prepareGeneration(db, projection, generation);
      stopWakeUps = wakeOnNewGenerations();
      await reconcile();
      reconcileTimer = setInterval(() => void reconcile(), options.reconcileMs ?? 5000);
    },

    async stop() {
      started = false;
      clearInterval(reconcileTimer);
      stopWakeUps?.();
      stopping.abort();
      waiter.close();
      await Promise.all(runners.values());
      await leases.close();
    },

    async rebuild(name) {
      const selected = name === undefined ? options.projections : options.projections.filter((projection) => projection.name === name);
      if (name !== undefined && selected.length === 0) {
        throw new Error(`unknown projection "${name}" (known: ${names.join(', ') || 'none'})`);
      }
      await prepareRegistry();
      const building: Generation[] = [];
      for (const projection of selected) {
        const generation = await withProjectionLocked(db, projection.name, (trx) => addGeneration(trx, projection, 'building'));
        log.info({ projection: projection.name, version: projection.version, schema: generation.schemaName }, 'projector: rebuilding from position zero');
        launch(projection, generation);
        building.push(generation);
      }
      await Promise.all(building.map(untilActive));
    },

    waitForPosition: (position, waitOptions) => waiter.waitForPosition(position, waitOptions),
  };
}
