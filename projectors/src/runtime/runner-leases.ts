// One runner per generation across processes (docs/architecture.md "Projections and read models"): a session-level
// advisory lock per registry row, all held on one dedicated connection per runtime (so N projections cost one
// connection, not N). A heartbeat on that connection stamps the rows for the admin view and proves the session, hence
// its locks, is alive; when it fails or the connection drops, every lease ends and runners stop applying. Processes
// that wait poll pg_try_advisory_lock and take over once Postgres drops the dead session and its locks. Correctness
// never rests on the lock alone: a page commits only through the checkpoint compare-and-set.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type pg from 'pg';
import { RUNNER_LOCK_SPACE } from './advisory-locks';
import { REGISTRY } from './registry';
import type { RuntimeLog } from './runtime-log';
import { sleep } from './sleep';

export interface Lease {
  /** Aborts when the lease is lost: the connection failed, or the generation was retired meanwhile. */
  readonly signal: AbortSignal;
  release(): Promise<void>;
}

export interface LeaseSession {
  /** Waits until this process holds the generation's lock; undefined when `signal` aborted first. */
  acquire(generationId: number, signal: AbortSignal): Promise<Lease | undefined>;
  /** Ends every lease and gives the connection back, locks released. */
  close(): Promise<void>;
}

export interface LeaseSessionOptions {
  pool: pg.Pool;
  /** Heartbeat period; a heartbeat that takes longer than this counts as failed. */
  heartbeatMs: number;
  /** How often a waiting process tries to take a lock over. */
  retryMs: number;
  log: RuntimeLog;
}

export function createLeaseSession(options: LeaseSessionOptions): LeaseSession {
  const runner = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const held = new Map<number, AbortController>();
  let session: Promise<pg.PoolClient> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let beating = false;
  let beatAgain = false; // a lease taken while a beat ran: stamp it as soon as that beat ends

  function open(): Promise<pg.PoolClient> {
    if (!session) {
      const opening = options.pool.connect().then((client) => {
        // A checked-out client has no pool listener: an unhandled 'error' would crash the process.
        client.on('error', (error) => lose(opening, error));
        return client;
      });
      opening.catch(() => {
        if (session === opening) session = undefined;
      });
      session = opening;
    }
    return session;
  }

  function lose(which: Promise<pg.PoolClient>, error: unknown): void {
    if (session !== which) return;
    session = undefined;
    const reason = error instanceof Error ? error : new Error(String(error));
    which.then((client) => client.release(reason), () => undefined);
    if (held.size > 0) {
      options.log.warn(
        { err: reason, generations: [...held.keys()] },
        'projector: runner-lock connection lost; runners stop until they hold their locks again',
      );
    }
    for (const lease of held.values()) lease.abort(reason);
    held.clear();
  }

  // pg wants one query at a time per client; runners acquire and release concurrently.
  let previous: Promise<unknown> = Promise.resolve();
  function run(text: string, values: unknown[], timeoutMs?: number): Promise<pg.QueryResult> {
    const next = previous.then(() => runNow(text, values, timeoutMs));
    previous = next.catch(() => undefined);
    return next;
  }

  async function runNow(text: string, values: unknown[], timeoutMs: number | undefined): Promise<pg.QueryResult> {
    const opening = open();
    const client = await opening;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = client.query(text, values);
      if (timeoutMs === undefined) return await answer;
      return await Promise.race([
        answer,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`heartbeat got no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      lose(opening, error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async function beat(): Promise<void> {
    if (held.size === 0) return;
    if (beating) {
      beatAgain = true;
      return;
    }
    beating = true;
    try {
      const { rows } = await run(
        `UPDATE ${REGISTRY} SET heartbeat_at = now(), runner = $2 WHERE id = ANY($1) RETURNING id, status`,
        [[...held.keys()], runner],
        options.heartbeatMs,
      );
      for (const row of rows as { id: number; status: string }[]) {
        if (row.status === 'retired') held.get(row.id)?.abort(new Error('generation retired'));
      }
    } catch {
      // run() already ended the session and every lease.
    } finally {
      beating = false;
      if (beatAgain) {
        beatAgain = false;
        void beat();
      }
    }
  }

  return {
    async acquire(generationId, signal) {
      do {
        try {
          const { rows } = await run('SELECT pg_try_advisory_lock($1, $2) AS locked', [RUNNER_LOCK_SPACE, generationId]);
          if ((rows[0] as { locked: boolean }).locked) {
            const controller = new AbortController();
            held.set(generationId, controller);
            heartbeat ??= setInterval(() => void beat(), options.heartbeatMs);
            void beat();
            return {
              signal: controller.signal,
              async release() {
                if (held.get(generationId) !== controller) return; // lost already, and the lock with the session
                held.delete(generationId);
                controller.abort();
                await run('SELECT pg_advisory_unlock($1, $2)', [RUNNER_LOCK_SPACE, generationId]).catch(() => undefined);
              },
            };
          }
        } catch {
          // No connection: retried below like a lock held elsewhere.
        }
      } while (await sleep(options.retryMs, signal));
      return undefined;
    },

    async close() {
      clearInterval(heartbeat);
      for (const lease of held.values()) lease.abort();
      held.clear();
      const opening = session;
      session = undefined;
      const client = await opening?.catch(() => undefined);
      if (!client) return;
      try {
        await client.query('SELECT pg_advisory_unlock_all()');
        // Ours is the only 'error' listener while checked out; the pool adds its own back on release.
        client.removeAllListeners('error');
        client.release();
      } catch (error) {
        client.release(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
