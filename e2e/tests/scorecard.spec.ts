import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { SITE_ORIGIN, openAs, openWithToken, tokenFor } from '../support/sessions';
import { expect, test } from './fixtures';

// What a founder sees of the scores, market sizing and momentum against the real seeded server (docs/features.md
// "Scores", "Market sizing", "Momentum"): the score badge, country and sparkline on cards, the 'Highest Score' and
// 'Trending' sorts and the minimum-score filter kept in the address, the Country filter's order, the scorecard and
// market sizing in the idea dialog and on /marketplace/{id} (a locked premium idea keeps its numbers and shows the
// upgrade notice for its reasons), the idea's momentum chart, the scorecard of a saved platform idea in the
// workspace, and a member's public idea scored once published (its page, its creator's workspace); at 1280 and 390 px,
// with screenshots.

interface Score {
  overall: number;
  dimensions: Record<string, number>;
  verdict?: string;
  reasons?: Record<string, string> | null;
}

interface Idea {
  id: number;
  title: string;
  type: 'FREE' | 'PREMIUM';
  source: string;
  country: string;
  locked: boolean;
  score: Score | null;
  marketSizing?: { tam: number; assumptions: string[] } | null;
}

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

const listed = async (request: APIRequestContext, query: string, token?: string) =>
  (await getJson<{ ideas: Idea[] }>(request, `/api/ideas?${query}`, token)).ideas;

/** The seed is scored at first start, in the background: the tests of scores wait until the best idea of each type has one. */
async function waitForScores(request: APIRequestContext): Promise<void> {
  test.setTimeout(150_000);
  for (const type of ['FREE', 'PREMIUM']) {
    await expect.poll(async () => (await listed(request, `sort=score&type=${type}&limit=1`))[0]?.score?.overall ?? null, { timeout: 90_000 }).not.toBeNull();
  }
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Ideas' }).getByRole('article');
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const filter = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const SCORE_NAME = /^Score (\d+) out of 100$/;

/** The overall scores the visible cards show, in order. */
async function cardScores(page: Page): Promise<number[]> {
  const names = await cards(page).getByRole('img', { name: SCORE_NAME }).evaluateAll((badges) => badges.map((badge) => badge.getAttribute('aria-label') ?? ''));
  return names.map((name) => Number(SCORE_NAME.exec(name)?.[1]));
}

/** The scorecard's checks, wherever it shows: the overall, the chart drawn, its table of seven dimensions. */
async function expectScorecard(page: Page, scope: ReturnType<Page['locator']>, score: Score) {
  const scorecard = scope.getByRole('region', { name: 'Scorecard' });
  await expect(scorecard.getByRole('img', { name: `Score ${score.overall} out of 100` })).toBeVisible();
  // A chart is drawn when it comes near the screen.
  await scorecard.locator('.chart-figure__plot').scrollIntoViewIfNeeded();
  await expect(scorecard.locator('.recharts-wrapper')).toBeVisible();
  await scorecard.getByRole('button', { name: 'Show table' }).click();
  await expect(scorecard.getByRole('table', { name: 'Dimensions' }).getByRole('row')).toHaveCount(8);
  return scorecard;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('cards show the score, the country and a sparkline; Highest Score and the minimum score narrow and order them', async ({ page }, testInfo) => {
      await waitForScores(page.request);
      await page.goto('/marketplace');
      const first = cards(page).first();
      await expect(first.getByRole('img', { name: /^Activity, last 30 days: / })).toBeVisible();
      await expect(first.locator('.idea-card__country')).toHaveText(/^Country: \S/);
      await first.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `cards-${viewport.width}`);

      // The sort select offers the two new orders; each is kept in the address.
      await filter(page, 'Sort by').selectOption({ label: 'Highest Score' });
      await expect(page).toHaveURL(/[?&]sort=score/);
      const best = await listed(page.request, 'sort=score&limit=3');
      await expect(cards(page).first().getByRole('heading')).toHaveText(best[0]!.title);
      const scores = await cardScores(page);
      expect(scores.length).toBeGreaterThan(1);
      // Stamped ideas come first (as in every sort), so the scores fall only within the unstamped run.
      expect(scores[0]).toBe(best[0]!.score!.overall);

      await filter(page, 'Min. Score').selectOption({ label: '70+' });
      await expect(page).toHaveURL(/[?&]minScore=70/);
      await expect(cards(page).first()).toBeVisible();
      for (const score of await cardScores(page)) expect(score).toBeGreaterThanOrEqual(70);
      const total = (await getJson<{ pagination: { counts: { total: number } } }>(page.request, '/api/ideas?minScore=70&limit=1')).pagination.counts.total;
      await expect(page.locator('.marketplace__count')).toHaveText(new RegExp(`/ ${total}$`));
      await screenshot(page, testInfo, `highest-score-70-${viewport.width}`);

      // A reload shows the same list.
      await page.reload();
      await expect(filter(page, 'Sort by')).toHaveValue('score');
      await expect(filter(page, 'Min. Score')).toHaveValue('70');
    });

    test("the Trending sort follows the server's order", async ({ page }, testInfo) => {
      await page.goto('/marketplace');
      // Trending moves as other tests open ideas: the cards are checked against the answer this page received.
      const answer = page.waitForResponse((response) => /\/api\/ideas\?.*sort=trending/.test(response.url()));
      await filter(page, 'Sort by').selectOption({ label: 'Trending' });
      await expect(page).toHaveURL(/[?&]sort=trending/);
      const { ideas } = (await (await answer).json()) as { ideas: Idea[] };
      await expect(cards(page).first().getByRole('heading')).toHaveText(ideas[0]!.title);
      await expect(cards(page).nth(1).getByRole('heading')).toHaveText(ideas[1]!.title);
      await expect(cards(page).first().getByRole('img', { name: /^Activity, last 30 days: / })).toBeVisible();
      await screenshot(page, testInfo, `trending-${viewport.width}`);
    });

    test("the Country filter lists the country's ideas, then its region's, then Global", async ({ page }, testInfo) => {
      const answer = await listed(page.request, 'country=Kenya&limit=100');
      const rank = (country: string) => (country.split(/,\s*/).includes('Kenya') ? 0 : country === 'Global' ? 2 : 1);
      const ranks = answer.map((idea) => rank(idea.country));
      expect(ranks, 'the answer is ordered country, region, Global').toEqual([...ranks].sort((a, b) => a - b));
      await page.goto('/marketplace?country=Kenya');
      const first = answer[0]!;
      await expect(cards(page).first().getByRole('heading')).toHaveText(first.title);
      await expect(cards(page).first().locator('.idea-card__country')).toHaveText(`Country: ${first.country}`);
      await cards(page).first().scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `country-kenya-${viewport.width}`);
    });

    test('the idea dialog and the idea page show the scorecard, the market sizing and the momentum', async ({ page }, testInfo) => {
      await waitForScores(page.request);
      const token = await tokenFor(page.request, 'free');
      const [free] = await listed(page.request, 'sort=score&type=FREE&limit=1', token);
      const detail = (await getJson<{ idea: Idea }>(page.request, `/api/ideas/${free!.id}`, token)).idea;

      await openWithToken(page, token, `/marketplace?search=${encodeURIComponent(free!.title)}`);
      await cardOf(page, free!.title).getByRole('button', { name: 'Learn More' }).click();
      const dialog = page.getByRole('dialog', { name: free!.title });
      const scorecard = await expectScorecard(page, dialog, detail.score!);
      await expect(scorecard.getByText(detail.score!.verdict!)).toBeVisible();
      await expect(scorecard.getByRole('definition').filter({ hasText: Object.values(detail.score!.reasons!)[0]! })).toBeVisible();
      if (detail.marketSizing) {
        const sizing = dialog.getByRole('region', { name: 'Market sizing' });
        await sizing.locator('.chart-figure__plot').scrollIntoViewIfNeeded();
        await expect(sizing.locator('.recharts-wrapper')).toBeVisible();
        await expect(sizing.getByRole('list', { name: 'Assumptions' }).getByRole('listitem')).toHaveCount(detail.marketSizing.assumptions.length);
      }
      await scorecard.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `dialog-scorecard-${viewport.width}`);

      await page.goto(`/marketplace/${free!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: free!.title })).toBeVisible();
      await expectScorecard(page, page.locator('main'), detail.score!);
      const momentum = page.getByRole('region', { name: 'Momentum' });
      await momentum.locator('.chart-figure__plot').scrollIntoViewIfNeeded();
      await expect(momentum.locator('.recharts-wrapper')).toBeVisible();
      await momentum.getByRole('button', { name: 'Show table' }).click();
      // Thirty days and the header row.
      await expect(momentum.getByRole('row')).toHaveCount(31);
      await momentum.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `idea-page-${viewport.width}`);
    });

    test('a locked premium idea keeps its numbers and offers the upgrade in place of its reasons', async ({ page }, testInfo) => {
      await waitForScores(page.request);
      const token = await tokenFor(page.request, 'free');
      const [premium] = await listed(page.request, 'sort=score&type=PREMIUM&limit=1', token);
      const detail = (await getJson<{ idea: Idea }>(page.request, `/api/ideas/${premium!.id}`, token)).idea;
      expect(detail.locked).toBe(true);
      expect(detail.score!.reasons).toBeNull();

      // A FREE member's Learn More on a premium card offers the upgrade; the idea's own page shows what is not locked.
      await openWithToken(page, token, `/marketplace/${premium!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: premium!.title })).toBeVisible();
      const scorecard = await expectScorecard(page, page.locator('main'), detail.score!);
      await expect(scorecard.getByRole('button', { name: 'Upgrade' })).toBeVisible();
      // One notice for the reasons and the body.
      await expect(page.locator('main').getByRole('button', { name: 'Upgrade' })).toHaveCount(1);
      await expect(scorecard.getByText('Red flags')).toHaveCount(0);
      await scorecard.getByRole('button', { name: 'Upgrade' }).scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `page-locked-${viewport.width}`);
    });
  });
}

test("the workspace shows a saved platform idea's scorecard", async ({ page }, testInfo) => {
  await waitForScores(page.request);
  const token = await tokenFor(page.request, 'pro');
  const [idea] = await listed(page.request, 'sort=score&type=FREE&source=FD&limit=1', token);
  const saved = await page.request.post(`/api/collections/${idea!.id}`, { headers: { Authorization: `Bearer ${token}`, ...SITE_ORIGIN } });
  // Saved now, or already saved (by another spec, or an earlier run of this one).
  expect([201, 409]).toContain(saved.status());

  await openAs(page, 'pro', '/workspace');
  await page.getByRole('button', { name: 'IdeaPlatform Ideas' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).first().getByRole('button', { name: idea!.title }).click();
  const panel = page.getByRole('article', { name: idea!.title });
  await expect(panel.getByRole('region', { name: 'Scorecard' }).getByRole('img', { name: `Score ${idea!.score!.overall} out of 100` })).toBeVisible();
  await screenshot(page, testInfo, 'workspace-scorecard-1280');
});

test("a member's public idea is scored: once published, its page and the creator's workspace show its scorecard", async ({ page }, testInfo) => {
  test.slow();
  const token = await tokenFor(page.request, 'pro');
  const generated = await page.request.post('/api/ideas/generate-ugi', {
    headers: { Authorization: `Bearer ${token}`, ...SITE_ORIGIN },
    data: { userContext: `Night-shift nurses swap shifts over group chats and double-book wards (${Date.now()}).`, isPrivate: false },
  });
  expect(generated.status()).toBe(201);
  const { idea } = (await generated.json()) as { idea: { id: number; copyId: number; title: string } };
  const admin = await tokenFor(page.request, 'admin');
  const published = await page.request.post('/api/admin/ideas/publish', { headers: { Authorization: `Bearer ${admin}`, ...SITE_ORIGIN }, data: { ideaIds: [idea.id] } });
  expect(published.ok()).toBe(true);
  // Scored by a job once public; listed once the catalog has the publication.
  const scoreNow = async () => {
    const response = await page.request.get(`/api/ideas/${idea.id}`, { headers: { Authorization: `Bearer ${token}` } });
    return response.ok() ? ((await response.json()) as { idea: Idea }).idea.score : `${response.status()}`;
  };
  const scored = async () => {
    const now = await scoreNow();
    return typeof now === 'object' && now !== null ? now : null;
  };
  await expect.poll(scored, { timeout: 30_000 }).not.toBeNull();
  const score = await scored();
  // The page's other reads (momentum, documents) answer from the catalog, which has the publication a moment later.
  for (const read of ['momentum', 'documents']) {
    await expect
      .poll(async () => (await page.request.get(`/api/ideas/${idea.id}/${read}`, { headers: { Authorization: `Bearer ${token}` } })).status(), { timeout: 30_000 })
      .toBe(200);
  }

  await openAs(page, 'pro', `/marketplace/${idea.id}`);
  const badge = `Score ${score!.overall} out of 100`;
  await expect(page.getByRole('region', { name: 'Scorecard' }).getByRole('img', { name: badge })).toBeVisible();
  await screenshot(page, testInfo, 'member-idea-page-1280');

  await page.goto(`/workspace?view=my-ideas&idea=${idea.copyId}`);
  const panel = page.getByRole('article', { name: idea.title });
  await expect(panel.getByRole('region', { name: 'Scorecard' }).getByRole('img', { name: badge })).toBeVisible();
  await screenshot(page, testInfo, 'member-idea-workspace-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByRole('region', { name: 'Scorecard' }).getByRole('img', { name: badge })).toBeVisible();
  await screenshot(page, testInfo, 'member-idea-workspace-390');
});
