import type { APIRequestContext, Page } from '@playwright/test';
import { openAs } from '../support/sessions';
import { toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// The marketplace list against the real seeded server (spec 000 §2 Marketplace, §5, §6, §7): browsing, the search
// (applied after a pause), filters kept in the address, the sort, the 'Showing N / total' count, infinite scroll,
// the empty state with 'Clear all filters', and what the card buttons ask of a visitor and of a FREE member.

interface Idea {
  id: number;
  title: string;
  type: 'FREE' | 'PREMIUM';
  category: string;
}

interface IdeaPage {
  ideas: Idea[];
  pagination: { page: number; hasMore: boolean; counts: { total: number } };
}

/** What the server answers a signed-out visitor for the query (the list the page shows). */
async function serverList(request: APIRequestContext, query: string): Promise<IdeaPage> {
  const response = await request.get(`/api/ideas?limit=100&${query}`);
  expect(response.ok(), `GET /api/ideas?${query}`).toBe(true);
  return (await response.json()) as IdeaPage;
}

const count = (page: Page) => page.locator('.marketplace__count');
const cards = (page: Page) => page.getByRole('list', { name: 'Ideas' }).getByRole('article');
const firstCardTitle = (page: Page) => cards(page).first().getByRole('heading');
const filter = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/** The page shows the server's first page for the query: its count, and its first idea first. */
async function expectList(page: Page, query: string): Promise<IdeaPage> {
  const expected = await serverList(page.request, query);
  const shown = Math.min(100, expected.pagination.counts.total);
  await expect(count(page)).toHaveText(`Showing ${shown} / ${expected.pagination.counts.total}`);
  if (expected.ideas[0]) await expect(firstCardTitle(page)).toHaveText(expected.ideas[0].title);
  return expected;
}

test('a visitor browses: the newest ideas with their count, cards with the four buttons, more on scrolling', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Ideas' })).toBeVisible();
  const all = await expectList(page, '');
  expect(all.pagination.counts.total, 'the seed has over 100 visible ideas').toBeGreaterThan(100);

  // Only the cards near the viewport are in the page, whatever is loaded.
  const first = cards(page).first();
  for (const button of ['Learn More', 'Save Idea', 'Share', 'Mockup']) {
    await expect(first.getByRole('button', { name: button })).toBeVisible();
  }
  expect(await cards(page).count()).toBeLessThan(40);

  // Infinite scroll: nearing the end of the loaded ideas loads the next page.
  await page.mouse.wheel(0, 100_000);
  await expect(count(page)).toHaveText(`Showing ${Math.min(200, all.pagination.counts.total)} / ${all.pagination.counts.total}`);
  expect(await cards(page).count()).toBeLessThan(40);
});

test('search applies after a pause, and filters, Premium Only and the sort narrow and order the list; a reload keeps them', async ({ page }) => {
  await page.goto('/marketplace');
  const all = await expectList(page, '');
  const word = all.ideas[0]!.title.split(/\s+/).find((part) => part.length >= 5) ?? all.ideas[0]!.title;

  // Search: nothing happens while typing; the list follows once typing stops.
  await page.getByRole('searchbox', { name: 'Search ideas' }).pressSequentially(word, { delay: 50 });
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(word)}`));
  await expectList(page, `search=${encodeURIComponent(word)}`);

  await page.getByRole('searchbox', { name: 'Search ideas' }).fill('');
  await expect(page).not.toHaveURL(/search=/);
  await expectList(page, '');

  // Category.
  const category = all.ideas.find((idea) => idea.category)!.category.split(',')[0]!.trim();
  await filter(page, 'Category').selectOption(category);
  await expect(page).toHaveURL(new RegExp(`category=${category}`));
  await expectList(page, `category=${category}`);

  // Premium Only, with the category: every card shown is premium, locked for a visitor.
  await page.getByRole('switch', { name: 'Premium Only' }).click();
  await expect(page).toHaveURL(/premium=true/);
  const premium = await expectList(page, `category=${category}&type=PREMIUM`);
  if (premium.pagination.counts.total > 0) {
    await expect(cards(page).first().getByText('Premium', { exact: false }).first()).toBeVisible();
    await expect(cards(page).first()).toContainText('(locked)');
  }

  // Sort: Most Popular.
  await filter(page, 'Sort by').selectOption({ label: 'Most Popular' });
  await expect(page).toHaveURL(/sort=popular/);
  await expectList(page, `category=${category}&type=PREMIUM&sort=popular`);

  // The address keeps everything: a reload shows the same list with the same controls.
  await page.reload();
  await expect(filter(page, 'Category')).toHaveValue(category);
  await expect(page.getByRole('switch', { name: 'Premium Only' })).toBeChecked();
  await expect(filter(page, 'Sort by')).toHaveValue('popular');
  await expectList(page, `category=${category}&type=PREMIUM&sort=popular`);
});

test('Business Model, Added By, Country (with its own search), a technology and a Trends type each narrow the list', async ({ page }) => {
  await page.goto('/marketplace');
  await expectList(page, '');

  await filter(page, 'Business Model').selectOption('B2B');
  await expectList(page, 'businessModel=B2B');
  await filter(page, 'Business Model').selectOption('All');

  await filter(page, 'Added By').selectOption('FD');
  await expectList(page, 'source=FD');
  await filter(page, 'Added By').selectOption('All');

  await page.getByRole('button', { name: /^Country/ }).click();
  await page.getByRole('searchbox', { name: 'Search countries' }).fill('euro');
  await expect(page.getByRole('list', { name: 'Countries' }).getByRole('button')).toHaveText(['Europe']);
  await page.getByRole('searchbox', { name: 'Search countries' }).press('Enter');
  await expect(page).toHaveURL(/country=Europe/);
  await expectList(page, 'country=Europe');

  await page.getByRole('button', { name: /^Country/ }).click();
  await page.getByRole('list', { name: 'Countries' }).getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/country=/);

  await page.getByRole('group', { name: 'Technologies' }).getByRole('button', { name: 'AI/ML' }).click();
  await expect(page.getByRole('button', { name: 'AI/ML' })).toHaveAttribute('aria-pressed', 'true');
  await expectList(page, `technologies=${encodeURIComponent('AI/ML')}`);
  await page.getByRole('button', { name: 'AI/ML' }).click();

  const linked = await page.request.get('/api/trends/ideas/by-type/RFI');
  const { ideaIds } = (await linked.json()) as { ideaIds: number[] };
  await filter(page, 'Trends').selectOption('RFI');
  await expect(page).toHaveURL(/trend=RFI/);
  if (ideaIds.length > 0) await expectList(page, `trendIdeaIds=${encodeURIComponent(JSON.stringify(ideaIds))}`);
  else await expect(page.getByRole('heading', { name: 'No ideas found' })).toBeVisible();
});

test("a search nothing matches shows the empty state; 'Clear all filters' brings every idea back", async ({ page }) => {
  await page.goto('/marketplace?category=FinTech&search=zzqxnothingmatcheszz');
  await expect(page.getByRole('heading', { name: 'No ideas found' })).toBeVisible();
  await expect(count(page)).toHaveText('Showing 0 / 0');

  await page.getByRole('status').getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).not.toHaveURL(/search=|category=/);
  await expect(page.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('');
  await expectList(page, '');
});

test('the card buttons ask a visitor to sign in; a FREE member saves (coming soon) and meets the lock on a premium idea', async ({ page }) => {
  await page.goto('/marketplace');
  await expectList(page, '');
  await cards(page).first().getByRole('button', { name: 'Learn More' }).click();
  await expect(toasts(page)).toContainText('Authentication Required');
  await expect(toasts(page)).toContainText('Please sign in to access this feature');

  await openAs(page, 'free', '/marketplace?premium=true');
  const premiumCard = cards(page).first();
  await expect(premiumCard).toContainText('(locked)');
  await premiumCard.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(/PREMIUM/i);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/marketplace');
  const freeCard = cards(page).filter({ hasNot: page.getByText('(locked)') }).first();
  await freeCard.getByRole('button', { name: 'Save Idea' }).click();
  await expect(toasts(page)).toContainText('Saving ideas to your workspace is coming soon');
});
