// A member's idea through the composed platform, from its generation to the marketplace (docs/product.md "Marketplace
// and idea detail", "Workspace and AI generation", docs/product.md "Marketplace and idea detail"): an admin's approval
// lists it under Added By UGC with its source and stamp, and the creator's workspace says 'Shared'; a deletion takes it
// out of both, a restore brings it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import { SHARE_LABELS, shareState, type WorkspaceCollections } from '@app/domain/workspace/workspace-view';
import { openWorkspaceCommandKit, type Member, type WorkspaceCommandKit } from '../workspace-commands/workspace-command-kit';

let kit: WorkspaceCommandKit;
let creator: Member;
beforeAll(async () => {
  kit = await openWorkspaceCommandKit();
  creator = await kit.member('PRO');
}, 60_000);
afterAll(() => kit?.close());

const PROBLEM = 'Small ports still schedule berths by phone and spreadsheets, and ships wait at anchor for hours.';

async function ok(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { token?: string; body?: unknown } = {}) {
  const response = await kit.request(method, url, options);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/** The ids `GET /api/ideas?source=UGC` lists to a visitor. */
async function userGenerated(): Promise<number[]> {
  return (await ok('GET', '/api/ideas?source=UGC&limit=100')).json<{ ideas: IdeaView[] }>().ideas.map((idea) => idea.id);
}

async function creatorsCopies(): Promise<WorkspaceCollections['ugp2pIdeas']> {
  return (await ok('GET', '/api/collections', { token: creator.token })).json<WorkspaceCollections>().ugp2pIdeas;
}

describe("a member's idea in the marketplace", () => {
  it("is listed as user-generated once approved, stamp included, the workspace saying 'Shared'; out when deleted, back when restored", async () => {
    const generated = await ok('POST', '/api/ideas/generate-ugp2p', { token: creator.token, body: { userContext: PROBLEM, isPrivate: false } });
    const { id } = generated.json<{ idea: { id: number } }>().idea;
    expect(await userGenerated()).toEqual([]);
    expect(SHARE_LABELS[shareState((await creatorsCopies())[0]!)]).toBe('Waiting for approval');

    await ok('POST', '/api/admin/ideas/publish', { token: kit.adminToken, body: { ideaIds: [id] } });
    await ok('PUT', `/api/admin/ideas/${id}/stamp?source=UGP2P`, { token: kit.adminToken, body: { stamp: 'Crazy' } });
    expect(await userGenerated()).toEqual([id]);
    expect((await ok('GET', `/api/ideas/${id}`)).json<{ idea: IdeaView }>().idea).toEqual(
      expect.objectContaining({ id, source: 'UGP2P', status: 'Published', stamp: 'Crazy', private: false }),
    );
    const [copy] = await creatorsCopies();
    expect(copy).toEqual(expect.objectContaining({ originalId: id, status: 'Published', stamp: 'Crazy' }));
    expect(SHARE_LABELS[shareState(copy!)]).toBe('Shared');

    await ok('DELETE', `/api/admin/ideas/${id}?source=UGP2P`, { token: kit.adminToken });
    expect(await userGenerated()).toEqual([]);
    expect((await kit.request('GET', `/api/ideas/${id}`, { token: kit.adminToken })).statusCode).toBe(404);
    expect(await creatorsCopies()).toEqual([]);

    await ok('POST', `/api/admin/deleted-ideas/restore/${id}?source=UGP2P`, { token: kit.adminToken });
    expect(await userGenerated()).toEqual([id]);
    expect(await creatorsCopies()).toEqual([copy]);
  });
});
