import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { verificationPath } from '../support/members';
import { toasts } from './auth-stubs';

// The whole account life cycle against the real server (docs/product.md "Accounts and sessions"): register, verify the
// email with the mailed link, settings, log out, sign in again. auth-ui.spec.ts covers the same screens against stubs.

test.describe('an account from registration to sign-in', () => {
  // Wrong passwords and a taken email are answered with 4xx, which the browser reports on the console.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 4\d\d/ });

  const password = 'Str0ng!pass';
  const newPassword = 'Even-str0nger!';

  async function signIn(page: Page, email: string, secret: string) {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(secret);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  test('register, verify, change settings, log out and sign in again', async ({ page, request }, testInfo) => {
    // The whole life cycle, with the verification page's own 2 s wait, often runs first while the server is still
    // loading the catalog: it gets the longer time limit of a slow test.
    test.slow();
    const name = `ada_${testInfo.workerIndex}_${Date.now() % 1_000_000}`;
    const email = `${name}@example.com`;

    // Register: signed in at once, welcomed, and asked to verify.
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Username').fill(name);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm Password').fill(password);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page)).toContainText('Registration successful');
    await expect(dialog.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible();
    await expect(page.getByText('FREE', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Unverified: the landing page warns, for good, and can send the link again.
    const warning = toasts(page).filter({ hasText: 'Email verification required' });
    await expect(warning).toBeVisible({ timeout: 10_000 });
    const firstLink = await verificationPath(request, email);
    await warning.getByRole('button', { name: 'Resend email' }).click();
    await expect(toasts(page)).toContainText('Verification email sent');
    const link = await verificationPath(request, email);
    expect(link).not.toBe(firstLink);

    // The mailed link verifies the email and, after 2 s, goes home with the warning gone.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
    await expect(page).toHaveURL('/', { timeout: 5_000 });
    await page.waitForTimeout(1_000);
    await expect(toasts(page)).toHaveCount(0);

    // Settings: a new username, a refused and an accepted password change.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByText('FREE TIER')).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Username').fill(`${name}_x`);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page)).toContainText('Profile Updated');

    const security = page.getByRole('region', { name: 'Security' });
    await security.getByLabel('Current Password').fill('Wr0ng!pass');
    await security.getByLabel('New Password', { exact: true }).fill(newPassword);
    await security.getByLabel('Confirm New Password').fill(newPassword);
    await security.getByRole('button', { name: 'Update Password' }).click();
    await expect(toasts(page)).toContainText('Update Failed');
    await expect(security.getByText('Current password is incorrect')).toBeVisible();
    await security.getByLabel('Current Password').fill(password);
    await security.getByRole('button', { name: 'Update Password' }).click();
    await expect(toasts(page)).toContainText('Password Updated');

    // Log out: home, signed out, token gone.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // The old password no longer works; the new one does, and the session survives a reload.
    await signIn(page, email, password);
    await expect(toasts(page)).toContainText('Login Failed');
    await expect(toasts(page)).toContainText('Invalid credentials');
    await page.getByRole('dialog').getByLabel('Password').fill(newPassword);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toasts(page)).toContainText('Login Successful');
    await expect(toasts(page)).toContainText(`Welcome back ${email}!`);
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveText(email.charAt(0).toUpperCase());
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Username')).toHaveValue(`${name}_x`);
  });

  test('a taken email is refused on its field', async ({ page }, testInfo) => {
    const name = `grace_${testInfo.workerIndex}_${Date.now() % 1_000_000}`;
    const register = async () => {
      await page.getByRole('button', { name: 'Register' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Email').fill(`${name}@example.com`);
      await dialog.getByLabel('Username').fill(name);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByLabel('Confirm Password').fill(password);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
    };
    await page.goto('/');
    await register();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'How would you like to start?' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');

    await register();
    await expect(toasts(page)).toContainText('Registration Failed');
    await expect(toasts(page)).toContainText('Email already registered');
    await expect(page.getByRole('dialog').getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
