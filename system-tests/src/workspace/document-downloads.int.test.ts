// GET /api/documents/{originalDocId}/download/{format} through the whole platform (the query
// API): a member's own documents in every format their type offers, and platform documents behind the idea's gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import type { Caller } from '../marketplace-reads/catalog-test-kit';
import { copyFields, openWorkspaceReadKit, recorded, type WorkspaceReadKit } from './workspace-read-kit';

const PRD = '# Harbour PRD\n\n## Problem\n\nBerths are booked by phone.\n\n| Goal | Metric |\n| --- | --- |\n| Fewer calls | -50% |\n';
const DECK = '# Harbour Slots\n\n## 1. Problem\n\n- Ships wait at anchor\n\n## 2. Solution\n\n- A shared berth calendar\n';
const PLAN = '# Financial Plan\n\n| Year | Revenue | Costs |\n| --- | --- | --- |\n| 2027 | $120,000 | $90,000 |\n| 2028 | $480,000 | $210,000 |\n';

let kit: WorkspaceReadKit;
/** Platform document ids by idea and type. */
const platform: Record<'free' | 'premium' | 'hidden', Partial<Record<DocumentType, number>>> = { free: {}, premium: {}, hidden: {} };

async function download(id: number, format: string, as?: Caller) {
  return kit.request('GET', `/api/documents/${id}/download/${format}`, as ? { as } : {});
}

async function documentIds(ideaId: number): Promise<Partial<Record<DocumentType, number>>> {
  const { documents } = await kit.get<{ documents: IdeaDocumentView[] }>(`/api/ideas/${ideaId}/documents`, 'ADMIN');
  return Object.fromEntries(documents.map((document) => [document.type, document.id]));
}

beforeAll(async () => {
  kit = await openWorkspaceReadKit();
  const pro = await kit.userIdOf('PRO');
  const freeIdea = await kit.createIdea({ title: 'Solar Sharing App' });
  const premiumIdea = await kit.createIdea({ title: 'Vault Keeper', type: 'PREMIUM' });
  const hiddenIdea = await kit.createIdea({ title: 'Hidden Draft' });
  platform.free = await documentIds(freeIdea);
  platform.premium = await documentIds(premiumIdea);
  platform.hidden = await documentIds(hiddenIdea);
  await kit.onIdea(hiddenIdea, 'UnpublishIdea');
  const at = new Date().toISOString();
  const document = (documentId: number, copyId: number, kind: 'idea' | 'ugi', type: DocumentType, content: string) =>
    ({ type: 'WorkspaceDocumentGenerated', data: { userId: pro, documentId, kind, copyId, type, content, generation: recorded('DOC_PRD'), at } }) as const;
  await kit.appendToWorkspace(pro, [
    { type: 'UserIdeaGenerated', data: { userId: pro, ideaId: 100800, source: 'UGI', copyId: 300800, idea: copyFields('Harbour Slots'), private: true, userContext: 'ports', generation: recorded('IDEA_UGI'), at } },
    { type: 'IdeaSavedToWorkspace', data: { userId: pro, copyId: 700800, kind: 'idea', originalId: freeIdea, idea: copyFields('Solar Sharing App', { type: 'FREE' }), at } },
    // The member renamed their copy: their documents of it are named after the copy.
    { type: 'WorkspaceIdeaEdited', data: { userId: pro, copyId: 700800, kind: 'idea', changes: { title: 'Sonnen Teilen — Übersicht' }, at } },
    document(980800, 300800, 'ugi', 'PRD', '# draft'),
    { type: 'WorkspaceDocumentEdited', data: { userId: pro, documentId: 980800, content: PRD, at } },
    document(980801, 300800, 'ugi', 'PITCH_DECK', DECK),
    document(980802, 300800, 'ugi', 'FINANCIAL_PLAN', PLAN),
    document(980803, 700800, 'idea', 'GTM', '# GTM'),
  ]);
});

afterAll(() => kit?.close());

describe('a member’s own documents', () => {
  it('downloads markdown as it is, named after the idea and the type', async () => {
    const response = await download(980800, 'md', 'PRO');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PRD);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="harbour-slots-prd.md"; filename*=UTF-8''harbour-slots-prd.md`);
  });

  it('renders a PDF, a pptx deck and a CSV plan', async () => {
    const pdf = await download(980800, 'pdf', 'PRO');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('filename="harbour-slots-prd.pdf"');

    const deck = await download(980801, 'ppt', 'PRO');
    expect(deck.statusCode).toBe(200);
    expect(deck.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(deck.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(deck.headers['content-disposition']).toContain('filename="harbour-slots-pitch.pptx"');

    const plan = await download(980802, 'csv', 'PRO');
    expect(plan.statusCode).toBe(200);
    expect(plan.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(plan.body).toContain('Year,Revenue,Costs');
    expect(plan.body).toContain('2028');
    expect(plan.headers['content-disposition']).toContain('.csv"');
  });

  it('names a document of a platform idea’s copy after the copy’s title as the member renamed it', async () => {
    const response = await download(980803, 'md', 'PRO');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sonnen-teilen-ubersicht-gtm.md"; filename*=UTF-8''sonnen-teilen-ubersicht-gtm.md`,
    );
  });

  it('refuses a format the type does not offer with 400', async () => {
    for (const [id, format] of [[980802, 'pdf'], [980800, 'ppt'], [980800, 'csv'], [980800, 'docx'], [980800, 'PDF']] as const) {
      const response = await download(id, format, 'PRO');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expect.objectContaining({ message: `Format ${format} is not available for this document` }));
    }
  });

  it('is nobody else’s: another member or a visitor gets 404', async () => {
    for (const as of [undefined, 'PREMIUM', 'ADMIN'] as const) {
      const response = await download(980800, 'md', as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Document not found' });
    }
  });

  it('answers 404 for an id that names no document', async () => {
    for (const id of ['99999999', 'abc', '0', '99999999999']) {
      const response = await kit.request('GET', `/api/documents/${id}/download/md`, { as: 'PRO' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Document not found' });
    }
  });
});

describe('platform documents', () => {
  it('are anyone’s for a free idea, named after the platform idea', async () => {
    const response = await download(platform.free.PRD!, 'md');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('# PRD of Solar Sharing App');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="solar-sharing-app-prd.md"; filename*=UTF-8''solar-sharing-app-prd.md`);
    expect((await download(platform.free.PITCH_DECK!, 'ppt', 'FREE')).statusCode).toBe(200);
  });

  it('need PREMIUM for a premium idea: a sign-in first, then the tier', async () => {
    const id = platform.premium.PRD!;
    const anonymous = await download(id, 'pdf');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Please sign in to access this feature' });
    const free = await download(id, 'pdf', 'FREE');
    expect(free.statusCode).toBe(403);
    expect(free.json()).toEqual({ message: 'Upgrade to PREMIUM to access this feature' });
    for (const as of ['PREMIUM', 'PRO', 'ADMIN'] as const) {
      const response = await download(id, 'md', as);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('# PRD of Vault Keeper');
    }
  });

  it('of an idea the caller cannot see are not found (the admin sees any idea not deleted)', async () => {
    const id = platform.hidden.PRD!;
    for (const as of [undefined, 'PRO'] as const) {
      const response = await download(id, 'md', as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Document not found' });
    }
    expect((await download(id, 'md', 'ADMIN')).statusCode).toBe(200);
  });
});
