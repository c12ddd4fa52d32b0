// A sort of an in-memory index: its slots kept in order and each slot's position in it, maintained incrementally
// (slots whose keys changed are taken out, sorted on their own and merged back in one pass: O(n + k log k)), and the
// page of a filtered query read from it.
import { hasBit, slotsOf } from './bitset';

export type Comparator = (a: number, b: number) => number;

export interface Sorted {
  /** The slots in order. */
  order: Int32Array;
  /** Each slot's position in `order`. */
  rank: Int32Array;
}

export class SortedOrder {
  private sorted: Sorted | undefined;
  private readonly pending = new Set<number>();

  constructor(private readonly compare: Comparator) {}

  /** The slot is new, or its sort key changed: it is put in place on the next `current`. */
  changed(slot: number): void {
    this.pending.add(slot);
  }

  /** Slots 0 to `count` - 1 in order, brought up to date first. */
  current(count: number): Sorted {
    const { compare, pending } = this;
    const existing = this.sorted?.order;
    if (existing && pending.size === 0) return this.sorted!;
    let order: Int32Array;
    if (!existing || pending.size > count >>> 2) {
      order = new Int32Array(count);
      for (let slot = 0; slot < count; slot++) order[slot] = slot;
      order.sort(compare);
    } else {
      const moved = Int32Array.from(pending).sort(compare);
      order = new Int32Array(count);
      let out = 0;
      let next = 0;
      for (let index = 0; index < existing.length; index++) {
        const slot = existing[index]!;
        if (pending.has(slot)) continue;
        while (next < moved.length && compare(moved[next]!, slot) < 0) order[out++] = moved[next++]!;
        order[out++] = slot;
      }
      while (next < moved.length) order[out++] = moved[next++]!;
    }
    pending.clear();
    const rank = new Int32Array(count);
    for (let index = 0; index < order.length; index++) rank[order[index]!] = index;
    this.sorted = { order, rank };
    return this.sorted;
  }
}

/** Brings every order up to date, yielding to the event loop between them (a full sort of 100,000 slots each). */
export async function bringUpToDate(orders: readonly SortedOrder[], count: number): Promise<void> {
  for (const order of orders) {
    order.current(count);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export interface PageQuery {
  /** Matches to pass over before the page. */
  skip: number;
  limit: number;
  /** The order read from its end. */
  descending?: boolean;
}

/**
 * The page of the matching slots in a sort's order, and how many match. The matches are a bitset over every slot, or
 * (when already known to be few) a list of slots that the bitset also holds. Walking the order from its nearer end
 * visits about (matches passed over + limit) / density slots; listing the matches and sorting their positions costs
 * about total·log(total) plus a scan of the bitset. The cheaper one answers.
 */
export function pageOfMatches(sorted: Sorted, filter: Uint32Array, total: number, candidates: readonly number[] | undefined, page: PageQuery): number[] {
  const { order, rank } = sorted;
  const { skip, limit } = page;
  const count = order.length;
  if (!candidates) {
    const end = Math.min(total, skip + limit);
    if (skip >= end) return [];
    const walk = (Math.min(end, total - skip) * count) / total;
    const sortCost = total * Math.log2(total + 2) * 2 + count / 16;
    if (walk <= sortCost) return walkOrder(order, filter, total, page);
    candidates = slotsOf(filter);
  }
  // Few matches: their positions in the order, sorted as plain numbers, are the answer in order.
  const positions = new Int32Array(candidates.length);
  for (let index = 0; index < candidates.length; index++) positions[index] = rank[candidates[index]!]!;
  positions.sort();
  const slots: number[] = [];
  for (let index = skip; index < Math.min(positions.length, skip + limit); index++) {
    slots.push(order[positions[page.descending ? positions.length - 1 - index : index]!]!);
  }
  return slots;
}

/**
 * The page by walking the order, `total` being exactly the filter's matches: from the end nearer to the page (a page
 * near the last one is read backwards from the far end, then turned round), stopping at the page's last match.
 */
function walkOrder(order: Int32Array, filter: Uint32Array, total: number, page: PageQuery): number[] {
  const count = order.length;
  const end = Math.min(total, page.skip + page.limit);
  const fromFar = total - page.skip < end;
  const backwards = (page.descending ?? false) !== fromFar;
  const passOver = fromFar ? total - end : page.skip;
  const wanted = passOver + end - page.skip;
  const slots: number[] = [];
  let seen = 0;
  for (let step = 0; step < count && seen < wanted; step++) {
    const slot = order[backwards ? count - 1 - step : step]!;
    if (!hasBit(filter, slot)) continue;
    if (seen++ >= passOver) slots.push(slot);
  }
  return fromFar ? slots.reverse() : slots;
}
