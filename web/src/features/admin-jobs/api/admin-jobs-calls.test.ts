import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { cancelJob } from './cancel-job';
import { createTrend } from './create-trend';
import { generateBatch } from './generate-batch';
import { generateDocuments } from './generate-documents';
import { getJob } from './get-job';
import { getRunningJobs } from './get-running-jobs';
import { getTrendsByType } from './get-trends-by-type';

// The calls of the admin's AI operations: what each sends, and how it reads the two answers of a generation call.

const { fetchMock, sent } = useStubbedFetch('tok-admin');

const batch = { batchNumber: 7, freeCount: 5, premiumCount: 3, categories: 'FinTech', trendId: 4, stamp: 'Top Picks' as const };

const jobView = {
  id: 'job-1',
  kind: 'generate-documents',
  status: 'running',
  label: 'Generate All Documents for 2 ideas',
  total: 10,
  done: 3,
  succeeded: 2,
  failed: 1,
  failures: [{ itemKey: '4-PRD', ideaId: 4, documentType: 'PRD', reason: 'AI timeout' }],
  requestedBy: 'admin-1',
  createdAt: '2025-03-01T10:00:00.000Z',
  finishedAt: null,
  result: { kind: 'generate-documents', successful: [{ ideaId: 4, type: 'GTM', documentId: 8 }], failed: [{ ideaId: 4, type: 'PRD', reason: 'AI timeout' }] },
};

describe('generateBatch', () => {
  it('posts the settings with the session and reads a batch that finished within the request (200)', async () => {
    const result = { kind: 'generate-ideas', ideas: [{ id: 41, title: 'A', type: 'FREE' }], links: [{ trendId: 4, ideaId: 41, createdAt: 'x' }], skipped: [], failed: [] };
    fetchMock.mockResolvedValue(json({ ...result, jobId: 'job-7', status: 'completed', position: '9' }));
    await expect(generateBatch(batch)).resolves.toEqual({ state: 'finished', jobId: 'job-7', cancelled: false, result });
  });

  it('reads a batch an admin cancelled while the call waited as cancelled', async () => {
    fetchMock.mockResolvedValue(json({ kind: 'generate-ideas', ideas: [], links: [], skipped: [], failed: [], jobId: 'job-7', status: 'cancelled' }));
    await expect(generateBatch(batch)).resolves.toMatchObject({ state: 'finished', cancelled: true });
    expect(sent()).toEqual({ input: '/api/admin/ideas/generate-batch', method: 'POST', body: batch, authorization: 'Bearer tok-admin' });
  });

  it('reads a batch still running as a job to follow (202)', async () => {
    fetchMock.mockResolvedValue(json({ jobId: 'job-7', status: 'running', statusUrl: '/api/admin/jobs/job-7' }, 202));
    await expect(generateBatch(batch)).resolves.toEqual({ state: 'accepted', jobId: 'job-7' });
  });

  it('refuses an answer without a job id or with a broken result', async () => {
    fetchMock.mockResolvedValueOnce(json({ kind: 'generate-ideas', ideas: [], links: [], skipped: [], failed: [] }));
    await expect(generateBatch(batch)).rejects.toThrow('Invalid response format from server');
    fetchMock.mockResolvedValueOnce(json({ kind: 'generate-ideas', jobId: 'job-7', status: 'completed', ideas: [{ title: 'no id' }], links: [], skipped: [], failed: [] }));
    await expect(generateBatch(batch)).rejects.toThrow('Invalid response format from server');
    fetchMock.mockResolvedValueOnce(json({ kind: 'generate-ideas', jobId: 'job-7', ideas: [], links: [], skipped: [], failed: [] }));
    await expect(generateBatch(batch)).rejects.toThrow('Invalid response format from server');
  });

  it("fails with the server's message", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Trend not found' }, 404));
    await expect(generateBatch(batch)).rejects.toThrow('Trend not found');
  });
});

describe('generateDocuments', () => {
  it('posts the selection and reads successful and failed', async () => {
    fetchMock.mockResolvedValue(json({ kind: 'generate-documents', jobId: 'job-2', status: 'completed', successful: [{ ideaId: 4, type: 'PRD', documentId: 8 }], failed: [] }));
    await expect(generateDocuments({ ideaIds: [4], type: 'PRD', generateAll: false })).resolves.toMatchObject({
      state: 'finished',
      result: { successful: [{ ideaId: 4 }], failed: [] },
    });
    expect(sent()).toMatchObject({ input: '/api/admin/documents/generate', method: 'POST', body: { ideaIds: [4], type: 'PRD', generateAll: false } });
  });
});

describe('the jobs', () => {
  it('lists the running jobs', async () => {
    fetchMock.mockResolvedValue(json({ jobs: [jobView] }));
    await expect(getRunningJobs()).resolves.toEqual([jobView]);
    expect(sent()).toMatchObject({ input: '/api/admin/jobs?status=running', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('reads one job', async () => {
    fetchMock.mockResolvedValue(json({ ...jobView, status: 'completed', finishedAt: '2025-03-01T10:05:00.000Z' }));
    await expect(getJob('job-1')).resolves.toMatchObject({ id: 'job-1', status: 'completed', failures: [{ documentType: 'PRD', reason: 'AI timeout' }] });
    expect(sent().input).toBe('/api/admin/jobs/job-1');
  });

  it('refuses a job of an unknown status', async () => {
    fetchMock.mockResolvedValue(json({ jobs: [{ ...jobView, status: 'paused' }] }));
    await expect(getRunningJobs()).rejects.toThrow('Invalid response format from server');
  });

  it("cancels one and answers the server's message", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Job cancelled', position: '12' }));
    await expect(cancelJob('job-1')).resolves.toBe('Job cancelled');
    expect(sent()).toMatchObject({ input: '/api/admin/jobs/job-1/cancel', method: 'POST' });
  });
});

describe('the trends', () => {
  it('lists the trends of one type', async () => {
    const trend = { description: 'D', source: 'YC', ideaCount: 0, createdAt: '2025-03-01T00:00:00.000Z', updatedAt: '2025-03-01T00:00:00.000Z' };
    fetchMock.mockResolvedValue(json({ trends: [{ ...trend, id: 3, title: 'Climate', type: 'RFI' }, { ...trend, id: 4, title: 'Other type', type: 'PROBLEM' }] }));
    await expect(getTrendsByType('RFI')).resolves.toEqual([{ id: 3, title: 'Climate' }]);
    expect(sent().input).toBe('/api/trends?type=RFI');
  });

  it("creates one and answers its id", async () => {
    const trend = { title: 'T', description: 'D', type: 'RFI' as const, source: 'IdeaPlatform' as const };
    const at = '2025-03-01T00:00:00.000Z';
    fetchMock.mockResolvedValue(json({ trend: { ...trend, id: 12, ideaCount: 0, createdAt: at, updatedAt: at }, position: '3' }, 201));
    await expect(createTrend(trend)).resolves.toBe(12);
    expect(sent()).toMatchObject({ input: '/api/trends', method: 'POST', body: trend });
  });
});
