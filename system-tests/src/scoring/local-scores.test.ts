// The local scorer over the seed catalog: scores that discriminate (docs/product.md "Scores and market sizing": every
// dimension uses at least 6 of its 10 values, the overall's standard deviation is at least 10) and the same card for
// the same idea. The figures are printed for the README.
import { describe, expect, it } from 'vitest';
import { SCORE_DIMENSIONS } from '@app/domain/scoring/scorecard';
import { scoredFieldsOf } from '@app/domain/scoring/scored-fields';
import { scoreIdeaLocally } from '@app/infra/ai/local/score-idea';
import { DEFAULT_CATALOG_SEED, generateCatalog, SEED_IDEA_COUNT } from '@app/seed/platform-ideas/generate-catalog';

const catalog = generateCatalog({ ideaCount: SEED_IDEA_COUNT, seed: DEFAULT_CATALOG_SEED, documents: false });
const cards = catalog.ideas.map((seed) => scoreIdeaLocally(scoredFieldsOf(seed.idea)));

const standardDeviation = (values: readonly number[]) => {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
};

describe('the local scorer over the seed catalog', () => {
  it('uses at least 6 of the 10 values of every dimension, and spreads the overall (standard deviation ≥ 10)', () => {
    const used = Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, new Set(cards.map((card) => card.dimensions[dimension].score)).size]));
    const overall = cards.map((card) => card.overall);
    const deviation = standardDeviation(overall);
    console.log(
      `Local scores over ${cards.length} seed ideas: values used per dimension ${JSON.stringify(used)}; overall mean ` +
        `${(overall.reduce((sum, value) => sum + value, 0) / overall.length).toFixed(1)}, sd ${deviation.toFixed(1)}, ` +
        `min ${Math.min(...overall)}, max ${Math.max(...overall)}`,
    );
    for (const dimension of SCORE_DIMENSIONS) expect(used[dimension], dimension).toBeGreaterThanOrEqual(6);
    expect(deviation).toBeGreaterThanOrEqual(10);
  });

  it('gives the same idea the same card', () => {
    const again = catalog.ideas.slice(0, 50).map((seed) => scoreIdeaLocally(scoredFieldsOf({ ...seed.idea })));
    expect(again).toEqual(cards.slice(0, 50));
  });

  it('keeps TAM ≥ SAM ≥ SOM and takes the amounts an idea states', () => {
    const stated = catalog.ideas.findIndex((seed) => /TAM/.test(seed.idea.marketSize));
    const sizing = cards[stated]!.marketSizing;
    expect(sizing.assumptions[0]).toMatch(/^TAM as the idea states it/);
    for (const card of cards) expect(card.marketSizing.tam >= card.marketSizing.sam && card.marketSizing.sam >= card.marketSizing.som).toBe(true);
  });
});
