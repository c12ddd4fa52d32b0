// The live ideas of one generation of the Quality Control model, in the projector's memory, by MinHash band: an
// entering idea's candidates (the ideas sharing a band with it, infra/src/idea-similarity/similarity.ts) come from
// here, not from a query. In Postgres each band was an index probe and an index insert (about 5 µs each, 25 bands an
// idea): two thirds of a rebuild's time. The model's tables stay the truth: the index is loaded from them, and used
// only while it is known to show them as they are (quality-control.projection.ts checks the name of the page the model applied last).
import type { BandHolders, Fingerprinted } from '@app/infra/idea-similarity/similarity';

/** An idea as the pairs see it: its fingerprint and what the filters match. */
export interface PairSide extends Fingerprinted {
  categories: readonly string[];
  batchNumber: number | null;
}

const NONE: readonly PairSide[] = [];

export class CandidateIndex {
  private readonly ideas = new Map<number, PairSide>();
  /** The ideas holding a band key: one, or several (few: the generator's near-duplicates share a handful). */
  private readonly byBand = new Map<number, PairSide | PairSide[]>();
  /** How many held ideas have each text: whether a text is live, however many ideas hold it. */
  private readonly byText = new Map<string, number>();

  get size(): number {
    return this.ideas.size;
  }

  /** Adds a live idea, or replaces it (one without bands, a text without words, is nobody's candidate: not kept). */
  add(idea: PairSide): void {
    this.remove(idea.id);
    if (idea.bands.length === 0) return;
    this.ideas.set(idea.id, idea);
    this.byText.set(idea.key, (this.byText.get(idea.key) ?? 0) + 1);
    for (const band of new Set(idea.bands)) {
      const holders = this.byBand.get(band);
      if (holders === undefined) this.byBand.set(band, idea);
      else if (Array.isArray(holders)) holders.push(idea);
      else this.byBand.set(band, [holders, idea]);
    }
  }

  remove(id: number): void {
    const idea = this.ideas.get(id);
    if (!idea) return;
    this.ideas.delete(id);
    const holding = this.byText.get(idea.key)! - 1;
    if (holding === 0) this.byText.delete(idea.key);
    else this.byText.set(idea.key, holding);
    for (const band of new Set(idea.bands)) {
      const holders = this.byBand.get(band);
      if (holders === idea) this.byBand.delete(band);
      else if (Array.isArray(holders)) {
        const rest = holders.filter((holder) => holder !== idea);
        this.byBand.set(band, rest.length === 1 ? rest[0]! : rest);
      }
    }
  }

  /** Whether a held idea has the text (its key). */
  holdsText(key: string): boolean {
    return this.byText.has(key);
  }

  get(id: number): PairSide | undefined {
    return this.ideas.get(id);
  }

  /** The ideas holding a band key, as similarPairs asks for those it compares the entering ones with. */
  readonly holders: BandHolders = (band) => {
    const holders = this.byBand.get(band);
    return holders === undefined ? NONE : Array.isArray(holders) ? holders : [holders];
  };
}
