// A member saves another member's approved idea from the marketplace through the composed platform (docs/product.md
// "Workspace and AI generation", docs/product.md "Workspace and AI generation"): the copy lands in their workspace's
// UGI list with the idea's status and stamp, one copy only; an idea not approved is not found, a premium one needs
// PREMIUM; the admin's deletion takes the copy out of view and out of the saver's reach (edits, documents, power-ups
// refused as for a platform idea's copy), and a restore brings it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { WorkspaceCollections } from '@app/domain/workspace/workspace-view';
import { openWorkspaceCommandKit, type Member, type WorkspaceCommandKit } from './workspace-command-kit';

let kit: WorkspaceCommandKit;
let creator: Member;
let saver: Member;
beforeAll(async () => {
  kit = await openWorkspaceCommandKit();
  creator = await kit.member('PRO');
  saver = await kit.member('PREMIUM');
}, 60_000);
afterAll(() => kit?.close());

const PROBLEM = 'Small ports still schedule berths by phone and spreadsheets, and ships wait at anchor for hours.';

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await kit.request(method, url, options);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** A UGI idea the creator generates (the local AI makes it PREMIUM): its id and the creator's copy's. */
async function generated(isPrivate: boolean): Promise<{ id: number; copyId: number }> {
  const response = await ok('POST', '/api/ideas/generate-ugi', { token: creator.token, body: { userContext: PROBLEM, isPrivate } });
  return response.json<{ idea: { id: number; copyId: number } }>().idea;
}

const save = (member: { token: string }, ideaId: number) => kit.request('POST', `/api/collections/${ideaId}`, { token: member.token });

async function ugiCopiesOf(member: { token: string }): Promise<WorkspaceCollections['ugiIdeas']> {
  return (await ok('GET', '/api/collections', { token: member.token })).json<WorkspaceCollections>().ugiIdeas;
}

describe("POST /api/collections/{ideaId} for a member's approved idea", () => {
  it('copies it into the saver’s UGI list with its status and stamp, once; deleted, the copy is out of view; restored, back', async () => {
    const { id: ideaId, copyId: creatorsCopy } = await generated(false);
    await ok('PUT', `/api/ideas/edit/${creatorsCopy}`, { token: creator.token, body: { title: 'Berth Board' } });
    await ok('POST', '/api/admin/ideas/publish', { token: kit.adminToken, body: { ideaIds: [ideaId] } });
    await ok('PUT', `/api/admin/ideas/${ideaId}/stamp?source=UGI`, { token: kit.adminToken, body: { stamp: 'Top Picks' } });

    const saved = await save(saver, ideaId);
    expect(saved.statusCode).toBe(201);
    const { copyId } = saved.json<{ message: string; copyId: number }>();
    expect(saved.json()).toEqual({ message: 'Idea saved to your workspace', copyId, position: expect.any(String) });
    expect(copyId).toBeGreaterThanOrEqual(300000);
    expect(copyId).toBeLessThan(500000);
    const copies = await ugiCopiesOf(saver);
    expect(copies).toEqual([
      expect.objectContaining({ id: copyId, originalId: ideaId, source: 'UGI', title: 'Berth Board', status: 'Published', stamp: 'Top Picks', private: false }),
    ]);

    const again = await save(saver, ideaId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Idea already saved to your workspace' });
    const own = await save(creator, ideaId);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: 'Idea already saved to your workspace' });

    await ok('DELETE', `/api/admin/ideas/${ideaId}?source=UGI`, { token: kit.adminToken });
    expect(await ugiCopiesOf(saver)).toEqual([]);
    const deleted = await save(await kit.member('PREMIUM'), ideaId);
    expect(deleted.statusCode).toBe(404);

    await ok('POST', `/api/admin/deleted-ideas/restore/${ideaId}?source=UGI`, { token: kit.adminToken });
    expect(await ugiCopiesOf(saver)).toEqual(copies);
  });

  it('answers 404 for an idea not approved or private, to ADMIN too', async () => {
    const premium = await kit.member('PREMIUM');
    const waiting = await generated(false);
    const hidden = await generated(true);
    await ok('POST', '/api/admin/ideas/publish', { token: kit.adminToken, body: { ideaIds: [hidden.id] } });
    for (const { id: ideaId } of [waiting, hidden]) {
      for (const member of [premium, { token: kit.adminToken }]) {
        const response = await save(member, ideaId);
        expect(response.statusCode, `${ideaId}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Idea not found' });
      }
    }
    expect(await ugiCopiesOf(premium)).toEqual([]);
  });

  it('refuses a premium idea to a FREE member with the platform’s message', async () => {
    const { id: ideaId } = await generated(false);
    await ok('POST', '/api/admin/ideas/publish', { token: kit.adminToken, body: { ideaIds: [ideaId] } });
    const response = await save({ token: kit.freeToken }, ideaId);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Upgrade to PREMIUM to access this feature' });
  });
});

describe("a saver's copy of a deleted idea, a member's or a platform idea", () => {
  /** The original, saved by a fresh PRO member, who got a PRD and a power-up for their copy while it was live. */
  async function savedWithDocument(original: 'member' | 'platform') {
    let ideaId: number;
    let source: 'UGI' | 'FD';
    if (original === 'member') {
      ({ id: ideaId } = await generated(false));
      source = 'UGI';
      await ok('POST', '/api/admin/ideas/publish', { token: kit.adminToken, body: { ideaIds: [ideaId] } });
    } else {
      ideaId = await kit.publishedIdea({ title: 'Tide Tables', description: 'Tide tables for small harbours, shared by their masters.' });
      source = 'FD';
    }
    const member = await kit.member('PRO');
    const { copyId } = (await ok('POST', `/api/collections/${ideaId}`, { token: member.token })).json<{ copyId: number }>();
    const body = { ideaId: copyId, type: 'PRD' };
    const { document } = (await ok('POST', '/api/workspace/documents/generate', { token: member.token, body })).json<{ document: { id: number } }>();
    await ok('POST', '/api/workspace/powerups/generate', { token: member.token, body: { ideaId: copyId, type: 'VALIDATION_HACKS' } });
    return { ideaId, source, member, copyId, documentId: document.id };
  }

  /**
   * Every call a member sends about their copy (a new document and power-up type each time), with its answer's status.
   */
  function callsAbout({ member, copyId, documentId }: Awaited<ReturnType<typeof savedWithDocument>>, round: 0 | 1) {
    const token = member.token;
    return [
      { call: () => kit.request('PUT', `/api/ideas/edit/${copyId}`, { token, body: { title: `Harbour Tides ${round}` } }), ok: 200, refused: 'Idea not found in your workspace' },
      {
        call: () => kit.request('POST', '/api/workspace/documents/generate', { token, body: { ideaId: copyId, type: ['GTM', 'PITCH_DECK'][round] } }),
        ok: 201,
        refused: 'Idea not found in your workspace',
      },
      { call: () => kit.request('PUT', `/api/documents/edit/${documentId}`, { token, body: { content: `# PRD ${round}` } }), ok: 200, refused: 'Document not found' },
      {
        call: () => kit.request('POST', '/api/workspace/powerups/generate', { token, body: { ideaId: copyId, type: ['DIFFERENTIATORS_DEFENSIBLES', 'VIRALITY_SUGGESTIONS'][round] } }),
        ok: 201,
        refused: 'Idea not found in your workspace',
      },
    ];
  }

  it.each(['member', 'platform'] as const)('of a %s idea is refused every call (404, as if the copy were not there) until the idea is restored', async (original) => {
    const saved = await savedWithDocument(original);
    const path = `/api/admin/ideas/${saved.ideaId}?source=${saved.source}`;
    await ok('DELETE', path, { token: kit.adminToken });
    const eventsBefore = await kit.platform.infra.eventStore.readStream(workspaceStreamId(saved.member.userId));
    for (const { call, refused } of callsAbout(saved, 0)) {
      const response = await call();
      expect(response.statusCode, refused).toBe(404);
      expect(response.json()).toEqual({ message: refused });
    }
    expect(await kit.platform.infra.eventStore.readStream(workspaceStreamId(saved.member.userId))).toHaveLength(eventsBefore.length);

    await ok('POST', `/api/admin/deleted-ideas/restore/${saved.ideaId}?source=${saved.source}`, { token: kit.adminToken });
    for (const { call, ok: status } of callsAbout(saved, 1)) {
      const response = await call();
      expect(response.statusCode, response.body).toBe(status);
    }
  });

  it("check-idea does not find a saved member's idea while it is deleted", async () => {
    const saved = await savedWithDocument('member');
    const check = () => ok('POST', `/api/collections/check-idea/${saved.ideaId}/UGI`, { token: saved.member.token, body: { title: 'x' } });
    expect((await check()).json()).toEqual({ success: true, exists: true });
    await ok('DELETE', `/api/admin/ideas/${saved.ideaId}?source=UGI`, { token: kit.adminToken });
    expect((await check()).json()).toEqual({ success: true, exists: false });
    await ok('POST', `/api/admin/deleted-ideas/restore/${saved.ideaId}?source=UGI`, { token: kit.adminToken });
    expect((await check()).json()).toEqual({ success: true, exists: true });
  });
});
