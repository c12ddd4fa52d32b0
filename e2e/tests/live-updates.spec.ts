import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { registerVerifiedMember } from '../support/members';
import { login, openWithToken, SITE_ORIGIN, tokenFor } from '../support/sessions';
import { expect, test } from './fixtures';

// Open screens follow the read models as they change (docs/architecture.md "Live change feed"): an admin's edit shows
// on a member's open marketplace, a member's edit on one device shows on their other, and the header says when the
// feed is cut and reconnecting. Nothing here reloads or navigates after the page is open.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

interface Idea {
  id: number;
  title: string;
}

/** Opens `path` signed in (openWithToken: the stored token and the feed's cookie), once the feed has answered. */
async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  const feed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
  await openWithToken(page, token, path);
  expect((await feed).status()).toBe(200);
}

async function newDevice(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseURL(), viewport });
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const cardTitled = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Ideas' }).getByRole('article').getByRole('heading', { name: title, exact: true });

test("an admin's change of an idea's title shows on a member's open marketplace", async ({ page, request, adminToken }) => {
  const { ideas } = (await (await request.get('/api/ideas?limit=1')).json()) as { ideas: Idea[] };
  const idea = ideas[0]!;
  await openSignedIn(page, await tokenFor(page.request, 'free'), '/marketplace');
  await expect(cardTitled(page, idea.title)).toBeVisible();

  const renamed = `${idea.title.slice(0, 80)} (live ${Date.now().toString(36)})`;
  const rename = (title: string) => request.put(`/api/admin/ideas/${idea.id}`, { headers: auth(adminToken), data: { title } });
  try {
    expect((await rename(renamed)).ok()).toBe(true);
    await expect(cardTitled(page, renamed)).toBeVisible({ timeout: 5_000 });
  } finally {
    expect((await rename(idea.title)).ok()).toBe(true);
  }
  await expect(cardTitled(page, idea.title)).toBeVisible({ timeout: 5_000 });
});

test("a member's edit on one device shows on the other's open workspace, which keeps its unsaved text and scroll", async ({
  browser,
  request,
}, testInfo) => {
  const laptop = await newDevice(browser, { width: 1280, height: 800 });
  const phone = await newDevice(browser, { width: 390, height: 844 });
  try {
    const name = `live${testInfo.workerIndex}${Date.now().toString(36)}`;
    const { email, token: laptopToken } = await registerVerifiedMember(laptop.request, name);
    const phoneToken = await login(phone.request, email, 'Str0ng!pass');
    const { ideas } = (await (await request.get('/api/ideas?type=FREE&limit=1')).json()) as { ideas: Idea[] };
    const saved = await laptop.request.post(`/api/collections/${ideas[0]!.id}`, { headers: SITE_ORIGIN });
    expect(saved.status()).toBe(201);
    const { copyId } = (await saved.json()) as { copyId: number };

    const laptopPage = await laptop.newPage();
    const phonePage = await phone.newPage();
    await openSignedIn(laptopPage, laptopToken, '/workspace');
    await openSignedIn(phonePage, phoneToken, '/workspace');
    const heading = (page: Page, title: string) => page.getByRole('article', { name: title }).getByRole('heading', { name: title });
    await expect(heading(laptopPage, ideas[0]!.title)).toBeVisible();

    // On the phone, the idea is being edited, not saved yet, and the page is scrolled down.
    await phonePage.getByRole('article', { name: ideas[0]!.title }).getByRole('button', { name: 'Edit' }).click();
    const problem = phonePage.getByLabel('Problem');
    await problem.fill('Half-written on the phone');
    await phonePage.mouse.wheel(0, 300);
    await expect.poll(() => phonePage.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await phonePage.evaluate(() => window.scrollY);

    const edited = `Edited on the laptop ${Date.now().toString(36)}`;
    const edit = await laptop.request.put(`/api/ideas/edit/${copyId}`, { headers: SITE_ORIGIN, data: { title: edited } });
    expect(edit.ok()).toBe(true);
    await expect(heading(laptopPage, edited)).toBeVisible({ timeout: 5_000 });
    await expect(phonePage.getByRole('article', { name: `Editing ${edited}` })).toBeAttached({ timeout: 5_000 });
    await expect(problem).toHaveValue('Half-written on the phone');
    expect(await phonePage.evaluate(() => window.scrollY)).toBe(scrolled);
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test("another admin's new idea shows on an admin's open Ideas table and Activity, without a reload", async ({ browser, request, adminToken }, testInfo) => {
  // Two admin screens, the Ideas table's first page 500 rows: more than the default 30 s on a loaded machine.
  test.slow();
  const watcher = await newDevice(browser, { width: 1280, height: 800 });
  try {
    const ideasPage = await watcher.newPage();
    const activityPage = await watcher.newPage();
    await openSignedIn(ideasPage, adminToken, '/admin?section=ideas');
    await openSignedIn(activityPage, adminToken, '/admin?section=activity');
    // A first load of the admin's 500-row page is slow on a loaded machine.
    await expect(ideasPage.getByRole('table').locator('tbody tr[data-idea-id]').first()).toBeVisible({ timeout: 30_000 });
    await expect(activityPage.getByRole('table').locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });

    // Another admin session (the API, not these pages) adds an idea.
    const title = `Live admin idea ${testInfo.workerIndex}${Date.now().toString(36)}`;
    const created = await request.post('/api/admin/ideas/create/newidea', {
      headers: auth(adminToken),
      data: { title, description: 'An idea another admin adds while the table is open.', category: 'EdTech' },
    });
    expect(created.ok()).toBe(true);
    const { idea } = (await created.json()) as { idea: Idea };
    try {
      // Newest first: the new idea's row heads the open table; its creation heads the open activity.
      const row = ideasPage.getByRole('table').locator(`tr[data-idea-id="${idea.id}"]`);
      await expect(row).toContainText(title, { timeout: 5_000 });
      const line = activityPage
        .getByRole('table')
        .locator('tbody tr')
        .filter({ has: activityPage.locator('.activity-table__entity-id', { hasText: new RegExp(`^#${idea.id}$`) }) })
        .filter({ hasText: 'IdeaCreated' });
      await expect(line).toBeVisible({ timeout: 5_000 });
      await row.scrollIntoViewIfNeeded();
      await attachScreenshot(ideasPage, testInfo, 'admin-ideas-live-1280');
      await attachScreenshot(activityPage, testInfo, 'admin-activity-live-1280');
    } finally {
      await request.delete(`/api/admin/ideas/${idea.id}`, { headers: auth(adminToken) });
    }
  } finally {
    await watcher.close();
  }
});

test.describe('the feed cut', () => {
  // The refused reconnections are reported by the browser itself.
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_FAILED/ });

  test('the header says the feed is reconnecting while it is cut, and nothing once it is back', async ({ page, playwright }, testInfo) => {
    const name = `cut${testInfo.workerIndex}${Date.now().toString(36)}`;
    const { email, token } = await registerVerifiedMember(page.request, name);
    await openSignedIn(page, token, '/marketplace');
    const indicator = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
    await expect(page.getByRole('list', { name: 'Ideas' }).getByRole('article').first()).toBeVisible();
    await expect(indicator).toHaveCount(0);

    // The feed is cut: the server ends every feed of an account one of its sessions signs out of (here another
    // device's), and the network refuses the browser's reconnections.
    await page.route('**/api/live', (route) => route.abort());
    const otherDevice = await playwright.request.newContext({ baseURL: baseURL() });
    try {
      const otherToken = await login(otherDevice, email, 'Str0ng!pass');
      const loggedOut = await otherDevice.post('/api/auth/logout', { headers: { ...SITE_ORIGIN, ...auth(otherToken) } });
      expect(loggedOut.ok()).toBe(true);
    } finally {
      await otherDevice.dispose();
    }
    await expect(indicator).toBeVisible();
    await attachScreenshot(page, testInfo, 'reconnecting-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(indicator).toBeVisible();
    await attachScreenshot(page, testInfo, 'reconnecting-390');

    await page.unroute('**/api/live');
    await expect(indicator).toHaveCount(0, { timeout: 15_000 });
  });
});
