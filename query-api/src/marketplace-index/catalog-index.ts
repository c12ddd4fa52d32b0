// The marketplace list served from memory (bench/README.md "Catalog reads and SPA size"): with 100,000 ideas a page
// must take well under a millisecond of work. Each idea has a slot; each filter value a bitset over the slots; each
// sort a pre-sorted array of slots, kept sorted incrementally (changed slots are taken out, sorted, and merged back in
// one pass); search goes through a trigram index. A query ANDs the filters' bitsets, then walks the sort's order to the
// page it wants (or, when search or trendIdeaIds leave few candidates, sorts just those). The minimum score is a
// bitset per score decile (an idea's bit set in every decile at or below its score), and the slots of the decile the
// minimum falls in are checked one by one.
// A Country filter lists its groups one after the other (the country, the rest of its region, Global), each in
// the sort's order.
import { countryFilterGroups } from '@app/domain/ideas/countries';
import type { IdeaSort } from '@app/domain/ideas/idea-enumerations';
import { andInto, andNotInto, hasBit, intersectInto, orInto, popcount, resized, wordsFor } from '../memory-index/bitset';
import { KeyedBitsets } from '../memory-index/keyed-bitsets';
import { bringUpToDate, pageOfMatches, SortedOrder } from '../memory-index/sorted-order';
import { narrowToTerm, TrigramIndex, type TrigramIndexOptions } from '../memory-index/trigram-index';
import { JsonArena, serializeCard, type SerializedIdea } from './idea-json';
import type { IndexedIdea } from './indexed-idea';
import type { ChangeCursor, TrendingActivity } from './trending-activity';

export interface IndexQuery {
  /** 1-based. */
  page: number;
  limit: number;
  /** Lower-cased, non-empty. */
  search?: string;
  category?: string;
  businessModel?: string;
  type?: 'FREE' | 'PREMIUM';
  source?: 'FD' | 'UGC';
  country?: string;
  trendIdeaIds?: readonly number[];
  /** The idea must have all of them. */
  technologies?: readonly string[];
  /** 0..100: ideas scored at least this under the active rubric version. */
  minScore?: number;
  sort: IdeaSort;
  /** ADMIN: what ADMIN sees (every platform idea not deleted, approved members' ideas); else the public ones. */
  admin: boolean;
}

/** What the index keeps of an idea beyond its keys: enough to check visibility and the gate, and its card's JSON. */
export interface CatalogEntry {
  id: number;
  live: boolean;
  public: boolean;
  premium: boolean;
  json: SerializedIdea;
}

export interface IndexAnswer {
  /** The page's ideas, in order. */
  ideas: CatalogEntry[];
  /** How many ideas match. */
  total: number;
}

const SORTS: readonly IdeaSort[] = ['newest', 'popular', 'market-size-asc', 'market-size-desc', 'competition', 'score', 'trending'];
const decileKey = (decile: number) => `score>=${decile * 10}`;

export class CatalogIndex {
  private count = 0;
  private capacity = 0;
  private readonly slotOf = new Map<number, number>();
  private entries: CatalogEntry[] = [];
  // Sort keys by slot.
  private ids = new Int32Array(0);
  private stampRank = new Uint8Array(0);
  private createdAt = new Float64Array(0);
  private views = new Float64Array(0);
  private marketSize = new Float64Array(0);
  private competitionRank = new Uint8Array(0);
  /** Overall 0..100, UNSCORED (-1) without one. */
  private score = new Int8Array(0);
  /** trendingScore of the last 7 days against the 7 before (trending-activity.ts), as of `trendingDay`. */
  private trendScore = new Float64Array(0);
  private trending: { activity: TrendingActivity; day: number; cursor: ChangeCursor } | undefined;
  private readonly filters = new KeyedBitsets();
  private readonly arena = new JsonArena();
  private scratch = new Uint32Array(0);
  private countryScratch = new Uint32Array(0);
  private groupScratch: Uint32Array[] = [];
  // Sorted orders, built when first asked for; slots whose keys changed are put in place at the next ask.
  private readonly orders: Record<IdeaSort, SortedOrder>;
  private readonly search: TrigramIndex;

  constructor(options: { search?: TrigramIndexOptions } = {}) {
    this.search = new TrigramIndex(options.search);
    const tie = (a: number, b: number) => this.ids[b]! - this.ids[a]!;
    const stamp = (a: number, b: number) => this.stampRank[a]! - this.stampRank[b]!;
    const amount = (a: number, b: number, direction: 1 | -1) => {
      const x = this.marketSize[a]!;
      const y = this.marketSize[b]!;
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : 1;
      if (Number.isNaN(y)) return -1;
      return (x - y) * direction;
    };
    this.orders = {
      newest: new SortedOrder((a, b) => stamp(a, b) || this.createdAt[b]! - this.createdAt[a]! || tie(a, b)),
      popular: new SortedOrder((a, b) => stamp(a, b) || this.views[b]! - this.views[a]! || tie(a, b)),
      'market-size-asc': new SortedOrder((a, b) => stamp(a, b) || amount(a, b, 1) || tie(a, b)),
      'market-size-desc': new SortedOrder((a, b) => stamp(a, b) || amount(a, b, -1) || tie(a, b)),
      competition: new SortedOrder((a, b) => stamp(a, b) || this.competitionRank[a]! - this.competitionRank[b]! || tie(a, b)),
      // Highest first; the unscored (-1) come last.
      score: new SortedOrder((a, b) => stamp(a, b) || this.score[b]! - this.score[a]! || tie(a, b)),
      trending: new SortedOrder((a, b) => stamp(a, b) || this.trendScore[b]! - this.trendScore[a]! || this.createdAt[b]! - this.createdAt[a]! || tie(a, b)),
    };
  }

  get size(): number {
    return this.count;
  }

  /** Adds ideas or replaces them (by id). */
  upsert(ideas: Iterable<IndexedIdea>): void {
    for (const idea of ideas) {
      let slot = this.slotOf.get(idea.id);
      const known = slot !== undefined;
      if (slot === undefined) {
        slot = this.count++;
        if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
        this.slotOf.set(idea.id, slot);
        this.ids[slot] = idea.id;
      }
      for (const sort of SORTS) if (!known || this.sortKeyChanged(sort, slot, idea)) this.orders[sort].changed(slot);
      const replaced = this.entries[slot];
      if (replaced) this.arena.release(replaced.json);
      // Serialized now, while the row is at hand: a request never pays for it, and the row is not kept.
      this.entries[slot] = { id: idea.id, live: idea.live, public: idea.public, premium: idea.premium, json: this.arena.store(serializeCard(idea.row)) };
      this.stampRank[slot] = idea.stampRank;
      this.createdAt[slot] = idea.createdAt;
      this.views[slot] = idea.views;
      this.marketSize[slot] = idea.marketSize;
      this.competitionRank[slot] = idea.competitionRank;
      this.score[slot] = idea.score;
      if (!known) this.trendScore[slot] = this.trending ? this.trending.activity.score(idea.id, this.trending.day) : 0;
      this.index(slot, idea, known);
      this.search.set(slot, idea.text);
    }
    this.search.maintain();
  }

  /**
   * Gets everything ready for fast queries: the search postings built and every sort's order up to date. Yields to
   * the event loop between steps; queries stay correct at any point without it.
   */
  async prepare(): Promise<void> {
    await this.search.settle();
    await bringUpToDate(Object.values(this.orders), this.count);
  }

  /** Bytes of serialized JSON held, for reports. */
  get jsonBytes(): number {
    return this.arena.bytes;
  }

  /** Bytes of the search postings, for reports. */
  get searchBytes(): number {
    return this.search.postingBytes;
  }

  /** The idea with this id, deleted or not; visibility is the caller's to check. */
  get(id: number): CatalogEntry | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.entries[slot];
  }

  /**
   * Brings the trending keys up to `today` from `activity`: the ideas whose activity changed since the last call, or
   * every idea after a new load of the activity or when the day has turned.
   */
  syncTrending(activity: TrendingActivity, today: number): void {
    const changed = this.trending?.day === today ? activity.changesSince(this.trending.cursor) : undefined;
    this.trending = { activity, day: today, cursor: activity.cursor() };
    const update = (slot: number) => {
      const score = activity.score(this.ids[slot]!, today);
      if (score === this.trendScore[slot]) return;
      this.trendScore[slot] = score;
      this.orders.trending.changed(slot);
    };
    if (!changed) {
      for (let slot = 0; slot < this.count; slot++) update(slot);
      return;
    }
    for (const id of changed) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) update(slot);
    }
  }

  /** syncTrending, then the order sorted: what trending-sync.ts does off the request path. */
  warmTrending(activity: TrendingActivity, today: number): void {
    this.syncTrending(activity, today);
    this.orders.trending.current(this.count);
  }

  query(query: IndexQuery): IndexAnswer {
    const filter = this.filterBits(query);
    const skip = (query.page - 1) * query.limit;
    // The matching slots as a list, once they are known to be few; else the filter bitset says which match.
    let candidates: number[] | undefined;
    if (query.trendIdeaIds) {
      candidates = [];
      const seen = new Set<number>();
      for (const id of query.trendIdeaIds) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined && !seen.has(slot) && hasBit(filter, slot)) {
          seen.add(slot);
          candidates.push(slot);
        }
      }
    }
    if (query.search !== undefined) {
      const term = query.search;
      if (term.includes('\u0000')) return { ideas: [], total: 0 };
      candidates = narrowToTerm(this.search, term, filter, candidates);
    }
    const total = candidates ? candidates.length : popcount(filter);
    const sorted = this.orders[query.sort].current(this.count);
    if (!query.country) return { ideas: pageOfMatches(sorted, filter, total, candidates, { skip, limit: query.limit }).map((slot) => this.entries[slot]!), total };
    // The page across the country's groups, one after the other.
    const slots: number[] = [];
    let passOver = skip;
    for (const group of this.countryGroups(query.country, filter)) {
      const inGroup = candidates?.filter((slot) => hasBit(group, slot));
      const groupTotal = inGroup ? inGroup.length : popcount(group);
      if (passOver >= groupTotal) {
        passOver -= groupTotal;
        continue;
      }
      slots.push(...pageOfMatches(sorted, group, groupTotal, inGroup, { skip: passOver, limit: query.limit - slots.length }));
      passOver = 0;
      if (slots.length >= query.limit) break;
    }
    return { ideas: slots.map((slot) => this.entries[slot]!), total };
  }

  /** `filter` split into the Country filter's groups in order (countryFilterGroups, then Global), in scratch arrays. */
  private countryGroups(country: string, filter: Uint32Array): Uint32Array[] {
    const keys = [...countryFilterGroups(country).map((key) => this.filters.get(`country:${key}`)), this.filters.get('country:*')];
    while (this.groupScratch.length < keys.length) this.groupScratch.push(new Uint32Array(0));
    return keys.map((key, index) => {
      if (this.groupScratch[index]!.length !== filter.length) this.groupScratch[index] = new Uint32Array(filter.length);
      const group = this.groupScratch[index]!;
      group.set(filter);
      andInto(group, key);
      for (const earlier of keys.slice(0, index)) andNotInto(group, earlier);
      return group;
    });
  }

  /**
   * The bitset of ideas passing every filter except search and trendIdeaIds (a scratch array, valid until the next
   * query).
   */
  private filterBits(query: IndexQuery): Uint32Array {
    const words = wordsFor(this.count);
    if (this.scratch.length !== words) {
      this.scratch = new Uint32Array(words);
      this.countryScratch = new Uint32Array(words);
    }
    const sources = [this.filters.get(query.admin ? 'live' : 'public')];
    if (query.type) sources.push(this.filters.get(`type:${query.type}`));
    if (query.source) sources.push(this.filters.get(`source:${query.source}`));
    if (query.category) sources.push(this.filters.get(`category:${query.category}`));
    if (query.businessModel) sources.push(this.filters.get(`model:${query.businessModel}`));
    for (const technology of query.technologies ?? []) sources.push(this.filters.get(`tech:${technology}`));
    if (query.country) {
      // The groups' ideas (the country's and its region's) and the ones for everywhere.
      this.countryScratch.fill(0);
      for (const key of [...countryFilterGroups(query.country), '*']) orInto(this.countryScratch, this.filters.get(`country:${key}`));
      sources.push(this.countryScratch);
    }
    if (query.minScore !== undefined) sources.push(this.filters.get(decileKey(Math.floor(query.minScore / 10))));
    intersectInto(this.scratch, sources);
    if (query.minScore !== undefined && query.minScore % 10 !== 0) this.dropBelow(query.minScore);
    return this.scratch;
  }

  /** Clears from the scratch filter the slots of the minimum's decile scored below it. */
  private dropBelow(minScore: number): void {
    const decile = Math.floor(minScore / 10);
    const inDecile = this.filters.get(decileKey(decile));
    const above = this.filters.get(decileKey(decile + 1));
    const scratch = this.scratch;
    for (let word = 0; word < scratch.length; word++) {
      let bits = scratch[word]! & (inDecile[word] ?? 0) & ~(above[word] ?? 0);
      while (bits !== 0) {
        const bit = 31 - Math.clz32(bits);
        bits &= ~(1 << bit);
        const slot = word * 32 + bit;
        if (this.score[slot]! < minScore) scratch[word] = scratch[word]! & ~(1 << bit);
      }
    }
  }

  private index(slot: number, idea: IndexedIdea, known: boolean): void {
    const keys: string[] = [`type:${idea.premium ? 'PREMIUM' : 'FREE'}`, `source:${idea.source}`, `model:${idea.businessModel}`];
    if (idea.live) keys.push('live');
    if (idea.public) keys.push('public');
    for (const category of idea.categories) keys.push(`category:${category}`);
    if (idea.countries === 'everywhere') keys.push('country:*');
    else for (const country of idea.countries) keys.push(`country:${country}`);
    for (const technology of idea.technologies) keys.push(`tech:${technology}`);
    for (let decile = 0; decile * 10 <= idea.score; decile++) keys.push(decileKey(decile));
    this.filters.set(slot, keys, known);
  }

  private sortKeyChanged(sort: IdeaSort, slot: number, idea: IndexedIdea): boolean {
    if (this.stampRank[slot] !== idea.stampRank) return true;
    switch (sort) {
      case 'newest':
        return this.createdAt[slot] !== idea.createdAt;
      case 'popular':
        return this.views[slot] !== idea.views;
      case 'market-size-asc':
      case 'market-size-desc':
        return !Object.is(this.marketSize[slot], idea.marketSize);
      case 'competition':
        return this.competitionRank[slot] !== idea.competitionRank;
      case 'score':
        return this.score[slot] !== idea.score;
      case 'trending':
        // Its key is the activity's, brought in by syncTrending.
        return false;
    }
  }

  private grow(capacity: number): void {
    this.ids = resized(this.ids, capacity);
    this.stampRank = resized(this.stampRank, capacity);
    this.createdAt = resized(this.createdAt, capacity);
    this.views = resized(this.views, capacity);
    this.marketSize = resized(this.marketSize, capacity);
    this.competitionRank = resized(this.competitionRank, capacity);
    this.score = resized(this.score, capacity);
    this.trendScore = resized(this.trendScore, capacity);
    this.filters.grow(capacity);
    this.capacity = capacity;
  }
}
