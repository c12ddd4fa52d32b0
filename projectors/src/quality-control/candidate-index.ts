// The live ideas of one generation of the Quality Control model, in the projector's memory, by MinHash band: an
// entering idea's candidates (the ideas sharing a band with it, similarity.ts) come from here, not from a query. In
// Postgres each band was an index probe and an index insert (about 5 µs each, 25 bands an idea): two thirds of a
// rebuild's time. The model's tables stay the truth: the index is loaded from them, and used only while it is known
// to show them as they are (quality-control.projection.ts checks the count of pages the model has applied).
import type { Fingerprinted } from './similarity';

/** An idea as the pairs see it: its fingerprint and what the filters match. */
export interface PairSide extends Fingerprinted {
  categories: readonly string[];
  batchNumber: number | null;
}

export class CandidateIndex {
  private readonly ideas = new Map<number, PairSide>();
  /** The ideas holding a band key: one id, or several (few: the generator's near-duplicates share a handful). */
  private readonly byBand = new Map<number, number | number[]>();

  get size(): number {
    return this.ideas.size;
  }

  /** Adds a live idea, or replaces it (one without bands, a text without words, is nobody's candidate: not kept). */
  add(idea: PairSide): void {
    this.remove(idea.id);
    if (idea.bands.length === 0) return;
    this.ideas.set(idea.id, idea);
    for (const band of new Set(idea.bands)) {
      const holders = this.byBand.get(band);
      if (holders === undefined) this.byBand.set(band, idea.id);
      else if (typeof holders === 'number') this.byBand.set(band, [holders, idea.id]);
      else holders.push(idea.id);
    }
  }

  remove(id: number): void {
    const idea = this.ideas.get(id);
    if (!idea) return;
    this.ideas.delete(id);
    for (const band of new Set(idea.bands)) {
      const holders = this.byBand.get(band);
      if (holders === id) this.byBand.delete(band);
      else if (Array.isArray(holders)) {
        const rest = holders.filter((holder) => holder !== id);
        this.byBand.set(band, rest.length === 1 ? rest[0]! : rest);
      }
    }
  }

  /**
   * The ideas sharing a band with one of `entering`, but none of `excluded` (the ideas a page moves: those entering
   * are compared among themselves), each with the bands it shares (what similarPairs buckets them by).
   */
  candidates(entering: readonly PairSide[], excluded: ReadonlySet<number>): PairSide[] {
    const shared = new Map<number, number[]>();
    for (const band of new Set(entering.flatMap((idea) => idea.bands))) {
      const holders = this.byBand.get(band);
      if (holders === undefined) continue;
      for (const id of typeof holders === 'number' ? [holders] : holders) {
        if (excluded.has(id)) continue;
        const bands = shared.get(id);
        if (bands) bands.push(band);
        else shared.set(id, [band]);
      }
    }
    return [...shared].map(([id, bands]) => ({ ...this.ideas.get(id)!, bands }));
  }
}
