import type { APIRequestContext } from '@playwright/test';
import { tokenFor } from '../support/sessions';
import { expect, test } from './fixtures';

// Shared links as a chat's or a social network's link preview and a search engine read them (query-api/src/site/
// README.md): the page's HTML, as the server sends it, carries the idea's title, description and preview card before
// any script runs; a premium idea's body never appears in it.

interface Idea {
  id: number;
  title: string;
  description: string;
}

async function json<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** A description on one line, as the page's tags carry it (cut at a word with an ellipsis when long). */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

test("a shared link's page carries the idea's title, description and preview card in its HTML, without scripts", async ({ browser, page }) => {
  const premiumToken = await tokenFor(page.request, 'premium');
  const [listed] = (await json<{ ideas: Idea[] }>(page.request, '/api/ideas?type=PREMIUM&limit=1')).ideas;
  const { idea } = await json<{ idea: Idea & { problem: string; solution: string } }>(page.request, `/api/ideas/${listed!.id}`, premiumToken);
  const { hash } = await json<{ hash: string }>(page.request, `/api/ideas/${idea.id}/hash`, premiumToken);
  const sharedLink = `/marketplace?idea=${idea.id}&hash=${hash}`;

  // The HTML as a crawler gets it.
  const html = await (await page.request.get(sharedLink)).text();
  expect(html).not.toContain(idea.problem);
  expect(html).not.toContain(idea.solution);

  // A browser that runs no script at all sees the same tags.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  const noScript = await context.newPage();
  await noScript.goto(sharedLink);
  await expect(noScript).toHaveTitle(`${idea.title} · IdeaPlatform`);
  const meta = (selector: string) => noScript.locator(selector).getAttribute('content');
  const description = (await meta('meta[name="description"]'))!;
  expect(flat(idea.description).startsWith(description.replace(/…$/, ''))).toBe(true);
  expect(description.length).toBeGreaterThan(20);
  expect(await meta('meta[property="og:title"]')).toBe(`${idea.title} · IdeaPlatform`);
  expect(await meta('meta[property="og:description"]')).toBe(description);
  expect(await noScript.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/marketplace/${idea.id}$`));
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');

  // The preview card it names is a PNG, kept for good at that address.
  const image = new URL((await meta('meta[property="og:image"]'))!);
  const card = await page.request.get(`${image.pathname}${image.search}`);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await card.body()).subarray(1, 4).toString()).toBe('PNG');
  await context.close();
});

test("an idea's page is sent with the idea in it, and the app starts from it without reading it again", async ({ browser, page }) => {
  const [listed] = (await json<{ ideas: Idea[] }>(page.request, '/api/ideas?type=FREE&limit=1')).ideas;
  const { idea } = await json<{ idea: Idea & { problem: string } }>(page.request, `/api/ideas/${listed!.id}`);
  const url = `/marketplace/${idea.id}`;

  // Without any script: the idea's heading, overview and problem are on the page (docs/architecture.md "First paint").
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });
  const noScript = await context.newPage();
  await noScript.goto(url);
  await expect(noScript.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await expect(noScript.getByText(flat(idea.problem).slice(0, 60))).toBeVisible();
  await context.close();

  // With scripts: the app replaces the page with its own, from the data the page came with.
  const ideaReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/ideas/${idea.id}`) ideaReads.push(request.url());
  });
  await page.goto(url);
  await expect(page.locator('.prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  expect(ideaReads, 'the idea is not read again').toEqual([]);
});
