// Scorecards for tests and benchmarks, appended as `IdeaScored` without a scorer: each dimension's score and the overall
// follow from `seed`, so different seeds spread over the whole range.
import { SCORE_DIMENSIONS, type Scorecard } from '../scorecard';
import type { IdeaScored } from '../scoring-events';

export function testScorecard(seed: number, overall = Math.abs(seed * 37) % 101): Scorecard {
  const dimensions = Object.fromEntries(
    SCORE_DIMENSIONS.map((dimension, index) => [dimension, { score: 1 + (Math.abs(seed + index * 3) % 10), reason: `${dimension} reason ${seed}` }]),
  ) as Scorecard['dimensions'];
  return {
    dimensions,
    overall,
    verdict: `Verdict ${seed}`,
    redFlags: [`red flag ${seed}`],
    greenLights: [`green light ${seed}`, `second light ${seed}`],
    marketSizing: { tam: 5e9, sam: 1e9, som: 5e7, currency: 'USD', assumptions: [`TAM from the market size of idea ${seed}`] },
  };
}

/** An `IdeaScored` event's data for `ideaId` under `rubricVersion`. */
export function testIdeaScored(ideaId: number, rubricVersion: number, scorecard: Scorecard, at: string): IdeaScored['data'] {
  return {
    ideaId,
    rubricVersion,
    scorecard,
    fieldsHash: 'f'.repeat(64),
    promptHash: `${rubricVersion}`.padStart(64, '0'),
    provider: 'local',
    model: 'local-scorer',
    tokensIn: 900,
    tokensOut: 400,
    at,
  };
}
