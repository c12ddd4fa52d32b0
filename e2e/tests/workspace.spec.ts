import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { openAs, tokenFor } from '../support/sessions';
import { toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// The workspace against the real seeded server (docs/product.md "Workspace and AI generation", "Documents and
// downloads"): a PRO member generates an idea, finds it under My Ideas, generates its PRD, edits it and downloads it as
// a PDF; a verified member saves a marketplace idea and finds it in the workspace. The AI is the local provider (the
// default), so generation is quick and offline.

interface Idea {
  id: number;
  title: string;
  type: 'FREE' | 'PREMIUM';
}

async function getJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

test('a PRO member generates an idea, finds it under My Ideas, generates, edits and downloads its PRD', async ({ page }) => {
  test.slow();
  await openAs(page, 'pro', '/marketplace');

  await page.getByRole('button', { name: 'Got a Problem?' }).first().click();
  const dialog = page.getByRole('dialog', { name: "Describe a problem and we'll productize a solution" });
  await expect(dialog).toContainText(/Total Ideas generated this month: \d+ \/ 1500/);
  const generate = dialog.getByRole('button', { name: 'Generate Solution' });
  await expect(generate).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Private (Keep on Workspace)' })).toBeChecked();
  await dialog.getByLabel('Problem').fill(`Community gardens lose track of who waters which plot (${Date.now()}).`);
  await generate.click();

  await expect(toasts(page)).toContainText('Your idea has been generated and saved to your workspace');
  const review = page.getByRole('dialog', { name: 'Your Generated Solution' });
  const title = (await review.getByRole('heading', { level: 3 }).textContent())!.trim();
  expect(title).not.toBe('');
  await review.getByRole('button', { name: 'View more details on Workspace' }).click();

  await expect(page).toHaveURL(/\/workspace\?view=my-ideas&idea=\d+$/);
  await expect(page.getByRole('button', { name: 'My Ideas' })).toHaveAttribute('aria-pressed', 'true');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Share on Platform' })).toBeEnabled();
  await expect(page.getByText(/Total Ideas with 5 Documents this month: \d+ \/ 100/)).toBeVisible();

  const generatePrd = page.getByRole('button', { name: 'Generate Product Requirements Doc' });
  await generatePrd.click();
  const prd = page.getByRole('article', { name: 'Product Requirements Doc' });
  await expect(prd).toContainText('Generated', { timeout: 30_000 });
  await expect(generatePrd).toBeDisabled();

  // The viewer: rendered markdown, then Edit, Save.
  await prd.getByRole('button', { name: 'View' }).click();
  const viewer = page.getByRole('dialog', { name: 'Product Requirements Doc' });
  await expect(viewer.locator('.markdown h2, .markdown h3').first()).toBeVisible();
  await viewer.getByRole('button', { name: 'Edit' }).click();
  const editor = viewer.getByLabel('Product Requirements Doc (markdown)');
  await editor.fill(`${await editor.inputValue()}\n\n## Notes from the e2e run\n\nPilot with three gardens.`);
  await viewer.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page)).toContainText('Document updated successfully');
  await expect(viewer.getByRole('heading', { name: 'Notes from the e2e run' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();

  // The PDF: a real file under the server's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    prd.getByRole('button', { name: 'Download Product Requirements Doc as PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-prd\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test.describe('saving', () => {
  // Saving twice is refused with a 409 on purpose; the browser logs the refused request.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 409/ });

  test('a verified member saves a marketplace idea and finds it in the workspace', async ({ page }) => {
    const token = await tokenFor(page.request, 'premium');
    const saved = await getJson<{ ideas: { originalId: number }[] }>(page.request, '/api/collections', token);
    const { ideas } = await getJson<{ ideas: Idea[] }>(page.request, '/api/ideas?type=FREE&limit=60', token);
    const idea = ideas.find((candidate) => !saved.ideas.some((copy) => copy.originalId === candidate.id));
    expect(idea, 'a free idea not saved yet').toBeDefined();
    const { hash } = await getJson<{ hash: string }>(page.request, `/api/ideas/${idea!.id}/hash`, token);

    // The shared link opens the idea's detail; Save to Workspace saves it, and saving again says it is there.
    await openAs(page, 'premium', `/marketplace?idea=${idea!.id}&hash=${hash}`);
    const detail = page.getByRole('dialog', { name: idea!.title });
    await detail.getByRole('button', { name: 'Save to Workspace' }).click();
    await expect(toasts(page)).toContainText('Idea saved to your workspace');
    await detail.getByRole('button', { name: 'Save to Workspace' }).click();
    await expect(toasts(page)).toContainText('Idea already saved to your workspace');

    await page.goto('/workspace');
    await page.getByRole('button', { name: 'IdeaPlatform Ideas' }).click();
    await page.getByRole('navigation', { name: 'Workspace' }).first().getByRole('button', { name: idea!.title }).click();
    await expect(page.getByRole('article', { name: idea!.title }).getByRole('heading', { name: idea!.title })).toBeVisible();
    await expect(page).toHaveURL(/\/workspace\?idea=\d+$/);
  });
});
