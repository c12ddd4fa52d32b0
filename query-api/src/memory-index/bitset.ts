// Fixed-width bitsets over index slots (one bit per idea), as plain Uint32Arrays so an AND of a few filters over
// 100,000 ideas is a few thousand word operations.

export function wordsFor(bits: number): number {
  return Math.ceil(bits / 32);
}

export function hasBit(words: Uint32Array, bit: number): boolean {
  return ((words[bit >>> 5]! >>> (bit & 31)) & 1) === 1;
}

export function setBit(words: Uint32Array, bit: number): void {
  words[bit >>> 5]! |= 1 << (bit & 31);
}

export function clearBit(words: Uint32Array, bit: number): void {
  words[bit >>> 5]! &= ~(1 << (bit & 31));
}

type NumberArray = Uint8Array | Int8Array | Int32Array | Uint32Array | Float64Array;

/** A copy of `array` of `length` elements, of the same type (zero-filled beyond the original). */
export function resized<T extends NumberArray>(array: T, length: number): T {
  const grown = new (array.constructor as new (length: number) => T)(length);
  grown.set(array.subarray(0, Math.min(array.length, length)));
  return grown;
}

/**
 * target = the AND of `sources` (a word a source lacks reads as 0), at most four sources a pass over memory: one pass
 * ANDing four bitsets costs about what a pass ANDing one does.
 */
export function intersectInto(target: Uint32Array, sources: readonly Uint32Array[]): void {
  let length = target.length;
  for (const source of sources) length = Math.min(length, source.length);
  target.fill(0, length);
  const [a, b, c, d] = sources;
  if (!a) throw new Error('intersectInto: no sources');
  if (!b) target.set(a.subarray(0, length));
  else if (!c) for (let index = 0; index < length; index++) target[index] = a[index]! & b[index]!;
  else if (!d) for (let index = 0; index < length; index++) target[index] = a[index]! & b[index]! & c[index]!;
  else for (let index = 0; index < length; index++) target[index] = a[index]! & b[index]! & c[index]! & d[index]!;
  for (let next = 4; next < sources.length; next += 3) {
    const [e, f = e!, g = e!] = sources.slice(next, next + 3);
    for (let index = 0; index < length; index++) target[index]! &= e![index]! & f[index]! & g[index]!;
  }
}

/** target = a | b (a word a source lacks reads as 0). */
export function unionInto(target: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let index = 0; index < target.length; index++) target[index] = (a[index] ?? 0) | (b[index] ?? 0);
}

export function andInto(target: Uint32Array, other: Uint32Array): void {
  for (let index = 0; index < target.length; index++) target[index]! &= other[index] ?? 0;
}

export function orInto(target: Uint32Array, other: Uint32Array): void {
  for (let index = 0; index < target.length; index++) target[index]! |= other[index] ?? 0;
}

/** target &= (a | b) */
export function andOrInto(target: Uint32Array, a: Uint32Array, b: Uint32Array): void {
  for (let index = 0; index < target.length; index++) target[index]! &= (a[index] ?? 0) | (b[index] ?? 0);
}

export function popcount(words: Uint32Array): number {
  let count = 0;
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The set bits' positions, ascending. */
export function slotsOf(words: Uint32Array): number[] {
  const slots: number[] = [];
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    while (word !== 0) {
      const low = word & -word;
      slots.push(index * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return slots;
}
