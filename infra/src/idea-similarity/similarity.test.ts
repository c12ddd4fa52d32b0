import { describe, expect, it } from 'vitest';
import { createRng } from '@app/domain/shared/rng';
import { SIMILARITY_THRESHOLD } from '@app/domain/quality-control/quality-control-view';
import { CLAIM_BAND_ROWS, decodeShingles, encodeShingles, fingerprint, jaccard, normalisedWords, similarPairs, SIGNATURE_SIZE, type BandHolders, type Fingerprinted } from './similarity';

/** No idea but those entering. */
const NONE: BandHolders = () => [];

/** The ideas given, by band, as similarPairs asks for those it compares the entering ones with. */
function holdersAmong(others: readonly Fingerprinted[]): BandHolders {
  const byBand = new Map<number, Fingerprinted[]>();
  for (const idea of others) for (const band of idea.bands) byBand.set(band, [...(byBand.get(band) ?? []), idea]);
  return (band) => byBand.get(band) ?? [];
}

const NO_SHOW = {
  title: 'No-Show Reducer for Rural Clinics',
  description:
    'No-Show Reducer books, reminds and reschedules patients by text and voice, and fills cancelled slots from a waitlist, helping rural clinics cut no-shows by a third.',
};
const PIPELINE = {
  title: 'Pipeline Observability Tool for Small Analytics Consultancies',
  description:
    'Pipeline Observability Tool helps small analytics consultancies catch broken data before the business does. It learns the normal shape of every table and alerts on freshness, volume and schema problems before anyone sees them.',
};

const similarity = (a: { title: string; description: string }, b: { title: string; description: string }) =>
  jaccard(fingerprint(a.title, a.description).shingles, fingerprint(b.title, b.description).shingles);

describe('the text of an idea', () => {
  it('is normalised: accents, case and punctuation do not count', () => {
    expect(normalisedWords('  Café-Finder: the BEST   café app!! ')).toEqual(['cafe', 'finder', 'the', 'best', 'cafe', 'app']);
    const plain = fingerprint('Cafe finder', 'The best cafe app.');
    expect(fingerprint('CAFÉ-FINDER', 'the best — café  app').key).toBe(plain.key);
    expect(fingerprint('Cafe finder', 'The best cafe app.').shingles).toEqual(plain.shingles);
  });

  it('keeps title and description apart in its key', () => {
    expect(fingerprint('Cafe finder the', 'best cafe app').key).not.toBe(fingerprint('Cafe finder', 'the best cafe app').key);
  });

  it('gives the same fingerprint on every run and machine (fixed seeds)', () => {
    const print = fingerprint(NO_SHOW.title, NO_SHOW.description);
    expect(print.key).toBe('67b1077926be71189d1083b3db546ce6');
    expect([print.shingles.length, print.shingles[0], print.shingles[1]]).toEqual([31, 83371766, 314681439]);
    expect(print.bands.slice(0, 3)).toEqual([1200430776, 17446480, 913615003]);
  });

  it('stores its shingles as bytes and reads them back', () => {
    const { shingles } = fingerprint(PIPELINE.title, PIPELINE.description);
    expect(decodeShingles(encodeShingles(shingles))).toEqual(shingles);
    expect(decodeShingles(encodeShingles(new Uint32Array()))).toEqual(new Uint32Array());
  });
});

describe('the similarity of two ideas', () => {
  it('is 1 for the same text, however written', () => {
    expect(similarity(NO_SHOW, NO_SHOW)).toBe(1);
    expect(similarity(NO_SHOW, { title: NO_SHOW.title.toUpperCase(), description: `${NO_SHOW.description}!!` })).toBe(1);
  });

  it('is at least 0.75 for known near-duplicates', () => {
    expect(similarity(NO_SHOW, { ...NO_SHOW, title: `AI ${NO_SHOW.title}` })).toBeGreaterThanOrEqual(0.9);
    expect(similarity(NO_SHOW, { ...NO_SHOW, title: `${NO_SHOW.title} in France` })).toBeGreaterThanOrEqual(0.8);
    const reworded = PIPELINE.description.replace('every table', 'each table');
    expect(similarity(PIPELINE, { ...PIPELINE, description: reworded })).toBeGreaterThanOrEqual(0.75);
  });

  it('is far below 0.75 for unrelated ideas, and 0 for texts without words', () => {
    expect(similarity(NO_SHOW, PIPELINE)).toBeLessThan(0.1);
    expect(similarity(NO_SHOW, { title: 'Harbour Slots', description: 'Berth booking for small ports and their fishing fleets.' })).toBe(0);
    expect(jaccard(new Uint32Array(), new Uint32Array())).toBe(0);
    expect(fingerprint('!!!', '...').bands).toEqual([]);
  });
});

/** Texts of `minWords` to `maxWords` words drawn from 3,000 made-up words: unrelated to each other but for chance. */
function randomTexts(count: number, seed: number, minWords: number, maxWords: number): string[] {
  const rng = createRng(seed);
  const vocabulary = Array.from({ length: 3000 }, (_, index) => `w${index.toString(36)}x${rng.int(0, 99)}`);
  return Array.from({ length: count }, () => Array.from({ length: rng.int(minWords, maxWords) }, () => rng.pick(vocabulary)).join(' '));
}

/** A near-duplicate: a word replaced, one inserted, or two appended. */
function nearDuplicate(text: string, seed: number): string {
  const rng = createRng(seed);
  const words = text.split(' ');
  const at = rng.int(0, words.length - 1);
  const edit = rng.int(0, 2);
  if (edit === 0) words[at] = 'replaced';
  else if (edit === 1) words.splice(at, 0, 'inserted');
  else words.push('two', 'more');
  return words.join(' ');
}

describe('finding similar pairs through shared bands', () => {
  const base = randomTexts(600, 7, 30, 60);
  const planted = base.slice(0, 300).map((text, index) => nearDuplicate(text, 1000 + index));
  const ideas: Fingerprinted[] = [...base, ...planted].map((text, index) => ({ id: index + 1, ...fingerprint(text.slice(0, 20), text.slice(20)) }));

  /** Every pair at 0.75 or more, by comparing all of them. */
  function allPairsAbove(list: readonly Fingerprinted[]): string[] {
    const found: string[] = [];
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (list[i]!.key !== list[j]!.key && jaccard(list[i]!.shingles, list[j]!.shingles) >= 0.75) found.push(`${list[i]!.id}:${list[j]!.id}`);
      }
    }
    return found.sort();
  }

  it('finds every planted near-duplicate, and only pairs at 0.75 or more', () => {
    const pairs = similarPairs(ideas, NONE);
    const found = pairs.map((pair) => `${pair.idea1}:${pair.idea2}`).sort();
    const expected = allPairsAbove(ideas);
    // The planted pairs are the only ones: the base texts share nothing but chance words.
    expect(expected).toEqual(planted.map((_, index) => `${index + 1}:${index + 601}`).sort());
    expect(found).toEqual(expected);
    for (const pair of pairs) {
      expect(pair.idea1).toBeLessThan(pair.idea2);
      expect(pair.similarity).toBeGreaterThanOrEqual(0.75);
      expect(pair.similarity).toBeLessThan(1);
    }
  });

  it('finds the same pairs when the ideas enter one at a time', () => {
    const some = ideas.filter((idea) => idea.id <= 150 || (idea.id > 600 && idea.id <= 750));
    const incremental = some.flatMap((idea, index) => similarPairs([idea], holdersAmong(some.slice(0, index))));
    const atOnce = similarPairs(some, NONE);
    expect(atOnce).toHaveLength(150);
    expect(incremental.sort((a, b) => a.idea1 - b.idea1)).toEqual(atOnce.sort((a, b) => a.idea1 - b.idea1));
  });

  it('leaves exact duplicates out of the pairs', () => {
    const copy = { ...ideas[0]!, id: 9999 };
    expect(similarPairs([copy], holdersAmong(ideas.slice(0, 1)))).toEqual([]);
  });

  it('recalls pairs close to the threshold with the probability the banding promises', () => {
    // 40 words with 2 replaced one apart: 5 of the 38 shingles change, 33 shared of 43, a similarity of 0.767.
    const texts = randomTexts(400, 11, 40, 40);
    const near = texts.map((text, index) => {
      const words = text.split(' ');
      words[5 + (index % 30)] = 'first';
      words[7 + (index % 30)] = 'second';
      return words.join(' ');
    });
    const list: Fingerprinted[] = [...texts, ...near].map((text, index) => ({ id: index + 1, ...fingerprint('', text) }));
    const expected = allPairsAbove(list);
    const found = new Set(similarPairs(list, NONE).map((pair) => `${pair.idea1}:${pair.idea2}`));
    expect(expected).toHaveLength(400);
    const recalled = expected.filter((pair) => found.has(pair)).length;
    // 1 - (1 - s^6)^25 is 99.7% at s = 0.767: a pair or two may be missed, more would mean broken banding.
    expect(recalled / expected.length).toBeGreaterThanOrEqual(0.99);
  });

  it("cuts the claim's finer bands from the same signature: every pair at the threshold shares one", () => {
    // 40 words with 2 replaced one apart, as above: a similarity of 0.767, where Quality Control's bands miss 0.3%.
    const texts = randomTexts(400, 12, 40, 40);
    let pairs = 0;
    for (const [index, text] of texts.entries()) {
      const words = text.split(' ');
      words[5 + (index % 30)] = 'first';
      words[7 + (index % 30)] = 'second';
      const [a, b] = [fingerprint('', text, CLAIM_BAND_ROWS), fingerprint('', words.join(' '), CLAIM_BAND_ROWS)];
      expect(a.bands).toHaveLength(SIGNATURE_SIZE / CLAIM_BAND_ROWS);
      if (jaccard(a.shingles, b.shingles) < SIMILARITY_THRESHOLD) continue;
      pairs++;
      // 1 - (1 - s^3)^50 at s = 0.767: all but 1 in 10^13.
      expect(a.bands.some((band) => b.bands.includes(band))).toBe(true);
    }
    expect(pairs).toBe(400);
  });
});
