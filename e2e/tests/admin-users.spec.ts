import type { Browser, Page, TestInfo } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin-account';
import { login, openWithToken } from '../support/sessions';
import { quietLiveFeed, toasts } from './auth-stubs';
import { test, expect } from './fixtures';

// The admin panel's shell and Users section against the real server (docs/product.md "Admin: Users"): the admin creates
// a test account, changes its role and deletes it, and the user's own session follows each step.
// admin-ui.spec.ts covers the failure toasts against stubs.

const SECTIONS = ['System Prompts', 'Users', 'Ideas', 'Deleted Ideas', 'Batch-Runs', 'Batch-Docs', 'Quality Control', 'Studio applicants', 'Scoring', 'Activity', 'Projections', 'Analytics'];

async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page)).toContainText('Login Successful');
}

/** Letters and digits only, so it fits a username; unique per run and worker. */
function uniqueTag(testInfo: TestInfo): string {
  return `${testInfo.workerIndex}${Date.now().toString(36)}`;
}

async function newDesktopPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const usersTable = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

test('an admin creates a test account, changes its role and deletes it; the user sees each change on the next load', async ({
  page,
  browser,
}, testInfo) => {
  // A long journey in two browsers (two sign-ins, three reloads, argon2 on each): it needs more than the default 30 s
  // on a loaded machine.
  test.slow();
  const tag = uniqueTag(testInfo);
  const email = `free${tag}@test.com`;
  const username = `free_${tag}`;
  const password = 'Passw0rd1';

  // The admin signs in and opens the panel from the nav: Users, with the admin's address in the sidebar.
  await page.goto('/');
  await signInThroughDialog(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Admin Panel' });
  await expect(sidebar.getByRole('link')).toHaveText(SECTIONS);
  await expect(sidebar.getByText(ADMIN_EMAIL)).toBeVisible();
  await expect(usersTable(page).getByRole('columnheader')).toHaveText(['Username', 'Email', 'Role', 'Joined', 'Actions']);

  // The admin's own row: the dropdown is disabled and there is no delete button; its history is its one action.
  const adminRow = rowOf(page, ADMIN_EMAIL);
  await expect(adminRow.getByRole('combobox')).toBeDisabled();
  await expect(adminRow.getByRole('combobox')).toHaveValue('ADMIN');
  await expect(adminRow.getByRole('button')).toHaveAccessibleName(`History of ${ADMIN_EMAIL}`);

  // A test account: the shared schema refuses a bad address before anything is sent.
  const form = page.getByRole('region', { name: 'Create test account' });
  await form.getByLabel('Email').fill(`free${tag}@example.com`);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create test account' }).click();
  await expect(form.getByText('Email must end with @test.com')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Email').fill(email);
  await expect(form.getByText('Email must end with @test.com')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create test account' }).click();
  await expect(toasts(page)).toContainText('Test account created');
  await expect(form.getByLabel('Email')).toHaveValue('');
  const row = rowOf(page, email);
  const roleSelect = row.getByRole('combobox', { name: `Role of ${username}` });
  await expect(roleSelect).toHaveValue('FREE');
  await expect(roleSelect.getByRole('option')).toHaveText(['Free', 'Premium', 'Pro']);
  await expect(row.getByRole('cell').first()).toHaveText(username);

  // The new user signs in elsewhere: FREE.
  const userPage = await newDesktopPage(browser, testInfo);
  await userPage.goto('/');
  await signInThroughDialog(userPage, email, password);
  await expect(userPage.getByTitle('FREE tier')).toBeVisible();

  // The admin makes the user Pro; the user's next load shows it.
  await roleSelect.selectOption({ label: 'Pro' });
  await expect(toasts(page)).toContainText('User role updated successfully');
  await expect(roleSelect).toHaveValue('PRO');
  await expect(roleSelect).toBeEnabled();
  await userPage.reload();
  await expect(userPage.getByTitle('PRO tier')).toBeVisible();

  // The change is the server's, not just this page's.
  await page.reload();
  await expect(page).toHaveURL('/admin');
  await expect(roleSelect).toHaveValue('PRO');

  // Delete, confirmed in the 'Delete User' dialog: the row goes, and so does the user's session.
  await row.getByRole('button', { name: `Delete ${username}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toasts(page)).toContainText('User deleted successfully');
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(adminRow).toBeVisible();
  await expect(row).toHaveCount(0);

  await userPage.reload();
  await expect(userPage.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(userPage.getByTitle('PRO tier')).toHaveCount(0);
  expect(await userPage.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await userPage.context().close();
});

test('the section is part of the address, and the sidebar collapses to icons', async ({ page, adminToken }) => {
  await openWithToken(page, adminToken, '/admin?section=users');
  const sidebar = page.getByRole('complementary', { name: 'Admin Panel' });
  const nav = sidebar.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

  // Another section: its address, its title and its content; a reload keeps it.
  await nav.getByRole('link', { name: 'Quality Control' }).click();
  await expect(page).toHaveURL('/admin?section=quality-control');
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Control' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Exact Duplicates' })).toBeVisible();
  await expect(page).toHaveTitle(/^Quality Control · Admin Panel/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Control' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Quality Control' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL('/admin?section=users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Collapsed: icons with tooltips, narrower, remembered across loads; the links keep their names.
  const wide = (await sidebar.boundingBox())?.width ?? 0;
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav.getByRole('link', { name: 'Ideas', exact: true })).toHaveAttribute('title', 'Ideas');
  await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
  await page.reload();
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(sidebar.getByTitle(`Signed in as ${ADMIN_EMAIL}`)).toBeVisible();
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar.getByText(ADMIN_EMAIL)).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});

test.describe('a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a slide-in drawer', async ({ page, adminToken }) => {
    await openWithToken(page, adminToken, '/admin?section=users');
    await expect(page.getByRole('complementary', { name: 'Admin Panel' })).toBeHidden();
    await expect(rowOf(page, ADMIN_EMAIL).getByRole('combobox')).toBeDisabled();

    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin Panel' });
    await expect(drawer.getByRole('link')).toHaveText(SECTIONS);
    await expect(drawer.getByText(ADMIN_EMAIL)).toBeVisible();
    await drawer.getByRole('link', { name: 'Deleted Ideas' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/admin?section=deleted-ideas');
    await expect(page.getByRole('heading', { level: 1, name: 'Deleted Ideas' })).toBeVisible();

    // Escape closes it without moving.
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/admin?section=deleted-ideas');
  });
});

test.describe('a session the server no longer accepts', () => {
  // The refused calls are 401s, which the browser reports on the console.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/ });

  test("sends the admin to /login with 'Please login to access admin panel', and back after signing in", async ({ page, request }) => {
    const token = await login(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    // The call below is what finds the session refused: the change feed, which would tell the open Users table of the
    // sign-out and have it read again sooner, is kept quiet.
    await quietLiveFeed(page);
    await openWithToken(page, token, '/admin?section=users');
    await expect(rowOf(page, ADMIN_EMAIL)).toBeVisible();

    // Signed out on another device: this tab still holds the token, which the server now refuses.
    const logout = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.ok()).toBe(true);
    const form = page.getByRole('region', { name: 'Create test account' });
    await form.getByLabel('Email').fill('nobody.free@test.com');
    await form.getByLabel('Username').fill('nobody_free');
    await form.getByLabel('Password').fill('Passw0rd1');
    await form.getByRole('button', { name: 'Create test account' }).click();

    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Please login to access admin panel')).toBeVisible();
    // The nav has caught up: signed out, token gone.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('Email').fill(ADMIN_EMAIL);
    await dialog.getByLabel('Password').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/admin?section=users');
    await expect(rowOf(page, ADMIN_EMAIL)).toBeVisible();
  });
});
