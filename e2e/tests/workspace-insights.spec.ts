import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { openAs, SITE_ORIGIN, tokenFor } from '../support/sessions';
import { expect, test } from './fixtures';

// The workspace's Insights against the real server (docs/product.md "Analytics"): a PREMIUM member saves a
// marketplace idea, an admin then edits it, and the member's Insights show the edit under the idea with its 30-day
// activity, as the idea's own panel in the workspace does; a PRO member's public idea shows under the ideas they shared with its views and saves; a FREE member is
// offered the upgrade. At 1280 and 390 px.

interface Idea {
  id: number;
  title: string;
  wowFactor: string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: auth(token) });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** What the member sees from the top of the page (a full-page capture would draw the sticky header mid-page). */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
}

const insightsCard = (page: Page, title: string) => page.locator('.insights-card').filter({ has: page.getByText(title, { exact: true }) });

test('a PREMIUM member sees what an admin changed in an idea after they saved it', async ({ page, adminToken }, testInfo) => {
  test.slow();
  const token = await tokenFor(page.request, 'premium');
  const saved = await getJson<{ ideas: { originalId: number }[] }>(page.request, '/api/collections', token);
  const { ideas } = await getJson<{ ideas: Idea[] }>(page.request, '/api/ideas?type=FREE&limit=60', token);
  const idea = ideas.find((candidate) => !saved.ideas.some((copy) => copy.originalId === candidate.id));
  expect(idea, 'a free idea not saved yet').toBeDefined();
  const { id, title } = idea!;
  const full = await getJson<{ idea: Idea }>(page.request, `/api/admin/ideas/${id}`, adminToken);
  const before = full.idea.wowFactor;
  const after = `${before} Now with a waitlist of 400 founders (${testInfo.workerIndex}-${Date.now()}).`;

  expect((await page.request.post(`/api/collections/${id}`, { headers: { ...auth(token), ...SITE_ORIGIN } })).ok()).toBe(true);
  const edit = await page.request.put(`/api/admin/ideas/${id}`, { headers: { ...auth(adminToken), ...SITE_ORIGIN }, data: { wowFactor: after } });
  expect(edit.ok(), await edit.text()).toBe(true);
  try {
    await openAs(page, 'premium', '/workspace?view=insights');
    await expect(page.getByRole('button', { name: 'Insights' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Saved ideas' })).toBeVisible();
    const card = insightsCard(page, title);
    await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', /\/workspace\?idea=\d+$/);
    await expect(card).toContainText(/Score \d+\/100|Not scored yet/);
    await expect(card).toContainText(/Activity in the last 30 days: \d+/);
    await expect(card).toContainText('What changed since you saved it');
    await expect(card.locator('.saved-changes li').first()).toContainText(`Wow/Hook ${before} → ${after}`);
    // The sparkline, and the same figures as a table of the 30 days.
    await expect(card.locator('.insights-sparkline svg.sparkline-drawing')).toBeVisible();
    await card.getByRole('button', { name: 'Show table' }).click();
    await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(30);
    await card.getByRole('button', { name: 'Hide table' }).click();
    await screenshot(page, testInfo, 'insights-premium-1280');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card.locator('.saved-changes li').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    await screenshot(page, testInfo, 'insights-premium-390');

    // The idea's own panel in the workspace tells the same change, above its fields.
    await card.getByRole('link', { name: title }).click();
    const panel = page.getByRole('article', { name: title });
    await expect(panel.locator('.saved-changes li').first()).toContainText(`Wow/Hook ${before} → ${after}`);
    await screenshot(page, testInfo, 'saved-changes-panel-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(panel.getByRole('heading', { name: 'What changed since you saved it' })).toBeVisible();
    await screenshot(page, testInfo, 'saved-changes-panel-1280');
  } finally {
    await page.request.put(`/api/admin/ideas/${id}`, { headers: { ...auth(adminToken), ...SITE_ORIGIN }, data: { wowFactor: before } });
  }
});

test("a PRO member's public idea shows under the ideas they shared, with its views and saves per day", async ({ page }, testInfo) => {
  test.slow();
  const token = await tokenFor(page.request, 'pro');
  const generated = await page.request.post('/api/ideas/generate-ugi', {
    headers: { ...auth(token), ...SITE_ORIGIN },
    data: { userContext: `Night markets cannot tell vendors which stalls are free (${testInfo.workerIndex}-${Date.now()}).`, isPrivate: false },
  });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { idea } = (await generated.json()) as { idea: { title: string } };

  await openAs(page, 'pro', '/workspace?view=insights');
  const card = insightsCard(page, idea.title);
  await expect(card).toContainText('Waiting for approval');
  await expect(card).toContainText(/Views \d+ and saves \d+ in the last 30 days/);
  await card.locator('.chart-figure__plot').scrollIntoViewIfNeeded();
  await expect(card.locator('.chart-figure__plot .recharts-wrapper > svg')).toBeVisible();
  await card.getByRole('button', { name: 'Show table' }).click();
  await expect(card.getByRole('table').getByRole('columnheader')).toHaveText(['Day', 'Views', 'Saves']);
  await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(30);
  await card.getByRole('button', { name: 'Hide table' }).click();
  await screenshot(page, testInfo, 'insights-shared-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.locator('.chart-figure__plot .recharts-wrapper > svg')).toBeVisible();
  await screenshot(page, testInfo, 'insights-shared-390');
});

test('a FREE member sees the Insights tab with the upgrade to Premium', async ({ page }, testInfo) => {
  const answered: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/workspace/insights') answered.push(response.status());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'free', '/workspace?view=insights');
  const offer = page.getByRole('region', { name: 'Insights' });
  await expect(offer).toContainText('Insights come with Premium.');
  await screenshot(page, testInfo, 'insights-free-390');
  await offer.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to PREMIUM' })).toBeVisible();
  // The tab never asks the server for what it would refuse.
  expect(answered).toEqual([]);
});
