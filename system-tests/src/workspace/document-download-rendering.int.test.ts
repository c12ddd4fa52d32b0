// How GET /api/documents/{originalDocId}/download/{format} renders PDFs and decks (query-api/src/documents-export/
// README.md): once per revision of what the file shows, on a worker thread rather than the event loop, behind a
// bounded queue and a per-client limit, with access checked on every request before any file is looked up. Renders
// are counted by the render pool (`rendersStarted`), so "rendered again or not" needs no clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { rendersStarted } from '@app/query-api/documents-export/render-pool';
import { RENDERS_PER_MINUTE } from '@app/query-api/routes/workspace/document-download.routes';
import { openCatalogTestKit, type Caller, type CatalogTestKit } from '../marketplace-reads/catalog-test-kit';

let kit: CatalogTestKit;

/** The files an idea's documents render to: four PDFs and the deck as slides. */
const RENDERED: readonly [DocumentType, string][] = [['PRD', 'pdf'], ['GTM', 'pdf'], ['PRELAUNCH', 'pdf'], ['PITCH_DECK', 'pdf'], ['PITCH_DECK', 'ppt']];

/** A long PRD: about a second of rendering, so what happens meanwhile can be watched. */
const LONG_PRD = [
  '# A long PRD',
  ...Array.from({ length: 150 }, (_, i) => `Paragraph ${i}: ${'some **bold** and plain text '.repeat(12)}`),
  '| Item | Detail | Amount |\n| --- | --- | --- |',
  Array.from({ length: 300 }, (_, i) => `| Row ${i} | ${'word '.repeat(8)} | ${i * 7} |`).join('\n'),
].join('\n\n');

function download(id: number, format: string, as?: Caller) {
  return kit.request('GET', `/api/documents/${id}/download/${format}`, as ? { as } : {});
}

async function documentIds(ideaId: number): Promise<Record<string, number>> {
  const { documents } = await kit.get<{ documents: IdeaDocumentView[] }>(`/api/ideas/${ideaId}/documents`, 'ADMIN');
  return Object.fromEntries(documents.map((document) => [document.type, document.id]));
}

/** `count` files nobody has downloaded yet, as [document id, format]. */
async function freshFiles(count: number, title: string): Promise<[number, string][]> {
  const files: [number, string][] = [];
  for (let n = 0; files.length < count; n += 1) {
    const ids = await documentIds(await kit.createIdea({ title: `${title} ${n}` }));
    files.push(...RENDERED.map(([type, format]): [number, string] => [ids[type]!, format]));
  }
  return files.slice(0, count);
}

/** Resolves once the render pool has been handed a render beyond `before`. */
async function renderStarted(before: number): Promise<void> {
  while (rendersStarted() === before) await new Promise((resolve) => setTimeout(resolve, 5));
}

beforeAll(async () => {
  kit = await openCatalogTestKit();
});

afterAll(() => kit?.close());

describe('a rendered file', () => {
  it('is rendered once per revision: the second download is the same file, not a second render', async () => {
    const prd = (await documentIds(await kit.createIdea({ title: 'Harbour Slots' }))).PRD!;
    const before = rendersStarted();
    const first = await download(prd, 'pdf');
    const second = await download(prd, 'pdf', 'FREE');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rendersStarted() - before).toBe(1);
  });

  it('is rendered anew when the document or its idea’s title changes', async () => {
    const ideaId = await kit.createIdea({ title: 'Berth Calendar' });
    const deck = (await documentIds(ideaId)).PITCH_DECK!;
    const before = rendersStarted();
    const original = await download(deck, 'ppt');
    await kit.onIdea(ideaId, 'EditIdeaDocument', { documentId: deck, content: '# Berth Calendar\n\n## Problem\n\n- Ships wait at anchor\n' });
    const edited = await download(deck, 'ppt');
    await kit.onIdea(ideaId, 'EditIdea', { changes: { title: 'Berth Planner' } });
    const renamed = await download(deck, 'ppt');
    expect([original.statusCode, edited.statusCode, renamed.statusCode]).toEqual([200, 200, 200]);
    expect(rendersStarted() - before).toBe(3);
    expect(renamed.headers['content-disposition']).toContain('filename="berth-planner-pitch.pptx"');
    expect((await download(deck, 'ppt')).rawPayload.equals(renamed.rawPayload)).toBe(true);
    expect(rendersStarted() - before).toBe(3);
  });

  it('is rendered once when several ask for it at the same time', async () => {
    const gtm = (await documentIds(await kit.createIdea({ title: 'Quay Booking' }))).GTM!;
    const before = rendersStarted();
    const answers = await Promise.all((['FREE', 'PRO', undefined, 'FREE'] as const).map((as) => download(gtm, 'pdf', as)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(rendersStarted() - before).toBe(1);
  });

  it('is still refused to whoever may not have it: access is checked before the cache', async () => {
    const prd = (await documentIds(await kit.createIdea({ title: 'Vault Keeper', type: 'PREMIUM' }))).PRD!;
    const before = rendersStarted();
    expect((await download(prd, 'pdf', 'PRO')).statusCode).toBe(200);
    const anonymous = await download(prd, 'pdf');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to access this feature' });
    const free = await download(prd, 'pdf', 'FREE');
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ message: 'Upgrade to PREMIUM to access this feature' });
    expect((await download(prd, 'pdf', 'PREMIUM')).statusCode).toBe(200);
    expect(rendersStarted() - before).toBe(1);
  });
});

describe('rendering', () => {
  it('leaves the event loop free: a request sent while a long PDF renders is answered before the PDF', async () => {
    const ideaId = await kit.createIdea({ title: 'Long Read' });
    const prd = (await documentIds(ideaId)).PRD!;
    await kit.onIdea(ideaId, 'EditIdeaDocument', { documentId: prd, content: LONG_PRD });
    const answered: string[] = [];
    const before = rendersStarted();
    const pdf = download(prd, 'pdf', 'PRO').then((answer) => {
      answered.push('pdf');
      return answer;
    });
    await renderStarted(before);
    const health = await kit.request('GET', '/api/health');
    answered.push('health');
    expect(health.statusCode).toBe(200);
    expect((await pdf).statusCode).toBe(200);
    expect(answered).toEqual(['health', 'pdf']);
  });

  it('refuses at once with 503 and Retry-After when its queue is full, and renders what it queued', async () => {
    const ideaId = await kit.createIdea({ title: 'Long Read Two' });
    const prd = (await documentIds(ideaId)).PRD!;
    await kit.onIdea(ideaId, 'EditIdeaDocument', { documentId: prd, content: LONG_PRD });
    const files = await freshFiles(19, 'Queued');
    const before = rendersStarted();
    const long = download(prd, 'pdf', 'ADMIN');
    await renderStarted(before);
    // One rendering, 16 waiting: of 19 more, 3 find the queue full (ADMIN's own limit allows 20 renders).
    const answers = await Promise.all(files.map(([id, format]) => download(id, format, 'ADMIN')));
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(16);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.json<{ message: string }>().message).toMatch(/^Too many downloads are being prepared\. Please try again in \d+ seconds\.$/);
    }
    expect((await long).statusCode).toBe(200);
    expect(rendersStarted() - before).toBe(17);
  });
});

describe('the per-client limit', () => {
  // PREMIUM has started no render in this file before: the access test's download of theirs was a cached file.
  it(`lets a client start ${RENDERS_PER_MINUTE} renders a minute, then answers 429 with Retry-After; cached files and other clients go on`, async () => {
    const files = await freshFiles(RENDERS_PER_MINUTE + 1, 'Limited');
    const last = files.pop()!;
    for (const [id, format] of files) expect((await download(id, format, 'PREMIUM')).statusCode).toBe(200);
    const refused = await download(...last, 'PREMIUM');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: `Too many downloads. Please try again in ${refused.headers['retry-after']} seconds.` });
    // A file already rendered is no render: served to the same client. Another client renders the refused one.
    expect((await download(...files[0]!, 'PREMIUM')).statusCode).toBe(200);
    expect((await download(...last, 'FREE')).statusCode).toBe(200);
  });
});
