import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { openWithToken, tokenFor } from '../support/sessions';
import { toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// FREE saves an idea here and in another spec (or again on a retry): the second save is refused with 409, which the
// browser reports on the console. The toast assertions check the answer either way.
test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 409/ });

// The idea detail against the real seeded server (docs/product.md "Marketplace and idea detail", "Subscriptions and
// payments"; docs/product.md "Marketplace and idea detail"): a verified user opens a detail from the marketplace, a
// premium user shares a premium idea and a FREE user reads it through the shared link, an invalid link is refused, and
// an admin edits an idea and one of its documents on /marketplace/{id}.

interface Idea {
  id: number;
  title: string;
  description: string;
  type: 'FREE' | 'PREMIUM';
  status: string;
  problem: string | null;
  solution: string | null;
  mockup: string | null;
  tags: string[];
  locked: boolean;
}

/** What a list answers of an idea: its card. */
type Card = Omit<Idea, 'problem' | 'solution'>;

interface IdeaDocument {
  id: number;
  type: string;
  content: string;
}

async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The first page of the marketplace as `token`'s owner sees it (filters as the query API takes them): cards. */
async function ideas(request: APIRequestContext, query: string, token?: string): Promise<Card[]> {
  return (await getJson<{ ideas: Card[] }>(request, `/api/ideas?${query}`, token)).ideas;
}

/** One idea with every field (a list carries card fields only), as `token`'s owner sees it. */
async function ideaOf(request: APIRequestContext, id: number, token?: string): Promise<Idea> {
  return (await getJson<{ idea: Idea }>(request, `/api/ideas/${id}`, token)).idea;
}

async function documentsOf(request: APIRequestContext, id: number, token: string): Promise<IdeaDocument[]> {
  return (await getJson<{ documents: IdeaDocument[] }>(request, `/api/ideas/${id}/documents`, token)).documents;
}

/** A free idea with documents and a mockup link: the detail dialog has something in every part. */
async function richFreeIdea(request: APIRequestContext, token: string): Promise<{ idea: Idea; documents: IdeaDocument[] }> {
  for (const card of await ideas(request, 'type=FREE&limit=60', token)) {
    if (!card.mockup?.startsWith('https://')) continue;
    const idea = await ideaOf(request, card.id, token);
    if (!idea.problem) continue;
    const documents = await documentsOf(request, idea.id, token);
    if (documents.length > 0) return { idea, documents };
  }
  throw new Error('the seed has no free idea with documents and a mockup');
}

/** Answers any request to an outside site with a small page, so nothing leaves the machine. */
async function stubOutsideSites(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>outside</title><p>outside</p>' }),
  );
}

const detailDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Opens the marketplace narrowed to one idea by its title (the search is kept in the address). */
async function marketplaceCard(page: Page, idea: Idea) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: idea.title, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

test('a verified user opens an idea from the marketplace: sections, tags, documents, buttons, mockup', async ({ page, context }) => {
  const token = await tokenFor(page.request, 'free');
  const { idea, documents } = await richFreeIdea(page.request, token);
  await stubOutsideSites(context);

  await openWithToken(page, token, `/marketplace?search=${encodeURIComponent(idea.title)}`);
  const card = await marketplaceCard(page, idea);
  await card.getByRole('button', { name: 'Learn More' }).click();

  const dialog = detailDialog(page, idea.title);
  await expect(dialog).toBeVisible();
  for (const section of ['Overview', 'Problem', 'Solution', 'Wow/Hook', 'Documents']) {
    await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  // The facts' terms (the scorecard's reasons are terms too, below them).
  await expect(dialog.locator('.idea-facts').getByRole('term')).toHaveText(['Market Size', 'Business Model', 'Competition Level']);
  await expect(dialog.getByText(idea.description)).toBeVisible();
  await expect(dialog.getByText('Premium Content:')).toHaveCount(0);

  // At most 3 tags, the rest counted.
  const tags = dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  if (idea.tags.length > 3) await expect(tags).toHaveText([...idea.tags.slice(0, 3), `+${idea.tags.length - 3} more`]);

  // Documents under their short lower-case names; one opens rendered, without raw markdown marks.
  const names = { PRD: 'prd', PITCH_DECK: 'pitch', GTM: 'gtm', FINANCIAL_PLAN: 'financial', PRELAUNCH: 'prelaunch' } as Record<string, string>;
  const first = documents.find((document) => document.type === 'PRD') ?? documents[0]!;
  const chip = dialog.getByRole('button', { name: names[first.type], exact: true });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-expanded', 'true');
  const viewer = dialog.locator('.idea-documents__viewer article');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.markdown')).not.toContainText('## ');
  const firstHeading = /^#{1,6}\s+(.+)$/m.exec(first.content)?.[1]?.replace(/[*_`]/g, '').trim();
  if (firstHeading) await expect(viewer.getByRole('heading', { name: firstHeading }).first()).toBeVisible();

  // Save to Workspace: saved (or saved already, when another test or a retry saved the same idea for this user).
  await dialog.getByRole('button', { name: 'Save to Workspace' }).click();
  await expect(toasts(page)).toContainText(/Idea saved to your workspace|Idea already saved to your workspace/);
  // Closed, so it cannot cover the dialog's buttons (at 390 px it sits over 'View on Workspace').
  await toasts(page).getByRole('button', { name: 'Close', includeHidden: true }).click();
  await expect(toasts(page)).toHaveCount(0);

  // The workspace needs PRO: a FREE user gets the upgrade dialog, over the detail.
  await dialog.getByRole('button', { name: 'View on Workspace' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to PRO' });
  await expect(upgrade).toContainText('$19');
  await expect(upgrade).toContainText('One-click mockups and MVPs');
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upgrade).toBeHidden();
  await expect(dialog).toBeVisible();

  // Mockup: the link, and Continue opens it in a new tab; closing goes back to the detail.
  await dialog.getByRole('button', { name: 'Mockup', exact: true }).click();
  const mockup = page.getByRole('dialog', { name: 'View Mockup' });
  await expect(mockup).toContainText(idea.mockup!);
  const [tab] = await Promise.all([context.waitForEvent('page'), mockup.getByRole('button', { name: 'Continue' }).click()]);
  await expect.poll(() => tab.url()).toBe(new URL(idea.mockup!).href);
  await tab.close();
  await expect(detailDialog(page, idea.title)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(detailDialog(page, idea.title)).toBeHidden();
});

test('a premium user shares a premium idea; a FREE user reads it through the shared link', async ({ page, browser, context }) => {
  const premiumToken = await tokenFor(page.request, 'premium');
  const freeToken = await tokenFor(page.request, 'free');
  const [listed] = await ideas(page.request, 'type=PREMIUM&limit=1', premiumToken);
  expect(listed, 'a seeded premium idea').toBeDefined();
  const idea = await ideaOf(page.request, listed!.id, premiumToken);
  expect(idea.problem, 'a seeded premium idea with a problem').toBeTruthy();
  await stubOutsideSites(context);

  // Share from the card: a 550x420 pop-up with the post intent, carrying the shared link.
  await openWithToken(page, premiumToken, `/marketplace?search=${encodeURIComponent(idea.title)}`);
  const card = await marketplaceCard(page, idea);
  const [popup] = await Promise.all([context.waitForEvent('page'), card.getByRole('button', { name: 'Share' }).click()]);
  await expect.poll(() => popup.url()).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
  const intent = new URL(popup.url());
  expect(intent.searchParams.get('text')).toContain('🔒 Premium idea');
  const sharedLink = new URL(intent.searchParams.get('url')!);
  expect(sharedLink.pathname).toBe('/marketplace');
  expect(sharedLink.searchParams.get('idea')).toBe(String(idea.id));
  const hash = sharedLink.searchParams.get('hash')!;
  expect(hash).not.toBe('');
  await popup.close();

  // A FREE user cannot read the idea on its own...
  const locked = await getJson<{ idea: Idea }>(page.request, `/api/ideas/${idea.id}`, freeToken);
  expect(locked.idea.locked).toBe(true);

  // ...but the shared link opens its detail with the body.
  const freeContext = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  const freePage = await freeContext.newPage();
  await openWithToken(freePage, freeToken, `${sharedLink.pathname}${sharedLink.search}`);
  const dialog = detailDialog(freePage, idea.title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Problem', exact: true })).toBeVisible();
  await expect(dialog.getByText(idea.problem!.slice(0, 60))).toBeVisible();
  await expect(dialog.getByText('Premium Content:')).toHaveCount(0);
  await freeContext.close();
});

test("an invalid shared link says 'Invalid shared link' and returns to /marketplace", async ({ page }) => {
  const [idea] = await ideas(page.request, 'limit=1');
  await page.goto(`/marketplace?idea=${idea!.id}&hash=not-the-right-hash`);
  await expect(toasts(page)).toContainText('Invalid shared link');
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/marketplace/{id}: read-only and gated for a FREE user', async ({ page }) => {
  const freeToken = await tokenFor(page.request, 'free');
  const [premium] = await ideas(page.request, 'type=PREMIUM&limit=1', freeToken);

  await openWithToken(page, freeToken, `/marketplace/${premium!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: premium!.title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText(
    'Premium Content: This idea is only available to PRO users. Please upgrade to access premium content.',
  );
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.getByRole('note').getByRole('button', { name: 'Upgrade' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to PREMIUM' })).toContainText('$9');
});

test.describe('an idea that does not exist', () => {
  // The browser logs the 404 of the read itself.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test("/marketplace/{id} says 'Failed to load idea'", async ({ page }) => {
    await page.goto('/marketplace/99999999');
    await expect(page.getByRole('alert')).toContainText('Failed to load idea');
  });
});

test('an admin edits an idea and one of its documents on /marketplace/{id}', async ({ page }) => {
  const adminToken = await tokenFor(page.request, 'admin');
  // An unpublished idea with documents, so the edit shows on no public list another test reads.
  let target: { idea: Card; documents: IdeaDocument[] } | undefined;
  for (const idea of await ideas(page.request, 'limit=300', adminToken)) {
    if (idea.status !== 'Unpublished') continue;
    const documents = await documentsOf(page.request, idea.id, adminToken);
    if (documents.length > 0) {
      target = { idea, documents };
      break;
    }
  }
  expect(target, 'an unpublished seeded idea with documents').toBeDefined();
  const { idea, documents } = target!;
  const newTitle = `${idea.title.slice(0, 80)} (edited ${Date.now().toString(36)})`;

  await openWithToken(page, adminToken, `/marketplace/${idea.id}`);
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();

  const form = page.getByRole('form', { name: 'Edit idea' });
  await expect(form.getByLabel('Status')).toHaveValue('Unpublished');
  // Cancel drops the edits.
  await form.getByLabel('Title').fill('Thrown away');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();

  // The shared schema's message before any call; then a real save.
  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  await form.getByLabel('Title').fill('ab');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
  await form.getByLabel('Title').fill(newTitle);
  await form.getByLabel('Timeline').fill('9 months to launch');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page)).toContainText('Idea updated successfully');
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByText('9 months to launch', { exact: true })).toBeVisible();
  const saved = await getJson<{ idea: Idea & { timeline: string } }>(page.request, `/api/ideas/${idea.id}`, adminToken);
  expect(saved.idea).toMatchObject({ title: newTitle, timeline: '9 months to launch', status: 'Unpublished' });

  // One document: Edit, Save; the page shows the new content rendered.
  const document = documents[0]!;
  const card = page.getByRole('article').filter({ hasText: `#${document.id}` });
  await card.getByRole('button', { name: 'Edit' }).click();
  const marker = `Edited section ${Date.now().toString(36)}`;
  await card.getByRole('textbox').fill(`## ${marker}\n\nA **bold** claim.`);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toasts(page)).toContainText('Document updated successfully');
  await expect(card.getByRole('heading', { name: marker })).toBeVisible();
  await expect(card.locator('strong')).toHaveText('bold');
  const after = await documentsOf(page.request, idea.id, adminToken);
  expect(after.find((d) => d.id === document.id)?.content).toBe(`## ${marker}\n\nA **bold** claim.`);
});
