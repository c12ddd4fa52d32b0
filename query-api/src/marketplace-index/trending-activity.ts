// The `trending` sort's keys (docs/product.md "Momentum"): each idea's activity over the last 14 UTC days, kept in
// memory in step with the momentum read model (memory-index/read-model-follower.ts over its change_seq), so the
// catalog index can score every idea without a query. The catalog index takes the ideas whose activity changed since
// it last looked (`changesSince`), or all of them after a new load or a new day.
import { dayNumber, trendingScore } from '@app/domain/momentum/momentum-days';
import type { Kysely } from 'kysely';
import { followReadModel, type FollowingIndex, type ReadModelFollower } from '../memory-index/read-model-follower';
import { readActivityChanges, readMomentumHead, type ActivityRow } from '../read-models/momentum';
import type { QueryApiDatabase } from '../read-models/query-api-database';

/** Days kept: the last 7 and the 7 before. */
const WINDOW = 14;
/** Changed ids kept for the catalog index before it is told to take all of them again. */
const LOG_LIMIT = 100_000;

export interface TrendWindow {
  last7: number;
  previous7: number;
}

export interface ChangeCursor {
  activity: TrendingActivity;
  /** The log's generation and length when the reader last looked. */
  generation: number;
  at: number;
}

export class TrendingActivity implements FollowingIndex {
  /** Per idea, WINDOW cells of (day, activity), the cell of a day at (day % WINDOW) * 2. */
  private readonly cells = new Map<number, Float32Array>();
  private log: number[] = [];
  private generation = 0;

  get size(): number {
    return this.cells.size;
  }

  prepare(): Promise<void> {
    return Promise.resolve();
  }

  /** Rows hold a day's whole count, so a row seen again changes nothing. */
  upsert(rows: readonly Pick<ActivityRow, 'idea_id' | 'date' | 'activity'>[]): void {
    for (const row of rows) {
      const day = dayNumber(`${row.date}T00:00:00Z`);
      let cells = this.cells.get(row.idea_id);
      if (!cells) this.cells.set(row.idea_id, (cells = new Float32Array(WINDOW * 2).fill(Number.NaN)));
      const cell = (day % WINDOW) * 2;
      if (!(cells[cell]! > day)) {
        cells[cell] = day;
        cells[cell + 1] = Number(row.activity);
      }
      this.log.push(row.idea_id);
    }
    if (this.log.length > LOG_LIMIT) {
      this.log = [];
      this.generation += 1;
    }
  }

  window(ideaId: number, today: number): TrendWindow {
    const window = { last7: 0, previous7: 0 };
    const cells = this.cells.get(ideaId);
    if (!cells) return window;
    for (let cell = 0; cell < WINDOW * 2; cell += 2) {
      const age = today - cells[cell]!;
      if (age >= 0 && age < 7) window.last7 += cells[cell + 1]!;
      else if (age >= 7 && age < WINDOW) window.previous7 += cells[cell + 1]!;
    }
    return window;
  }

  score(ideaId: number, today: number): number {
    const { last7, previous7 } = this.window(ideaId, today);
    return trendingScore(last7, previous7);
  }

  /** A cursor at the log's end. */
  cursor(): ChangeCursor {
    return { activity: this, generation: this.generation, at: this.log.length };
  }

  /** The ideas changed since `cursor` (repeats possible), or undefined when the reader must take every idea again. */
  changesSince(cursor: ChangeCursor | undefined): readonly number[] | undefined {
    if (cursor?.activity !== this || cursor.generation !== this.generation) return undefined;
    return this.log.slice(cursor.at);
  }
}

export type TrendingSource = ReadModelFollower<TrendingActivity>;

export function createTrendingSource(options: { db: Kysely<QueryApiDatabase>; refreshMs?: number; log?: { error(fields: object, message: string): void } }): TrendingSource {
  const { db } = options;
  return followReadModel<ActivityRow, TrendingActivity>({
    name: 'trending activity',
    readHead: () => readMomentumHead(db),
    readChanges: (afterSeq, limit) => readActivityChanges(db, afterSeq, dayNumber(new Date()) - WINDOW + 1, limit),
    changeSeqOf: (row) => BigInt(row.change_seq),
    createIndex: () => new TrendingActivity(),
    upsert: (index, rows) => index.upsert(rows),
    ...(options.refreshMs === undefined ? {} : { refreshMs: options.refreshMs }),
    ...(options.log ? { log: options.log } : {}),
  });
}
