import type { Locator, Page, TestInfo } from '@playwright/test';
import { registerVerifiedMember } from '../support/members';
import { openWithToken } from '../support/sessions';
import { test, expect } from './fixtures';

// The admin panel's Analytics section against the real server (docs/product.md "Analytics"): a member who signs up
// and verifies today shows in the key figures and in the sign-ups chart, whose table holds the same numbers; the
// presets and a custom window change the days; the section fits a phone's width with its charts drawn.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const today = () => new Date().toISOString().slice(0, 10);
/** 'Nov 3', as the charts and their tables write a UTC day. */
const dayLabel = (day: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const tile = (page: Page, label: string) => page.getByRole('definition').filter({ has: page.locator('xpath=preceding-sibling::dt[1]', { hasText: label }) });
const figure = (page: Page, title: string) => page.getByRole('figure', { name: title });
/** The drawing of a chart (the legend's icons are small drawings of their own), once scrolled to: a chart is drawn when it comes near the screen. */
async function plotOf(chart: Locator): Promise<Locator> {
  await chart.locator('.chart-figure__plot').scrollIntoViewIfNeeded();
  return chart.locator('.recharts-wrapper > svg.recharts-surface');
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Today's sign-ups once the analytics read model has counted `email`'s (it is read as a projection). */
async function signUpsToday(page: Page, adminToken: string): Promise<number> {
  let signUps = 0;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/admin/analytics?from=${today()}&to=${today()}`, { headers: auth(adminToken) });
      const { days } = (await answer.json()) as { days: { signUps: number; verified: number }[] };
      signUps = days[0]?.signUps ?? 0;
      return Math.min(signUps, days[0]?.verified ?? 0);
    })
    .toBeGreaterThan(0);
  return signUps;
}

test('an admin opens Analytics: the key figures, a chart with its table, the presets and a custom window', async ({ page, adminToken }, testInfo) => {
  test.slow();
  await registerVerifiedMember(page.request, `analytics${testInfo.workerIndex}${Date.now().toString(36)}`);
  const signUps = await signUpsToday(page, adminToken);

  await openWithToken(page, adminToken, '/admin?section=analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  for (const label of ['Sign-ups', 'Verified', 'Paying PREMIUM', 'Paying PRO', 'MRR', 'AI cost']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(tile(page, 'Sign-ups').first()).toHaveText(/^[1-9][\d,]*$/);

  // The chart is drawn (recharts, loaded on demand), and its table holds today's sign-ups.
  const chart = figure(page, 'Sign-ups and verified per day');
  await expect(await plotOf(chart)).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(2);
  const table = chart.getByRole('table', { name: 'Sign-ups and verified per day' });
  // Visually hidden (a screen reader reads it) until shown.
  await expect(chart.locator('.visually-hidden table')).toHaveCount(1);
  await chart.getByRole('button', { name: 'Show table' }).click();
  await expect(chart.locator('.visually-hidden table')).toHaveCount(0);
  await expect(table).toBeVisible();
  await expect(chart.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const todayRow = table.locator('tbody tr').last();
  await expect(todayRow.getByRole('rowheader')).toHaveText(dayLabel(today()));
  expect(Number((await todayRow.getByRole('cell').first().textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(signUps);
  for (const title of ['Paying members by tier', 'Monthly recurring revenue', 'AI generations per day', 'AI cost per day']) {
    await expect(await plotOf(figure(page, title))).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Top ideas' })).toBeVisible();
  await attachScreenshot(page, testInfo, 'analytics-1280');

  // 7 days, kept in the address; a custom window the server would refuse says why at once.
  await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/[?&]range=7(&|$)/);
  await expect(figure(page, 'Sign-ups and verified per day').getByRole('table').locator('tbody tr')).toHaveCount(7);
  await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From').fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toHaveText('from must be on or before to');
  await page.getByLabel('From').fill('2026-02-25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]range=custom&from=2026-02-25&to=2026-03-01(&|$)/);
  await expect(figure(page, 'Sign-ups and verified per day').getByRole('table').locator('tbody tr')).toHaveCount(5);
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Analytics section fits the screen, its charts drawn', async ({ page, adminToken }, testInfo) => {
    await openWithToken(page, adminToken, '/admin?section=analytics');
    await expect(page.getByRole('term').filter({ hasText: /^MRR$/ })).toBeVisible();
    await expect(await plotOf(figure(page, 'Paying members by tier'))).toBeVisible();
    await attachScreenshot(page, testInfo, 'analytics-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
