// What both APIs' GET /api/health report of each part they need: answered in time (and how fast), or down and why.
import { sql, type Kysely } from 'kysely';
import { formatPosition } from '../event-store/position';
import type { EventStore } from '../event-store/event-store';

const CHECK_TIMEOUT_MS = 2000;

export type Check<T> = ({ status: 'ok' } & T) | { status: 'down'; error: string };

/** Runs `probe` with a time limit; its answer's fields go into the check. */
export async function check<T extends object>(probe: () => Promise<T>): Promise<Check<T>> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'ok', latencyMs: Math.round((performance.now() - started) * 10) / 10, ...value };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers a query. */
export const databaseAnswers = (db: Kysely<object>) => async () => {
  await sql`SELECT 1`.execute(db);
  return {};
};

/** The event store answers with its head. */
export const eventStoreAnswers = (eventStore: EventStore) => async () => {
  const head = await eventStore.headPosition();
  return { kind: eventStore.kind, head: head ? formatPosition(head) : null };
};
