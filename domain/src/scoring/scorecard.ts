// An idea's scorecard (docs/product.md "Scores and market sizing"): seven dimensions scored 1-10, each with a
// one-sentence reason citing the idea's own facts, an overall 0-100 with a verdict, up to three red flags and three
// green lights, and the market's size as TAM, SAM and SOM with the assumptions they rest on. The AI port returns
// exactly `scorecardSchema` (the OpenAI provider as structured output, checked with this schema; the local provider
// computed from the idea's fields), and the `IdeaScored` event records it.
import { z } from 'zod';
import { text } from '../shared/text';

export const SCORE_DIMENSIONS = ['opportunity', 'problem', 'feasibility', 'whyNow', 'revenue', 'goToMarket', 'competition'] as const;
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];

/** What each dimension asks; `competition` is 10 when the field is least crowded. */
export const DIMENSION_LABELS: Record<ScoreDimension, string> = {
  opportunity: 'Opportunity',
  problem: 'Problem severity',
  feasibility: 'Feasibility',
  whyNow: 'Why now',
  revenue: 'Revenue potential',
  goToMarket: 'Go-to-market',
  competition: 'Competition (10 = least crowded)',
};

export const MAX_FLAGS = 3;
export const MAX_ASSUMPTIONS = 6;

const dimensionScore = z.number().int().min(1).max(10);
const dimensionMark = z.object({ score: dimensionScore, reason: text() });

/** Amounts in `currency` (ISO 4217, 'USD' unless the idea's text names another); tam ≥ sam ≥ som ≥ 0. */
export const marketSizingSchema = z
  .object({
    tam: z.number().nonnegative(),
    sam: z.number().nonnegative(),
    som: z.number().nonnegative(),
    currency: text().regex(/^[A-Z]{3}$/),
    /** Each amount's source or assumption, in a sentence: 'TAM from the idea's market size ($4.2B)'. */
    assumptions: z.array(text()).min(1).max(MAX_ASSUMPTIONS),
  })
  .refine((sizing) => sizing.tam >= sizing.sam && sizing.sam >= sizing.som, { message: 'TAM ≥ SAM ≥ SOM' });
export type MarketSizing = z.infer<typeof marketSizingSchema>;

export const scorecardSchema = z.object({
  dimensions: z.object({
    opportunity: dimensionMark,
    problem: dimensionMark,
    feasibility: dimensionMark,
    whyNow: dimensionMark,
    revenue: dimensionMark,
    goToMarket: dimensionMark,
    competition: dimensionMark,
  }),
  overall: z.number().int().min(0).max(100),
  /** One short sentence. */
  verdict: text(),
  redFlags: z.array(text()).max(MAX_FLAGS),
  greenLights: z.array(text()).max(MAX_FLAGS),
  marketSizing: marketSizingSchema,
});
export type Scorecard = z.infer<typeof scorecardSchema>;

const dimensionScores = z.object({
  opportunity: dimensionScore,
  problem: dimensionScore,
  feasibility: dimensionScore,
  whyNow: dimensionScore,
  revenue: dimensionScore,
  goToMarket: dimensionScore,
  competition: dimensionScore,
});

/** `GET /api/ideas`: what a card shows. Null while the idea has no score under the active rubric. */
export const ideaScoreSchema = z.object({
  overall: z.number().int().min(0).max(100),
  dimensions: dimensionScores,
  rubricVersion: z.number().int().positive(),
});
export type IdeaScore = z.infer<typeof ideaScoreSchema>;

/**
 * `GET /api/ideas/{id}`: the card's score with the verdict and the reasons. The reasons, flags and lights are premium
 * content: null for a viewer the premium gate keeps out (the idea's `locked`).
 */
export const ideaScoreDetailSchema = ideaScoreSchema.extend({
  verdict: text(),
  reasons: z
    .object({
      opportunity: text(),
      problem: text(),
      feasibility: text(),
      whyNow: text(),
      revenue: text(),
      goToMarket: text(),
      competition: text(),
    })
    .nullable(),
  redFlags: z.array(text()).nullable(),
  greenLights: z.array(text()).nullable(),
});
export type IdeaScoreDetail = z.infer<typeof ideaScoreDetailSchema>;

/** The card's score from a scorecard. */
export function ideaScoreOf(scorecard: Scorecard, rubricVersion: number): IdeaScore {
  const dimensions = Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, scorecard.dimensions[dimension].score]));
  return { overall: scorecard.overall, dimensions: dimensions as IdeaScore['dimensions'], rubricVersion };
}
