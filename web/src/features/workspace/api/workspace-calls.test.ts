import { describe, expect, it } from 'vitest';
import { INVALID_RESPONSE_MESSAGE } from '../../../lib/invalid-response';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { generateIdea } from './generate-idea';
import { testCollections, testWorkspaceIdea } from '../utils/workspace-fixtures';
import { generateDocument } from './generate-document';
import { getCollections } from './get-collections';
import { getDocumentStats } from './get-document-stats';
import { getUserStats } from './get-user-stats';
import { saveToWorkspace } from './save-to-workspace';
import { shareIdea } from './share-idea';

// The workspace's calls (docs/product.md "Workspace and AI generation"): paths, methods, bodies, and what an odd answer
// becomes.

describe('workspace calls', () => {
  const { fetchMock, sent } = useStubbedFetch('token-1');

  it('read the collections, and call an answer without the idea lists a failure', async () => {
    fetchMock.mockResolvedValueOnce(json(testCollections()));
    expect((await getCollections()).documents.PRD).toEqual([]);
    expect(sent().input).toBe('/api/collections');
    fetchMock.mockResolvedValueOnce(json({ ideas: [] }));
    await expect(getCollections()).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it('read the month’s counts, with the limit of 100 when the server gives none', async () => {
    fetchMock.mockResolvedValueOnce(json({ uniqueIdeasWithDocs: 4 }));
    expect(await getDocumentStats()).toEqual({ uniqueIdeasWithDocs: 4, limit: 100 });
    fetchMock.mockResolvedValueOnce(json({ totalUGC: 7 }));
    expect(await getUserStats()).toEqual({ totalUGC: 7 });
    expect(sent(1).input).toBe('/api/users/stats');
  });

  it('generate with reading B’s endpoint and body', async () => {
    const { originalId: _, stamp: __, addedAt: ___, ...fields } = testWorkspaceIdea();
    const idea = { ...fields, id: 200001, copyId: 500001, source: 'UGP2P', status: 'Unpublished', private: true, creatorId: 'u1', autoDeleted: false };
    fetchMock.mockResolvedValueOnce(json({ idea, position: '4' }, 201));
    expect((await generateIdea({ userContext: 'A problem', isPrivate: true })).copyId).toBe(500001);
    expect(sent()).toMatchObject({ input: '/api/ideas/generate-ugp2p', method: 'POST', body: { userContext: 'A problem', isPrivate: true } });
  });

  it('save without a body, share with the type, generate a document for the copy', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Idea saved to your workspace', copyId: 700003 }, 201));
    await saveToWorkspace(12);
    expect(sent()).toMatchObject({ input: '/api/collections/12', method: 'POST', body: undefined });
    fetchMock.mockResolvedValueOnce(json({ message: 'Idea shared on Platform. Waiting for approval' }));
    await shareIdea({ id: 500001, type: 'UGP2P' });
    expect(sent(1)).toMatchObject({ input: '/api/ideas/share/500001', method: 'PUT', body: { type: 'UGP2P' } });
    fetchMock.mockResolvedValueOnce(json({ document: { id: 9 } }, 201));
    await generateDocument({ ideaId: 500001, type: 'PRD' });
    expect(sent(2)).toMatchObject({ input: '/api/workspace/documents/generate', method: 'POST', body: { ideaId: 500001, type: 'PRD' } });
  });

  it('pass the server’s refusal on, for the toast to show', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Idea already saved to your workspace' }, 409));
    await expect(saveToWorkspace(12)).rejects.toThrow('Idea already saved to your workspace');
  });
});
