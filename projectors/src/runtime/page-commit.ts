// Applies one page of events and moves the checkpoint in the same transaction (docs/architecture.md "Projections and
// read models"): either both happen or neither, and the compare-and-set on the previous checkpoint makes a page commit
// at most once. When the handler throws on a page, its events are committed one at a time, so the ones before the
// culprit are kept and the culprit is named: one bad event must not hide behind the 999 good ones of its page.
import { sql } from 'kysely';
import type { SharedDb } from '@app/infra/database/kysely';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import { decodeEvent } from './decode-event';
import type { Projection } from './projection';
import { advanceCheckpoint, type Generation, type RegistryDatabase } from './registry';
import { searchPathSetting, useSchema } from './search-path';

class CheckpointMoved extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The handler (or the decoding of an event for it) threw: the page's events, not the runtime, are in question. */
export class HandlerFailed extends Error {
  constructor(cause: unknown) {
    super(messageOf(cause), { cause });
  }
}

/** The handler throws on this event alone: nothing after it commits until the code is fixed or the event skipped. */
export class StuckOnEvent extends Error {
  constructor(
    readonly event: RecordedEvent,
    cause: unknown,
  ) {
    super(messageOf(cause), { cause });
  }
}

export interface Page {
  from: Position | undefined;
  to: Position;
  events: readonly RecordedEvent[];
  /**
   * The generation is building: nobody reads it, so its commits do not wait for the WAL flush
   * (synchronous_commit off). The rows and the checkpoint still commit together: a crash loses at most the last
   * pages, both their rows and their checkpoint, and the runner applies them again. The projection's build path
   * applies it, when it has one (projection.ts, BuildPath).
   */
  building?: boolean;
}

type GenerationRef = Pick<Generation, 'id' | 'schemaName'>;

/**
 * False when the checkpoint was not at `from` any more (or the generation was retired): nothing was written.
 * Throws HandlerFailed when the handler threw (nothing was written either). The transaction is opened on the shared
 * handle, so the projection gets one that names none of the registry's tables.
 */
export async function commitPage(db: SharedDb, projection: Projection, generation: GenerationRef, page: Page): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      // One round trip for both: a page is a handful of statements, and each costs a wake-up of the server.
      const settings = [
        ...(page.events.length > 0 ? [searchPathSetting(generation.schemaName)] : []),
        ...(page.building ? [sql`set_config('synchronous_commit', 'off', true)`] : []),
      ];
      if (settings.length > 0) await sql`SELECT ${sql.join(settings)}`.execute(trx);
      if (page.events.length > 0) {
        try {
          const handler = page.building && projection.build ? projection.build : projection;
          await handler.apply(trx.withSchema(generation.schemaName), page.events.map(decodeEvent));
        } catch (error) {
          throw new HandlerFailed(error);
        }
      }
      // Last, so the registry row is locked for milliseconds, not for the whole page.
      const moved = await advanceCheckpoint(trx.withTables<RegistryDatabase>(), { id: generation.id, from: page.from, to: page.to, applied: page.events.length });
      if (!moved) throw new CheckpointMoved();
    });
    return true;
  } catch (error) {
    if (error instanceof CheckpointMoved) return false;
    throw error;
  }
}

/**
 * commitPage, and when the handler throws on the page, its events one at a time up to the one it throws on, which
 * is thrown as StuckOnEvent. `onCommitted` hears every checkpoint that moved. False as for commitPage.
 */
export async function commitPageOrFindStuck(
  db: SharedDb,
  projection: Projection,
  generation: GenerationRef,
  page: Page,
  onCommitted: (to: Position) => void,
): Promise<boolean> {
  try {
    if (!(await commitPage(db, projection, generation, page))) return false;
    onCommitted(page.to);
    return true;
  } catch (error) {
    if (!(error instanceof HandlerFailed)) throw error;
    if (page.events.length === 1) throw new StuckOnEvent(page.events[0]!, error.cause);
  }
  let from = page.from;
  for (const event of page.events) {
    try {
      if (!(await commitPage(db, projection, generation, { ...page, from, to: event.position, events: [event] }))) return false;
    } catch (error) {
      throw error instanceof HandlerFailed ? new StuckOnEvent(event, error.cause) : error;
    }
    from = event.position;
    onCommitted(from);
  }
  // Each event went through on its own, so the page's failure was not an event's (a lost connection, say): the
  // rest of the page, events of other types, moves the checkpoint as the page would have.
  if (!(await commitPage(db, projection, generation, { ...page, from, events: [] }))) return false;
  onCommitted(page.to);
  return true;
}

/**
 * The projection's build path finished (projection.ts, BuildPath): one transaction in the generation's schema, on
 * the shared handle like a page.
 */
export async function finishBuild(db: SharedDb, projection: Projection, generation: GenerationRef): Promise<void> {
  if (!projection.build) return;
  const { build } = projection;
  await db.transaction().execute(async (trx) => {
    await useSchema(trx, generation.schemaName);
    await build.finish(trx.withSchema(generation.schemaName));
  });
}
