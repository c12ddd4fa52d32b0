// A bitset over the index's slots per filter key ('category:FinTech', 'type:FREE', ...): a slot's keys are set when
// it is indexed; a filter is then an AND of a few bitsets.
import { clearBit, resized, setBit, wordsFor } from './bitset';

export class KeyedBitsets {
  private readonly ids = new Map<string, number>();
  private bitsets: Uint32Array[] = [];
  private capacity = 0;
  private readonly empty = new Uint32Array(0);

  /** The slots holding `key` (an empty array when none ever did: missing words read as 0). */
  get(key: string): Uint32Array {
    const id = this.ids.get(key);
    return id === undefined ? this.empty : this.bitsets[id]!;
  }

  /** Every key any slot ever held. */
  keys(): IterableIterator<string> {
    return this.ids.keys();
  }

  /** The slot now holds exactly `keys`; `known`: it was indexed before, and leaves its old keys first. */
  set(slot: number, keys: readonly string[], known: boolean): void {
    // A changed slot leaves every bitset (a few hundred bit operations) rather than the index keeping its keys.
    if (known) for (const bits of this.bitsets) clearBit(bits, slot);
    for (const key of keys) {
      let id = this.ids.get(key);
      if (id === undefined) {
        id = this.bitsets.length;
        this.ids.set(key, id);
        this.bitsets.push(new Uint32Array(wordsFor(this.capacity)));
      }
      setBit(this.bitsets[id]!, slot);
    }
  }

  /** Room for `capacity` slots. */
  grow(capacity: number): void {
    this.bitsets = this.bitsets.map((bits) => resized(bits, wordsFor(capacity)));
    this.capacity = capacity;
  }
}
