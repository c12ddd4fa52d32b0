import { describe, expect, it } from 'vitest';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { downloadDocument } from './download-document';

describe('downloadDocument', () => {
  const { fetchMock, sent } = useStubbedFetch('token-1');

  it('fetches the format with the session and names the file as the server does', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="solar-prd.pdf"; filename*=UTF-8''solar-prd.pdf` },
      }),
    );
    const file = await downloadDocument(9001, 'pdf', 'fallback.pdf');
    expect(sent().input).toBe('/api/documents/9001/download/pdf');
    expect(sent().authorization).toBe('Bearer token-1');
    expect(file.fileName).toBe('solar-prd.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('falls back to the given name, and fails on a refusal', async () => {
    fetchMock.mockResolvedValueOnce(new Response('# PRD', { headers: { 'content-type': 'text/markdown' } }));
    expect((await downloadDocument(1, 'md', 'idea-prd.md')).fileName).toBe('idea-prd.md');
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Document not found"}', { status: 404 }));
    await expect(downloadDocument(1, 'md', 'idea-prd.md')).rejects.toThrow();
  });
});
