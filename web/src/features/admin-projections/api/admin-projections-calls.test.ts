import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { generation } from '../utils/projection-fixtures';
import { BUILDING_POLL_MS, IDLE_POLL_MS, getProjections, pollInterval } from './get-projections';
import { rebuildProjection } from './rebuild-projection';

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getProjections', () => {
  it('reads GET /api/admin/projections with the session', async () => {
    fetchMock.mockResolvedValue(json({ projections: [generation()] }));
    await expect(getProjections()).resolves.toEqual([generation()]);
    expect(sent()).toMatchObject({ input: '/api/admin/projections', method: 'GET', authorization: 'Bearer tok-admin' });
  });
});

describe('pollInterval', () => {
  it('reads every second while a generation builds, every 30 s otherwise', () => {
    expect(pollInterval([generation(), generation({ generation: 2, status: 'building', progress: 5 })])).toBe(BUILDING_POLL_MS);
    expect(pollInterval([generation()])).toBe(IDLE_POLL_MS);
    expect(pollInterval(undefined)).toBe(IDLE_POLL_MS);
  });
});

describe('rebuildProjection', () => {
  it('posts to /api/admin/projections/{name}/rebuild and answers the generation building', async () => {
    fetchMock.mockResolvedValue(json({ name: 'studio_applicants', version: 1, generation: 2, status: 'building' }, 202));
    await expect(rebuildProjection('studio_applicants')).resolves.toEqual({ name: 'studio_applicants', version: 1, generation: 2, status: 'building' });
    expect(sent()).toMatchObject({ input: '/api/admin/projections/studio_applicants/rebuild', method: 'POST', authorization: 'Bearer tok-admin' });
  });

  it("rejects with the server's 409 message", async () => {
    fetchMock.mockResolvedValue(json({ message: 'A rebuild of jobs is already running' }, 409));
    await expect(rebuildProjection('jobs')).rejects.toMatchObject({ status: 409, message: 'A rebuild of jobs is already running' });
  });
});
