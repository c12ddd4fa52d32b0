import { FEATURED_IDEA_IDS, FEATURED_IDEAS_PATH } from '@app/domain/ideas/idea-enumerations';
import type { Page } from '@playwright/test';
import { openAs } from '../support/sessions';
import { stub, toasts, unverifiedUser } from './auth-stubs';
import { expect, test } from './fixtures';

// The landing page against the real seeded server (docs/product.md "Landing page", "Roles and permissions",
// "Subscriptions and payments"): the 13 featured ideas in the order of their fixed ids, the pricing table and what its
// buttons do for each kind of visitor, the FAQ and the footer.

interface ListedIdea {
  id: number;
  title: string;
}

const featuredList = (page: Page) => page.getByRole('list', { name: 'Featured ideas' });
/** The idea cards of the list (its last item is the 'browse all' tile). */
const featuredCards = (page: Page) => featuredList(page).getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) });
const pricing = (page: Page) => page.getByRole('region', { name: 'Pick the plan that fits your stage' });
const plan = (page: Page, name: string) => pricing(page).getByRole('article', { name, exact: true });

test('shows the 13 featured ideas in the order of their ids, asking for those only; a card leads to the marketplace', async ({ page }) => {
  const response = await page.request.get('/api/ideas?limit=7100');
  expect(response.ok()).toBe(true);
  const { ideas } = (await response.json()) as { ideas: ListedIdea[] };
  const byId = new Map(ideas.map((idea) => [idea.id, idea.title]));
  const expected = FEATURED_IDEA_IDS.map((id) => byId.get(id));
  expect(expected.every((title) => title !== undefined), 'the seed publishes every featured idea').toBe(true);

  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/ideas') asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/');
  const cards = featuredCards(page);
  await expect(cards).toHaveCount(13);
  // docs/decisions.md "The landing page asks for its 13 featured ideas only".
  expect(asked).toEqual([FEATURED_IDEAS_PATH]);
  await expect(featuredList(page).getByRole('heading', { level: 3 })).toHaveText(expected as string[]);
  // Compact cards: category, type, market size.
  const first = cards.first();
  await expect(first).toContainText('Market size');
  await expect(first.locator('.idea-tile__type')).toHaveText(/^(Free|Premium( \(locked\))?)$/);

  await first.click();
  await expect(page).toHaveURL('/marketplace');

  await page.goBack();
  await featuredList(page).getByRole('link', { name: /Browse all 1000\+ ideas/ }).click();
  await expect(page).toHaveURL('/marketplace');
});

test('a signed-out visitor sees premium featured ideas locked', async ({ page }) => {
  const { ideas } = (await (await page.request.get('/api/ideas?limit=7100')).json()) as {
    ideas: (ListedIdea & { type: string })[];
  };
  const premium = ideas.filter((idea) => (FEATURED_IDEA_IDS as readonly number[]).includes(idea.id) && idea.type === 'PREMIUM');
  await page.goto('/');
  await expect(featuredCards(page)).toHaveCount(13);
  await expect(featuredList(page).getByText('(locked)')).toHaveCount(premium.length);
});

test.describe('when the list cannot load', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/ });

  test('the featured ideas show a skeleton while loading and the error text when the list cannot load', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/ideas',
      async (route) => {
        await held;
        await route.fulfill({ status: 400, json: { message: 'Bad request' } });
      },
    );
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Loading featured ideas' })).toBeAttached();
    await expect(page.locator('.idea-tile--skeleton')).toHaveCount(13);
    release();

    // Reads are retried twice before the error shows (docs/product.md "Limits").
    const alert = page.getByRole('alert').filter({ hasText: 'Error Loading Ideas' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(alert).toContainText('There was a problem loading the ideas platform. Please try again later.');
    await expect(featuredList(page)).toHaveCount(0);
  });
});

test('the pricing table: Free $0, Premium $9, Pro $19 with $97 struck through, and what Admin is', async ({ page }) => {
  await page.goto('/');
  await expect(pricing(page).getByRole('article')).toHaveCount(3);

  await expect(plan(page, 'Free')).toContainText('$0/month');
  await expect(plan(page, 'Free').getByRole('list', { name: 'Free features' }).getByRole('listitem')).toHaveText([
    'Basic ideas',
    'Community features',
    'Standard support',
    'Unlimited ideas access',
    'Top Picks',
  ]);
  await expect(plan(page, 'Premium')).toContainText('$9/month');
  await expect(plan(page, 'Premium').getByRole('listitem')).toHaveCount(4);
  await expect(plan(page, 'Pro')).toContainText('$19/month');
  await expect(plan(page, 'Pro').locator('s')).toHaveText('regular price $97/month');
  await expect(plan(page, 'Pro')).toContainText('Early-bird price');
  await expect(plan(page, 'Pro').getByRole('listitem')).toHaveCount(11);
  await expect(pricing(page).getByRole('complementary', { name: 'Admin' })).toContainText('manage users and roles');
});

test('upgrade buttons, signed out: Authentication Required; Start for Free opens Create Account', async ({ page }) => {
  await page.goto('/');
  await plan(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(toasts(page)).toContainText('Authentication Required');
  await expect(toasts(page)).toContainText('Please sign in to access this feature');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await plan(page, 'Free').getByRole('button', { name: 'Start for Free' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
});

test('upgrade buttons, unverified email: Verify Your Email', async ({ page }) => {
  await stub(page, 'GET', '/api/auth/verify', { json: { user: unverifiedUser } });
  await page.goto('/terms');
  await page.evaluate(() => localStorage.setItem('auth_token', 'stub-token'));
  await page.goto('/');

  // The landing page's own warning for unverified users (docs/product.md "Landing page"), once.
  await expect(toasts(page).filter({ hasText: 'Email verification required' })).toBeVisible();
  await plan(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(toasts(page)).toContainText('Verify Your Email');
  await expect(toasts(page)).toContainText('Please check your inbox to continue.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('upgrade buttons, FREE: the upgrade dialog for the tier; the free plan is marked as yours', async ({ page }) => {
  await openAs(page, 'free', '/');
  await expect(plan(page, 'Free')).toContainText('Your plan');
  await expect(plan(page, 'Free').getByRole('link', { name: 'Browse Ideas' })).toHaveAttribute('href', '/marketplace');

  await plan(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to PREMIUM' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(dialog).toHaveCount(0);

  await plan(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to PRO' })).toBeVisible();
});

test('upgrade buttons, PRO: Already Subscribed for Premium and Pro alike', async ({ page }) => {
  await openAs(page, 'pro', '/');
  await expect(plan(page, 'Pro')).toContainText('Your plan');
  await plan(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(toasts(page)).toContainText('Already Subscribed');
  await plan(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(toasts(page)).toContainText('Already Subscribed');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the FAQ opens one answer at a time; the footer links to the terms, Builder Studio and two external sites', async ({ page }) => {
  await page.goto('/');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const first = faq.getByRole('button', { name: /What is IdeaPlatform\?/ });
  const second = faq.getByRole('button', { name: 'Where do the ideas come from?' });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText('is a marketplace of 1000+ validated startup ideas')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const name of ['Validation Agent', 'Follow us on X']) {
    const link = footer.getByRole('link', { name: new RegExp(name) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await footer.getByRole('link', { name: 'Builder Studio' }).click();
  await expect(page).toHaveURL('/builderstudio');
  await page.goBack();
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms & Privacy' }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service and Privacy Policy' })).toBeVisible();
});

test('the terms page: dated March 2025, with a table of contents that links to its sections', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('Last updated: March 2025')).toBeVisible();
  await expect(page.getByText('Effective date: March 1, 2025')).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'Contents' });
  await toc.getByRole('link', { name: '8. How long we keep it, and erasure' }).click();
  await expect(page).toHaveURL('/terms#privacy-retention');
  await expect(page.getByRole('heading', { level: 3, name: '8. How long we keep it, and erasure' })).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the landing, terms and Builder Studio pages fit the screen', async ({ page }) => {
    for (const path of ['/', '/terms', '/builderstudio']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/') await expect(featuredCards(page)).toHaveCount(13);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
