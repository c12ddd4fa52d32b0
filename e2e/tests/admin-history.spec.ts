import type { Locator, Page } from '@playwright/test';
import { SEEDED_ACCOUNTS } from '../support/admin-account';
import { openAs, openWithToken } from '../support/sessions';
import { toasts } from './auth-stubs';
import { test, expect } from './fixtures';

// An entity's audit history against the real server (docs/product.md "Admin: History and activity"): an admin edits an
// idea, reads its history in the idea's detail dialog, views the idea as it was, restores those values, and sees the
// restore as the newest entry; a user's history opens from the Users table; on /marketplace/{id} only an ADMIN has the
// History tab.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// The Ideas section's first page is 500 rows of 1,250: on a loaded two-core machine it can take longer than a click.
const firstLoad = expect.configure({ timeout: 30_000 });

/** The timeline's entries, newest first (an as-of panel's documents may hold lists of their own). */
const entriesOf = (scope: Locator | Page) => scope.getByRole('list', { name: 'History' }).locator(':scope > li');

test('an admin edits an idea, views it as it was in its history, restores those values and sees the restore on top', async ({ page, request, adminToken }, testInfo) => {
  test.slow();
  const tag = `${testInfo.workerIndex}${Date.now().toString(36)}`;
  const first = { title: `History journey ${tag}`, description: 'The first description of the history journey.', category: 'EdTech' };
  const created = await request.post('/api/admin/ideas/create/newidea', { headers: auth(adminToken), data: first });
  expect(created.ok()).toBe(true);
  const { idea } = (await created.json()) as { idea: { id: number } };
  const editedTitle = `History journey ${tag} edited`;
  const edited = await request.put(`/api/admin/ideas/${idea.id}`, {
    headers: auth(adminToken),
    data: { title: editedTitle, description: 'The second description, written by the edit.' },
  });
  expect(edited.ok()).toBe(true);

  try {
    await openWithToken(page, adminToken, '/admin?section=ideas');
    const filters = page.locator('.ideas-filters');
    await firstLoad(filters.getByLabel('Title')).toBeVisible();
    await filters.getByLabel('Source').selectOption('FD');
    await filters.getByLabel('Title').fill(tag);
    await firstLoad(page.getByRole('button', { name: `View details of idea ${idea.id}` })).toBeVisible();
    await page.getByRole('button', { name: `View details of idea ${idea.id}` }).click();

    // Named by the idea's title: the list may show the edit or not yet, and the restore changes it back.
    const dialog = page.getByRole('dialog', { name: new RegExp(`^History journey ${tag}`) });
    await dialog.getByRole('tab', { name: 'History' }).click();
    // The curation's entries: each edit of a scored field is followed, a moment later, by the idea's new score.
    const entries = entriesOf(dialog).filter({ hasNotText: 'IdeaScored' });
    // Newest first: the edit, with its field changes, above the creation.
    await expect(entries.first()).toContainText('IdeaEdited');
    await expect(entries.first()).toContainText(`Titlefrom ${first.title}→to ${editedTitle}`);
    await expect(entries.first().locator('time')).toHaveText(/just now|minute/);
    await expect(entries.first()).toContainText('admin@test.com');
    const count = await entries.count();
    const creation = entries.filter({ hasText: 'IdeaCreated' });
    await expect(creation).toHaveCount(1);

    // The idea as it was when created, read-only.
    await creation.getByRole('button', { name: 'View as of this point' }).click();
    const version = creation.getByRole('region', { name: /^As of / });
    await expect(version).toContainText(first.title);
    await expect(version).toContainText(first.description);
    await expect(version).not.toContainText(editedTitle);

    // Restore those values, confirmed first: an edit, so it is the newest entry of the history.
    await version.getByRole('button', { name: 'Restore these values' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore these values?' });
    await expect(confirm).toContainText(`Idea #${idea.id}`);
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(toasts(page)).toContainText('Values restored');
    await expect(confirm).toBeHidden();
    await expect(entries).toHaveCount(count + 1);
    await expect(entries.first()).toContainText('IdeaEdited');
    await expect(entries.first()).toContainText(`Titlefrom ${editedTitle}→to ${first.title}`);
    await expect(entries.first()).toContainText('The first description of the history journey.');
    await expect(dialog.getByRole('region', { name: /^As of / })).toHaveCount(0);

    // The dialog's details and the server agree.
    await dialog.getByRole('tab', { name: 'Details' }).click();
    await expect(dialog.getByRole('heading', { name: first.title, exact: true })).toBeVisible();
    // A read of its own, without the page's last position: it waits for the read model to catch up.
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/admin/ideas/${idea.id}`, { headers: auth(adminToken) });
        return ((await answer.json()) as { idea: { title: string } }).idea.title;
      })
      .toBe(first.title);
  } finally {
    await request.delete(`/api/admin/ideas/${idea.id}`, { headers: auth(adminToken) });
  }
});

test("the Users table opens a user's history in a drawer, with the account as it was", async ({ page, adminToken }) => {
  test.slow();
  await openWithToken(page, adminToken, '/admin?section=users');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: SEEDED_ACCOUNTS.free });
  await firstLoad(row).toBeVisible();
  await row.getByRole('button', { name: `History of ${SEEDED_ACCOUNTS.free}` }).click();

  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer).toContainText(SEEDED_ACCOUNTS.free);
  const registered = entriesOf(drawer).filter({ hasText: 'UserRegistered' });
  await expect(registered).toHaveCount(1);
  await registered.getByRole('button', { name: 'View as of this point' }).click();
  const version = registered.getByRole('region', { name: /^As of / });
  await expect(version).toContainText(SEEDED_ACCOUNTS.free);
  await expect(version).not.toContainText('Restore these values');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row).toBeVisible();
});

test('on /marketplace/{id} the History tab is an ADMIN’s only', async ({ page, adminToken }) => {
  // A featured idea: published, so every tier can open its page.
  const path = '/marketplace/3';
  await openAs(page, 'pro', path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'History' })).toHaveCount(0);

  await openWithToken(page, adminToken, path);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(entriesOf(page).filter({ hasText: 'IdeaCreated' })).toHaveCount(1);
});
