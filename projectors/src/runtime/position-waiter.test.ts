import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { formatPosition } from '@app/infra/event-store/position';
import { createPositionWaiter } from './position-waiter';
import { encodeProgress } from './progress-message';
import type { RegistryDatabase } from './registry';

// A registry that must not be read: the announced checkpoints alone settle these waits.
class UntouchableDriver extends DummyDriver {
  override acquireConnection(): Promise<DatabaseConnection> {
    return Promise.reject(new Error('the registry was read'));
  }
}
const untouchableDb = new Kysely<RegistryDatabase>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new UntouchableDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const announce = (bus: ReturnType<typeof createInProcessBus>, name: string, commit: bigint) =>
  bus.publish('projections.progress', encodeProgress({ name, version: 1, generation: 1, status: 'active', position: formatPosition({ commit, prepare: 1n }) }));

describe('position waiter fast path', () => {
  it('answers at once, without the registry, when every named projection announced a checkpoint at or past the target', async () => {
    const bus = createInProcessBus();
    const waiter = createPositionWaiter({ db: untouchableDb, bus, projections: ['users', 'ideas'] });
    announce(bus, 'users', 10n);
    announce(bus, 'ideas', 12n);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(waiter.waitForPosition({ commit: 10n, prepare: 1n }, { timeoutMs: 10_000 })).resolves.toBe(true);
    waiter.close();
  });

  it('falls back to the registry when one named projection is behind or unknown', async () => {
    const bus = createInProcessBus();
    const waiter = createPositionWaiter({ db: untouchableDb, bus, projections: ['users', 'ideas'], pollMs: 60_000 });
    announce(bus, 'users', 20n);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The registry read fails here, so the wait runs into its timeout.
    await expect(waiter.waitForPosition({ commit: 10n, prepare: 1n }, { timeoutMs: 50 })).resolves.toBe(false);
    waiter.close();
  });
});

describe('position waiter on a streaming replica', () => {
  it('does not take a progress message from the primary for what the replica shows: the wait goes on to the replica', async () => {
    const bus = createInProcessBus();
    const waiter = createPositionWaiter({ db: untouchableDb, bus, projections: ['users'], replica: true, pollMs: 60_000 });
    announce(bus, 'users', 20n);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const wait = waiter.waitForPosition({ commit: 10n, prepare: 1n }, { timeoutMs: 50 });
    announce(bus, 'users', 30n);
    // Only the replica's own checkpoints could end it, and this one cannot be read.
    await expect(wait).resolves.toBe(false);
    waiter.close();
  });
});
