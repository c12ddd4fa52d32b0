import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { openAs } from '../support/sessions';
import { expect, test } from './fixtures';

// The trends screens' momentum and links against the real seeded server (docs/features.md "Momentum"): each trend
// card's idea count and 30-day sparkline on /exploration; on /trends/{id} the chart of its ideas' activity with its
// table, idea cards that open the idea's page, and 'View All Ideas' opening the marketplace on the trend's ideas only;
// at 1280 and 390 px, with screenshots.

interface Trend {
  id: number;
  title: string;
  ideaCount: number;
}

async function trendWithIdeas(request: APIRequestContext): Promise<Trend> {
  const response = await request.get('/api/trends');
  expect(response.ok()).toBe(true);
  const { trends } = (await response.json()) as { trends: Trend[] };
  const trend = trends.find((candidate) => candidate.ideaCount > 1);
  expect(trend, 'a seeded trend with ideas').toBeDefined();
  return trend!;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
}

const trendCard = (page: Page, title: string) =>
  page.getByRole('tabpanel').getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('trend cards show their idea count and a 30-day sparkline', async ({ page }, testInfo) => {
      const trend = await trendWithIdeas(page.request);
      await page.goto('/exploration');
      const card = trendCard(page, trend.title);
      await expect(card).toContainText(`${trend.ideaCount} ideas`);
      await expect(card.getByRole('img', { name: /^Its ideas' activity, last 30 days: \d/ })).toBeVisible();
      await expect(card.locator('svg.sparkline-drawing')).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, testInfo, `trend-cards-${viewport.width}`);
    });

    test("a trend's page charts its ideas' activity, opens an idea, and View All Ideas keeps the trend", async ({ page }, testInfo) => {
      const trend = await trendWithIdeas(page.request);
      await openAs(page, 'free', `/trends/${trend.id}`);
      await expect(page.getByRole('heading', { level: 1, name: trend.title })).toBeVisible();

      const activity = page.getByRole('region', { name: 'Activity' });
      await activity.locator('.chart-figure__plot').scrollIntoViewIfNeeded();
      await expect(activity.locator('.recharts-wrapper')).toBeVisible();
      await activity.getByRole('button', { name: 'Show table' }).click();
      await expect(activity.getByRole('table', { name: "Its ideas' activity, last 30 days" }).getByRole('row')).toHaveCount(31);
      await screenshot(page, testInfo, `trend-page-${viewport.width}`);

      // An idea card opens the idea's page; Back returns to the trend.
      const ideaCards = page.locator('.trend-ideas-grid').getByRole('article');
      await expect(ideaCards).toHaveCount(trend.ideaCount);
      const title = (await ideaCards.first().getByRole('heading').textContent())!.trim();
      await ideaCards.first().getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/marketplace\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: trend.title })).toBeVisible();

      // 'View All Ideas': the marketplace with this trend's ideas only, said so, and one click away from all ideas.
      await page.getByRole('link', { name: 'View All Ideas' }).click();
      await expect(page).toHaveURL(new RegExp(`/marketplace\\?trendId=${trend.id}$`));
      await expect(page.getByText('Showing the ideas of one trend.')).toBeVisible();
      await expect(page.locator('.marketplace__count')).toHaveText(`Showing ${trend.ideaCount} / ${trend.ideaCount}`);
      await expect(page.getByRole('list', { name: 'Ideas' }).getByRole('heading', { name: title, exact: true })).toBeVisible();
      await screenshot(page, testInfo, `view-all-ideas-${viewport.width}`);
      await page.getByRole('button', { name: 'Show all ideas' }).click();
      await expect(page).toHaveURL(/\/marketplace$/);
      await expect(page.getByText('Showing the ideas of one trend.')).toHaveCount(0);
    });
  });
}
