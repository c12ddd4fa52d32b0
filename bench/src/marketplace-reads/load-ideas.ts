// Fills a fresh store with platform ideas as the write side would have recorded them, fast: each idea is one append
// of its whole history (IdeaCreated, then IdeaPublished when it is published, IdeaStamped when stamped) to its own
// stream `idea-<id>`, with many appends in flight on a pool of their own. The loading sessions commit with
// synchronous_commit off (the server still writes every transaction; it only stops waiting for each flush), because
// the loading is preparation, not what is measured; bench-server's settle() or a CHECKPOINT makes it durable.
import pg from 'pg';
import type { IdeaEvent } from '@app/domain/ideas/idea-events';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { IdeaScored } from '@app/domain/scoring/scoring-events';
import type { EventMetadata, NewEvent } from '@app/infra/event-store/event-store';
import { IDLE_IN_TRANSACTION_OPTION } from '@app/infra/event-store/postgres/session-settings';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { shouldStop } from '../bench-main';

export interface IdeaHistory {
  ideaId: number;
  /** The idea's events in order, as the aggregate decides them. */
  events: (IdeaEvent | IdeaScored)[];
}

export interface LoadIdeasOptions {
  /** Appends in flight (and connections in the loading pool). */
  concurrency: number;
  timeLimitMs: number;
  signal: AbortSignal;
}

export interface LoadIdeasResult {
  ideas: number;
  events: number;
  elapsedMs: number;
}

function withMetadata(event: IdeaEvent | IdeaScored, userId: string): NewEvent {
  const id = uuidv7();
  const at = (event.data as { at?: string }).at ?? new Date().toISOString();
  const metadata: EventMetadata = { userId, commandId: id, correlationId: id, causationId: id, at };
  return { id, type: event.type, data: event.data, metadata };
}

export async function loadIdeas(
  databaseUrl: string,
  histories: readonly IdeaHistory[],
  adminUserId: string,
  options: LoadIdeasOptions,
): Promise<LoadIdeasResult> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.concurrency,
    options: `${IDLE_IN_TRANSACTION_OPTION} -c synchronous_commit=off`,
  });
  pool.on('error', () => undefined);
  const store = createPostgresEventStore({ pool });
  try {
    await migrateEventStore(pool);
    const started = performance.now();
    const deadline = started + options.timeLimitMs;
    let next = 0;
    let events = 0;
    let reported = started;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (next < histories.length && !shouldStop(options.signal, deadline)) {
          const history = histories[next++]!;
          const batch = history.events.map((event) => withMetadata(event, adminUserId));
          await store.append(ideaStreamId(history.ideaId), batch, { expectedRevision: 'no_stream' });
          events += batch.length;
          if (performance.now() - reported > 5000) {
            reported = performance.now();
            console.log(`  appended ${next.toLocaleString('en-US')} ideas...`);
          }
        }
      }),
    );
    if (next < histories.length || options.signal.aborted) throw new Error(`loading stopped after ${next} of ${histories.length} ideas`);
    return { ideas: histories.length, events, elapsedMs: performance.now() - started };
  } finally {
    await store.close();
    await pool.end();
  }
}
