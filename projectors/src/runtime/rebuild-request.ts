// A rebuild asked for while the projector processes run (POST /api/admin/projections/{name}/rebuild): adds a building
// generation of the projection's version in code, which the process holding its runner lock builds from position zero
// while the serving generation answers reads, then switches in (README.md "Switching"). The caller records the request
// (the audit event) first; the generation is added only once that is done.
import type { Kysely } from 'kysely';
import type { Bus } from '@app/infra/bus/bus';
import { encodeProgress } from './progress-message';
import type { Projection } from './projection';
import { addGeneration, listGenerations, registryPreparer, withProjectionLocked, type RegistryDatabase } from './registry';

/** A generation of a projection version. */
export interface RebuildTarget {
  name: string;
  version: number;
  generation: number;
}

/** What the request is decided on: the generation it would add, and the one of the same version building now, if any. */
export interface RebuildPlan extends RebuildTarget {
  building: { version: number; generation: number } | null;
}

/**
 * Records the request; throws to refuse it (nothing is added then). Undefined for a name no projection of this code
 * has.
 */
export type RequestRebuild = (name: string, record: (plan: RebuildPlan) => Promise<void>) => Promise<RebuildTarget | undefined>;

export interface RebuildRequestOptions {
  db: Kysely<RegistryDatabase>;
  bus: Bus;
  /** The projections of the code the projector processes run. */
  projections: readonly Projection[];
}

export function createRebuildRequests({ db, bus, projections }: RebuildRequestOptions): RequestRebuild {
  const byName = new Map(projections.map((projection) => [projection.name, projection]));
  // The API may answer before any projector process created the registry.
  const prepareRegistry = registryPreparer(db);
  return async (name, record) => {
    const projection = byName.get(name);
    if (!projection) return undefined;
    await prepareRegistry();
    const { version } = projection;
    // Under the projection's registry lock, so two requests (from any process) never both pass the building check.
    const added = await withProjectionLocked(db, name, async (trx) => {
      const building = (await listGenerations(trx, { names: [name], statuses: ['building'] })).find((row) => row.version === version);
      const generation = await addGeneration(trx, projection, 'building');
      // The row is not visible before this transaction commits, so the request is recorded before the generation
      // exists: a crash in between leaves a request with no build (the next request for the same generation takes it
      // up, without a second event), never a build that nobody asked for. `record` throwing rolls the row back.
      await record({ name, version, generation: generation.generation, building: building ? { version, generation: building.generation } : null });
      return generation;
    });
    // The wake-up: every runtime hears it and starts the new generation at once, not at its next reconcile. A lost
    // message costs only that wait.
    bus.publish('projections.progress', encodeProgress({ name, version, generation: added.generation, status: 'building', position: null }));
    return { name, version, generation: added.generation };
  };
}
