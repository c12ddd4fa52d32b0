import type { Page, TestInfo } from '@playwright/test';
import { openWithToken, tokenFor } from '../support/sessions';
import { openSignedIn, stub, type StubUser } from './auth-stubs';
import { expect, test } from './fixtures';

// The admin panel's Studio applicants section (docs/product.md "Builder Studio"): against the real server, a visitor
// applies and the admin reads the application, long answers cut with the whole text a click away; against stubbed
// calls, the empty list, a failing read and an applicant whose personal data was erased.

const table = (page: Page) => page.getByRole('table');
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${name}.png`) }), contentType: 'image/png' });
}

const LONG_IDEA =
  'A marketplace where retired engineers mentor first-time hardware founders through weekly video reviews of their ' +
  'prototypes, with a shared parts library, a checklist for certification in each market, and introductions to ' +
  'contract manufacturers once a design passes its third review. Mentors are paid per review from a small monthly fee.';

test('a visitor applies to the Builder Studio and the admin reads the application', async ({ page }, testInfo) => {
  // A write, a read that waits for the projection, a sign-in and a screenshot: more than 30 s on a loaded machine.
  test.slow();
  const email = `applicant.${testInfo.workerIndex}.${Date.now().toString(36)}@example.com`;
  const applied = await page.request.post('/api/builder-studio/apply', {
    data: {
      name: 'Katherine Johnson',
      email,
      phone: '+1 555 010 4477',
      idea: LONG_IDEA,
      problem: 'Hardware founders waste months on mistakes an experienced engineer spots in minutes.',
      targetUsers: 'First-time hardware founders',
      weeklyHours: '15+ hours',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const token = await tokenFor(page.request, 'admin');
  // The read model may answer a moment after the command: wait as the SPA would after its own write.
  const position = applied.headers()['x-event-position'] ?? '';
  const read = await page.request.get('/api/admin/builder-studio-applicants', { headers: { Authorization: `Bearer ${token}`, 'x-min-position': position } });
  expect(read.ok()).toBe(true);

  await openWithToken(page, token, '/admin?section=studio-applicants');
  await expect(page.getByRole('heading', { level: 1, name: 'Studio applicants' })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText(['Applicant', 'Idea', 'Problem', 'Target users', 'Weekly hours', 'Applied']);
  const row = rowOf(page, email);
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toContainText('Katherine Johnson');
  await expect(cells.nth(0).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(cells.nth(0)).toContainText('+1 555 010 4477');
  // The answers are paragraphs (a cut one has its 'Show more' beside it).
  await expect(cells.nth(2).locator('p')).toHaveText('Hardware founders waste months on mistakes an experienced engineer spots in minutes.');
  await expect(cells.nth(3).locator('p')).toHaveText('First-time hardware founders');
  await expect(cells.nth(4)).toHaveText('15+ hours');
  await expect(cells.nth(5)).toHaveText(/\d{4}/);

  // The long idea is cut to a few lines; 'Show more' shows it whole, 'Show less' cuts it again.
  const idea = cells.nth(1).locator('p');
  const cutHeight = (await idea.boundingBox())?.height ?? 0;
  await cells.nth(1).getByRole('button', { name: 'Show more' }).click();
  await expect.poll(async () => (await idea.boundingBox())?.height ?? 0).toBeGreaterThan(cutHeight);
  await expect(idea).toHaveText(LONG_IDEA);
  await screenshot(page, testInfo, 'studio-applicants-1280');
  await cells.nth(1).getByRole('button', { name: 'Show less' }).click();
  await expect(cells.nth(1).getByRole('button', { name: 'Show more' })).toBeVisible();
});

// Against stubs from here on.

const admin: StubUser = { id: 'u-0', email: 'admin@test.com', username: 'admin', role: 'admin', emailVerified: true };

const APPLICANTS = {
  applicants: [
    {
      id: 'app-2',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 555 010 2030',
      idea: LONG_IDEA,
      problem: 'Business software needs specialists who are scarce and expensive.',
      targetUsers: 'Finance teams at mid-sized companies',
      weeklyHours: '10-15 hours',
      createdAt: '2025-03-04T16:20:00.000Z',
    },
    { id: 'app-1', name: null, email: null, phone: null, idea: 'A ledger for farms.', problem: 'Late payments.', targetUsers: 'Farmers', weeklyHours: '', createdAt: '2025-03-01T09:00:00.000Z' },
  ],
};

async function openApplicants(page: Page): Promise<void> {
  await openSignedIn(page, '/admin?section=studio-applicants', admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio applicants' })).toBeVisible();
}

test.describe('against stubbed calls', () => {
  // Refused calls are reported on the console by the browser.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of [45]\d\d/ });

  test('an erased applicant and an applicant who gave no hours', async ({ page }) => {
    await stub(page, 'GET', '/api/admin/builder-studio-applicants', { json: APPLICANTS });
    await openApplicants(page);

    await expect(page.getByText('2 applications')).toBeVisible();
    const erased = rowOf(page, 'A ledger for farms.').getByRole('cell');
    await expect(erased.nth(0)).toHaveText('Personal data erased');
    await expect(erased.nth(4)).toHaveText('—');
  });

  test("no applications: 'No Builder Studio applications yet'", async ({ page }) => {
    await stub(page, 'GET', '/api/admin/builder-studio-applicants', { json: { applicants: [] } });
    await openApplicants(page);

    await expect(page.getByText('No Builder Studio applications yet')).toBeVisible();
    await expect(table(page)).toHaveCount(0);
  });

  test("a read that fails says 'Error loading Builder Studio applicants', and Try again reads again", async ({ page }) => {
    // A read is tried three times, a second and then two apart (docs/product.md "Limits"), before it is shown as
    // failed.
    test.slow();
    let failing = true;
    await stub(page, 'GET', '/api/admin/builder-studio-applicants', () => (failing ? { status: 503, text: 'Service Unavailable' } : { json: APPLICANTS }));
    await openApplicants(page);

    const alert = page.getByRole('alert').filter({ hasText: 'Error loading Builder Studio applicants' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(rowOf(page, 'grace@example.com')).toBeVisible();
  });
});

test.describe('a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each application is a card of labelled fields, no wider than the screen', async ({ page }, testInfo) => {
    await stub(page, 'GET', '/api/admin/builder-studio-applicants', { json: APPLICANTS });
    await openApplicants(page);

    await expect(rowOf(page, 'grace@example.com').getByRole('button', { name: 'Show more' }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing wider than the screen').toBeLessThanOrEqual(390);
    await screenshot(page, testInfo, 'studio-applicants-390');
  });
});
