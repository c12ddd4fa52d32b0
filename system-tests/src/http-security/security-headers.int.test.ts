// The browser-grade headers (infra/src/http/security-headers.ts) on every kind of answer of the one-process platform:
// the SPA's pages and assets, reads, writes, a document download, a 404 and a refused call; Strict-Transport-Security
// only when the site is served over https (PUBLIC_URL).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { ADMIN_EMAIL, ADMIN_PASSWORD, openAccountTestKit, type AccountTestKit } from '../accounts/account-test-kit';
import { makeIdea } from '../marketplace-reads/catalog-test-kit';

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "style-src-elem 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/** What every answer carries, whatever its route, status or content type. */
function expectBrowserHeaders(response: LightMyRequestResponse): void {
  expect(response.headers).toMatchObject({
    'content-security-policy': POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
  // The checkout pop-up's opener must keep its handle on it (security-headers.ts); and the SPA needs no cross-origin
  // isolation, which require-corp would buy by refusing every cross-origin resource without CORP.
  expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
}

/** A stand-in for web/dist: the platform serves it with @fastify/static as it serves the real build. */
function builtSpa(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'document.title = "app";');
  return dist;
}

describe('over plain http (PUBLIC_URL http://localhost:3000, the default)', () => {
  let kit: AccountTestKit;
  let dist: string;
  let token: string;

  beforeAll(async () => {
    dist = builtSpa();
    kit = await openAccountTestKit({}, { webDist: dist });
    token = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await kit?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the SPA: its page, a route of its router (/admin) and its assets', async () => {
    for (const url of ['/', '/admin', '/assets/app.js']) {
      const response = await kit.request('GET', url);
      expect(response.statusCode, url).toBe(200);
      expectBrowserHeaders(response);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('API reads and writes, answered or refused, and unknown paths', async () => {
    const read = await kit.request('GET', '/api/auth/verify', { token });
    expect(read.statusCode).toBe(200);
    const write = await kit.request('PUT', '/api/auth/profile', { token, body: { username: 'head_admin' } });
    expect(write.statusCode).toBe(200);
    const invalid = await kit.request('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(invalid.statusCode).toBe(400);
    const refused = await kit.request('GET', '/api/admin/users');
    expect(refused.statusCode).toBe(401);
    const unknown = await kit.request('GET', '/api/no-such-route');
    expect(unknown.statusCode).toBe(404);
    for (const response of [read, write, invalid, refused, unknown]) {
      expectBrowserHeaders(response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('a document download', async () => {
    const { ideaId, position } = await makeIdea(kit.platform, { title: 'Harbour Slots' });
    if (position) await kit.platform.runtime.waitForPosition(position, { timeoutMs: 10_000 });
    const list = await kit.request('GET', `/api/ideas/${ideaId}/documents`, { token });
    expect(list.statusCode, list.body).toBe(200);
    const [document] = list.json<{ documents: IdeaDocumentView[] }>().documents;
    const download = await kit.request('GET', `/api/documents/${document!.id}/download/md`, { token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expectBrowserHeaders(download);
    expect(download.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('over https (PUBLIC_URL https://...)', () => {
  let kit: AccountTestKit;

  beforeAll(async () => {
    kit = await openAccountTestKit({ PUBLIC_URL: 'https://ideas.example.com' });
  });

  afterAll(() => kit?.close());

  it('adds Strict-Transport-Security for a year to every answer', async () => {
    const token = await kit.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const answers = [
      await kit.request('GET', '/api/auth/verify', { token }),
      await kit.request('POST', '/api/auth/logout', { token }),
      await kit.request('GET', '/api/no-such-route'),
    ];
    for (const response of answers) {
      expectBrowserHeaders(response);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});
