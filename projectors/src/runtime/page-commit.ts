// Applies one page of events and moves the checkpoint in the same transaction (DESIGN.md): either both happen or
// neither, and the compare-and-set on the previous checkpoint makes a page commit at most once.
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import type { Projection } from './projection';
import { advanceCheckpoint, type Generation, type RegistryDatabase } from './registry';
import { useSchema } from './search-path';

class CheckpointMoved extends Error {}

/** False when the checkpoint was not at `from` any more (or the generation was retired): nothing was written. */
export async function commitPage(
  db: Kysely<RegistryDatabase>,
  projection: Projection,
  generation: Pick<Generation, 'id' | 'schemaName'>,
  page: { from: Position | undefined; to: Position; events: readonly RecordedEvent[] },
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      if (page.events.length > 0) {
        await useSchema(trx, generation.schemaName);
        await projection.apply(trx.withSchema(generation.schemaName), page.events);
      }
      // Last, so the registry row is locked for milliseconds, not for the whole page.
      const moved = await advanceCheckpoint(trx, { id: generation.id, from: page.from, to: page.to, applied: page.events.length });
      if (!moved) throw new CheckpointMoved();
    });
    return true;
  } catch (error) {
    if (error instanceof CheckpointMoved) return false;
    throw error;
  }
}
