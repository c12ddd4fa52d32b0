import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { ADMIN_EMAIL } from '../support/admin-account';
import { openWithToken } from '../support/sessions';
import { toasts } from './auth-stubs';
import { test, expect } from './fixtures';

// The admin panel's Activity and Projections sections against the real server (docs/product.md "Admin: History and
// activity"): an admin's change shows in the platform's activity with their email and survives the kind and actor
// filters; a rebuild of a small projection builds a new generation that takes over; both sections fit a phone's width.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Generation {
  name: string;
  generation: number;
  status: 'building' | 'active';
}

/** Small, and read by one admin screen only: rebuilding it disturbs no other test. */
const REBUILT = 'studio_applicants';

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
const filters = (page: Page) => page.getByRole('search', { name: 'Activity filters' });
const projectionCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** The idea's id as the Entity column shows it, and the event's type: one row of the table. */
const rowOf = (page: Page, ideaId: number, type: string): Locator =>
  rows(page).filter({ has: page.locator('.activity-table__entity-id', { hasText: new RegExp(`^#${ideaId}$`) }) }).filter({ hasText: type });

/** The screen as the test left it, for a person to look at (the report, or test-results/e2e). */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * From now on the page notes every status each generation shows, so a build that takes a second is seen building even
 * between two of the test's looks.
 */
async function recordGenerationStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[][] = [];
    Object.assign(window, { generationStatuses: seen });
    const note = () =>
      document.querySelectorAll('li.generation').forEach((row) => seen.push([row.getAttribute('aria-label') ?? '', row.getAttribute('data-status') ?? '']));
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'] });
  });
}

/** The statuses a generation (its label's start and end) was shown in, in order, each once. */
async function statusesShown(page: Page, labelStart: string, labelEnd: string): Promise<string[]> {
  const seen = await page.evaluate(() => (window as unknown as { generationStatuses: string[][] }).generationStatuses);
  const statuses = seen.filter(([label = '']) => label.startsWith(labelStart) && label.endsWith(labelEnd)).map(([, status = '']) => status);
  return statuses.filter((status, index) => status !== statuses[index - 1]);
}

async function activeGeneration(request: APIRequestContext, token: string, name: string): Promise<number> {
  const answer = await request.get('/api/admin/projections', { headers: auth(token) });
  const { projections } = (await answer.json()) as { projections: Generation[] };
  const active = projections.find((generation) => generation.name === name && generation.status === 'active');
  if (!active) throw new Error(`no active generation of ${name}`);
  return active.generation;
}

test('an admin sees their stamp in Activity with their email, and filters by kind and by actor', async ({ page, request, adminToken }, testInfo) => {
  test.slow();
  const tag = `${testInfo.workerIndex}${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/ideas/create/newidea', {
    headers: auth(adminToken),
    data: { title: `Activity journey ${tag}`, description: 'An idea stamped by the activity journey.', category: 'EdTech' },
  });
  expect(created.ok()).toBe(true);
  const { idea } = (await created.json()) as { idea: { id: number } };
  const stamped = await request.put(`/api/admin/ideas/${idea.id}/stamp`, { headers: auth(adminToken), data: { stamp: 'Crazy' } });
  expect(stamped.ok()).toBe(true);
  // The activity is a read model: the page opens once the stamp has reached it (a read waiting for the stamp's
  // position).
  const position = stamped.headers()['x-event-position'];
  expect(position).toBeTruthy();
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/admin/activity?kind=ideas&type=IdeaStamped&actor=${encodeURIComponent(ADMIN_EMAIL)}`, {
        headers: { ...auth(adminToken), 'x-min-position': position ?? '' },
      });
      const { entries } = (await answer.json()) as { entries: { entityId: string }[] };
      return entries.some((entry) => entry.entityId === String(idea.id));
    })
    .toBe(true);

  try {
    await openWithToken(page, adminToken, '/admin?section=activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['When', 'Change', 'Actor', 'Entity']);

    // Newest first: the stamp above the idea's creation, by the admin, just now.
    const stamp = rowOf(page, idea.id, 'IdeaStamped');
    const creation = rowOf(page, idea.id, 'IdeaCreated');
    await expect(stamp).toHaveCount(1);
    await expect(stamp).toContainText('Stamp set to Crazy');
    await expect(stamp.getByRole('button', { name: ADMIN_EMAIL })).toBeVisible();
    await expect(stamp.locator('time')).toHaveText(/just now|minute/);
    await expect(stamp.locator('.activity-kind')).toHaveText('Idea');
    const rowIndex = (row: Element) => Array.from(row.parentElement?.children ?? []).indexOf(row);
    expect(await stamp.evaluate(rowIndex)).toBeLessThan(await creation.evaluate(rowIndex));

    // By kind: only ideas, kept in the address.
    await filters(page).getByLabel('Kind').selectOption('ideas');
    await expect(page).toHaveURL(/[?&]kind=ideas(&|$)/);
    await expect(stamp).toHaveCount(1);
    await expect(rows(page).locator('.activity-kind')).toHaveText(Array(await rows(page).count()).fill('Idea'));

    // By actor, typed: the admin's changes; a system actor's hide them.
    await filters(page).getByLabel('Actor').fill('seed');
    await filters(page).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]actor=seed(&|$)/);
    await expect(stamp).toHaveCount(0);
    await expect(rows(page).first().getByRole('button')).toHaveText('Seed');

    await filters(page).getByLabel('Actor').fill(ADMIN_EMAIL.toUpperCase());
    await filters(page).getByLabel('Actor').press('Enter');
    await expect(stamp).toHaveCount(1);
    const actors = rows(page).locator('.activity-table__actor');
    await expect(actors).toHaveText(Array(await actors.count()).fill(ADMIN_EMAIL));

    // The filters survive a reload; clearing them shows everyone's changes again.
    await page.reload();
    await expect(filters(page).getByLabel('Kind')).toHaveValue('ideas');
    await expect(filters(page).getByLabel('Actor')).toHaveValue(ADMIN_EMAIL.toUpperCase());
    await expect(stamp).toHaveCount(1);
    await filters(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/admin?section=activity');
    await expect(stamp).toHaveCount(1);
    await attachScreenshot(page, testInfo, 'activity-1280');
    // On a desktop the changes fit their card: no sideways scrolling.
    const table = page.locator('.data-table-wrap');
    expect(await table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);

    // A row's actor shows only that actor's changes.
    await stamp.getByRole('button', { name: ADMIN_EMAIL }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]actor=${encodeURIComponent(ADMIN_EMAIL)}(&|$)`));
    await expect(filters(page).getByLabel('Actor')).toHaveValue(ADMIN_EMAIL);
    await expect(stamp).toHaveCount(1);
  } finally {
    await request.delete(`/api/admin/ideas/${idea.id}`, { headers: auth(adminToken) });
  }
});

test(`an admin rebuilds ${REBUILT}: the new generation builds, then serves`, async ({ page, request, adminToken }, testInfo) => {
  test.slow();
  const before = await activeGeneration(request, adminToken, REBUILT);
  await openWithToken(page, adminToken, '/admin?section=projections');
  await expect(page.getByRole('heading', { level: 1, name: 'Projections' })).toBeVisible();
  const card = projectionCard(page, REBUILT);
  const generationNamed = (generation: number) => card.getByRole('listitem', { name: new RegExp(`^${REBUILT} v\\d+ generation ${generation}$`) });
  await expect(generationNamed(before)).toHaveAttribute('data-status', 'active');
  await expect(card).toContainText('Events applied');

  await card.getByRole('button', { name: `Rebuild ${REBUILT}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Rebuild ${REBUILT}?` });
  await expect(confirm).toContainText('keeps answering');
  await recordGenerationStatuses(page);
  await confirm.getByRole('button', { name: 'Rebuild', exact: true }).click();
  await expect(toasts(page)).toContainText(`Rebuild of ${REBUILT} started`);
  await expect(confirm).toBeHidden();

  // The new generation shows, then serves alone: the one it replaced is retired.
  const next = generationNamed(before + 1);
  await expect(next).toHaveAttribute('data-status', 'active', { timeout: 30_000 });
  // Shown building, then serving, never the other way: the page reads it every second while it builds, but a model
  // this small can be built between two reads, and then it only shows serving.
  expect(['building,active', 'active']).toContain((await statusesShown(page, `${REBUILT} v`, ` generation ${before + 1}`)).join(','));
  await expect(generationNamed(before)).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Rebuild ${REBUILT}` })).toHaveText('Rebuild');
  await attachScreenshot(page, testInfo, 'projections-1280');
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const section of ['activity', 'projections'] as const) {
    test(`the ${section} section fits the screen's width`, async ({ page, adminToken }, testInfo) => {
      await openWithToken(page, adminToken, `/admin?section=${section}`);
      await expect(section === 'activity' ? rows(page).first() : projectionCard(page, REBUILT)).toBeVisible();
      await attachScreenshot(page, testInfo, `${section}-390`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
