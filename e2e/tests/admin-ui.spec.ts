import type { Page } from '@playwright/test';
import { gate, openSignedIn, stub, toasts, type StubUser } from './auth-stubs';
import { expect, test } from './fixtures';

// The Users section's loading and failure states against stubbed admin calls (docs/product.md "Admin panel"): what the
// real server seldom does on demand (a slow or failing read, a refused change). admin-users.spec.ts runs the real flow.

const admin: StubUser = { id: 'u-0', email: 'admin@test.com', username: 'admin', role: 'admin', emailVerified: true };

const USERS = {
  users: [
    { id: 'u-2', username: 'pro_user', email: 'pro@test.com', role: 'PRO', created_at: '2025-03-02T09:00:00.000Z' },
    { id: 'u-1', username: 'premium_user', email: 'premium@test.com', role: 'PREMIUM', created_at: '2025-03-01T09:00:00.000Z' },
    { id: 'u-0', username: 'admin', email: 'admin@test.com', role: 'ADMIN', created_at: '2025-01-15T09:00:00.000Z' },
  ],
};

// Failed calls are reported on the console by the browser.
test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of [45]\d\d/ });

async function openUsers(page: Page): Promise<void> {
  await openSignedIn(page, '/admin?section=users', admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

const rowOf = (page: Page, email: string) => page.getByRole('table').getByRole('row').filter({ hasText: email });

test('a spinner shows while the users load, then the table', async ({ page }) => {
  const answer = gate();
  await stub(page, 'GET', '/api/admin/users', { json: USERS }, answer.promise);
  await openUsers(page);

  await expect(page.getByRole('status').filter({ hasText: 'Loading users' })).toBeAttached();
  await expect(page.getByRole('table')).toHaveCount(0);
  answer.open();

  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: 'Loading users' })).toHaveCount(0);
  await expect(page.getByText('3 users')).toBeVisible();
  await expect(rowOf(page, 'premium@test.com').getByRole('combobox')).toHaveValue('PREMIUM');
  await expect(rowOf(page, 'premium@test.com').getByRole('cell').nth(3)).toHaveText('Mar 1, 2025');
  await expect(rowOf(page, 'admin@test.com').getByRole('combobox')).toBeDisabled();
  // The admin's own row has no delete button: its history is its one action.
  await expect(rowOf(page, 'admin@test.com').getByRole('button')).toHaveAccessibleName('History of admin@test.com');
});

test("a read that keeps failing says 'Failed to fetch users', and Try again reads again", async ({ page }) => {
  let failing = true;
  await stub(page, 'GET', '/api/admin/users', () =>
    failing ? { status: 503, json: { message: 'down for maintenance' } } : { json: USERS },
  );
  await openUsers(page);

  // Reads are tried three times (docs/product.md "Limits"); a 5xx body is not shown.
  await expect(toasts(page)).toContainText('Error', { timeout: 15_000 });
  await expect(toasts(page)).toContainText('Failed to fetch users');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch users' })).toBeVisible();

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(rowOf(page, 'pro@test.com')).toBeVisible();
});

test("a refused role change shows the server's reason and puts the old role back", async ({ page }) => {
  await stub(page, 'GET', '/api/admin/users', { json: USERS });
  const answer = gate();
  await stub(page, 'PUT', '/api/admin/users/u-1/role', { status: 403, json: { message: 'Admin access required' } }, answer.promise);
  await openUsers(page);

  const select = rowOf(page, 'premium@test.com').getByRole('combobox', { name: 'Role of premium_user' });
  await select.selectOption('FREE');
  // On its way: the choice shows, the dropdown waits.
  await expect(select).toHaveValue('FREE');
  await expect(select).toBeDisabled();
  answer.open();

  await expect(toasts(page)).toContainText('Error');
  await expect(toasts(page)).toContainText('Admin access required');
  await expect(select).toHaveValue('PREMIUM');
  await expect(select).toBeEnabled();
});

test("a failed deletion says 'Failed to delete user' and keeps the row", async ({ page }) => {
  await stub(page, 'GET', '/api/admin/users', { json: USERS });
  const answer = gate();
  await stub(page, 'DELETE', '/api/admin/users/u-2', { status: 502, text: 'Bad Gateway' }, answer.promise);
  await openUsers(page);

  await rowOf(page, 'pro@test.com').getByRole('button', { name: 'Delete pro_user' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  answer.open();

  await expect(toasts(page)).toContainText('Failed to delete user');
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'pro@test.com')).toBeVisible();
});

test('Cancel closes the Delete User dialog without deleting', async ({ page }) => {
  await stub(page, 'GET', '/api/admin/users', { json: USERS });
  const deletions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletions.push(request.url());
  });
  await openUsers(page);

  await rowOf(page, 'pro@test.com').getByRole('button', { name: 'Delete pro_user' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete User' });
  await expect(dialog).toContainText('pro_user');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(deletions).toEqual([]);
});

test("the test-account form shows the spec's messages, then the server's field errors on the fields", async ({ page }) => {
  await stub(page, 'GET', '/api/admin/users', { json: USERS });
  await stub(page, 'POST', '/api/admin/users/test-accounts', {
    status: 400,
    json: { message: 'Email already registered', errors: { email: 'Email already registered' } },
  });
  await openUsers(page);
  const form = page.getByRole('region', { name: 'Create test account' });

  await form.getByLabel('Email').fill('ada@test.com');
  await form.getByLabel('Username').fill('ad');
  await form.getByLabel('Password').fill('password');
  await form.getByRole('button', { name: 'Create test account' }).click();
  await expect(form.getByText("Email must include 'free', 'premium', or 'pro' (e.g., ada.free@test.com)")).toBeVisible();
  await expect(form.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(
    form.getByText('Password must contain at least one uppercase letter, one lowercase letter, and one number'),
  ).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();

  await form.getByLabel('Email').fill('ada.pro@test.com');
  await form.getByLabel('Username').fill('ada_pro');
  await form.getByLabel('Password').fill('Passw0rd');
  await form.getByRole('button', { name: 'Create test account' }).click();
  await expect(toasts(page)).toContainText('Email already registered');
  await expect(form.getByText('Email already registered')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  // Editing the field clears the server's error.
  await form.getByLabel('Email').fill('ada.pro2@test.com');
  await expect(form.getByText('Email already registered')).toHaveCount(0);
});
