import type { APIRequestContext } from '@playwright/test';
import { openWithToken } from '../support/sessions';
import { toasts } from './auth-stubs';
import { test, expect } from './fixtures';

// The admin's AI operations against the real server and its local AI (docs/product.md "Admin: AI jobs, Batch-Runs and
// Batch-Docs", "Limits"): a batch of 3 ideas into a new trend, all documents for two of them, their costs in Batch-Runs
// and Batch-Docs, and a planted duplicate found in Quality Control.

interface BatchIdea {
  id: number;
  title: string;
  description: string;
  batchNumber: number;
  type: 'FREE' | 'PREMIUM';
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
// The first page is 500 rows of 1,250: on a loaded two-core machine it can take longer than a click's answer.
const firstLoad = expect.configure({ timeout: 30_000 });

async function ideasOfBatch(request: APIRequestContext, token: string, batch: number): Promise<BatchIdea[]> {
  const list = await request.get(`/api/admin/ideas/all?batch=${batch}&sort=id&order=asc`, { headers: auth(token) });
  return ((await list.json()) as { ideas: BatchIdea[] }).ideas;
}

test('an admin generates a batch into a new trend, its documents, sees the costs and finds a planted duplicate', async ({ page, request, adminToken }, testInfo) => {
  test.slow();
  // A batch number of this run's own, so a second run (or the other worker) never mixes its rows in.
  const batch = 9000 + ((Date.now() + testInfo.workerIndex) % 900_000);
  await openWithToken(page, adminToken, '/admin?section=ideas');
  await firstLoad(page.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();

  // The settings: Batch #, 2 free + 1 premium, a new RFI trend.
  await page.getByRole('button', { name: 'Batch Idea Generation Settings' }).click();
  const settings = page.locator('.jobs-panel');
  await settings.getByLabel('Batch #').fill(String(batch));
  await settings.getByLabel('Free Ideas').fill('2');
  await settings.getByLabel('Premium Ideas').fill('1');
  // Three categories: their material is shared by every run on this server (a batch writes nothing the catalog has).
  await settings.getByLabel('Categories').fill('FinTech, InsurTech, PropTech');
  await settings.getByLabel('Trend Type').selectOption('RFI');
  await settings.getByLabel('Title').fill(`Agents for small lenders ${batch}`);
  await settings.getByLabel('Description').fill('Small lenders automate underwriting with agents.');
  await settings.getByRole('button', { name: 'Generate Ideas' }).click();
  // A batch writes no idea the catalog has (docs/product.md "Generating a batch of ideas"): once this run's earlier
  // tries or the other tests have used FinTech's material, fewer than asked may be new, and the toast says so.
  const outcome = toasts(page).filter({ hasText: /Generated \d ideas\. Linked: \d, Skipped: 0/ });
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  const written = Number(/Generated (\d) ideas\. Linked: \1,/.exec(await outcome.innerText())?.[1]);
  expect(written).toBeGreaterThanOrEqual(2);

  // This request carries no x-min-position: the admin list shows the new ideas within a moment.
  let ideas: BatchIdea[] = [];
  await expect.poll(async () => (ideas = await ideasOfBatch(request, adminToken, batch)).length).toBe(written);
  const [first, second] = ideas as [BatchIdea, BatchIdea];

  // All documents for two of them, selected in the table.
  const filters = page.locator('.ideas-filters');
  await filters.getByLabel('ID from').fill(String(first.id));
  await filters.getByLabel('ID to').fill(String(second.id));
  await expect(page.getByRole('table').locator('tbody tr[data-idea-id]')).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Select idea ${first.id}` }).check();
  await page.getByRole('checkbox', { name: `Select idea ${second.id}` }).check();
  await page.getByRole('button', { name: 'Generate All Documents (2)' }).click();
  await expect(toasts(page).filter({ hasText: 'Generation Complete' })).toBeVisible({ timeout: 60_000 });
  for (const idea of [first, second]) {
    await expect
      .poll(async () => {
        const documents = await request.get(`/api/admin/ideas/${idea.id}/documents`, { headers: auth(adminToken) });
        return ((await documents.json()) as { documents: unknown[] }).documents.length;
      })
      .toBe(5);
  }

  // Batch-Runs: the run and the cost cards.
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await nav.getByRole('link', { name: 'Batch-Runs' }).click();
  const run = page.getByRole('row').filter({ hasText: `#${batch}` });
  await expect(run).toContainText('FinTech');
  await expect(run.locator('td').nth(1)).toHaveText(String(ideas.filter((idea) => idea.type === 'FREE').length));
  await expect(run.locator('td').nth(2)).toHaveText(String(ideas.filter((idea) => idea.type === 'PREMIUM').length));
  await expect(page.getByLabel('Cost of all batch runs')).toContainText(/Total Cost\s*\$\d+\.\d\d/);

  // Batch-Docs: a row per idea.
  await nav.getByRole('link', { name: 'Batch-Docs' }).click();
  await expect(page.getByLabel('Cost of all document generations')).toContainText(/Total Cost\s*\$\d+\.\d\d/);
  // By id: another idea's title may hold this one's words.
  for (const idea of [first, second]) await expect(page.getByRole('row').filter({ hasText: `#${idea.id} ${idea.title}` })).toHaveCount(1);

  // A planted duplicate of the first idea: the same title and description, by hand.
  const planted = await request.post('/api/admin/ideas/create/newidea', {
    headers: auth(adminToken),
    data: { title: first.title, description: first.description, category: 'FinTech' },
  });
  expect(planted.ok()).toBe(true);
  const { idea: copy } = (await planted.json()) as { idea: { id: number } };
  // The copy was made over the API, so the page's reads do not wait for it: the report is read once it holds it.
  const minPosition = planted.headers()['x-event-position'] ?? '';
  await expect
    .poll(async () => {
      const report = await request.get(`/api/admin/quality-control?batch=${batch}`, { headers: { ...auth(adminToken), 'x-min-position': minPosition } });
      const { exactDuplicates } = (await report.json()) as { exactDuplicates: { ideas: { id: number }[] }[] };
      return exactDuplicates.some((group) => group.ideas.some((idea) => idea.id === copy.id));
    })
    .toBe(true);

  await nav.getByRole('link', { name: 'Quality Control' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Exact Duplicates' })).toBeVisible();
  await page.getByRole('group', { name: 'Filters' }).getByLabel('Batch').selectOption(String(batch));
  await expect(page.getByRole('button', { name: `View idea #${first.id}` }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: `View idea #${copy.id}` }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete idea #${copy.id}` })).toBeVisible();
});
