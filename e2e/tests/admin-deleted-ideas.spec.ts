import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { FEATURED_IDEA_IDS } from '@app/domain/ideas/idea-enumerations';
import { openWithToken, tokenFor } from '../support/sessions';
import { openSignedIn, stub, toasts, type StubUser } from './auth-stubs';
import { expect, test } from './fixtures';

// The admin panel's Deleted Ideas section (docs/product.md "Admin: Deleted Ideas"): against the real server, an admin
// deletes an idea through the API, finds it under Deleted Ideas and restores it, and the idea is back in the
// marketplace; against stubbed calls, what the server seldom does on demand (a user idea's row, a refused restore, a
// failing read, none).

interface ListedIdea {
  id: number;
  title: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

/**
 * A published idea of the seed that no other test looks for: not featured (the landing page shows those), and the
 * last of the public list (the marketplace tests read its first pages).
 */
async function quietPublishedIdea(request: APIRequestContext): Promise<ListedIdea> {
  const response = await request.get('/api/ideas?limit=7100');
  expect(response.ok()).toBe(true);
  const { ideas } = (await response.json()) as { ideas: ListedIdea[] };
  const idea = ideas.filter(({ id }) => !(FEATURED_IDEA_IDS as readonly number[]).includes(id)).at(-1);
  expect(idea, 'the seed publishes ideas').toBeDefined();
  return idea!;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
}

test('an admin restores a deleted idea: the toast, the row goes, and the idea is back in the marketplace', async ({ page, browser }, testInfo) => {
  // Two writes, reads that wait for the projections, two browsers and a screenshot: more than 30 s on a loaded machine.
  test.slow();
  const token = await tokenFor(page.request, 'admin');
  const idea = await quietPublishedIdea(page.request);

  const deleted = await page.request.delete(`/api/admin/ideas/${idea.id}`, { headers: auth(token) });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  // The read models follow the command a moment later: read as the SPA does after its own write, from its position.
  const after = { 'x-min-position': deleted.headers()['x-event-position'] ?? '' };
  expect((await page.request.get(`/api/ideas/${idea.id}`, { headers: after })).status(), 'gone from the public side').toBe(404);
  const listed = await page.request.get('/api/admin/deleted-ideas', { headers: { ...auth(token), ...after } });
  expect(listed.ok(), await listed.text()).toBe(true);

  await openWithToken(page, token, '/admin?section=deleted-ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted Ideas' })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(['ID', 'Source', 'Title', 'Description', 'Deleted', 'Actions']);
  const row = rowOf(page, idea.title);
  await expect(row.getByRole('cell').nth(0)).toHaveText(String(idea.id));
  await expect(row.getByRole('cell').nth(1)).toHaveText('FD');
  await expect(row.getByRole('cell').nth(4)).toHaveText(/\d{4}/);
  await screenshot(page, testInfo, 'deleted-ideas-1280');

  await row.getByRole('button', { name: `Restore ${idea.title}` }).click();
  await expect(toasts(page)).toContainText('Idea restored successfully');
  await expect(row).toHaveCount(0);
  // The server's list agrees.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted Ideas' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading deleted ideas' })).toHaveCount(0);
  await expect(row).toHaveCount(0);

  // A visitor finds it again, in the list and on its page.
  await expect.poll(async () => (await page.request.get(`/api/ideas/${idea.id}`)).status()).toBe(200);
  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(`/marketplace/${idea.id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await visitor.close();
});

// Against stubs from here on.

const admin: StubUser = { id: 'u-0', email: 'admin@test.com', username: 'admin', role: 'admin', emailVerified: true };

const DELETED = {
  deletedIdeas: [
    {
      id: 31,
      userId: 'u-0',
      ideaId: null,
      ugiId: 100042,
      ugp2pId: null,
      title: 'Neighbourhood tool library',
      description:
        'Members lend drills, ladders and tents to their neighbours through a shared shelf, booked from an app that tracks who has what, reminds borrowers to bring things back and settles small deposits automatically.',
      deletedAt: '2025-03-04T16:20:00.000Z',
    },
    { id: 30, userId: 'u-0', ideaId: 812, ugiId: null, ugp2pId: null, title: 'Solar kiosk leasing', description: 'Pay-as-you-go solar kiosks for rural shops.', deletedAt: '2025-03-03T09:05:00.000Z' },
    { id: 29, userId: 'u-0', ideaId: null, ugiId: null, ugp2pId: 200007, title: 'Peer tutoring swap', description: 'Students trade hours of tutoring.', deletedAt: '2025-03-01T12:00:00.000Z' },
  ],
};

async function openDeletedIdeas(page: Page): Promise<void> {
  await openSignedIn(page, '/admin?section=deleted-ideas', admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted Ideas' })).toBeVisible();
}

test.describe('against stubbed calls', () => {
  // Refused calls are reported on the console by the browser.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of [45]\d\d/ });

  test('each row names its source; a user idea is restored with its source, and a refusal shows the server’s reason', async ({ page }) => {
    // Two restores, each followed by a read of the list: more than 30 s on a loaded machine.
    test.slow();
    // The stubbed server refuses to restore 812, with its reason; a restored idea leaves its list.
    const restores: string[] = [];
    let listed = DELETED.deletedIdeas;
    await stub(page, 'GET', '/api/admin/deleted-ideas', () => ({ json: { deletedIdeas: listed } }));
    await page.route('**/api/admin/deleted-ideas/restore/**', async (route) => {
      const url = new URL(route.request().url());
      restores.push(`${route.request().method()} ${url.pathname}${url.search}`);
      if (url.pathname.endsWith('/812')) return route.fulfill({ status: 404, json: { message: 'Deleted idea not found' } });
      listed = listed.filter(({ ugp2pId }) => !url.pathname.endsWith(`/${ugp2pId}`));
      return route.fulfill({ json: { message: 'Idea restored successfully', position: '1/1' } });
    });
    await openDeletedIdeas(page);

    await expect(page.getByText('3 deleted ideas')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(4);
    await expect(rowOf(page, 'Neighbourhood tool library').getByRole('cell').nth(1)).toHaveText('UGI');
    await expect(rowOf(page, 'Solar kiosk leasing').getByRole('cell').nth(1)).toHaveText('FD');
    await expect(rowOf(page, 'Peer tutoring swap').getByRole('cell').nth(1)).toHaveText('UGP2P');

    // The long description is cut, with the whole of it a click away.
    const description = rowOf(page, 'Neighbourhood tool library').getByRole('cell').nth(3);
    const more = description.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(description.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(rowOf(page, 'Solar kiosk leasing').getByRole('button', { name: 'Show more' })).toHaveCount(0);

    await rowOf(page, 'Peer tutoring swap').getByRole('button', { name: 'Restore Peer tutoring swap' }).click();
    await expect(toasts(page)).toContainText('Idea restored successfully');
    await expect(rowOf(page, 'Peer tutoring swap')).toHaveCount(0);

    await rowOf(page, 'Solar kiosk leasing').getByRole('button', { name: 'Restore Solar kiosk leasing' }).click();
    await expect(toasts(page)).toContainText('Deleted idea not found');
    expect(restores).toEqual(['POST /api/admin/deleted-ideas/restore/200007?source=UGP2P', 'POST /api/admin/deleted-ideas/restore/812']);
  });

  test("a read that fails says 'Error loading deleted ideas: ' and why, and Try again reads again", async ({ page }) => {
    // A read is tried three times, a second and then two apart (docs/product.md "Limits"), before it is shown as
    // failed.
    test.slow();
    let failing = true;
    await stub(page, 'GET', '/api/admin/deleted-ideas', () => (failing ? { status: 403, json: { message: 'Admin access required' } } : { json: { deletedIdeas: [] } }));
    await openDeletedIdeas(page);

    const alert = page.getByRole('alert').filter({ hasText: 'Error loading deleted ideas: Admin access required' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No deleted ideas found')).toBeVisible();
  });

  test("a refused session goes to /login with 'Please login to access admin panel'", async ({ page }) => {
    await stub(page, 'GET', '/api/admin/deleted-ideas', { status: 401, json: { message: 'Please sign in to access this feature' } });
    // Not openDeletedIdeas: the refusal may send the page to /login before its heading was ever seen.
    await openSignedIn(page, '/admin?section=deleted-ideas', admin);

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('main').getByText('Please login to access admin panel')).toBeVisible();
  });
});

test.describe('a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each deleted idea is a card of labelled fields, Restore included', async ({ page }, testInfo) => {
    await stub(page, 'GET', '/api/admin/deleted-ideas', { json: DELETED });
    await openDeletedIdeas(page);

    const row = rowOf(page, 'Solar kiosk leasing');
    await expect(row.getByRole('button', { name: 'Restore Solar kiosk leasing' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the screen').toBeLessThanOrEqual(390);
    await screenshot(page, testInfo, 'deleted-ideas-390');
  });
});
