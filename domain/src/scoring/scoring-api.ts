// The scoring rubric's versions, one contract each (shared/api-contract.ts), ADMIN only: the versions with their
// projected re-scoring cost, a re-scoring job for a draft, the two versions' distributions side by side, and the
// switch or the discard (docs/product.md "Scores and market sizing").
import { z } from 'zod';
import { apiContract, commandAnswer, pathId } from '../shared/api-contract';
import { text } from '../shared/text';
import { SCORE_DIMENSIONS } from './scorecard';

export const RUBRIC_VERSION_NOT_FOUND = 'Rubric version not found';

export const rubricVersionViewSchema = z.object({
  version: z.number(),
  status: z.enum(['active', 'draft', 'discarded', 'retired']),
  promptHash: text(),
  createdAt: text().nullable(),
  /** Ideas holding a score under this version, of `ideaCount` scorable ideas. */
  scored: z.number(),
  ideaCount: z.number(),
  /** What scoring every scorable idea under this version costs at the token prices of Batch-Runs. */
  projected: z.object({ tokensIn: z.number(), tokensOut: z.number(), dollars: z.number() }),
  /** The running re-scoring job, when one runs. */
  jobId: text().nullable(),
});
export type RubricVersionView = z.infer<typeof rubricVersionViewSchema>;

/** Ten buckets of a dimension's scores 1..10 (index 0 = score 1); `overall` in ten buckets of ten points. */
const histogram = z.array(z.number()).length(10);
const distribution = z.object({
  scored: z.number(),
  overall: histogram,
  dimensions: z.object(Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, histogram])) as Record<(typeof SCORE_DIMENSIONS)[number], typeof histogram>),
  meanOverall: z.number().nullable(),
});

export const rubricComparisonSchema = z.object({
  active: z.object({ version: z.number() }).extend(distribution.shape),
  candidate: z.object({ version: z.number() }).extend(distribution.shape),
  /** The ideas scored under both whose overall moved most, largest move first (at most 20). */
  movedMost: z.array(z.object({ ideaId: z.number(), title: text(), active: z.number(), candidate: z.number() })),
});
export type RubricComparison = z.infer<typeof rubricComparisonSchema>;

const versionParams = z.object({ version: pathId(RUBRIC_VERSION_NOT_FOUND) });

export const scoringApi = {
  versions: apiContract({
    method: 'GET',
    path: '/api/admin/scoring/rubrics',
    tag: 'admin scoring',
    summary: "The scoring rubric's versions: the active one, drafts, and what re-scoring costs",
    access: 'ADMIN',
    responses: { 200: z.object({ versions: z.array(rubricVersionViewSchema) }) },
  }),
  rescore: apiContract({
    method: 'POST',
    path: '/api/admin/scoring/rubrics/:version/rescore',
    tag: 'admin scoring',
    summary: 'Starts a job scoring every scorable idea under a draft version (the marketplace keeps the active scores)',
    access: 'ADMIN',
    params: versionParams,
    responses: { 202: commandAnswer({ jobId: text(), status: z.literal('running'), statusUrl: text() }) },
    errors: [409],
  }),
  compare: apiContract({
    method: 'GET',
    path: '/api/admin/scoring/rubrics/:version/compare',
    tag: 'admin scoring',
    summary: "A version's score distributions beside the active version's, and the ideas that moved most",
    access: 'ADMIN',
    params: versionParams,
    responses: { 200: rubricComparisonSchema },
  }),
  activate: apiContract({
    method: 'POST',
    path: '/api/admin/scoring/rubrics/:version/activate',
    tag: 'admin scoring',
    summary: 'Makes a draft version the one the marketplace shows',
    access: 'ADMIN',
    params: versionParams,
    responses: { 200: commandAnswer({ message: text(), version: z.number() }) },
    errors: [409],
  }),
  discard: apiContract({
    method: 'POST',
    path: '/api/admin/scoring/rubrics/:version/discard',
    tag: 'admin scoring',
    summary: 'Sets a draft version aside (its scores stay in the store)',
    access: 'ADMIN',
    params: versionParams,
    responses: { 200: commandAnswer({ message: text(), version: z.number() }) },
    errors: [409],
  }),
};
