// A valid scorecard for the tests of the deciders, the history lines and the projections (every dimension `score`).
import { SCORE_DIMENSIONS, scorecardSchema, type Scorecard } from '../scorecard';

export function sampleScorecard(overall = 72, score = 7): Scorecard {
  return scorecardSchema.parse({
    dimensions: Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, { score, reason: `The ${dimension} scores ${score}.` }])),
    overall,
    verdict: 'Promising: worth a first pilot.',
    redFlags: [],
    greenLights: ['Market size names $4.2B: a large market.'],
    marketSizing: { tam: 4.2e9, sam: 4.2e8, som: 1.26e7, currency: 'USD', assumptions: ["TAM from the idea's market size ($4.2B)."] },
  });
}
