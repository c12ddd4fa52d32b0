// A member saves another member's approved idea from the marketplace through the composed platform (spec 000 §6,
// spec 001 §4): the copy lands in their workspace's UGI list with the idea's status and stamp, one copy only; an idea
// not approved is not found, a premium one needs PREMIUM; the admin's deletion takes the copy out of view and a
// restore brings it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
