// Documents and power-ups generated in the workspace, through the composed platform with the local AI provider
// (docs/product.md "Documents and downloads", "Limits"): the monthly cap of 100 ideas with documents, one per type,
// owner only, editing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { upcast } from '@app/domain/shared/upcasters';
import { DOCUMENT_LIMIT_MESSAGE, MONTHLY_DOCUMENT_IDEA_LIMIT } from '@app/domain/workspace/limits';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { AiGenerationFailed } from '@app/infra/ai/ai-generator';
import { openPersonalField } from '@app/infra/personal-data/personal-field';
import { openWorkspaceCommandKit, recordedCopiesWithDocuments, type Member, type WorkspaceCommandKit } from './workspace-command-kit';

let kit: WorkspaceCommandKit;
let ideaId: number;
beforeAll(async () => {
  kit = await openWorkspaceCommandKit();
  ideaId = await kit.publishedIdea({ title: 'Solar Sharing App', description: 'Neighbours share rooftop solar output.' });
}, 60_000);
afterAll(() => kit?.close());

/** The member's last workspace event, its text opened as every reader opens it (sealed in the store). */
async function lastEvent(userId: string) {
  const [event] = await kit.platform.infra.eventStore.readStream(workspaceStreamId(userId), { direction: 'backwards', limit: 1 });
  return { ...event!, data: await openPersonalField(kit.platform.infra.personalData, upcast(event!).data) };
}
/** A fresh member with a copy of the idea (or of another visible idea); the copy's id. */
async function memberWithCopy(role: 'FREE' | 'PREMIUM' | 'PRO', original = ideaId): Promise<Member & { copyId: number }> {
  const member = await kit.member(role);
  const response = await kit.request('POST', `/api/collections/${original}`, { token: member.token });
  if (response.statusCode !== 201) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return { ...member, copyId: response.json<{ copyId: number }>().copyId };
}
const generateDocument = (member: Partial<Member>, body: unknown) =>
  kit.request('POST', '/api/workspace/documents/generate', { ...(member.token ? { token: member.token } : {}), body });
const generatePowerUp = (member: Partial<Member>, body: unknown) =>
  kit.request('POST', '/api/workspace/powerups/generate', { ...(member.token ? { token: member.token } : {}), body });
const thisMonth = () => new Date().toISOString();
const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1).toISOString();
};

describe('POST /api/workspace/documents/generate', () => {
  it('generates a document for the member copy and answers 201 with it and the position', async () => {
    const member = await memberWithCopy('PRO');
    const response = await generateDocument(member, { ideaId: member.copyId, type: 'PRD' });
    expect(response.statusCode).toBe(201);
    const { document, position } = response.json<{ document: Record<string, unknown> & { id: number; content: string }; position: string }>();
    expect(position).toEqual(expect.any(String));
    expect(document).toMatchObject({
      originalDocId: document.id, userId: member.userId, ideaCopyId: member.copyId, ugiCopyId: null, ugp2pCopyId: null, type: 'PRD',
    });
    expect(document.content).toMatch(/^#/m);
    const recorded = await lastEvent(member.userId);
    expect(recorded).toMatchObject({
      type: 'WorkspaceDocumentGenerated',
      data: { documentId: document.id, kind: 'idea', copyId: member.copyId, type: 'PRD', personal: { content: document.content }, generation: { promptType: 'DOC_PRD' } },
    });
  });

  it('generates for the copy of a generated idea (a UGI copy)', async () => {
    const member = await kit.member('PRO');
    const { idea } = (await kit.request('POST', '/api/ideas/generate-ugi', { token: member.token, body: { userContext: 'Rooftop solar goes unused at noon.' } })).json<{ idea: { copyId: number } }>();
    const response = await generateDocument(member, { ideaId: idea.copyId, type: 'FINANCIAL_PLAN' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ document: { ideaCopyId: null, ugiCopyId: idea.copyId, ugp2pCopyId: null, type: 'FINANCIAL_PLAN' } });
  });

  it('takes document ids from the platform documents sequence, so ids are unique among both', async () => {
    const member = await memberWithCopy('PRO');
    const documentId = (await generateDocument(member, { ideaId: member.copyId, type: 'GTM' })).json<{ document: { id: number } }>().document.id;
    const platformDocuments = await kit.addDocuments(await kit.createIdea(), ['PRD']);
    expect(platformDocuments.PRD).toBeGreaterThan(documentId);
  });

  it('allows one document per type and copy (409), and every type once', async () => {
    const member = await memberWithCopy('PRO');
    for (const type of DOCUMENT_TYPES) expect((await generateDocument(member, { ideaId: member.copyId, type })).statusCode).toBe(201);
    const again = await generateDocument(member, { ideaId: member.copyId, type: 'PITCH_DECK' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This document has already been generated for this idea' });
  });

  it("answers 404 for a copy that is not in the caller's workspace", async () => {
    const owner = await memberWithCopy('PRO');
    const other = await kit.member('PRO');
    const response = await generateDocument(other, { ideaId: owner.copyId, type: 'PRD' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Idea not found in your workspace' });
  });

  it('is for verified PRO and ADMIN members', async () => {
    const premium = await memberWithCopy('PREMIUM');
    const refused = await generateDocument(premium, { ideaId: premium.copyId, type: 'PRD' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Upgrade to PRO to access this feature' });
    expect((await generateDocument({}, { ideaId: premium.copyId, type: 'PRD' })).statusCode).toBe(401);
  });

  it.each([
    ['no idea', { type: 'PRD' }, 'No idea selected'],
    ['an unknown type', { ideaId: 700000, type: 'MEMO' }, 'Unknown document type'],
  ])('refuses %s with 400', async (_, body, message) => {
    const member = await kit.member('PRO');
    const response = await generateDocument(member, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('lets the 100th copy of the UTC month get documents, refuses a 101st (429), and lets a counted copy go on', async () => {
    const member = await memberWithCopy('PRO');
    await kit.appendToWorkspace(member.userId, recordedCopiesWithDocuments(member.userId, MONTHLY_DOCUMENT_IDEA_LIMIT - 1, thisMonth()));
    expect((await generateDocument(member, { ideaId: member.copyId, type: 'PRD' })).statusCode).toBe(201);
    const another = await kit.publishedIdea();
    const { copyId } = (await kit.request('POST', `/api/collections/${another}`, { token: member.token })).json<{ copyId: number }>();
    const refused = await generateDocument(member, { ideaId: copyId, type: 'PRD' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: DOCUMENT_LIMIT_MESSAGE });
    expect(DOCUMENT_LIMIT_MESSAGE).toBe(
      'You have reached the maximum limit of 100 ideas with documents generated this month. To request an increase, please contact us at support@ideaplatform.app.',
    );
    expect((await generateDocument(member, { ideaId: member.copyId, type: 'GTM' })).statusCode).toBe(201);
  });

  it('counts afresh in a new UTC month', async () => {
    const member = await memberWithCopy('PRO');
    await kit.appendToWorkspace(member.userId, recordedCopiesWithDocuments(member.userId, MONTHLY_DOCUMENT_IDEA_LIMIT, lastMonth()));
    expect((await generateDocument(member, { ideaId: member.copyId, type: 'PRD' })).statusCode).toBe(201);
  });

  it('answers 502 with the spec text when the AI fails', async () => {
    const member = await memberWithCopy('PRO');
    const spy = vi.spyOn(kit.platform.infra.ai, 'generateDocument').mockRejectedValueOnce(new AiGenerationFailed('the model refused'));
    try {
      const response = await generateDocument(member, { ideaId: member.copyId, type: 'PRD' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Failed to generate document. Please try again.' });
    } finally {
      spy.mockRestore();
    }
    expect((await lastEvent(member.userId)).type).toBe('IdeaSavedToWorkspace');
  });
});

describe('PUT /api/documents/edit/{id}', () => {
  it("edits the member's own document", async () => {
    const member = await memberWithCopy('PRO');
    const { document } = (await generateDocument(member, { ideaId: member.copyId, type: 'PRD' })).json<{ document: { id: number; createdAt: string } }>();
    const response = await kit.request('PUT', `/api/documents/edit/${document.id}`, { token: member.token, body: { content: '# PRD\n\nRewritten by hand.' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      document: { id: document.id, originalDocId: document.id, ideaCopyId: member.copyId, type: 'PRD', content: '# PRD\n\nRewritten by hand.', createdAt: document.createdAt },
      position: expect.any(String),
    });
    expect(await lastEvent(member.userId)).toMatchObject({ type: 'WorkspaceDocumentEdited', data: { documentId: document.id, personal: { content: '# PRD\n\nRewritten by hand.' } } });
  });

  it("answers 404 for someone else's document or a platform document, 400 for empty content", async () => {
    const owner = await memberWithCopy('PRO');
    const { document } = (await generateDocument(owner, { ideaId: owner.copyId, type: 'PRD' })).json<{ document: { id: number } }>();
    const other = await kit.member('PRO');
    const platform = (await kit.addDocuments(await kit.createIdea(), ['GTM'])).GTM!;
    for (const id of [document.id, platform]) {
      const response = await kit.request('PUT', `/api/documents/edit/${id}`, { token: other.token, body: { content: 'Mine now' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Document not found' });
    }
    const empty = await kit.request('PUT', `/api/documents/edit/${document.id}`, { token: owner.token, body: { content: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Document content is required' });
  });
});

describe('POST /api/workspace/powerups/generate', () => {
  it('generates a power-up for any role but FREE, one per type and copy', async () => {
    const member = await memberWithCopy('PREMIUM');
    const response = await generatePowerUp(member, { ideaId: member.copyId, type: 'VALIDATION_HACKS' });
    expect(response.statusCode).toBe(201);
    const { powerUp, position } = response.json<{ powerUp: Record<string, unknown> & { id: number }; position: string }>();
    expect(position).toEqual(expect.any(String));
    expect(powerUp).toMatchObject({ userId: member.userId, ideaCopyId: member.copyId, ugiCopyId: null, ugp2pCopyId: null, type: 'VALIDATION_HACKS', content: expect.any(String) });
    expect(powerUp.id).toBeGreaterThanOrEqual(1);
    expect(await lastEvent(member.userId)).toMatchObject({ type: 'PowerUpGenerated', data: { powerUpId: powerUp.id, generation: { promptType: 'PU_HACKS' } } });
    const again = await generatePowerUp(member, { ideaId: member.copyId, type: 'VALIDATION_HACKS' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This power-up has already been generated for this idea' });
    expect((await generatePowerUp(member, { ideaId: member.copyId, type: 'VIRALITY_SUGGESTIONS' })).statusCode).toBe(201);
  });

  it('refuses FREE (403), strangers to the copy (404), unknown types (400), and answers 502 when the AI fails', async () => {
    const free = await memberWithCopy('FREE');
    const refused = await generatePowerUp(free, { ideaId: free.copyId, type: 'VALIDATION_HACKS' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Upgrade to PREMIUM to access this feature' });
    const stranger = await kit.member('PRO');
    const notFound = await generatePowerUp(stranger, { ideaId: free.copyId, type: 'VALIDATION_HACKS' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'Idea not found in your workspace' });
    expect((await generatePowerUp(stranger, { ideaId: free.copyId, type: 'MAGIC' })).json()).toMatchObject({ message: 'Unknown power-up type' });
    const owner = await memberWithCopy('PRO');
    const spy = vi.spyOn(kit.platform.infra.ai, 'generatePowerUp').mockRejectedValueOnce(new AiGenerationFailed('bad output'));
    try {
      const failed = await generatePowerUp(owner, { ideaId: owner.copyId, type: 'DIFFERENTIATORS_DEFENSIBLES' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ message: 'Failed to generate power-up' });
    } finally {
      spy.mockRestore();
    }
  });
});
