import type { IdeaDocumentView } from '@app/domain/ideas/idea-view';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { testIdeaDetail } from '../../../testing/idea-fixtures';
import { shouldRetryUnlessRefused } from '../../../lib/query-client';
import { getIdea } from './get-idea';
import { getIdeaDocuments } from './get-idea-documents';
import { getIdeaHash } from './get-idea-hash';
import { updateDocument, updateDocumentMutationOptions } from './update-document';
import { ideaPageEditBody, updateIdea, updateIdeaMutationOptions } from './update-idea';
import { validateHash } from './validate-hash';

// The detail's calls against a stubbed fetch (docs/product.md "Marketplace and idea detail"): what each sends and how
// each answer comes out.

const { fetchMock, sent } = useStubbedFetch('tok-1');
const idea = testIdeaDetail({ id: 7, title: 'Tutor' });
const doc = (id: number, type: IdeaDocumentView['type']) => ({ id, ideaId: 7, type, content: `# ${type}`, createdAt: '', updatedAt: '' });

describe('getIdea', () => {
  it('reads GET /api/ideas/{id}, with the hash when there is one', async () => {
    fetchMock.mockResolvedValue(json({ idea }));
    await expect(getIdea(7)).resolves.toEqual(idea);
    expect(sent()).toMatchObject({ input: '/api/ideas/7', method: 'GET', authorization: 'Bearer tok-1' });

    fetchMock.mockResolvedValue(json({ idea }));
    await getIdea(7, 'a+b/c');
    expect(sent(1).input).toBe('/api/ideas/7?hash=a%2Bb%2Fc');
  });

  it("passes on the server's 404 and never retries a refusal", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Idea not found' }, 404));
    const error = await getIdea(999).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'Idea not found' });
    expect(shouldRetryUnlessRefused(0, error)).toBe(false);
    expect(shouldRetryUnlessRefused(0, new ApiError('Server error: 502', 502))).toBe(true);
    expect(shouldRetryUnlessRefused(2, new ApiError('Server error: 502', 502))).toBe(false);
  });

  it('fails on an answer without an idea', async () => {
    fetchMock.mockResolvedValue(json({ ideas: [] }));
    await expect(getIdea(7)).rejects.toThrow('Invalid response format from server');
  });
});

describe('getIdeaHash', () => {
  it('reads the hash', async () => {
    fetchMock.mockResolvedValue(json({ hash: 'h123' }));
    await expect(getIdeaHash(7)).resolves.toBe('h123');
    expect(sent().input).toBe('/api/ideas/7/hash');
  });

  it("keeps a refusal's reason", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Upgrade to PREMIUM to access this feature' }, 403));
    await expect(getIdeaHash(7)).rejects.toMatchObject({ status: 403, message: 'Upgrade to PREMIUM to access this feature' });
  });
});

describe('validateHash', () => {
  it('asks with the hash encoded and answers the idea when valid', async () => {
    fetchMock.mockResolvedValue(json({ valid: true, idea }));
    await expect(validateHash(7, 'x y')).resolves.toEqual({ valid: true, idea });
    expect(sent().input).toBe('/api/ideas/7/validate-hash?hash=x+y');
  });

  it('reads a no, or a yes without its idea, as invalid', async () => {
    for (const body of [{ valid: false, idea: null }, { valid: true, idea: null }]) {
      fetchMock.mockResolvedValue(json(body));
      await expect(validateHash(7, 'h')).resolves.toEqual({ valid: false, idea: null });
    }
  });

  it('fails on an answer of another shape', async () => {
    for (const body of [{ valid: 'yes', idea }, {}]) {
      fetchMock.mockResolvedValue(json(body));
      await expect(validateHash(7, 'h')).rejects.toThrow('Invalid response format from server');
    }
  });
});

describe('getIdeaDocuments', () => {
  it('reads the documents (with the hash) in the spec order', async () => {
    fetchMock.mockResolvedValue(json({ documents: [doc(3, 'PRELAUNCH'), doc(1, 'GTM'), doc(2, 'PRD'), doc(4, 'PITCH_DECK')] }));
    const documents = await getIdeaDocuments(7, 'h');
    expect(documents.map((d) => d.type)).toEqual(['PRD', 'PITCH_DECK', 'GTM', 'PRELAUNCH']);
    expect(sent().input).toBe('/api/ideas/7/documents?hash=h');
  });
});

describe('the admin edits', () => {
  it('puts every field of the page on PUT /api/admin/ideas/{id}', async () => {
    fetchMock.mockResolvedValue(json({ idea, position: '1-2' }));
    const edit = ideaPageEditBody({ title: 'New', description: 'A longer description', type: 'FREE', status: 'Published' });
    await updateIdea({ id: 7, edit });
    expect(sent()).toMatchObject({ input: '/api/admin/ideas/7', method: 'PUT', body: edit });
    expect(Object.keys(sent().body as object).sort()).toEqual(
      ['businessModel', 'category', 'description', 'marketSize', 'problem', 'solution', 'status', 'teamSize', 'timeline', 'title', 'type'],
    );
  });

  it('puts { content } on PUT /api/admin/documents/{id}', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Document updated successfully' }));
    await updateDocument({ id: 41, content: '# PRD' });
    expect(sent()).toMatchObject({ input: '/api/admin/documents/41', method: 'PUT', body: { content: '# PRD' } });
  });

  it('has every read of ideas read again after a save', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await updateIdeaMutationOptions(client).onSuccess?.(undefined, { id: 7, edit: ideaPageEditBody({}) }, undefined, {} as never);
    await updateDocumentMutationOptions(client).onSuccess?.(undefined, { id: 1, content: 'x' }, undefined, {} as never);
    expect(invalidate).toHaveBeenNthCalledWith(1, { queryKey: ['ideas'] });
    expect(invalidate).toHaveBeenNthCalledWith(2, { queryKey: ['ideas'] });
  });
});
