// The workspace's reads through the whole platform: GET /api/collections,
// GET /api/users/stats and GET /api/users/document-stats, from workspace events appended as the commands record them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition } from '@app/infra/event-store/position';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { WorkspaceCollections } from '@app/domain/workspace/workspace-view';
import { uuidv7 } from '@app/infra/ids/uuid';
import { SEED_PASSWORD } from '../accounts/account-test-kit';
import { copyFields, lastMonth, openWorkspaceReadKit, recorded, type WorkspaceReadKit } from './workspace-read-kit';

let kit: WorkspaceReadKit;
let pro: string;
let platformIdeaId: number;
const now = () => new Date().toISOString();
const EMPTY_COLLECTIONS: WorkspaceCollections = {
  ideas: [],
  ugp2pIdeas: [],
  ugiIdeas: [],
  documents: { PRD: [], PITCH_DECK: [], GTM: [], FINANCIAL_PLAN: [], PRELAUNCH: [] },
  powerUps: { DIFFERENTIATORS_DEFENSIBLES: [], VALIDATION_HACKS: [], VIRALITY_SUGGESTIONS: [] },
};

beforeAll(async () => {
  kit = await openWorkspaceReadKit();
  pro = await kit.userIdOf('PRO');
  platformIdeaId = await kit.createIdea({ title: 'Solar Sharing App', stamp: 'Top Picks' });
  const savedAt = now();
  await kit.appendToWorkspace(pro, [
    { type: 'UserIdeaGenerated', data: { userId: pro, ideaId: 100900, source: 'UGI', copyId: 300900, idea: copyFields('Old Harbour'), private: true, userContext: 'ports', generation: recorded('IDEA_UGI'), at: lastMonth() } },
    { type: 'IdeaSavedToWorkspace', data: { userId: pro, copyId: 700900, kind: 'idea', originalId: platformIdeaId, idea: copyFields('Solar Sharing App', { type: 'FREE' }), at: savedAt } },
    { type: 'UserIdeaGenerated', data: { userId: pro, ideaId: 100901, source: 'UGI', copyId: 300901, idea: copyFields('New Harbour'), private: true, userContext: 'ports again', generation: recorded('IDEA_UGI'), at: now() } },
    { type: 'UserIdeaGenerated', data: { userId: pro, ideaId: 200900, source: 'UGP2P', copyId: 500900, idea: copyFields('Orchard'), private: false, userContext: 'farms', generation: recorded('IDEA_UGP2P'), at: now() } },
    { type: 'UserIdeaShared', data: { userId: pro, ideaId: 100900, source: 'UGI', at: now() } },
    { type: 'WorkspaceDocumentGenerated', data: { userId: pro, documentId: 990900, kind: 'idea', copyId: 700900, type: 'PRD', content: '# Old PRD', generation: recorded('DOC_PRD'), at: lastMonth() } },
    { type: 'WorkspaceDocumentGenerated', data: { userId: pro, documentId: 990901, kind: 'ugi', copyId: 300901, type: 'PRD', content: '# PRD', generation: recorded('DOC_PRD'), at: now() } },
    { type: 'WorkspaceDocumentGenerated', data: { userId: pro, documentId: 990902, kind: 'ugi', copyId: 300901, type: 'GTM', content: '# GTM', generation: recorded('DOC_GTM'), at: now() } },
    { type: 'PowerUpGenerated', data: { userId: pro, powerUpId: 900, kind: 'ugp2p', copyId: 500900, type: 'VIRALITY_SUGGESTIONS', content: '- invite', generation: recorded('PU_SUGGESTIONS'), at: now() } },
  ]);
});

afterAll(() => kit?.close());

describe('GET /api/collections', () => {
  it('asks for a sign-in', async () => {
    const response = await kit.request('GET', '/api/collections');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to access this feature' });
  });

  it('answers every collection of the member, newest first, with every document and power-up type', async () => {
    const collections = await kit.get<WorkspaceCollections>('/api/collections', 'PRO');
    expect(collections.ugiIdeas.map((idea) => [idea.id, idea.originalId, idea.title, idea.private])).toEqual([
      [300901, 100901, 'New Harbour', true],
      [300900, 100900, 'Old Harbour', false],
    ]);
    expect(collections.ugp2pIdeas).toEqual([
      expect.objectContaining({ id: 500900, originalId: 200900, source: 'UGP2P', status: 'Unpublished', private: false, stamp: null, title: 'Orchard' }),
    ]);
    // The platform idea's copy shows the original's status and stamp from the catalog.
    expect(collections.ideas).toEqual([
      { ...copyFields('Solar Sharing App', { type: 'FREE' }), id: 700900, originalId: platformIdeaId, source: 'FD', status: 'Published', private: false, stamp: 'Top Picks', addedAt: expect.any(String), createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(Object.keys(collections.documents)).toEqual(['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH']);
    expect(collections.documents.PRD.map((document) => [document.id, document.originalDocId, document.ideaCopyId, document.ugiCopyId])).toEqual([
      [990901, 990901, null, 300901],
      [990900, 990900, 700900, null],
    ]);
    expect(collections.documents.GTM).toEqual([
      { id: 990902, originalDocId: 990902, userId: pro, ideaCopyId: null, ugiCopyId: 300901, ugp2pCopyId: null, type: 'GTM', content: '# GTM', createdAt: expect.any(String), updatedAt: expect.any(String) },
    ]);
    expect(collections.documents.PITCH_DECK).toEqual([]);
    expect(collections.powerUps).toEqual({
      DIFFERENTIATORS_DEFENSIBLES: [],
      VALIDATION_HACKS: [],
      VIRALITY_SUGGESTIONS: [expect.objectContaining({ id: 900, userId: pro, ugp2pCopyId: 500900, content: '- invite' })],
    });
  });

  it('answers an empty workspace with every key, and never another member’s', async () => {
    expect(await kit.get('/api/collections', 'FREE')).toEqual(EMPTY_COLLECTIONS);
    expect(await kit.get('/api/collections', 'PREMIUM')).toEqual(EMPTY_COLLECTIONS);
  });

  it('shows an edit of the member’s own idea on its copy, read with the edit’s position', async () => {
    const id = uuidv7();
    const { position } = await kit.platform.infra.eventStore.append(workspaceStreamId(pro), [
      {
        id,
        type: 'WorkspaceIdeaEdited',
        data: { userId: pro, copyId: 300901, kind: 'ugi', changes: { title: 'Harbour Slots' }, at: now() },
        metadata: { userId: pro, commandId: id, correlationId: id, causationId: id, at: now() },
      },
    ]);
    const { token } = (await kit.request('POST', '/api/auth/login', { body: { email: 'pro@test.com', password: SEED_PASSWORD } })).json<{ token: string }>();
    const response = await kit.platform.app.inject({
      method: 'GET',
      url: '/api/collections',
      headers: { authorization: `Bearer ${token}`, 'x-min-position': formatPosition(position) },
    });
    expect(response.headers['x-stale']).toBeUndefined();
    expect(response.json<WorkspaceCollections>().ugiIdeas[0]).toEqual(expect.objectContaining({ id: 300901, title: 'Harbour Slots' }));
  });
});

describe('GET /api/users/stats and /api/users/document-stats', () => {
  it('count this UTC month only: ideas generated, and copies that got documents', async () => {
    expect(await kit.get('/api/users/stats', 'PRO')).toEqual({ totalUGC: 2 });
    expect(await kit.get('/api/users/document-stats', 'PRO')).toEqual({ uniqueIdeasWithDocs: 1, limit: 100 });
  });

  it('count nothing for a member with an empty workspace', async () => {
    expect(await kit.get('/api/users/stats', 'FREE')).toEqual({ totalUGC: 0 });
    expect(await kit.get('/api/users/document-stats', 'FREE')).toEqual({ uniqueIdeasWithDocs: 0, limit: 100 });
  });

  it('ask for a sign-in', async () => {
    for (const url of ['/api/users/stats', '/api/users/document-stats']) {
      const response = await kit.request('GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to access this feature' });
    }
  });
});
