import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { getStudioApplicants } from './get-studio-applicants';

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getStudioApplicants', () => {
  it('reads GET /api/admin/builder-studio-applicants with the session', async () => {
    fetchMock.mockResolvedValue(json({ applicants: [{ id: 'app-1', name: 'Ada', email: 'ada@example.com', phone: null, idea: 'i', problem: 'p', targetUsers: 't', weeklyHours: '5-10 hours', createdAt: '2025-03-01T10:00:00.000Z' }] }));

    await expect(getStudioApplicants()).resolves.toMatchObject([{ id: 'app-1', name: 'Ada', phone: null, createdAt: '2025-03-01T10:00:00.000Z' }]);
    expect(sent()).toMatchObject({ input: '/api/admin/builder-studio-applicants', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('fails on an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ users: [] }));
    await expect(getStudioApplicants()).rejects.toThrow('Invalid response format from server');
  });
});
