import type { Page } from '@playwright/test';
import { tokenFor } from '../support/sessions';
import { stub, toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// The Builder Studio page against the real server (docs/product.md "Builder Studio", "Limits"): its claims, programme,
// FAQ and F6S option; the application form validates with the shared schema's messages, shows progress while it
// submits, says 'Application Received!' and offers a free account; a failed submit is only logged, and field errors the
// server sends go on their fields.

const form = (page: Page) => page.getByRole('region', { name: 'Apply directly' });

async function fillApplication(page: Page, email: string) {
  const apply = form(page);
  await apply.getByLabel('Full name').fill('Grace Hopper');
  await apply.getByLabel('Email').fill(email);
  await apply.getByLabel('Phone (optional)').fill('+1 555 010 2030');
  await apply.getByLabel('Hours you can commit each week').selectOption('10-15 hours');
  await apply.getByLabel('Your idea').fill('A compiler that lets accountants write programs in English.');
  await apply.getByLabel('The problem it solves').fill('Business software needs specialists who are scarce and expensive.');
  await apply.getByLabel('Target users').fill('Finance teams at mid-sized companies');
}

test('the page makes its claims and outlines the programme; the FAQ has 7 questions; F6S opens in a new tab', async ({ page }) => {
  await page.goto('/builderstudio');
  await expect(page.getByRole('heading', { level: 1, name: 'Builder Studio' })).toBeVisible();
  const claims = page.getByRole('list', { name: 'The programme at a glance' });
  await expect(claims.getByRole('listitem')).toHaveText([
    /^5\s*founders per cohort$/,
    /^4 weeks\s*28 days from idea to first users$/,
    /^24-48 hours\s*to review your application$/,
  ]);

  await expect(page.getByRole('region', { name: 'What founders say' }).locator('blockquote')).toHaveCount(3);
  const weeks = page.getByRole('region', { name: /28 days, 4 weeks/ }).getByRole('heading', { level: 3 });
  await expect(weeks).toHaveText(['Problem and customer', 'Solution and MVP scope', 'Build and launch', 'Traction and pitch']);

  const faq = page.getByRole('region', { name: 'Questions founders ask' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(7);
  await questions.nth(5).click();
  await expect(faq.getByText('Applications are reviewed within 24-48 hours.')).toBeVisible();

  const f6s = page.getByRole('link', { name: /Apply on F6S/ });
  await expect(f6s).toHaveAttribute('href', /^https:\/\/www\.f6s\.com\//);
  await expect(f6s).toHaveAttribute('target', '_blank');
  await expect(f6s).toHaveAttribute('rel', /noopener/);

  // 'Apply Now' takes the visitor to the form.
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(form(page).getByLabel('Full name')).toBeInViewport();
});

test("the form checks its fields with the schema's messages and focuses the first one wrong", async ({ page }) => {
  await page.goto('/builderstudio');
  const apply = form(page);
  await apply.getByRole('button', { name: 'Submit Application' }).click();

  for (const message of ['Name is required', 'Please enter a valid email', 'Idea is required', 'Problem is required', 'Target users is required']) {
    await expect(apply.getByText(message)).toBeVisible();
  }
  // Phone and weekly hours are optional.
  await expect(apply.getByLabel('Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(apply.getByLabel('Hours you can commit each week')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(apply.getByLabel('Full name')).toBeFocused();

  await apply.getByLabel('Email').fill('not-an-email');
  await expect(apply.getByText('Please enter a valid email')).toBeVisible();
  await apply.getByLabel('Email').fill('grace@example.com');
  await expect(apply.getByText('Please enter a valid email')).toHaveCount(0);
  await apply.getByLabel('Full name').fill('Grace');
  await expect(apply.getByText('Name is required')).toHaveCount(0);
  await expect(page.getByText('Application Received!')).toHaveCount(0);
});

test('a complete application is submitted with progress, received, and reaches the admin list', async ({ page }, testInfo) => {
  const email = `grace.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await page.goto('/builderstudio');
  await fillApplication(page, email);

  // Hold the call so the progress can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/builder-studio/apply', async (route) => {
    await held;
    await route.continue();
  });
  const applied = page.waitForResponse('**/api/builder-studio/apply');
  await form(page).getByRole('button', { name: 'Submit Application' }).click();
  await expect(form(page).getByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
  release();
  // Where the application landed in the store: the admin's read below waits for it (read-your-writes).
  const position = (await applied).headers()['x-event-position'];
  expect(position).toBeTruthy();

  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeFocused();
  await expect(form(page).getByLabel('Full name')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);

  // The admin's Studio applicants list has it, newest first, with every field.
  const admin = await tokenFor(page.request, 'admin');
  const response = await page.request.get('/api/admin/builder-studio-applicants', {
    headers: { Authorization: `Bearer ${admin}`, 'x-min-position': position! },
  });
  expect(response.ok()).toBe(true);
  const { applicants } = (await response.json()) as { applicants: Record<string, unknown>[] };
  expect(applicants.find((applicant) => applicant.email === email)).toMatchObject({
    name: 'Grace Hopper',
    phone: '+1 555 010 2030',
    idea: 'A compiler that lets accountants write programs in English.',
    problem: 'Business software needs specialists who are scarce and expensive.',
    targetUsers: 'Finance teams at mid-sized companies',
    weeklyHours: '10-15 hours',
  });

  // The free account the page offers.
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
});

test.describe('when the server refuses', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of (400|500)/ });

  test('field errors from the server go on their fields', async ({ page }) => {
    await stub(page, 'POST', '/api/builder-studio/apply', {
      status: 400,
      json: { message: 'Validation failed', errors: { email: 'Please enter a valid email' } },
    });
    await page.goto('/builderstudio');
    await fillApplication(page, 'grace@example.com');
    await form(page).getByRole('button', { name: 'Submit Application' }).click();

    await expect(form(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Please enter a valid email')).toBeVisible();
    await expect(page.getByText('Application Received!')).toHaveCount(0);
  });

  test('a failed submit is only logged: the form stays as it was and nothing is shown', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await stub(page, 'POST', '/api/builder-studio/apply', { status: 500, json: { message: 'boom' } });
    await page.goto('/builderstudio');
    await fillApplication(page, 'grace@example.com');
    await form(page).getByRole('button', { name: 'Submit Application' }).click();

    await expect.poll(() => warnings.find((text) => text.includes('Builder Studio application was not submitted'))).toBeTruthy();
    await expect(form(page).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await expect(form(page).getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(form(page).getByLabel('Target users')).toHaveValue('Finance teams at mid-sized companies');
    await expect(page.getByText('Application Received!')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
    await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(0);
  });
});
