// How platform ideas are compared (docs/product.md "Admin: Quality Control", "Limits"): by Quality Control, which
// lists the duplicates, and by the admin's batch job, which writes none (command-api/src/distinct-ideas/distinct-ideas.ts), so
// an idea the batch let through is never one Quality Control flags. Pure and deterministic, so every build of the
// read model, on every machine, finds the same duplicates with the same similarities. It lives in infra because both
// sides import it and the key's hash needs node:crypto.
//
// - Text: the idea's title and description, normalised (accents dropped, lower case, every run of characters that
//   are not letters or digits made one space). Ideas whose normalised texts are equal are exact duplicates; their
//   group key is a hash of that text.
// - Measure: the Jaccard similarity of the two texts' sets of word 3-shingles (every run of 3 consecutive words),
//   each shingle hashed to 32 bits. Measured on the seed's generator at 100,000 ideas, word 3-shingles flag the same
//   idea with a prefix or a market added ('AI No-Show Reducer for Rural Clinics in France', 0.8-0.97) and leave a
//   renamed product with the same sentences at 0.6-0.7; character 5-shingles flag those too, but made 3 times as
//   many pairs (1.6 million against 531,000) from sets 5 times larger, so each idea costs 5 times more to compare.
// - Finding candidates without comparing every pair: a MinHash signature of 150 values, cut into 25 bands of 6; two
//   ideas sharing a band are candidates, whose exact Jaccard similarity decides. A pair at 0.75 shares a band with
//   probability 1 - (1 - 0.75^6)^25 = 99.3% (99.95% at 0.8), one at 0.5 with 33%, one at 0.3 with 1.8%. Bands of 5
//   rows would find 99.6% at 0.75 but fetch 40% more candidates (the generator's ideas of one theme sit at 0.5-0.7),
//   and fetching a candidate's shingles is most of the cost of adding an idea.
// - The batch job's claim cuts the same signature finer (CLAIM_BAND_ROWS: 50 bands of 3): a pair at 0.75 shares a band
//   with probability 1 - (1 - 0.75^3)^50, all but 1 in 10^12, where Quality Control's bands miss 0.7% (the benchmark
//   distinct-batches found 3 such pairs in a batch of 220). It fetches more candidates (one at 0.5 with 99.9%), which
//   the claim, looking at one idea at a time, can afford.
// Every hash is seeded with fixed constants: changing one of them, or the measure, means a new projection version.
import { createHash } from 'node:crypto';
import { SIMILARITY_THRESHOLD } from '@app/domain/quality-control/quality-control-view';
import { mixSeed, mixSeedOf } from '@app/domain/shared/rng';

export const SHINGLE_WORDS = 3;
export const SIGNATURE_SIZE = 150;
export const BAND_ROWS = 6;
export const BAND_COUNT = SIGNATURE_SIZE / BAND_ROWS;
export const CLAIM_BAND_ROWS = 3;

/** One seed per MinHash function, derived from a fixed constant. */
const SIGNATURE_SEEDS = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, index) => mixSeed(0x51c0de, index));

export interface TextFingerprint {
  /** Equal for ideas whose normalised texts are equal: the exact duplicates' group key. */
  key: string;
  /** The hashed shingles, ascending, each once. */
  shingles: Uint32Array;
  /** One key per band of the MinHash signature (none for a text without words): ideas sharing one are candidates. */
  bands: number[];
}

/** The words of a text, normalised: accents dropped, lower case, split on anything but letters and digits. */
export function normalisedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** `bandRows`: the rows of a band (a divisor of SIGNATURE_SIZE); Quality Control's unless the claim asks for its own. */
export function fingerprint(title: string, description: string, bandRows = BAND_ROWS): TextFingerprint {
  const titleWords = normalisedWords(title);
  const descriptionWords = normalisedWords(description);
  // The line break keeps "a b" + "c" apart from "a" + "b c".
  const key = createHash('sha256').update(`${titleWords.join(' ')}\n${descriptionWords.join(' ')}`).digest('hex').slice(0, 32);
  const shingles = shinglesOf([...titleWords, ...descriptionWords]);
  return { key, shingles, bands: shingles.length === 0 ? [] : bandsOf(signatureOf(shingles), bandRows) };
}

/** FNV-1a over the UTF-16 code units: a word's 32-bit hash. */
function wordHash(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** A text shorter than a shingle is one shingle of all its words. */
function shinglesOf(words: readonly string[]): Uint32Array {
  const hashes = words.map(wordHash);
  const shingles = new Set<number>();
  const last = Math.max(hashes.length - SHINGLE_WORDS, 0);
  for (let start = 0; start < hashes.length && start <= last; start++) {
    shingles.add(mixSeedOf(hashes, start, Math.min(start + SHINGLE_WORDS, hashes.length)));
  }
  return Uint32Array.from(shingles).sort();
}

/** murmur3's 32-bit finaliser: inlined in the signature's loop (SIGNATURE_SIZE hashes per shingle). */
function finalise(value: number): number {
  let hash = value;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** MinHash: per seed, the least of the shingles' hashes under that seed. */
function signatureOf(shingles: Uint32Array): Uint32Array {
  const signature = new Uint32Array(SIGNATURE_SIZE);
  for (let index = 0; index < SIGNATURE_SIZE; index++) {
    const seed = SIGNATURE_SEEDS[index]!;
    let least = 0xffffffff;
    for (let shingle = 0; shingle < shingles.length; shingle++) {
      const hash = finalise(shingles[shingle]! ^ seed);
      if (hash < least) least = hash;
    }
    signature[index] = least;
  }
  return signature;
}

/** A band's key mixes its position with its rows, so equal rows in two different bands do not collide. Signed: int4. */
function bandsOf(signature: Uint32Array, rows: number): number[] {
  return Array.from({ length: SIGNATURE_SIZE / rows }, (_, band) => mixSeed(band, ...signature.subarray(band * rows, (band + 1) * rows)) | 0);
}

/** Exact Jaccard similarity of two ascending sets; 0 when both are empty (no words: nothing to compare). */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - shared;
  return union === 0 ? 0 : shared / union;
}

export interface Fingerprinted extends TextFingerprint {
  id: number;
}

export interface SimilarPair {
  /** The lower id. */
  idea1: number;
  idea2: number;
  similarity: number;
}

/** The ideas holding a band key, among those an entering idea is compared with (similarPairs). */
export type BandHolders = (band: number) => Iterable<Fingerprinted>;

/**
 * The pairs of at least SIMILARITY_THRESHOLD between each of `entering` and the ideas sharing a band with it: those
 * `holders` answers, and the others of `entering`. Exact duplicates (same key) are not pairs: they are a group.
 */
export function similarPairs(entering: readonly Fingerprinted[], holders: BandHolders): SimilarPair[] {
  const buckets = new Map<number, Fingerprinted[]>();
  for (const idea of entering) {
    for (const band of idea.bands) {
      const bucket = buckets.get(band);
      if (bucket) bucket.push(idea);
      else buckets.set(band, [idea]);
    }
  }
  // Each pair is compared once: an entering idea's pairs with those entering before it were found from their side.
  const done = new Set<number>();
  const compared = new Set<number>();
  const pairs: SimilarPair[] = [];
  const compare = (idea: Fingerprinted, other: Fingerprinted) => {
    if (other.id === idea.id || other.key === idea.key || done.has(other.id) || compared.has(other.id)) return;
    compared.add(other.id);
    const similarity = jaccard(idea.shingles, other.shingles);
    if (similarity >= SIMILARITY_THRESHOLD) pairs.push(idea.id < other.id ? { idea1: idea.id, idea2: other.id, similarity } : { idea1: other.id, idea2: idea.id, similarity });
  };
  for (const idea of entering) {
    compared.clear();
    for (const band of idea.bands) {
      for (const other of holders(band)) compare(idea, other);
      for (const other of buckets.get(band)!) compare(idea, other);
    }
    done.add(idea.id);
  }
  return pairs;
}

/**
 * Shingles as stored (bytea): 4 bytes each in the machine's byte order, little-endian on every platform the product
 * runs on (x86-64, arm64); no loop either way, so adding an idea reads its candidates' shingles cheaply.
 */
export function encodeShingles(shingles: Uint32Array): Buffer {
  return Buffer.from(shingles.buffer.slice(shingles.byteOffset, shingles.byteOffset + shingles.byteLength));
}

/** A view of the bytes when they are aligned (the small buffers Node hands out from its pool are), else a copy. */
export function decodeShingles(bytes: Uint8Array): Uint32Array {
  if (bytes.byteOffset % Uint32Array.BYTES_PER_ELEMENT === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / Uint32Array.BYTES_PER_ELEMENT);
  return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
