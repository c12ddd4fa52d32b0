import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { openAs, openWithToken, tokenFor } from '../support/sessions';
import { toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// The trends pages against the real seeded server (docs/product.md "Trends", "Admin: Trends"):
// browsing and filtering /exploration, opening a trend as a verified user, the notices a visitor gets on a trend's
// address, and an admin adding an idea to a trend and removing it again.

// One worker runs this file's tests in order: the admin's test creates and deletes a trend, which would change the
// counts the visitor's test compares with the server's list.
test.describe.configure({ mode: 'default' });

interface Trend {
  id: number;
  title: string;
  description: string;
  type: 'PROBLEM' | 'RFI';
  source: string;
  ideaCount: number;
}

async function seededTrends(request: APIRequestContext): Promise<Trend[]> {
  const response = await request.get('/api/trends');
  expect(response.ok()).toBe(true);
  const { trends } = (await response.json()) as { trends: Trend[] };
  expect(trends.length, 'the seed has trends').toBeGreaterThan(1);
  return trends;
}

/** A trend of the admin's own, made for a test that deletes it (the seeded ones stay for the other tests). */
async function disposableTrend(request: APIRequestContext, adminToken: string, purpose: string): Promise<Trend> {
  const title = `Disposable trend ${Date.now().toString(36)}`;
  const created = await request.post('/api/trends', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { title, description: `Created by the trends test ${purpose}, deleted at once.`, type: 'RFI', source: 'Other' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { trend: Trend }).trend;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tablist', { name: 'Trend types' }).getByRole('tab', { name });
const cards = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The number a tab shows beside its name. */
async function tabCount(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  return Number(/(\d+)\s*$/.exec(text)?.[1] ?? NaN);
}

test('a visitor browses the trends: tabs with counts, source filter, search and its empty state', async ({ page }) => {
  const trends = await seededTrends(page.request);
  const problems = trends.filter((t) => t.type === 'PROBLEM');
  const rfis = trends.filter((t) => t.type === 'RFI');

  await page.goto('/exploration');
  await expect(page.getByRole('heading', { level: 1, name: 'Trending Opportunities' })).toBeVisible();

  // Counts on the tabs; under All the grids are grouped by type.
  await expect(tab(page, /^All/)).toHaveText(`All${trends.length}`);
  await expect(tab(page, /^Problems/)).toHaveText(`Problems${problems.length}`);
  await expect(tab(page, /^Request for Ideas/)).toHaveText(`Request for Ideas${rfis.length}`);
  await expect(cards(page)).toHaveCount(trends.length);
  const panel = page.getByRole('tabpanel');
  if (problems.length > 0) await expect(panel.getByRole('heading', { level: 2, name: /^Problems/ })).toBeVisible();
  if (rfis.length > 0) await expect(panel.getByRole('heading', { level: 2, name: /^Request for Ideas/ })).toBeVisible();

  // A card: type and source badges, title, description, idea count and 'View Ideas'.
  const first = trends[0]!;
  const card = cardOf(page, first.title);
  await expect(card).toContainText(first.type === 'PROBLEM' ? 'Problem' : 'Request for Ideas');
  await expect(card).toContainText(first.description.slice(0, 40));
  await expect(card).toContainText(`${first.ideaCount} ${first.ideaCount === 1 ? 'idea' : 'ideas'}`);
  await expect(card.getByRole('button', { name: 'View Ideas' })).toBeVisible();

  // The Problems tab shows problems only.
  await tab(page, /^Problems/).click();
  await expect(cards(page)).toHaveCount(problems.length);
  for (const badge of await cards(page).locator('.trend-badge--type').allTextContents()) expect(badge).toBe('Problem');
  await expect(page).toHaveURL(/tab=PROBLEM/);

  // The Request for Ideas tab shows RFIs only.
  await tab(page, /^Request for Ideas/).click();
  await expect(cards(page)).toHaveCount(rfis.length);
  for (const badge of await cards(page).locator('.trend-badge--type').allTextContents()) expect(badge).toBe('Request for Ideas');

  // The source filter narrows every tab and its count.
  await tab(page, /^All/).click();
  const ycTrends = trends.filter((t) => t.source === 'YC');
  await page.getByRole('radiogroup', { name: 'Source' }).getByRole('radio', { name: 'YC' }).click();
  await expect(cards(page)).toHaveCount(ycTrends.length);
  expect(await tabCount(tab(page, /^All/))).toBe(ycTrends.length);
  await page.getByRole('radiogroup', { name: 'Source' }).getByRole('radio', { name: 'All' }).click();
  await expect(cards(page)).toHaveCount(trends.length);

  // Search: a word of one trend's title finds it; nonsense finds nothing, and 'Clear all filters' undoes it.
  const word = first.title.split(/\s+/).find((w) => w.length > 4) ?? first.title;
  await page.getByRole('searchbox', { name: 'Search trends' }).fill(word);
  await expect(cardOf(page, first.title)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search trends' }).fill('zzqx nothing matches this');
  await expect(page.getByRole('heading', { name: 'No trends found' })).toBeVisible();
  await expect(tab(page, /^All/)).toHaveText('All0');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(cards(page)).toHaveCount(trends.length);
  await expect(page.getByRole('searchbox', { name: 'Search trends' })).toHaveValue('');

  // 'View Ideas' needs a signed-in user (docs/product.md "Trends").
  await cardOf(page, first.title).getByRole('button', { name: 'View Ideas' }).click();
  await expect(toasts(page)).toContainText('Authentication Required');
  await expect(page).toHaveURL(/\/exploration/);
});

test("a verified user opens a trend from the list, sees its ideas and goes back", async ({ page }) => {
  const trends = await seededTrends(page.request);
  const trend = trends.find((t) => t.ideaCount > 0);
  expect(trend, 'a seeded trend with ideas').toBeDefined();

  await openAs(page, 'free', '/exploration');
  await cardOf(page, trend!.title).getByRole('button', { name: 'View Ideas' }).click();
  await expect(page).toHaveURL(new RegExp(`/trends/${trend!.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: trend!.title })).toBeVisible();
  await expect(page.getByText(trend!.description)).toBeVisible();

  // Each idea card: category, source tag, title, market size, business model, competition.
  const ideaCards = page.locator('.trend-ideas-grid').getByRole('article');
  await expect(ideaCards).toHaveCount(trend!.ideaCount);
  const firstIdea = ideaCards.first();
  await expect(firstIdea.locator('.trend-idea__source')).toHaveText(/^(FD|UGC)$/);
  await expect(firstIdea.getByRole('term')).toHaveText(['Market Size', 'Business Model', 'Competition']);
  await expect(firstIdea.getByRole('definition').first()).toHaveText(/^(\$[\d.,]+[KMBT]?\+?|N\/A)$/);
  // A FREE viewer has no way to add or remove ideas, nor to delete the trend.
  await expect(page.getByRole('button', { name: /Add (More )?Ideas/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete trend/i })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View All Ideas' })).toHaveAttribute('href', `/marketplace?trendId=${trend!.id}`);

  // Back returns to the list.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/exploration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trending Opportunities' })).toBeVisible();
});

test("a trend's address tells a signed-out or unverified visitor what is missing; Back goes to the list", async ({ page }) => {
  const [trend] = await seededTrends(page.request);

  await page.goto(`/trends/${trend!.id}`);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Opened directly: there is no earlier page, so Back goes to the trends list.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/exploration$/);

  // A new account's email is not verified yet.
  const tag = `${test.info().workerIndex}${Date.now().toString(36)}`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email: `trends${tag}@example.com`, username: `trends_${tag}`, password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await registered.json()) as { token: string };
  await openWithToken(page, token, `/trends/${trend!.id}`);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText('Please check your inbox to continue.')).toBeVisible();
});

test('an admin adds an idea to a trend and removes it again', async ({ page }) => {
  // A long journey (sign-in, the add dialog's filters over the whole catalog, add, remove): 23-36 s on CI's machine.
  test.slow();
  const trends = await seededTrends(page.request);
  // The oldest trend, so the verified-user test (which counts the newest trend's ideas) runs beside this one safely.
  const trend = trends[trends.length - 1]!;
  const adminToken = await tokenFor(page.request, 'admin');

  // An admin may see more of the trend's ideas than the public count (unpublished ones too).
  const answer = await page.request.get(`/api/trends/${trend.id}/ideas`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(answer.ok()).toBe(true);
  const before = ((await answer.json()) as { ideas: unknown[] }).ideas.length;

  await openWithToken(page, adminToken, `/trends/${trend.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trend.title })).toBeVisible();
  const ideaCards = page.locator('.trend-ideas-grid').getByRole('article');
  await expect(ideaCards).toHaveCount(before);

  await page.getByRole('button', { name: before > 0 ? 'Add More Ideas' : 'Add Ideas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Ideas to Trend' });
  await expect(dialog.getByRole('checkbox', { name: /^Select all \(\d+\)$/ })).toBeVisible();

  // Nothing selected yet: nothing to add, and the spec's words say why.
  await expect(dialog.getByRole('button', { name: 'Add 0 Ideas' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add 0 Ideas' })).toHaveAccessibleDescription('Please select at least one idea to add to the trend.');
  await expect(dialog.getByText('No ideas selected')).toBeVisible();

  // Narrow to free platform ideas, search for the first one offered, tick it.
  await dialog.getByLabel('Source', { exact: true }).selectOption('FD');
  await dialog.getByLabel('Type', { exact: true }).selectOption('FREE');
  const rows = dialog.getByRole('group', { name: /^Ideas to add/ }).getByRole('listitem');
  // The list follows the filters a render later (a deferred value): read the first row once it is a free FD idea.
  await expect(rows.first().locator('.add-ideas__type')).toHaveText('FREE');
  await expect(rows.first().locator('.trend-idea__source')).toHaveText('FD');
  const title = (await rows.first().locator('.add-ideas__row-title').textContent())!;
  await dialog.getByRole('searchbox').fill(title);
  await expect(rows.filter({ hasText: title }).first()).toBeVisible();
  await rows.filter({ hasText: title }).first().getByRole('checkbox').check();
  await expect(dialog.getByText('1 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 1 Idea' }).click();

  await expect(toasts(page)).toContainText('Ideas added successfully');
  await expect(dialog).toBeHidden();
  await expect(ideaCards).toHaveCount(before + 1);
  const added = ideaCards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(added).toHaveCount(1);

  // The dialog no longer offers it.
  await page.getByRole('button', { name: 'Add More Ideas' }).click();
  await dialog.getByRole('searchbox').fill(title);
  await expect(dialog.locator('.add-ideas__row-title').filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Remove it again.
  await added.getByRole('button', { name: `Remove ${title} from this trend` }).click();
  await expect(toasts(page)).toContainText('Idea removed from trend');
  await expect(ideaCards).toHaveCount(before);

  // A reload reads the same from the server.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: trend.title })).toBeVisible();
  await expect(ideaCards).toHaveCount(before);
});

test('an admin deletes a trend after confirming', async ({ page }) => {
  const adminToken = await tokenFor(page.request, 'admin');
  const { title } = await disposableTrend(page.request, adminToken, 'on the list');

  await openWithToken(page, adminToken, '/exploration');
  const card = cardOf(page, title);
  // Created just now: 'New', and the product's Other source.
  await expect(card.locator('.trend-badge--new')).toHaveText('New');
  await expect(card).toContainText('Other');

  // Cancel keeps it; Delete removes it.
  await card.getByRole('button', { name: `Delete trend ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Trend' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete trend ${title}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Trend deleted');
  await expect(cardOf(page, title)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Trending Opportunities' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(cardOf(page, title)).toHaveCount(0);
});

test.describe('deleting a trend from its page', () => {
  // The change feed may have the open page read the trend again between its deletion and the move to the list: the
  // browser logs that read's 404.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("an admin deletes a trend from its own page after confirming: 'Trend deleted', then the list without it", async ({ page }) => {
    const adminToken = await tokenFor(page.request, 'admin');
    const trend = await disposableTrend(page.request, adminToken, 'on its page');

    // From the list, as an admin gets there; the list is in the page's cache when the trend goes.
    await openWithToken(page, adminToken, '/exploration');
    await cardOf(page, trend.title).getByRole('button', { name: 'View Ideas' }).click();
    await expect(page).toHaveURL(new RegExp(`/trends/${trend.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: trend.title })).toBeVisible();

    // Cancel keeps it.
    const deleteButton = page.getByRole('main').getByRole('button', { name: 'Delete Trend' });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Trend' });
    await expect(confirm).toContainText(trend.title);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/trends/${trend.id}$`));

    // Delete removes it and goes back to the list, which no longer shows it.
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Trend deleted');
    await expect(page).toHaveURL(/\/exploration$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trending Opportunities' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await expect(cardOf(page, trend.title)).toHaveCount(0);
    const gone = await page.request.get(`/api/trends/${trend.id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(gone.status()).toBe(404);
  });
});

test.describe('when the server refuses to delete a trend', () => {
  // The 500 is the stub's; the 404s come after the test, as its cleanup deletes the trend while its page is open and
  // the change feed has the page read it again.
  test.use({ allowedConsoleErrors: /status of (500|404)/ });

  test("the trend's page says 'Failed to delete trend' and stays", async ({ page }) => {
    const adminToken = await tokenFor(page.request, 'admin');
    const trend = await disposableTrend(page.request, adminToken, 'whose deletion fails');
    await page.route(`**/api/trends/${trend.id}`, (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: {} }) : route.fallback(),
    );

    await openWithToken(page, adminToken, `/trends/${trend.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Delete Trend' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Trend' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Failed to delete trend');
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/trends/${trend.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: trend.title })).toBeVisible();

    const removed = await page.request.delete(`/api/trends/${trend.id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(removed.ok()).toBe(true);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
