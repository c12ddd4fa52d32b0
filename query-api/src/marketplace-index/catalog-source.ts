// Keeps the query API's catalog index in step with the `read.ideas` view: a full load at first use (or when the read
// model was rebuilt), then only the rows changed since the highest change_seq seen. Plain reads refresh at most every
// `refreshMs` and do not wait for it (they answer from the index as it is); a read that carried x-min-position waits
// for a refresh that started after it arrived, so a user sees their own change (read-your-writes). One refresh runs
// at a time; waiters share the next one.
import type { Kysely } from 'kysely';
import { readCatalogHead, readIdeaChanges, readIdeasAfterId, type IdeaRecord } from '../read-models/catalog';
import type { QueryApiDatabase } from '../read-models/query-api-database';
import { CatalogIndex } from './catalog-index';
import { indexedIdeaOf } from './indexed-idea';

/** Rows per read: a page is folded into the index in one go, so it also bounds how long the event loop is held. */
const PAGE = 1000;
/** Changes behind beyond which a refresh loads afresh (and beyond a fifth of the catalog). */
const RELOAD_ABOVE = 5000;

export interface CatalogSource {
  /** The index to answer from; `fresh` when the request must see everything committed before it arrived. */
  current(options: { fresh: boolean }): Promise<CatalogIndex>;
  /** Starts the first load in the background (at start-up, so the first visitor does not wait for it). */
  warm(): void;
}

export interface CatalogSourceOptions {
  db: Kysely<QueryApiDatabase>;
  /** Plain reads refresh at most this often (default 250 ms). */
  refreshMs?: number;
  log?: { error(fields: object, message: string): void };
}

class BuildChanged extends Error {}

export function createCatalogSource(options: CatalogSourceOptions): CatalogSource {
  const { db } = options;
  const refreshMs = options.refreshMs ?? 250;
  let index: CatalogIndex | undefined;
  let buildId: string | undefined;
  let lastSeq = 0n;
  let lastStarted = 0;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  /** Folds the rows changed after `after` into `target`; the highest change_seq seen. */
  async function catchUp(target: CatalogIndex, build: string, after: bigint): Promise<bigint> {
    for (;;) {
      const changes = await readIdeaChanges(db, after, PAGE);
      if (changes.buildId !== build) throw new BuildChanged();
      const last = changes.rows.at(-1);
      if (last) {
        target.upsert(changes.rows.map(indexedIdeaOf));
        after = BigInt(last.change_seq);
      }
      if (changes.rows.length < PAGE) return after;
    }
  }

  async function fullLoad(): Promise<void> {
    for (;;) {
      const head = await readCatalogHead(db);
      const next = new CatalogIndex({ search: { deferBuild: true } });
      let afterId = 0;
      for (;;) {
        const rows: IdeaRecord[] = await readIdeasAfterId(db, afterId, PAGE);
        next.upsert(rows.map(indexedIdeaOf));
        if (rows.length < PAGE) break;
        afterId = rows.at(-1)!.id;
      }
      try {
        // Rows changed while the pages were read have a change_seq above the head's.
        const seq = await catchUp(next, head.buildId, head.changeSeq);
        await next.prepare();
        index = next;
        buildId = head.buildId;
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
      const head = await readCatalogHead(db);
      const behind = Number(head.changeSeq - lastSeq);
      if (head.buildId !== buildId || behind > Math.max(RELOAD_ABOVE, index.size / 5)) return await fullLoad();
      try {
        lastSeq = await catchUp(index, buildId, lastSeq);
      } catch (error) {
        if (!(error instanceof BuildChanged)) throw error;
        await fullLoad();
      }
    } catch (error) {
      // The read model does not exist yet (the projectors have not started): an empty catalog until it does.
      if ((error as { code?: string }).code !== '42P01') throw error;
      index ??= new CatalogIndex();
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
    start().catch((error: unknown) => options.log?.error({ err: error }, 'catalog index refresh failed'));
  }

  return {
    async current({ fresh }) {
      if (fresh) await refreshAfterNow();
      else if (!index) await (running ?? start());
      else refreshInBackground();
      if (!index) throw new Error('the catalog index could not be loaded');
      return index;
    },
    warm() {
      if (!index && !running) start().catch((error: unknown) => options.log?.error({ err: error }, 'catalog index load failed'));
    },
  };
}
