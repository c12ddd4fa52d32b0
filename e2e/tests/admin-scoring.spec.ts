import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { openWithToken } from '../support/sessions';
import { toasts } from './auth-stubs';
import { expect, test } from './fixtures';

// The admin's scoring rubric against the real server (docs/product.md "Scores and market sizing"): a changed scoring
// prompt saved in System Prompts offers a re-scoring job with its projected cost; the admin starts it, follows it,
// compares the two versions side by side in Scoring (a histogram per dimension and of overall, the ideas that moved
// most) and discards the draft, so the marketplace keeps the active scores. At 1280 and 390 px.

interface PromptsAnswer {
  prompts: { scoringPrompts: { scoring: string } };
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage }), contentType: 'image/png' });
}

async function scoringPromptInForce(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/admin/prompts', { headers: auth(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as PromptsAnswer).prompts.scoringPrompts.scoring;
}

test('a new scoring prompt is re-scored at its projected cost, compared side by side with the active one, and discarded', async ({ page, adminToken }, testInfo) => {
  test.slow();
  const original = await scoringPromptInForce(page.request, adminToken);
  try {
    await openWithToken(page, adminToken, '/admin?section=prompts');
    const prompts = page.getByRole('region', { name: 'System Prompts & Templates' });
    const rubric = prompts.getByRole('group', { name: 'Scoring prompt' }).getByLabel('Scoring rubric');
    await expect(rubric).toHaveValue(original);
    await rubric.fill(`${original}\nWeigh the problem's severity above everything else (${testInfo.workerIndex}-${Date.now()}).`);
    await prompts.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Prompts saved successfully');

    // The offer: what re-scoring every idea under the new draft costs, in Batch-Runs' cost cards.
    const offer = page.getByRole('region', { name: /^Scoring rubric version \d+$/ });
    await expect(offer.getByRole('heading', { name: 'Re-score with the new rubric?' })).toBeVisible();
    const version = Number((await offer.getAttribute('aria-label'))!.replace(/\D+/g, ''));
    const costs = offer.getByLabel(`Projected cost of re-scoring with version ${version}`);
    await expect(costs).toContainText(/Input Cost\$\d+\.\d{2}[\d,]+ input tokens at \$3\/M/);
    await expect(costs).toContainText(/Output Cost\$\d+\.\d{2}[\d,]+ output tokens at \$12\/M/);
    await expect(costs).toContainText(/Total Cost\$\d+\.\d{2}/);
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'rescore-offer-1280');

    await offer.getByRole('button', { name: new RegExp(`^Re-score [\\d,]+ ideas with version ${version}$`) }).click();
    await expect(toasts(page)).toContainText(`Re-scoring with version ${version} started`);
    await offer.getByRole('link', { name: 'Compare the versions in Scoring' }).click();

    // Scoring: the versions, the draft scored in full, then the comparison.
    await expect(page.getByRole('heading', { level: 1, name: 'Scoring' })).toBeVisible();
    const scoring = page.getByRole('region', { name: 'Scoring rubric' });
    await expect(scoring).toContainText('the marketplace keeps showing the active scores');
    const draftRow = scoring.locator('.rubric-versions tbody tr').filter({ has: page.locator('td[data-label="Version"]', { hasText: new RegExp(`^${version}$`) }) });
    await expect(draftRow.locator('td[data-label="Status"]')).toHaveText('Draft', { timeout: 90_000 });
    // Every idea scored under the draft: the job's 1,250-odd ideas take a while on a busy machine.
    await expect(draftRow.locator('td[data-label="Scored"]')).toHaveText(/^([\d,]+) \/ \1$/, { timeout: 90_000 });
    const comparison = scoring.getByRole('region', { name: new RegExp(`^Version ${version} beside version \\d+$`) });
    // The active version: the one before, unless an earlier attempt left drafts of its own.
    const active = Number((await comparison.getAttribute('aria-label'))!.replace(/^.*beside version /, ''));
    await expect(comparison.locator('figure')).toHaveCount(8);
    await expect(comparison.locator('figure').first()).toContainText('Overall (0-100)');
    // A chart is drawn when it comes near the screen.
    await comparison.locator('.chart-figure__plot').first().scrollIntoViewIfNeeded();
    await expect(comparison.locator('.chart-figure__plot .recharts-wrapper > svg').first()).toBeVisible();
    await comparison.locator('figure').first().getByRole('button', { name: 'Show table' }).click();
    await expect(comparison.locator('figure').first().getByRole('table').locator('tbody tr')).toHaveCount(10);
    await expect(comparison.getByRole('heading', { name: 'The ideas that moved most' })).toBeVisible();
    // The local scorer reads the idea's fields, not the prompt's words: the new version gives the same scores.
    await expect(comparison).toContainText("No idea's overall score differs between the two versions.");
    await screenshot(page, testInfo, 'scoring-comparison-1280', true);

    await page.setViewportSize({ width: 390, height: 844 });
    await comparison.locator('figure').nth(1).scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    await screenshot(page, testInfo, 'scoring-comparison-390');

    // Switching is asked first (and left alone here: other tests read the marketplace's scores); discarding goes through.
    await comparison.getByRole('button', { name: `Switch to version ${version}` }).click();
    const switchDialog = page.getByRole('alertdialog', { name: `Switch to version ${version}` });
    await expect(switchDialog).toContainText(`The marketplace will show the scores of version ${version}`);
    await switchDialog.getByRole('button', { name: 'Cancel' }).click();
    await comparison.getByRole('button', { name: `Discard version ${version}` }).click();
    const discardDialog = page.getByRole('alertdialog', { name: `Discard version ${version}` });
    await expect(discardDialog).toContainText(`the marketplace keeps showing version ${active}'s scores`);
    await screenshot(page, testInfo, 'scoring-discard-390');
    await discardDialog.getByRole('button', { name: `Discard version ${version}` }).click();
    await expect(toasts(page)).toBeVisible();
    await expect(draftRow.locator('td[data-label="Status"]')).toHaveText('Discarded');
  } finally {
    await page.request.put('/api/admin/prompts', { headers: auth(adminToken), data: { scoringPrompts: { scoring: original } } });
  }
});
