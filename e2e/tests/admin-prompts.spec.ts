import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { openWithToken, tokenFor } from '../support/sessions';
import { quietLiveFeed, stub, toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// The admin panel's System Prompts section (docs/product.md "Admin: System Prompts") against the real server: an admin
// edits a prompt and saves it, and a reload shows it; the form refuses a prompt under 10 or over 10000 characters
// before sending; a refused session check sends nothing.

interface PromptsAnswer {
  prompts: { documentPrompts: { preLaunch: string } };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const section = (page: Page) => page.getByRole('region', { name: 'System Prompts & Templates' });
const group = (page: Page, name: string) => section(page).getByRole('group', { name });
const preLaunch = (page: Page) => group(page, 'Document prompts').getByLabel('Pre-launch');
const saveButton = (page: Page) => section(page).getByRole('button', { name: 'Save', exact: true });

/** What the admin sees: a full-page capture would draw the sticky Save bar over the fields in the middle. */
async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
}

async function preLaunchInForce(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/admin/prompts', { headers: auth(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as PromptsAnswer).prompts.documentPrompts.preLaunch;
}

/** Records the prompts calls the page sends. */
function promptWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/prompts' && request.method() === 'PUT') writes.push(request.postData() ?? '');
  });
  return writes;
}

test('an admin edits a prompt and saves it; a reload shows it', async ({ page }, testInfo) => {
  const token = await tokenFor(page.request, 'admin');
  const original = await preLaunchInForce(page.request, token);
  const edited = `Write the pre-launch page for {{title}} in five short sections (${testInfo.workerIndex}-${Date.now()}).`;
  try {
    await openWithToken(page, token, '/admin?section=prompts');
    await expect(page.getByRole('heading', { level: 1, name: 'System Prompts' })).toBeVisible();
    await expect(section(page).getByRole('heading', { level: 2 })).toHaveText('System Prompts & Templates');
    // The spec's 12 fields, in its three groups.
    await expect(group(page, 'Idea prompts').getByRole('textbox')).toHaveCount(4);
    for (const label of ['Free', 'Premium', 'UGI', 'UGP2P']) await expect(group(page, 'Idea prompts').getByLabel(label, { exact: true })).toBeVisible();
    for (const label of ['PRD', 'Pitch Deck', 'GTM', 'Financial Plan', 'Pre-launch']) await expect(group(page, 'Document prompts').getByLabel(label, { exact: true })).toBeVisible();
    for (const label of ['Differentiators', 'Validation Hacks', 'Virality Suggestions']) await expect(group(page, 'Power-up prompts').getByLabel(label, { exact: true })).toBeVisible();
    await expect(preLaunch(page)).toHaveValue(original);
    await expect(saveButton(page)).toBeDisabled();
    await screenshot(page, testInfo, 'prompts-1280');

    const writes = promptWrites(page);
    await preLaunch(page).fill(edited);
    await expect(section(page).getByRole('status')).toHaveText('1 unsaved change');
    await saveButton(page).click();
    await expect(toasts(page)).toContainText('Prompts saved successfully');
    await expect(saveButton(page)).toBeDisabled();
    // Only the edited prompt is sent.
    expect(writes.map((body) => JSON.parse(body) as unknown)).toEqual([{ documentPrompts: { preLaunch: edited } }]);

    await page.reload();
    await expect(preLaunch(page)).toHaveValue(edited);
    expect(await preLaunchInForce(page.request, token)).toBe(edited);
  } finally {
    // Other tests generate with the prompts: leave them as they were.
    await page.request.put('/api/admin/prompts', { headers: auth(token), data: { documentPrompts: { preLaunch: original } } });
  }
});

test("a prompt under 10 or over 10000 characters shows the spec's message, and nothing is sent", async ({ page }) => {
  await openWithToken(page, await tokenFor(page.request, 'admin'), '/admin?section=prompts');
  const writes = promptWrites(page);
  const field = group(page, 'Power-up prompts').getByLabel('Validation Hacks');

  await field.fill('Too short');
  await saveButton(page).click();
  await expect(group(page, 'Power-up prompts').getByText('Prompt content must be at least 10 characters')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();

  // From then on the message follows the text: it goes once the prompt is long enough, and the limit has its own.
  await field.fill('Three cheap experiments for {{title}}');
  await expect(group(page, 'Power-up prompts').getByText('Prompt content must be at least 10 characters')).toHaveCount(0);
  await field.fill('x'.repeat(10_001));
  await expect(group(page, 'Power-up prompts').getByText('Prompt content cannot exceed 10000 characters')).toBeVisible();
  await expect(group(page, 'Power-up prompts').getByText('10,001 / 10,000 characters')).toBeVisible();
  await saveButton(page).click();
  await expect(field).toBeFocused();

  // Discarding puts the saved prompt back.
  await section(page).getByRole('button', { name: 'Discard changes' }).click();
  await expect(field).not.toHaveValue('x'.repeat(10_001));
  await expect(saveButton(page)).toBeDisabled();
  expect(writes).toEqual([]);
});

test.describe('a session the check refuses', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/ });

  test("says 'Session expired, please login again' and sends nothing", async ({ page }) => {
    await openWithToken(page, await tokenFor(page.request, 'admin'), '/admin?section=prompts');
    const writes = promptWrites(page);
    await group(page, 'Idea prompts').getByLabel('Premium').fill('A premium idea in {{category}}, defensible and deep.');
    await stub(page, 'GET', '/api/auth/check', { status: 401, json: { message: 'Please sign in to access this feature' } });

    await saveButton(page).click();
    await expect(toasts(page)).toContainText('Session expired, please login again');
    // The edit stays on screen, to save once signed in again.
    await expect(group(page, 'Idea prompts').getByLabel('Premium')).toHaveValue('A premium idea in {{category}}, defensible and deep.');
    expect(writes).toEqual([]);
  });
});

test.describe('a read that fails', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 500/ });

  test("says 'Failed to fetch prompts' after the retries, and offers another try", async ({ page }) => {
    // Three reads with the query client's waits between them, then another try: more than 30 s on a loaded machine.
    test.slow();
    let reads = 0;
    await stub(page, 'GET', '/api/admin/prompts', () => {
      reads += 1;
      return { status: 500, json: { message: 'Internal server error' } };
    });
    // The reads counted are the screen's own: a change of the prompts told by the feed would have it read again.
    await quietLiveFeed(page);
    await openWithToken(page, await tokenFor(page.request, 'admin'), '/admin?section=prompts');
    await expect(toasts(page)).toContainText('Failed to fetch prompts');
    await expect(section(page).getByRole('alert')).toContainText('Failed to fetch prompts');
    // The first read and two retries.
    expect(reads).toBe(3);

    // Not 'wait': the quiet feed's request is never answered, and waiting for it would never end.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await section(page).getByRole('button', { name: 'Try again' }).click();
    await expect(group(page, 'Idea prompts').getByLabel('Free', { exact: true })).toBeVisible();
  });
});

test.describe('a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the fields fill the width and Save stays in reach', async ({ page }, testInfo) => {
    await openWithToken(page, await tokenFor(page.request, 'admin'), '/admin?section=prompts');
    const field = group(page, 'Idea prompts').getByLabel('Free', { exact: true });
    await expect(field).toBeVisible();
    const width = (await field.boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThan(300);
    expect(width).toBeLessThanOrEqual(390);
    // No sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(saveButton(page)).toBeInViewport();
    await screenshot(page, testInfo, 'prompts-390');
  });
});
