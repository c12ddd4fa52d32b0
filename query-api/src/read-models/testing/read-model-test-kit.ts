// What the read models' integration tests share: a database of their own in which the projections that write the
// read models run over the events a test appends, so every read is checked against rows a real projection wrote.
import type { Kysely } from 'kysely';
import type { Bus } from '@app/infra/bus/bus';
import type { Position } from '@app/infra/event-store/position';
import type { Projection } from '@app/projectors/runtime/projection';
import { createProjectorRuntime, type ProjectorRuntime } from '@app/projectors/runtime/projector-runtime';
import { openRuntimeTestKit, recordingLog, untilProjected, type RuntimeTestKit } from '@app/projectors/runtime/testing/runtime-test-kit';
import type { QueryApiDatabase } from '../query-api-database';

export interface ReadModelTestKit extends RuntimeTestKit {
  runtime: ProjectorRuntime;
  /** The read views, as the query API reads them. */
  read: Kysely<QueryApiDatabase>;
  /** Waits until the projections have applied everything up to `position`. */
  projected(position: Position): Promise<void>;
}

/** `options.bus`: where the projections announce their progress (default an in-process bus); the caller closes it. */
export async function openReadModelTestKit(projections: readonly Projection[], options: { bus?: Bus } = {}): Promise<ReadModelTestKit> {
  const kit = await openRuntimeTestKit();
  const bus = options.bus ?? kit.bus;
  const runtime = createProjectorRuntime({
    pool: kit.pool,
    eventStore: kit.eventStore,
    bus,
    projections,
    log: recordingLog(),
    lockRetryMs: 50,
    heartbeatMs: 300,
    reconcileMs: 200,
    retry: { initialMs: 20, maxMs: 100 },
  });
  try {
    await runtime.start();
  } catch (error) {
    await kit.close();
    throw error;
  }
  return {
    ...kit,
    bus,
    runtime,
    read: kit.db.withTables<QueryApiDatabase>(),
    projected: (position) => untilProjected(runtime, position),
    async close() {
      await runtime.stop();
      await kit.close();
    },
  };
}
