// Scores through the whole platform: the score on every card under the active rubric version, the `score` sort and
// the minimum-score filter, the scorecard and market sizing of one idea behind the premium gate, a switch of version
// reaching every card, a discarded version kept, and the admin's rubric reads. The scoring events are appended as the
// scoring commands record them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { ideasApi } from '@app/domain/ideas/ideas-api';
import type { IdeaPage } from '@app/domain/ideas/idea-view';
import { ideaScoreOf, SCORE_DIMENSIONS } from '@app/domain/scoring/scorecard';
import { RUBRIC_VERSION_NOT_FOUND, scoringApi } from '@app/domain/scoring/scoring-api';
import { SCORING_RUBRIC_STREAM } from '@app/domain/scoring/scoring-events';
import { testIdeaScored, testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
import { openCatalogTestKit, type Caller, type CatalogTestKit } from './catalog-test-kit';

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 12));

let kit: CatalogTestKit;
const ids: Record<string, number> = {};
/** The overall each idea gets under versions 2 and 3 (D is never scored). */
const V2: Record<string, number> = { A: 60, B: 85, C: 40, E: 75, F: 72 };
const V3: Record<string, number> = { A: 10, B: 90, E: 75 };

const score = (letter: string, version: number, overall: number) =>
  kit.append(ideaStreamId(ids[letter]!), [{ type: 'IdeaScored', data: testIdeaScored(ids[letter]!, version, testScorecard(ids[letter]! * 10 + version, overall), new Date().toISOString()) }]);
const rubric = (type: string, data: object) => kit.append(SCORING_RUBRIC_STREAM, [{ type, data: { ...data, at: new Date().toISOString() } }]);

beforeAll(async () => {
  kit = await openCatalogTestKit();
  ids.A = await kit.createIdea({ title: 'Ledger Books', createdAt: day(1) });
  ids.B = await kit.createIdea({ title: 'Farm Sensor', type: 'PREMIUM', createdAt: day(2) });
  ids.C = await kit.createIdea({ title: 'Clinic Queue', stamp: 'Top Picks', createdAt: day(3) });
  ids.D = await kit.createIdea({ title: 'Tax Bot', createdAt: day(4) });
  ids.E = await kit.createIdea({ title: 'Drone Radar', createdAt: day(5) });
  // Scored but not published: counted for the admin, never listed.
  ids.F = await kit.createIdea({ title: 'Hidden Draft', published: false, createdAt: day(6) });
  await rubric('RubricVersionDrafted', { version: 2, promptHash: 'b'.repeat(64) });
  for (const [letter, overall] of Object.entries(V2)) await score(letter, 2, overall);
});

afterAll(() => kit?.close());

async function list(query: string, as?: Caller): Promise<IdeaPage> {
  return ideasApi.list.responses[200].parse(await kit.get<unknown>(`/api/ideas${query ? `?${query}` : ''}`, as));
}
const letterOf = (id: number) => Object.entries(ids).find(([, known]) => known === id)?.[0] ?? `#${id}`;
async function letters(query: string): Promise<string[]> {
  return (await list(query)).ideas.map((idea) => letterOf(idea.id));
}
async function one(letter: string, as?: Caller) {
  return ideasApi.one.responses[200].parse(await kit.get<unknown>(`/api/ideas/${ids[letter]}`, as)).idea;
}
async function overallScores(): Promise<Record<string, number | null>> {
  const page = await list('sort=score');
  return Object.fromEntries(page.ideas.map((idea) => [letterOf(idea.id), idea.score?.overall ?? null]));
}

describe('scores on the marketplace', () => {
  it("shows no draft's score while it is a draft", async () => {
    for (const idea of (await list('')).ideas) expect(idea.score?.rubricVersion ?? 1).toBe(1);
  });

  it('shows the active version on every card once it is switched (one event)', async () => {
    await rubric('RubricVersionActivated', { version: 2, previous: 1 });
    const page = await list('');
    for (const idea of page.ideas) {
      const letter = letterOf(idea.id);
      expect(idea.score).toEqual(letter === 'D' ? null : ideaScoreOf(testScorecard(idea.id * 10 + 2, V2[letter]), 2));
    }
  });

  it('sorts by score, highest first, after the stamps; the unscored last', async () => {
    expect(await letters('sort=score')).toEqual(['C', 'B', 'E', 'A', 'D']);
  });

  it('filters by a minimum score, leaving out the unscored', async () => {
    expect(await letters('sort=score&minScore=70')).toEqual(['B', 'E']);
    expect(await letters('sort=score&minScore=75')).toEqual(['B', 'E']);
    expect(await letters('sort=score&minScore=76')).toEqual(['B']);
    expect(await letters('minScore=0')).toEqual(['C', 'E', 'B', 'A']);
    expect(await letters('minScore=100')).toEqual([]);
    expect((await list('minScore=60&type=PREMIUM')).pagination.counts.total).toBe(1);
  });

  it('refuses a minimum score that is not a whole number from 0 to 100, and an unknown sort', async () => {
    for (const value of ['-1', '101', '7.5', 'high', '1e2']) {
      const response = await kit.request('GET', `/api/ideas?minScore=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('minScore must be a whole number from 0 to 100');
    }
    const sort = await kit.request('GET', '/api/ideas?sort=best');
    expect(sort.statusCode).toBe(400);
    expect(sort.json<{ message: string }>().message).toContain('score');
  });

  it('answers one idea with its scorecard and market sizing; the reasons, flags and lights are premium content', async () => {
    const scorecard = testScorecard(ids.B! * 10 + 2, V2.B);
    const reasons = Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, scorecard.dimensions[dimension].reason]));
    const full = { ...ideaScoreOf(scorecard, 2), verdict: scorecard.verdict, reasons, redFlags: scorecard.redFlags, greenLights: scorecard.greenLights };
    const locked = await one('B');
    expect(locked.locked).toBe(true);
    expect(locked.score).toEqual({ ...full, reasons: null, redFlags: null, greenLights: null });
    expect(locked.marketSizing).toEqual(scorecard.marketSizing);
    expect((await one('B', 'PREMIUM')).score).toEqual(full);
    expect((await one('B', 'PRO')).score).toEqual(full);
    const { hash } = await kit.get<{ hash: string }>(`/api/ideas/${ids.B}/hash`, 'PREMIUM');
    const shared = ideasApi.validateHash.responses[200].parse(await kit.get<unknown>(`/api/ideas/${ids.B}/validate-hash?hash=${hash}`));
    expect(shared.idea?.score).toEqual(full);
    expect(shared.idea?.marketSizing).toEqual(scorecard.marketSizing);
    expect(await one('D')).toMatchObject({ score: null, marketSizing: null });
  });

  it('keeps the served scores when a new version is drafted, scored and discarded', async () => {
    const before = await overallScores();
    await rubric('RubricVersionDrafted', { version: 3, promptHash: 'c'.repeat(64) });
    for (const [letter, overall] of Object.entries(V3)) await score(letter, 3, overall);
    await rubric('RubricVersionDiscarded', { version: 3 });
    expect(await overallScores()).toEqual(before);
  });
});

describe("the admin's rubric reads", () => {
  it('lists the versions with status, scored count, the scorable ideas and the projected cost', async () => {
    const { versions } = scoringApi.versions.responses[200].parse(await kit.get<unknown>('/api/admin/scoring/rubrics', 'ADMIN'));
    expect(versions.map((row) => [row.version, row.status, row.scored, row.ideaCount, row.jobId])).toEqual([
      [3, 'discarded', 3, 6, null],
      [2, 'active', 5, 6, null],
      [1, 'retired', 0, 6, null],
    ]);
    expect(versions[0]).toMatchObject({ promptHash: 'c'.repeat(64), createdAt: expect.any(String) });
    const { projected } = versions[0]!;
    expect(projected.tokensIn).toBeGreaterThan(6 * 30);
    expect(projected.tokensOut).toBeGreaterThan(6 * 50);
    expect(projected.dollars).toBeCloseTo((projected.tokensIn * 3 + projected.tokensOut * 12) / 1e6, 10);
  });

  it("compares a version's distributions with the active one's, and lists the ideas that moved most", async () => {
    const comparison = scoringApi.compare.responses[200].parse(await kit.get<unknown>('/api/admin/scoring/rubrics/3/compare', 'ADMIN'));
    expect(comparison.active).toMatchObject({ version: 2, scored: 5, meanOverall: (60 + 85 + 40 + 75 + 72) / 5 });
    expect(comparison.active.overall).toEqual([0, 0, 0, 0, 1, 0, 1, 2, 1, 0]);
    expect(comparison.candidate).toMatchObject({ version: 3, scored: 3, overall: [0, 1, 0, 0, 0, 0, 0, 1, 0, 1] });
    for (const dimension of SCORE_DIMENSIONS) {
      expect(comparison.active.dimensions[dimension].reduce((sum, n) => sum + n, 0)).toBe(5);
      expect(comparison.candidate.dimensions[dimension].reduce((sum, n) => sum + n, 0)).toBe(3);
    }
    const opportunity = testScorecard(ids.A! * 10 + 3, 10).dimensions.opportunity.score;
    expect(comparison.candidate.dimensions.opportunity[opportunity - 1]).toBeGreaterThan(0);
    expect(comparison.movedMost).toEqual([
      { ideaId: ids.A, title: 'Ledger Books', active: 60, candidate: 10 },
      { ideaId: ids.B, title: 'Farm Sensor', active: 85, candidate: 90 },
      { ideaId: ids.E, title: 'Drone Radar', active: 75, candidate: 75 },
    ]);
  });

  it('answers 404 for a version that does not exist', async () => {
    for (const version of ['99', 'abc']) {
      const response = await kit.request('GET', `/api/admin/scoring/rubrics/${version}/compare`, { as: 'ADMIN' });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(RUBRIC_VERSION_NOT_FOUND);
    }
  });
});
