import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The application shell: navigation, routing, toasts and dialogs.

const DESKTOP_BREAKPOINT = 1024;

// Radix renders each toast as an item of the notifications region (F8 focuses it).
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

test.describe('desktop', () => {
  test('the landing page loads with the top navigation', async ({ page }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'From Idea to Launch in One Platform' })).toBeVisible();
    await expect(page).toHaveTitle(/From Idea to Launch/);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Browse Ideas' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Explore Trends' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Build My Idea' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Got a Problem?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    // Signed out: no workspace, no admin panel, no user menu, and no mobile toggle on a desktop screen.
    await expect(page.getByRole('link', { name: 'Workspace' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('the nav links navigate without reloading the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { shellMarker: true }));
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });

    await nav.getByRole('link', { name: 'Browse Ideas' }).click();
    await expect(page).toHaveURL('/marketplace');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Ideas' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Browse Ideas' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Explore Trends' }).click();
    await expect(page).toHaveURL('/exploration');
    await expect(page.getByRole('heading', { level: 1, name: 'Trending Opportunities' })).toBeVisible();

    await page.getByRole('link', { name: 'IdeaPlatform' }).click();
    await expect(page).toHaveURL('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/marketplace');

    // Client-side navigation: the window object survived every click.
    expect(await page.evaluate(() => 'shellMarker' in window)).toBe(true);
  });

  // /settings (signed in only) and /verify-email/{token} (which calls the API) are covered by auth-ui.spec.ts;
  // /trends/{id} (signed in only) is covered by trends.spec.ts.
  test('every route of the spec renders its page when loaded directly', async ({ page }) => {
    const { idea } = (await (await page.request.get('/api/ideas/42')).json()) as { idea: { title: string } };
    const pages: [string, string][] = [
      ['/marketplace', 'Browse Ideas'],
      ['/marketplace/42', idea.title],
      ['/exploration', 'Trending Opportunities'],
      ['/workspace', 'Workspace'],
      ['/terms', 'Terms of Service and Privacy Policy'],
      ['/builderstudio', 'Builder Studio'],
      ['/payment/success', 'Payment Successful!'],
      ['/payment/cancelled', 'Payment Cancelled'],
      ['/login', 'Sign In'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
  });

  test('/admin sends anyone but an admin home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'From Idea to Launch in One Platform' })).toBeVisible();
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('Build My Idea asks a signed-out visitor to sign in with a toast that lasts 5 s', async ({ page }) => {
    await page.goto('/');
    // Timed inside the page, from the toast's first frame to its removal: on a busy machine the test runner sees
    // both late, by a second or more.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { toastTimes: typeof times }).toastTimes = times;
      new MutationObserver(() => {
        const present = document.querySelector('[aria-label="Notifications (F8)"] li') !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Build My Idea' }).click();

    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Authentication Required');
    await expect(toast).toContainText('Please sign in to generate solutions');
    await expect(toast).toHaveCount(0, { timeout: 8_000 });
    const { shown, gone } = await page.evaluate(() => (window as unknown as { toastTimes: { shown: number; gone: number } }).toastTimes);
    expect(gone - shown).toBeGreaterThan(4_500);
  });

  test('one toast at a time, and it can be closed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Build My Idea' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Got a Problem?' }).click();

    await expect(toasts(page)).toHaveCount(1);
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('Sign In and Register open their dialogs, which switch to each other', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign up Now!' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign In!' }).click();
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('a page that fails to load', () => {
  // Say a deploy replaced the page's code while this tab was open: its chunk no longer loads.
  test.use({
    allowedConsoleErrors: /Failed to load resource|Failed to fetch dynamically imported module/,
  });

  test('shows the full-page error fallback, whose button reloads the page', async ({ page }) => {
    await page.goto('/');
    await page.route('**/assets/marketplace-*.js', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Browse Ideas' }).click();

    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(fallback).toContainText('Failed to fetch dynamically imported module');

    await page.unroute('**/assets/marketplace-*.js');
    await fallback.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Ideas' })).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggles and mirrors the desktop navigation', async ({ page }) => {
    await page.goto('/');
    expect(page.viewportSize()?.width).toBeLessThan(DESKTOP_BREAKPOINT);
    // The desktop links and buttons are hidden at this width.
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(menu.getByRole('link', { name: 'Browse Ideas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Explore Trends' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Build My Idea' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Got a Problem?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();

    // The toggle closes it again.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // Following a link closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Explore Trends' }).click();
    await expect(page).toHaveURL('/exploration');
    await expect(menu).toBeHidden();

    // So does Escape.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('an action in the menu closes it and runs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });
});
