// Keeps an in-memory index in step with a read model whose rows carry a `change_seq` (every write of a row takes the
// next value of a sequence) and whose build has an id (a rebuilt read model has a new one): a full load at first use
// (or when the read model was rebuilt), then only the rows changed since the highest change_seq seen. Plain reads
// refresh at most every `refreshMs` and do not wait for it (they answer from the index as it is); a read that carried
// x-min-position waits for a refresh that started after it arrived, so a user sees their own change (read-your-writes).
// One refresh runs at a time; waiters share the next one.

/** Rows per read: a page is folded into the index in one go, so it also bounds how long the event loop is held. */
const PAGE = 1000;
/** Changes behind beyond which a refresh loads afresh (and beyond a fifth of the index). */
const RELOAD_ABOVE = 5000;

export interface ChangedRows<Row> {
  /** The build the rows belong to, read in the same statement (a rebuild switched in between cannot mix two). */
  buildId: string;
  /** Oldest change first. */
  rows: Row[];
}

/** What the follower needs of an index. */
export interface FollowingIndex {
  readonly size: number;
  /** Gets the index ready for fast queries after a load, yielding to the event loop between steps. */
  prepare(): Promise<void>;
}

export interface ReadModelFollowerOptions<Row, Index extends FollowingIndex> {
  /** The build answering and its highest change_seq. */
  readHead(): Promise<{ buildId: string; changeSeq: bigint }>;
  /** Up to `limit` rows changed after `afterSeq`. */
  readChanges(afterSeq: bigint, limit: number): Promise<ChangedRows<Row>>;
  changeSeqOf(row: Row): bigint;
  /** Adds the rows to the index or replaces them there (by the row's key). */
  upsert(index: Index, rows: readonly Row[]): void;
  /** An empty index; `bulk`: it is about to take a full load. */
  createIndex(options: { bulk: boolean }): Index;
  /** Plain reads refresh at most this often (default 250 ms). */
  refreshMs?: number;
  log?: { error(fields: object, message: string): void };
  /** Names the index in logs. */
  name: string;
}

export interface ReadModelFollower<Index> {
  /** The index to answer from; `fresh` when the request must see everything committed before it arrived. */
  current(options: { fresh: boolean }): Promise<Index>;
  /** Starts the first load in the background (at start-up, so the first visitor does not wait for it). */
  warm(): void;
}

class BuildChanged extends Error {}

export function followReadModel<Row, Index extends FollowingIndex>(options: ReadModelFollowerOptions<Row, Index>): ReadModelFollower<Index> {
  const refreshMs = options.refreshMs ?? 250;
  let index: Index | undefined;
  let buildId: string | undefined;
  let lastSeq = 0n;
  let lastStarted = 0;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  /** Folds the rows changed after `after` into `target`; the build they belong to and the highest change_seq seen. */
  async function catchUp(target: Index, build: string | undefined, after: bigint): Promise<{ build: string; seq: bigint }> {
    for (;;) {
      const changes = await options.readChanges(after, PAGE);
      if (build !== undefined && changes.buildId !== build) throw new BuildChanged();
      build = changes.buildId;
      const last = changes.rows.at(-1);
      if (last) {
        options.upsert(target, changes.rows);
        after = options.changeSeqOf(last);
      }
      if (changes.rows.length < PAGE) return { build, seq: after };
    }
  }

  /** Every row, in the order of their last change: a row changed during the load comes again, later. */
  async function fullLoad(): Promise<void> {
    for (;;) {
      const next = options.createIndex({ bulk: true });
      try {
        const { build, seq } = await catchUp(next, undefined, 0n);
        await next.prepare();
        index = next;
        buildId = build;
        lastSeq = seq;
        return;
      } catch (error) {
        if (!(error instanceof BuildChanged)) throw error;
      }
    }
  }

  async function refresh(): Promise<void> {
    lastStarted = Date.now();
    try {
      if (!index || buildId === undefined) return await fullLoad();
      // A rebuilt read model, or more changes than a fresh load costs (a bulk load, a long pause): load afresh while
      // the current index keeps answering plain reads.
      const head = await options.readHead();
      const behind = Number(head.changeSeq - lastSeq);
      if (head.buildId !== buildId || behind > Math.max(RELOAD_ABOVE, index.size / 5)) return await fullLoad();
      try {
        lastSeq = (await catchUp(index, buildId, lastSeq)).seq;
      } catch (error) {
        if (!(error instanceof BuildChanged)) throw error;
        await fullLoad();
      }
    } catch (error) {
      // The read model does not exist yet (the projectors have not started): an empty index until it does.
      if ((error as { code?: string }).code !== '42P01') throw error;
      index ??= options.createIndex({ bulk: false });
      buildId = undefined;
    }
  }

  function start(): Promise<void> {
    running = refresh().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** A refresh that starts after this call: the running one does not count, it may have read before the caller's write. */
  function refreshAfterNow(): Promise<void> {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  }

  function refreshInBackground(): void {
    if (running || queued || Date.now() - lastStarted < refreshMs) return;
    start().catch((error: unknown) => options.log?.error({ err: error }, `${options.name} refresh failed`));
  }

  return {
    async current({ fresh }) {
      if (fresh) await refreshAfterNow();
      else if (!index) await (running ?? start());
      else refreshInBackground();
      if (!index) throw new Error(`the ${options.name} could not be loaded`);
      return index;
    },
    warm() {
      if (!index && !running) start().catch((error: unknown) => options.log?.error({ err: error }, `${options.name} load failed`));
    },
  };
}
