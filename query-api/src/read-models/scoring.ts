// Reads of the catalog's scores for the admin's scoring screens (docs/product.md "Scores and market sizing"): the
// rubric's versions with what re-scoring every scorable idea would cost, and two versions' distributions side by
// side. Scorable ideas are the platform's ideas not deleted. Everything is counted in SQL: 100,000 ideas' scorecards
// never travel to the API.
import { sql, type Kysely } from 'kysely';
import { INPUT_DOLLARS_PER_MILLION, OUTPUT_DOLLARS_PER_MILLION } from '@app/domain/jobs/job-view';
import { SCORE_DIMENSIONS } from '@app/domain/scoring/scorecard';
import type { RubricComparison, RubricVersionView } from '@app/domain/scoring/scoring-api';
import { estimateTokens } from '@app/infra/ai/ai-generator';
import type { QueryApiDatabase } from './query-api-database';

type Db = Kysely<QueryApiDatabase>;

/** Tokens a scorecard takes when no idea has been scored yet to measure one (seven reasons, flags, lights, sizing). */
export const SCORECARD_TOKENS_UNMEASURED = 600;
/** The idea's fields a scorer reads, as `estimateTokens` counts them (≈ 4 characters a token). */
const SCORED_FIELDS = sql`
  length(i.title) + length(i.description) + length(i.category) + length(i.market_size) + length(i.business_model)
  + length(i.competition) + length(i.problem) + length(i.solution) + length(i.differentiation) + length(i.go_to_market)
  + length(i.revenue) + length(i.timeline) + length(i.team_size) + length(array_to_string(i.technologies, ', '))
  + length(i.country)`;
const SCORABLE = sql`i.deleted_at IS NULL AND (i.source = 'FD' OR NOT i.private)`;

/** Newest version first, each with its scored count and its projected re-scoring cost under `scoringPrompt`. */
export async function listRubricVersions(db: Db, scoringPrompt: string): Promise<RubricVersionView[]> {
  const [versions, catalog, jobs] = await Promise.all([
    sql<{ version: number; status: RubricVersionView['status']; prompt_hash: string | null; created_at: Date | null; scored: string }>`
      SELECT v.version, v.status, v.prompt_hash, v.created_at,
        (SELECT count(*) FROM read.idea_scores s JOIN read.ideas i ON i.id = s.idea_id WHERE s.rubric_version = v.version AND ${SCORABLE}) AS scored
      FROM read.rubric_versions v
      ORDER BY v.version DESC`.execute(db),
    sql<{ ideas: string; field_tokens: string | null; scorecard_tokens: string | null }>`
      SELECT
        (SELECT count(*) FROM read.ideas i WHERE ${SCORABLE}) AS ideas,
        (SELECT sum(ceil((${SCORED_FIELDS}) / 4.0)) FROM read.ideas i WHERE ${SCORABLE}) AS field_tokens,
        (SELECT ceil(avg(length(s.scorecard::text)) / 4.0) FROM read.idea_scores s) AS scorecard_tokens`.execute(db),
    // A running re-scoring job names its version in its request.
    sql<{ id: string; version: number }>`
      SELECT id, (request->>'rubricVersion')::int AS version FROM read.jobs
      WHERE status = 'running' AND kind = 'score-ideas' ORDER BY created_at`.execute(db),
  ]);
  const { ideas, field_tokens, scorecard_tokens } = catalog.rows[0]!;
  const ideaCount = Number(ideas);
  const tokensIn = ideaCount * estimateTokens(scoringPrompt) + Number(field_tokens ?? 0);
  const tokensOut = ideaCount * (scorecard_tokens === null ? SCORECARD_TOKENS_UNMEASURED : Number(scorecard_tokens));
  const dollars = (tokensIn * INPUT_DOLLARS_PER_MILLION + tokensOut * OUTPUT_DOLLARS_PER_MILLION) / 1_000_000;
  const jobOf = new Map(jobs.rows.map((job) => [job.version, job.id]));
  return versions.rows.map((row) => ({
    version: row.version,
    status: row.status,
    // The first version is named by the first score given under it.
    promptHash: row.prompt_hash ?? '',
    createdAt: row.created_at?.toISOString() ?? null,
    scored: Number(row.scored),
    ideaCount,
    projected: { tokensIn, tokensOut, dollars },
    jobId: jobOf.get(row.version) ?? null,
  }));
}

/** The version the marketplace shows, and whether `version` exists. */
export async function rubricVersionsOf(db: Db, version: number): Promise<{ active: number; exists: boolean }> {
  const { rows } = await sql<{ active: number; exists: boolean }>`
    SELECT active_rubric AS active, EXISTS (SELECT 1 FROM read.rubric_versions WHERE version = ${version}) AS exists FROM read.catalog_meta`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('read.catalog_meta has no row');
  return row;
}

const MOVED_MOST = 20;
const emptyHistogram = () => Array.from({ length: 10 }, () => 0);

/** `candidate`'s distributions beside `active`'s, over the scorable ideas, and the ideas that moved most. */
export async function compareRubricVersions(db: Db, active: number, candidate: number): Promise<RubricComparison> {
  const versions = [active, candidate];
  const [overall, dimensions, moved] = await Promise.all([
    sql<{ version: number; bucket: number; n: string; total: string; mean: number }>`
      SELECT s.rubric_version AS version, least(s.overall / 10, 9) AS bucket, count(*) AS n,
        sum(count(*)) OVER (PARTITION BY s.rubric_version) AS total,
        (sum(sum(s.overall)) OVER (PARTITION BY s.rubric_version)) / (sum(count(*)) OVER (PARTITION BY s.rubric_version)) AS mean
      FROM read.idea_scores s JOIN read.ideas i ON i.id = s.idea_id
      WHERE s.rubric_version = ANY(${versions}::int[]) AND ${SCORABLE}
      GROUP BY 1, 2`.execute(db),
    sql<{ version: number; dimension: string; score: number; n: string }>`
      SELECT s.rubric_version AS version, d.dimension::int AS dimension, d.score, count(*) AS n
      FROM read.idea_scores s JOIN read.ideas i ON i.id = s.idea_id, unnest(s.dimensions) WITH ORDINALITY AS d(score, dimension)
      WHERE s.rubric_version = ANY(${versions}::int[]) AND ${SCORABLE}
      GROUP BY 1, 2, 3`.execute(db),
    sql<{ idea_id: number; title: string; active: number; candidate: number }>`
      SELECT a.idea_id, i.title, a.overall AS active, c.overall AS candidate
      FROM read.idea_scores a
      JOIN read.idea_scores c ON c.idea_id = a.idea_id AND c.rubric_version = ${candidate}
      JOIN read.ideas i ON i.id = a.idea_id
      WHERE a.rubric_version = ${active} AND ${SCORABLE}
      ORDER BY abs(c.overall - a.overall) DESC, a.idea_id
      LIMIT ${MOVED_MOST}`.execute(db),
  ]);
  const distribution = (version: number) => {
    const histograms = Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, emptyHistogram()])) as RubricComparison['active']['dimensions'];
    const overallHistogram = emptyHistogram();
    let scored = 0;
    let meanOverall: number | null = null;
    for (const row of overall.rows) {
      if (row.version !== version) continue;
      overallHistogram[row.bucket] = Number(row.n);
      scored = Number(row.total);
      meanOverall = Number(row.mean);
    }
    for (const row of dimensions.rows) {
      if (row.version === version) histograms[SCORE_DIMENSIONS[Number(row.dimension) - 1]!][row.score - 1] = Number(row.n);
    }
    return { version, scored, overall: overallHistogram, dimensions: histograms, meanOverall };
  };
  return {
    active: distribution(active),
    candidate: distribution(candidate),
    movedMost: moved.rows.map((row) => ({ ideaId: row.idea_id, title: row.title, active: row.active, candidate: row.candidate })),
  };
}
