import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { openAs } from '../support/sessions';
import { expect, test } from './fixtures';

// Every screen a visitor or a member reaches passes axe-core's WCAG 2.1 A and AA rules with no violation, signed out
// and signed in (docs/product.md "A fast first visit"). The rules are the ones Lighthouse's accessibility score is
// made of; a violation is reported with the rule, the element and axe's own advice.

interface Idea {
  id: number;
}
interface Trend {
  id: number;
}

/** Screens, each with what shows once its content is in (the scan reads what is on screen). */
const screens: { name: string; path: (ids: { idea: number; trend: number }) => string; ready: (page: Page) => Locator; member?: true }[] = [
  { name: 'landing', path: () => '/', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'marketplace', path: () => '/marketplace', ready: (page) => page.getByRole('list', { name: 'Ideas' }).getByRole('article').first() },
  { name: 'idea page', path: ({ idea }) => `/marketplace/${idea}`, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'trends', path: () => '/exploration', ready: (page) => page.getByRole('heading', { level: 1, name: 'Trending Opportunities' }) },
  { name: 'trend page', path: ({ trend }) => `/trends/${trend}`, ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'builder studio', path: () => '/builderstudio', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'terms', path: () => '/terms', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { name: 'workspace', path: () => '/workspace', ready: (page) => page.getByRole('heading', { level: 1 }), member: true },
  { name: 'settings', path: () => '/settings', ready: (page) => page.getByRole('heading', { level: 1, name: 'Account Settings' }), member: true },
];

async function firstIds(page: Page): Promise<{ idea: number; trend: number }> {
  const { ideas } = (await (await page.request.get('/api/ideas?limit=1')).json()) as { ideas: Idea[] };
  const { trends } = (await (await page.request.get('/api/trends')).json()) as { trends: Trend[] };
  return { idea: ideas[0]!.id, trend: trends[0]!.id };
}

async function violationsOn(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  // Charts and images settle after the heading: wait until nothing says it is loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

for (const signedIn of [false, true]) {
  test.describe(signedIn ? 'signed in' : 'signed out', () => {
    for (const screen of screens.filter((candidate) => signedIn || !candidate.member)) {
      for (const width of [1280, 390]) {
        test(`${screen.name} at ${width} px has no accessibility violations`, async ({ page }, testInfo) => {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
          const path = screen.path(await firstIds(page));
          if (signedIn) await openAs(page, 'free', path);
          else await page.goto(path);
          await expect(screen.ready(page)).toBeVisible({ timeout: 30_000 });
          expect(await violationsOn(page, testInfo, `${screen.name}-${width}`)).toEqual([]);
        });
      }
    }
  });
}

// The review dialog after an idea is generated ('Your Generated Solution', docs/product.md "Workspace and AI
// generation"): no violation, its call to action on screen without scrolling, and its long facts in boxes wide enough
// to read as sentences.
for (const width of [1280, 390]) {
  test(`the review dialog at ${width} px has no accessibility violations, and its action in view`, async ({ page }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await openAs(page, 'pro', '/marketplace');
    // A phone keeps the button in the menu.
    if (width === 390) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Got a Problem?' }).first().click();
    const form = page.getByRole('dialog', { name: "Describe a problem and we'll productize a solution" });
    await form.getByLabel('Problem').fill(`Independent bakeries throw away a fifth of their bread every evening (${width}, ${Date.now()}).`);
    await form.getByRole('button', { name: 'Generate Solution' }).click();

    const review = page.getByRole('dialog', { name: 'Your Generated Solution' });
    await expect(review.getByRole('heading', { level: 3 })).toBeVisible({ timeout: 30_000 });
    const action = review.getByRole('button', { name: 'View more details on Workspace' });
    await expect(action).toBeInViewport({ ratio: 1 });
    // Nothing covers it either (the toast that comes with the dialog sits at the bottom of the screen).
    const uncovered = (button: HTMLElement) => {
      const box = button.getBoundingClientRect();
      return [0.1, 0.5, 0.9].every((x) => button.contains(document.elementFromPoint(box.left + box.width * x, box.top + box.height / 2)));
    };
    expect(await action.evaluate(uncovered)).toBe(true);
    for (const fact of await review.locator('.generated-idea__fact--long dd').all()) {
      expect((await fact.boundingBox())!.width, (await fact.textContent()) ?? '').toBeGreaterThan(250);
    }
    // Kept with the test's results, to be looked at.
    const shot = testInfo.outputPath(`review-dialog-${width}.png`);
    await page.screenshot({ path: shot });
    await testInfo.attach(`review-dialog-${width}.png`, { path: shot, contentType: 'image/png' });
    expect(await violationsOn(page, testInfo, `review-dialog-${width}`)).toEqual([]);
  });
}
