// What the one-process platform (`npm start`) sends to browsers, crawlers and link previews (query-api/src/site/
// README.md, docs/operations.md "Compression and caching"): answers compressed as the client asks, the SPA's files
// precompressed and cached by their names, robots.txt, the sitemap, the pages' tags and the ideas' preview cards.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, liveReadySchema } from '@app/domain/live/live-api';
import { openSseStream } from '@app/query-api/live/testing/sse-client';
import { openCatalogTestKit, type CatalogTestKit } from '../marketplace-reads/catalog-test-kit';
import { startProxy, type Proxy } from '../topology/proxy';

/**
 * A built SPA as Vite leaves it: index.html, a hashed script with its precompressed twins, a file at the root; and
 * beside it the build's page renderer (web/.prerender/), here one that renders an idea's page from its answer.
 */
const webRoot = mkdtempSync(path.join(tmpdir(), 'site-test-web-'));
const webDist = path.join(webRoot, 'dist');
const SCRIPT = 'assets/index-Ab12Cd34.js';
const script = `console.log(${JSON.stringify('the entry script '.repeat(400))});\n`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The built description." />
    <title>The built title</title>
    <script type="module" crossorigin src="/${SCRIPT}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The landing page as web/prerender-pages.ts writes it: the same head, the page's markup in #root. */
const PRERENDERED_LANDING = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><div class="prerendered" inert><h1>Prerendered landing</h1></div></div>');
const PRERENDERED_IDEA = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><div class="prerendered" inert><h1>Loading the idea</h1></div></div>');
/** What web/src/prerender/render-page.tsx exports, rendering what the page's read answered, escaped; it counts its renders. */
const RENDERER = `
export function readsOf(path) {
  const idea = /^\\/marketplace\\/(\\d+)$/.exec(path);
  return idea ? ['/api/ideas/' + idea[1]] : [];
}
export async function renderPage(indexHtml, path, answers) {
  const { idea } = Object.values(answers)[0];
  if (idea.title === 'A page that fails to render') throw new Error('the render failed');
  globalThis.siteTestRenders = (globalThis.siteTestRenders ?? 0) + 1;
  const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return indexHtml.replace('<div id="root"></div>', '<div id="root"><h1>Rendered: ' + text(idea.title) + '</h1><p>' + text(idea.problem ?? 'problem withheld') + '</p></div>');
}
`;
const renders = () => (globalThis as { siteTestRenders?: number }).siteTestRenders ?? 0;

let kit: CatalogTestKit;
/** The platform on a port, for what inject cannot show (a stream, a proxy in front). */
let baseUrl: string;
/** The kit's PUBLIC_URL: its default. */
const publicUrl = 'http://localhost:3000';

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, 'pages'));
  writeFileSync(path.join(webDist, 'pages', 'landing.html'), PRERENDERED_LANDING);
  writeFileSync(path.join(webDist, 'pages', 'idea.html'), PRERENDERED_IDEA);
  mkdirSync(path.join(webRoot, '.prerender'));
  writeFileSync(path.join(webRoot, '.prerender', 'render-page.js'), RENDERER);
  writeFileSync(path.join(webDist, SCRIPT), script);
  writeFileSync(path.join(webDist, `${SCRIPT}.br`), brotliCompressSync(script));
  writeFileSync(path.join(webDist, `${SCRIPT}.gz`), gzipSync(script));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  kit = await openCatalogTestKit({ webDist });
  baseUrl = await kit.platform.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await kit?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => kit.request('GET', url, { headers });

/** The answer's body as the client reads it once it undoes the content encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString();
}

/** Every `<meta>` of a page as name or property → content, and its title and canonical URL (attributes unescaped). */
function pageTags(html: string): Record<string, string> {
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) tags[key!] = unescape(value!);
  tags.title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
  if (canonical !== undefined) tags.canonical = unescape(canonical);
  return tags;
}

describe('compression', () => {
  it('answers a list in brotli, gzip or as is, as the client asks, and says it varies by what the client accepts', async () => {
    for (let i = 0; i < 30; i++) await kit.createIdea({ title: `Compressed idea ${i}` });
    const identity = await get('/api/ideas?limit=100');
    const gzip = await get('/api/ideas?limit=100', { 'accept-encoding': 'gzip' });
    const brotli = await get('/api/ideas?limit=100', { 'accept-encoding': 'gzip, deflate, br' });
    const refused = await get('/api/ideas?limit=100', { 'accept-encoding': 'identity' });
    expect([identity, gzip, brotli, refused].map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    for (const response of [gzip, brotli]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(identity.body);
    }
    expect(brotli.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
    console.log(`GET /api/ideas?limit=100 (30 ideas): ${identity.rawPayload.length} B as is, ${gzip.rawPayload.length} B gzip, ${brotli.rawPayload.length} B brotli`);
  });

  it('sends small answers as they are', async () => {
    const response = await get('/api/ideas/2147483647', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's precompressed files, and caches hashed assets for a year", async () => {
    const brotli = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(readFileSync(path.join(webDist, `${SCRIPT}.br`)));
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const gzip = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(readFileSync(path.join(webDist, `${SCRIPT}.gz`)));
    const identity = await get(`/${SCRIPT}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
    for (const response of [brotli, gzip, identity]) {
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
    expect((await get(`/${SCRIPT}.br`)).headers['content-type'], 'the twins are not pages of their own').toMatch(/^text\/html/);
  });

  it('has index.html, the SPA fallback, the pages and the root files asked for again on every visit', async () => {
    for (const url of ['/index.html', '/workspace', '/admin/users', '/', '/marketplace', '/marketplace/1', '/trends/1', '/favicon.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('GET /api/live with compression installed', () => {
  it('streams uncompressed, each frame as it is written', async () => {
    const response = await fetch(`${baseUrl}/api/live`, { headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    await response.body?.cancel();
    const feed = await openSseStream(`${baseUrl}/api/live`, { 'accept-encoding': 'br, gzip' });
    try {
      liveReadySchema.parse(await feed.next(LIVE_EVENTS.ready));
      const started = performance.now();
      const ideaId = await kit.createIdea({ title: 'Heard through compression' });
      await feed.next(LIVE_EVENTS.changes, (data) => JSON.stringify(data).includes(`"id":"${ideaId}"`));
      // A compressor holding frames back would hold this one until the 15 s heartbeat, or its buffer filled.
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      feed.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the admin panel and the workspace, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(['User-agent: *', 'Disallow: /admin', 'Disallow: /workspace', '', `Sitemap: ${publicUrl}/sitemap.xml`, '']);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the published ideas and the live trends, and nothing else', async () => {
    const published = await kit.createIdea({ title: 'In the sitemap' });
    const draft = await kit.createIdea({ title: 'Not published', published: false });
    const trend = await createTrend('Sitemap trend');
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => match[1]);
    expect(locations).toContain(`${publicUrl}/`);
    expect(locations).toContain(`${publicUrl}/marketplace/${published}`);
    expect(locations).toContain(`${publicUrl}/trends/${trend}`);
    expect(locations).not.toContain(`${publicUrl}/marketplace/${draft}`);
    expect(response.body.match(/<url>/g)?.length).toBe(locations.length);
  });

  it('answers its only page by number too; a page past the last is not found and a malformed one refused', async () => {
    expect((await get('/sitemap.xml?page=1')).body).toBe((await get('/sitemap.xml')).body);
    const past = await get('/sitemap.xml?page=2');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ message: 'Sitemap page not found' });
    const malformed = await get('/sitemap.xml?page=first');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'page must be a whole number from 1' });
  });
});

async function createTrend(title: string, description = 'A trend everyone may read.'): Promise<number> {
  const response = await kit.request('POST', '/api/trends', { as: 'ADMIN', body: { title, description, type: 'PROBLEM', source: 'YC' } });
  expect(response.statusCode).toBe(201);
  return response.json<{ trend: { id: number } }>().trend.id;
}

describe("the pages' tags, in the HTML before any script runs", () => {
  it("gives an idea's page its title, description, canonical URL and preview card, escaped", async () => {
    const title = `Tom's "best" <script>alert(1)</script> & co`;
    const id = await kit.createIdea({ title, description: 'Bookkeeping for <b>freelancers</b> & "studios".' });
    const response = await get(`/marketplace/${id}`, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = decoded(response);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>freelancers');
    expect(html).not.toContain('The built title');
    expect(html).not.toContain('The built description.');
    expect(html).toContain(`<script type="module" crossorigin src="/${SCRIPT}"></script>`);
    const tags = pageTags(html);
    expect(tags).toMatchObject({
      title: `${title} · IdeaPlatform`,
      description: 'Bookkeeping for <b>freelancers</b> & "studios".',
      canonical: `${publicUrl}/marketplace/${id}`,
      'og:title': `${title} · IdeaPlatform`,
      'og:description': 'Bookkeeping for <b>freelancers</b> & "studios".',
      'og:url': `${publicUrl}/marketplace/${id}`,
      'og:type': 'article',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:image']).toMatch(new RegExp(`^${publicUrl}/api/ideas/${id}/preview\\.png\\?v=[0-9a-f]{16}$`));
    expect(tags['twitter:image']).toBe(tags['og:image']);
  });

  it("never carries a premium idea's premium content", async () => {
    const id = await kit.createIdea({
      title: 'Premium page',
      type: 'PREMIUM',
      problem: 'SECRET-PROBLEM',
      solution: 'SECRET-SOLUTION',
      differentiation: 'SECRET-DIFFERENTIATION',
      goToMarket: 'SECRET-GTM',
      revenue: 'SECRET-REVENUE',
      mockup: 'https://example.com/SECRET-MOCKUP',
    });
    const hash = (await kit.get<{ hash: string }>(`/api/ideas/${id}/hash`, 'PREMIUM')).hash;
    for (const url of [`/marketplace/${id}`, `/marketplace?idea=${id}&hash=${hash}`]) {
      const html = (await get(url)).body;
      expect(pageTags(html).title, url).toBe('Premium page · IdeaPlatform');
      expect(html, url).not.toMatch(/SECRET/);
    }
  });

  it("gives a shared link the idea's tags when its hash is valid, else the marketplace's", async () => {
    const id = await kit.createIdea({ title: 'Shared idea', description: 'Shared with a friend.' });
    const hash = (await kit.get<{ hash: string }>(`/api/ideas/${id}/hash`, 'FREE')).hash;
    const shared = pageTags((await get(`/marketplace?idea=${id}&hash=${hash}`)).body);
    expect(shared).toMatchObject({ title: 'Shared idea · IdeaPlatform', description: 'Shared with a friend.', canonical: `${publicUrl}/marketplace/${id}` });
    for (const url of [`/marketplace?idea=${id}&hash=${'0'.repeat(32)}`, `/marketplace?idea=${id}`, `/marketplace?idea=x&hash=${hash}`, '/marketplace']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(pageTags(response.body), url).toMatchObject({ title: 'Browse Ideas · IdeaPlatform', canonical: `${publicUrl}/marketplace` });
    }
  });

  it("gives a trend's page its title and description, and the landing page the site's", async () => {
    const trend = await createTrend('Quiet <trend>', 'Remote teams & "async" work.');
    expect(pageTags((await get(`/trends/${trend}`)).body)).toMatchObject({
      title: 'Quiet <trend> · IdeaPlatform',
      description: 'Remote teams & "async" work.',
      canonical: `${publicUrl}/trends/${trend}`,
      'twitter:card': 'summary',
    });
    expect(pageTags((await get('/')).body)).toMatchObject({ title: 'IdeaPlatform: From Idea to Launch', canonical: `${publicUrl}/`, 'og:type': 'website' });
  });

  it('sends a visitor without a session the prerendered page, with its tags, and one with a session cookie the shell', async () => {
    const anonymous = await get('/');
    expect(anonymous.body).toContain('<div id="root"><div class="prerendered" inert><h1>Prerendered landing</h1></div></div>');
    expect(pageTags(anonymous.body)).toMatchObject({ title: 'IdeaPlatform: From Idea to Launch', canonical: `${publicUrl}/` });
    const signedIn = await get('/', { cookie: 'theme=dark; session=a-session-token' });
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(pageTags(signedIn.body)).toMatchObject({ title: 'IdeaPlatform: From Idea to Launch', canonical: `${publicUrl}/` });
    // A page the build did not prerender is the shell for everyone.
    expect((await get('/exploration')).body).toContain('<div id="root"></div>');
    expect(pageTags((await get('/exploration')).body)).toMatchObject({ title: 'Trending Opportunities · IdeaPlatform', canonical: `${publicUrl}/exploration` });
    expect(pageTags((await get('/workspace')).body)).toMatchObject({ title: 'IdeaPlatform: From Idea to Launch' });
  });

  it("renders an idea's page with the idea as a visitor without a session reads it, once for as long as it is the same", async () => {
    const id = await kit.createIdea({ title: 'A page with its data', problem: 'A problem everyone may read.' });
    const before = renders();
    const page = await get(`/marketplace/${id}`);
    expect(page.body).toContain('<h1>Rendered: A page with its data</h1><p>A problem everyone may read.</p>');
    expect(pageTags(page.body)).toMatchObject({ title: 'A page with its data · IdeaPlatform', canonical: `${publicUrl}/marketplace/${id}` });
    expect((await get(`/marketplace/${id}`)).body).toBe(page.body);
    expect(renders() - before, 'the same answer: the page rendered before').toBe(1);
    // A premium idea: its answer to a visitor without a session withholds the body.
    const premium = await kit.createIdea({ title: 'A premium page', type: 'PREMIUM', problem: 'SECRET-PROBLEM' });
    expect((await get(`/marketplace/${premium}`)).body).toContain('<h1>Rendered: A premium page</h1><p>problem withheld</p>');
    // A session's page is the shell: the app renders it for whoever the session is.
    expect((await get(`/marketplace/${id}`, { cookie: 'session=a-session-token' })).body).toContain('<div id="root"></div>');
  });

  it("sends an idea's prerendered page when the idea cannot be read or its page fails to render", async () => {
    const failing = await kit.createIdea({ title: 'A page that fails to render' });
    const draft = await kit.createIdea({ title: 'A draft page', published: false });
    for (const url of [`/marketplace/${failing}`, `/marketplace/${draft}`, '/marketplace/999999']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<h1>Loading the idea</h1>');
      expect(response.body, url).not.toContain('Rendered:');
    }
  });

  it('answers an unknown, unpublished or malformed id with the generic tags, never an error', async () => {
    const draft = await kit.createIdea({ title: 'Draft page', published: false });
    for (const url of [`/marketplace/${draft}`, '/marketplace/999999', '/marketplace/abc', '/marketplace/99999999999', '/trends/999999', '/trends/0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const tags = pageTags(response.body);
      expect(tags.title, url).toBe('IdeaPlatform: From Idea to Launch');
      expect(tags.canonical, url).toBeUndefined();
      expect(response.body, url).not.toContain('Draft page');
    }
  });
});

describe('GET /api/ideas/{id}/preview.png', () => {
  it('is a 1200×630 PNG, kept for good at the version the page names and checked by its ETag otherwise', async () => {
    const id = await kit.createIdea({ title: 'A card to preview', category: 'HealthTech' });
    const imageUrl = pageTags((await get(`/marketplace/${id}`)).body)['og:image']!.replace(publicUrl, '');
    const versioned = await get(imageUrl);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/png');
    expect(versioned.headers['content-encoding'], 'a PNG is compressed already').toBeUndefined();
    expect(versioned.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([versioned.rawPayload.readUInt32BE(16), versioned.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = versioned.headers.etag as string;
    expect(etag).toBe(`"${imageUrl.split('v=')[1]}"`);

    const plain = await get(`/api/ideas/${id}/preview.png`);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.rawPayload).toEqual(versioned.rawPayload);
    expect((await get(`/api/ideas/${id}/preview.png`, { 'if-none-match': etag })).statusCode).toBe(304);

    // A new title is a new card, at a new address.
    await kit.onIdea(id, 'EditIdea', { changes: { title: 'A renamed card' } });
    const renamed = pageTags((await get(`/marketplace/${id}`)).body)['og:image']!.replace(publicUrl, '');
    expect(renamed).not.toBe(imageUrl);
    const fresh = await get(`/api/ideas/${id}/preview.png`, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload).not.toEqual(versioned.rawPayload);
  });

  it('answers 404 for an idea a visitor cannot see', async () => {
    const draft = await kit.createIdea({ title: 'Hidden card', published: false });
    for (const url of [`/api/ideas/${draft}/preview.png`, '/api/ideas/999999/preview.png', '/api/ideas/abc/preview.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Idea not found' });
    }
  });
});

describe('through the proxy (deploy/haproxy/haproxy.cfg) with the SPA on a static server of its own', () => {
  let proxy: Proxy;
  let spa: Server;

  beforeAll(async () => {
    // deploy/web's nginx stands in as a server that names itself.
    spa = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('static SPA server'));
    await new Promise<void>((resolve) => spa.listen(0, '127.0.0.1', resolve));
    const port = Number(new URL(baseUrl).port);
    proxy = await startProxy({ commandApis: [port, port], queryApis: [port, port], spa: (spa.address() as AddressInfo).port });
  }, 60_000);

  afterAll(async () => {
    await proxy?.kill();
    await new Promise((resolve) => spa?.close(resolve));
  });

  it('sends the pages with their own tags and the crawlers’ files to the query APIs, every other page to the SPA’s server', async () => {
    const id = await kit.createIdea({ title: 'Through the proxy' });
    await get(`/marketplace/${id}`);
    const body = async (url: string) => (await fetch(`${proxy.url}${url}`)).text();
    expect(pageTags(await body(`/marketplace/${id}`)).title).toBe('Through the proxy · IdeaPlatform');
    expect(pageTags(await body('/')).title).toBe('IdeaPlatform: From Idea to Launch');
    expect(pageTags(await body('/marketplace?idea=1&hash=x')).title).toBe('Browse Ideas · IdeaPlatform');
    expect(pageTags(await body('/trends/999999')).title).toBe('IdeaPlatform: From Idea to Launch');
    expect(await body('/robots.txt')).toMatch(/^User-agent: \*/);
    expect(await body('/sitemap.xml')).toContain(`/marketplace/${id}</loc>`);
    expect(pageTags(await body('/exploration')).title).toBe('Trending Opportunities · IdeaPlatform');
    expect(await body('/workspace')).toContain('<div id="root"></div>');
    for (const url of ['/admin', '/settings', `/${SCRIPT}`, '/favicon.svg', '/marketplacex']) expect(await body(url), url).toBe('static SPA server');
    const compressed = await fetch(`${proxy.url}/api/ideas?limit=100`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding'), 'the proxy passes the API’s compression on').toBe('br');
  });
});
