import type { APIRequestContext, Page } from '@playwright/test';
import { openWithToken } from '../support/sessions';
import { toasts } from './auth-stubs';
import { test, expect } from './fixtures';

// The admin panel's Ideas section against the real server (docs/product.md "Admin: Ideas"): an admin filters the table,
// publishes two ideas (one lacks its documents: the warning), stamps one and deletes it.

interface Row {
  id: number;
  title: string;
  status: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A seeded platform idea that is Unpublished and has all five documents, so publishing it goes through. */
async function completeUnpublishedIdea(request: APIRequestContext, token: string): Promise<Row> {
  const list = await request.get('/api/admin/ideas/all?source=FD&sort=id&order=asc&limit=500', { headers: auth(token) });
  const { ideas } = (await list.json()) as { ideas: Row[] };
  for (const idea of ideas.filter((row) => row.status === 'Unpublished')) {
    const answer = await request.get(`/api/admin/ideas/${idea.id}/documents`, { headers: auth(token) });
    const { documents } = (await answer.json()) as { documents: unknown[] };
    if (documents.length === 5) return idea;
  }
  throw new Error('the seed has no unpublished idea with all five documents');
}

// The first page is 500 rows of 1,250: on a loaded two-core machine it can take longer than a click's answer.
const firstLoad = expect.configure({ timeout: 30_000 });

const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, id: number) => table(page).locator(`tr[data-idea-id="${id}"]`);

test('an admin filters the ideas, publishes two (one lacks documents), stamps one and deletes it', async ({ page, request, adminToken }, testInfo) => {
  // A long journey (a 500-row page, four actions and their answers): more than the default 30 s on a loaded machine.
  test.slow();
  const complete = await completeUnpublishedIdea(request, adminToken);
  // A copy of its title with a tag, so one title search shows both; a new idea has no documents yet.
  const title = `${complete.title} ${testInfo.workerIndex}${Date.now().toString(36)}`.slice(0, 100);
  const created = await request.post('/api/admin/ideas/create/newidea', {
    headers: auth(adminToken),
    data: { title, description: 'An idea made by the admin ideas journey.', category: 'EdTech' },
  });
  expect(created.ok()).toBe(true);
  const { idea: bare } = (await created.json()) as { idea: Row };

  try {
    await openWithToken(page, adminToken, '/admin?section=ideas');
    await firstLoad(page.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
    await firstLoad(table(page).getByRole('columnheader')).toHaveText([
      '',
      /^ID/,
      /^By/,
      /^Batch/,
      /^Title/,
      /^Categories/,
      /^Type/,
      /^Status/,
      'Auto-Delete',
      'Actions',
    ]);
    // Id descending by default.
    await expect(table(page).getByRole('columnheader', { name: /^ID/ })).toHaveAttribute('aria-sort', 'descending');

    // Filter: platform ideas, the title, the ID range from the older idea on.
    const filters = page.locator('.ideas-filters');
    await filters.getByLabel('Source').selectOption('FD');
    await filters.getByLabel('Title').fill(complete.title);
    // The title alone shows the same two rows: wait for the list with every filter, or its late answer would clear the
    // selection made below.
    const filtered = page.waitForResponse((response) => response.url().includes('/api/admin/ideas/all?') && response.url().includes(`idFrom=${complete.id}`));
    await filters.getByLabel('ID from').fill(String(complete.id));
    await filtered;
    await expect(table(page).locator('tbody tr[data-idea-id]')).toHaveCount(2);
    await expect(page.getByText('2 ideas', { exact: true })).toBeVisible();
    await expect(rowOf(page, complete.id)).toContainText('Not approved');

    // Publish both: one goes through, the other lacks its documents.
    const publish = page.getByRole('button', { name: 'Approve & Publish on Platform' });
    await expect(publish).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select all loaded ideas' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await publish.click();
    const report = toasts(page).filter({ hasText: 'Some ideas are missing required documents' });
    // Publishing checks each idea's documents on the server: as slow as a first load on a loaded machine.
    await firstLoad(report).toContainText('1 idea(s) published successfully');
    await expect(report).toContainText(`#${bare.id}: Product Requirements Doc`);
    // It covers the rows' actions on this screen: closed once read.
    await report.getByRole('button', { name: 'Close' }).click();
    await expect(report).toBeHidden();
    await expect(page.getByText('0 selected')).toBeVisible();
    await expect(rowOf(page, complete.id)).toContainText('Approved');
    await expect(rowOf(page, complete.id)).not.toContainText('Not approved');
    await expect(rowOf(page, bare.id)).toContainText('Not approved');

    // Stamp the new idea.
    await rowOf(page, bare.id).getByRole('button', { name: `Stamp idea ${bare.id}` }).click();
    await page.getByRole('menuitem', { name: 'Top Picks' }).click();
    await expect(toasts(page)).toContainText('Stamp updated successfully');
    await expect(rowOf(page, bare.id).locator('.idea-stamp')).toHaveText('Top Picks');

    // Delete it, confirmed first.
    await rowOf(page, bare.id).getByRole('button', { name: `More actions for idea ${bare.id}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Idea' });
    await expect(dialog).toContainText(`#${bare.id}`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toasts(page)).toContainText('Idea deleted successfully');
    await expect(rowOf(page, bare.id)).toHaveCount(0);
    await expect(page.getByText('1 idea', { exact: true })).toBeVisible();

    // The server has it: the published idea is Published, the deleted one gone (these reads carry no position, so the
    // deletion may reach the read model a moment after the page showed it).
    const published = await request.get(`/api/admin/ideas/${complete.id}`, { headers: auth(adminToken) });
    expect(((await published.json()) as { idea: Row }).idea.status).toBe('Published');
    await expect.poll(async () => (await request.get(`/api/admin/ideas/${bare.id}`, { headers: auth(adminToken) })).status()).toBe(404);
  } finally {
    // The seeded idea goes back to how the other tests expect it, and a failed attempt's new idea goes (a retry's title
    // search would find it beside its own).
    await request.post('/api/admin/ideas/unpublish', { headers: auth(adminToken), data: { ideaIds: [complete.id] } });
    await request.delete(`/api/admin/ideas/${bare.id}`, { headers: auth(adminToken) });
  }
});

test.describe('a session the server no longer accepts', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/ });

  test("a 401 from the ideas list sends the admin to /login with 'Please login to access admin panel'", async ({ page, adminToken }) => {
    test.slow();
    await page.route('**/api/admin/ideas/all?*', (route) => route.fulfill({ status: 401, json: { message: 'Please sign in to access this feature' } }));
    await openWithToken(page, adminToken, '/admin?section=ideas');
    await firstLoad(page).toHaveURL('/login');
    await expect(page.getByText('Please login to access admin panel')).toBeVisible();
  });
});
