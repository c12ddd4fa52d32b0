// The admin's curation of members' ideas (UGI, UGP2P) through the composed platform (docs/product.md "Admin: Ideas"):
// publish, unpublish, stamp, delete and restore, recorded in the creator's workspace with the admin as the actor; the
// calls that only platform ideas take; the restore of a deleted platform idea beside them; permissions. Answers and
// events only: the read models are not this suite's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import { openPersonalField } from '@app/infra/personal-data/personal-field';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../accounts/account-test-kit';
import { openWorkspaceCommandKit, type Member, type WorkspaceCommandKit } from '../workspace-commands/workspace-command-kit';

let kit: WorkspaceCommandKit;
let creator: Member;
let adminId: string;
beforeAll(async () => {
  kit = await openWorkspaceCommandKit();
  creator = await kit.member('PRO');
  const login = await kit.request('POST', '/api/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  adminId = login.json<{ user: { id: string } }>().user.id;
}, 60_000);
afterAll(() => kit?.close());

const admin = () => ({ token: kit.adminToken });
const PROBLEM = 'Small ports still schedule berths by phone and spreadsheets, and ships wait at anchor for hours.';
const PATHS = { UGI: '/api/ideas/generate-ugi', UGP2P: '/api/ideas/generate-ugp2p' } as const;

/** A user idea the creator generates through the API: its id and its copy's. */
async function generated(source: UserIdeaSource, isPrivate: boolean): Promise<{ id: number; copyId: number }> {
  const response = await kit.request('POST', PATHS[source], { token: creator.token, body: { userContext: PROBLEM, isPrivate } });
  if (response.statusCode !== 201) throw new Error(`generate: ${response.statusCode} ${response.body}`);
  return response.json<{ idea: { id: number; copyId: number } }>().idea;
}
const userIdea = async (source: UserIdeaSource, isPrivate: boolean) => (await generated(source, isPrivate)).id;
/** Whether the creator's workspace holds the idea (POST /api/collections/check-idea). */
const inWorkspace = async (ideaId: number) =>
  (await kit.request('POST', `/api/collections/check-idea/${ideaId}/UGI`, { token: creator.token, body: {} })).json<{ exists: boolean }>().exists;

/** Events about an idea that are not the admin's curation: its generation, and its scores (a job's, beside the test). */
const NOT_CURATION = new Set(['UserIdeaGenerated', 'UserIdeaScored']);

/** The curation events about one idea in the creator's workspace, with their actor. */
async function curation(ideaId: number) {
  const events = await kit.platform.infra.eventStore.readStream(workspaceStreamId(creator.userId));
  return events
    .filter((event) => !NOT_CURATION.has(event.type) && (event.data as { ideaId?: number }).ideaId === ideaId)
    .map(({ type, data, metadata }) => ({ type, data, actor: metadata.userId }));
}

describe('POST /api/admin/ideas/publish and /unpublish with user ideas', () => {
  it('publishes a shared idea (no documents needed) and unpublishes it, in the creator workspace, by the admin', async () => {
    const ugi = await userIdea('UGI', false);
    const ugp2p = await userIdea('UGP2P', false);
    const published = await kit.request('POST', '/api/admin/ideas/publish', { ...admin(), body: { ideaIds: [ugi, ugp2p] } });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      results: { published: [ugi, ugp2p], unpublished: [], incompleteDetails: [], reasons: [] },
      position: expect.any(String),
    });
    const again = await kit.request('POST', '/api/admin/ideas/publish', { ...admin(), body: { ideaIds: [ugi] } });
    expect(again.json()).toEqual({ results: { published: [ugi], unpublished: [], incompleteDetails: [], reasons: [] } });
    const unpublished = await kit.request('POST', '/api/admin/ideas/unpublish', { ...admin(), body: { ideaIds: [ugi] } });
    expect(unpublished.json()).toEqual({ results: { unpublished: [ugi], incompleteDetails: [] }, position: expect.any(String) });
    expect(await curation(ugi)).toEqual([
      { type: 'UserIdeaPublished', data: { userId: creator.userId, ideaId: ugi, source: 'UGI', at: expect.any(String) }, actor: adminId },
      { type: 'UserIdeaUnpublished', data: { userId: creator.userId, ideaId: ugi, source: 'UGI', at: expect.any(String) }, actor: adminId },
    ]);
    expect((await curation(ugp2p)).map((event) => event.type)).toEqual(['UserIdeaPublished']);
  });

  it('refuses a private idea with its reason, beside a platform idea and an unknown id', async () => {
    const privateIdea = await userIdea('UGI', true);
    const platformIdea = await kit.publishedIdea();
    const response = await kit.request('POST', '/api/admin/ideas/publish', { ...admin(), body: { ideaIds: [privateIdea, platformIdea, 999999] } });
    expect(response.json()).toEqual({
      results: {
        published: [platformIdea],
        unpublished: [privateIdea, 999999],
        incompleteDetails: [],
        reasons: [
          { ideaId: privateIdea, reason: 'Private ideas cannot be published' },
          { ideaId: 999999, reason: 'Idea not found' },
        ],
      },
    });
    expect(await curation(privateIdea)).toEqual([]);
  });
});

describe("the creator's answers follow the curation", () => {
  it('shows the copy of an approved, stamped idea as Published with its stamp', async () => {
    const { id, copyId } = await generated('UGI', false);
    await kit.request('POST', '/api/admin/ideas/publish', { ...admin(), body: { ideaIds: [id] } });
    await kit.request('PUT', `/api/admin/ideas/${id}/stamp`, { ...admin(), body: { stamp: 'Crazy' } });
    const edited = await kit.request('PUT', `/api/ideas/edit/${copyId}`, { token: creator.token, body: { title: 'Harbour Slots' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ idea: { id: copyId, title: 'Harbour Slots', status: 'Published', stamp: 'Crazy' } });
  });
});

describe('PUT /api/admin/ideas/{id}/stamp with a user idea', () => {
  it('sets and clears the stamp, named by ?source= or by the id alone', async () => {
    const ugp2p = await userIdea('UGP2P', true);
    const set = await kit.request('PUT', `/api/admin/ideas/${ugp2p}/stamp?source=UGP2P`, { ...admin(), body: { stamp: 'Top Picks' } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ idea: { id: ugp2p, stamp: 'Top Picks' }, position: expect.any(String) });
    const cleared = await kit.request('PUT', `/api/admin/ideas/${ugp2p}/stamp`, { ...admin(), body: { stamp: null } });
    expect(cleared.json()).toEqual({ idea: { id: ugp2p, stamp: null }, position: expect.any(String) });
    expect((await curation(ugp2p)).map(({ type, data }) => [type, (data as { stamp: string | null }).stamp])).toEqual([
      ['UserIdeaStamped', 'Top Picks'],
      ['UserIdeaStamped', null],
    ]);
  });

  it('validates the stamp and the source as for a platform idea', async () => {
    const ugi = await userIdea('UGI', true);
    const long = await kit.request('PUT', `/api/admin/ideas/${ugi}/stamp?source=UGI`, { ...admin(), body: { stamp: 'x'.repeat(31) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'Stamp cannot exceed 30 characters' });
    const source = await kit.request('PUT', `/api/admin/ideas/${ugi}/stamp?source=UGC`, { ...admin(), body: { stamp: 'Crazy' } });
    expect(source.statusCode).toBe(400);
    expect(source.json()).toMatchObject({ message: 'source must be FD, UGI or UGP2P' });
    const otherSource = await kit.request('PUT', `/api/admin/ideas/${ugi}/stamp?source=UGP2P`, { ...admin(), body: { stamp: 'Crazy' } });
    expect(otherSource.statusCode).toBe(404);
    expect(otherSource.json()).toEqual({ message: 'Idea not found' });
    expect(await curation(ugi)).toEqual([]);
  });
});

describe('DELETE /api/admin/ideas/{id} and POST /api/admin/deleted-ideas/restore/{id}', () => {
  it('deletes a user idea (out of its creator reach) and restores it, once', async () => {
    const { id: ugi, copyId } = await generated('UGI', true);
    expect(await inWorkspace(ugi)).toBe(true);
    const deleted = await kit.request('DELETE', `/api/admin/ideas/${ugi}?source=UGI`, admin());
    expect(deleted.json()).toEqual({ message: 'Idea deleted successfully', position: expect.any(String) });
    expect((await kit.request('DELETE', `/api/admin/ideas/${ugi}`, admin())).statusCode).toBe(200);
    const share = await kit.request('PUT', `/api/ideas/share/${ugi}`, { token: creator.token, body: { type: 'UGI' } });
    expect(share.statusCode).toBe(404);
    expect(share.json()).toEqual({ message: 'Idea not found in UGI or UGP2P collections' });
    const edit = await kit.request('PUT', `/api/ideas/edit/${copyId}`, { token: creator.token, body: { title: 'Harbour Slots' } });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'Idea not found in your workspace' });
    expect(await inWorkspace(ugi)).toBe(false);
    const stamp = await kit.request('PUT', `/api/admin/ideas/${ugi}/stamp`, { ...admin(), body: { stamp: 'Crazy' } });
    expect(stamp.json()).toEqual({ message: 'Idea not found' });

    const restored = await kit.request('POST', `/api/admin/deleted-ideas/restore/${ugi}?source=UGI`, admin());
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: 'Idea restored successfully', position: expect.any(String) });
    const twice = await kit.request('POST', `/api/admin/deleted-ideas/restore/${ugi}`, admin());
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toEqual({ message: 'Deleted idea not found' });
    expect((await kit.request('PUT', `/api/ideas/share/${ugi}`, { token: creator.token, body: { type: 'UGI' } })).statusCode).toBe(200);
    expect(await inWorkspace(ugi)).toBe(true);

    const events = await curation(ugi);
    expect(events.map(({ type, actor }) => [type, actor])).toEqual([
      ['UserIdeaDeleted', adminId],
      ['UserIdeaRestored', adminId],
      ['UserIdeaShared', creator.userId],
    ]);
    // Its title and description are the creator's text: sealed under their key.
    expect(events[0]?.data).toEqual({ userId: creator.userId, ideaId: ugi, source: 'UGI', at: expect.any(String), personal: { $enc: expect.any(String) } });
    expect(await openPersonalField(kit.platform.infra.personalData, events[0]?.data)).toMatchObject({ personal: { title: expect.any(String), description: expect.any(String) } });
  });

  it('restores a deleted UGP2P idea named by its id alone', async () => {
    const ugp2p = await userIdea('UGP2P', false);
    await kit.request('DELETE', `/api/admin/ideas/${ugp2p}`, admin());
    expect((await kit.request('POST', `/api/admin/deleted-ideas/restore/${ugp2p}`, admin())).statusCode).toBe(200);
    expect((await curation(ugp2p)).map((event) => event.type)).toEqual(['UserIdeaDeleted', 'UserIdeaRestored']);
  });

  it('restores a deleted platform idea, and answers 404 for a live one or an unknown id', async () => {
    const ideaId = await kit.createIdea();
    const live = await kit.request('POST', `/api/admin/deleted-ideas/restore/${ideaId}`, admin());
    expect(live.statusCode).toBe(404);
    expect(live.json()).toEqual({ message: 'Deleted idea not found' });
    await kit.request('DELETE', `/api/admin/ideas/${ideaId}?source=FD`, admin());
    expect((await kit.request('POST', `/api/admin/deleted-ideas/restore/${ideaId}?source=FD`, admin())).json()).toEqual({
      message: 'Idea restored successfully',
      position: expect.any(String),
    });
    const stream = await kit.platform.infra.eventStore.readStream(ideaStreamId(ideaId));
    // The idea's score arrives from its job, before or after the curation: only the curation is asserted here.
    expect(stream.map((event) => event.type).filter((type) => type !== 'IdeaScored')).toEqual(['IdeaCreated', 'IdeaDeleted', 'IdeaRestored']);
    for (const path of ['/api/admin/deleted-ideas/restore/999999', '/api/admin/deleted-ideas/restore/42424242', '/api/admin/deleted-ideas/restore/abc']) {
      const unknown = await kit.request('POST', path, admin());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Deleted idea not found' });
    }
  });
});

describe('the calls only platform ideas take', () => {
  it.each([
    ['PUT', 'type', { type: 'FREE' }],
    ['PUT', 'auto-delete', { autoDeleted: true }],
    ['PUT', '', { title: 'A new title' }],
  ] as const)('%s /api/admin/ideas/{id}/%s answers 400 for a user idea', async (method, suffix, body) => {
    const ugi = await userIdea('UGI', false);
    for (const query of ['', '?source=UGI']) {
      const path = `/api/admin/ideas/${ugi}${suffix ? `/${suffix}` : ''}${query}`;
      const response = await kit.request(method, path, { ...admin(), body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Only platform ideas can be changed this way', errors: {} });
    }
    expect(await curation(ugi)).toEqual([]);
  });
});

describe('permissions', () => {
  it('answers 401 signed out and 403 below ADMIN, the creator included, and records nothing', async () => {
    const ugi = await userIdea('UGI', false);
    const calls = [
      ['POST', '/api/admin/ideas/publish', { ideaIds: [ugi] }],
      ['POST', '/api/admin/ideas/unpublish', { ideaIds: [ugi] }],
      ['PUT', `/api/admin/ideas/${ugi}/stamp?source=UGI`, { stamp: 'Crazy' }],
      ['DELETE', `/api/admin/ideas/${ugi}?source=UGI`, undefined],
      ['POST', `/api/admin/deleted-ideas/restore/${ugi}?source=UGI`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await kit.request(method, path, body === undefined ? {} : { body })).statusCode).toBe(401);
      expect((await kit.request(method, path, { token: creator.token, ...(body === undefined ? {} : { body }) })).statusCode).toBe(403);
      expect((await kit.request(method, path, { token: kit.freeToken, ...(body === undefined ? {} : { body }) })).statusCode).toBe(403);
    }
    expect(await curation(ugi)).toEqual([]);
  });
});
