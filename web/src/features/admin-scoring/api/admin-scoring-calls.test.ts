import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { comparison, versions } from '../utils/scoring-fixtures';
import { decideRubricVersion, decideRubricVersionMutationOptions } from './decide-rubric-version';
import { getRubricComparison } from './get-rubric-comparison';
import { getRubricVersions } from './get-rubric-versions';
import { rescoreRubric } from './rescore-rubric';

// The scoring rubric's fetchers against a stubbed fetch: what each sends, how each answer comes out
// (docs/product.md "Scores and market sizing").

const { fetchMock, sent } = useStubbedFetch('tok-admin');

describe('getRubricVersions', () => {
  it('reads GET /api/admin/scoring/rubrics with the session', async () => {
    fetchMock.mockResolvedValue(json({ versions }));
    await expect(getRubricVersions()).resolves.toEqual(versions);
    expect(sent()).toMatchObject({ input: '/api/admin/scoring/rubrics', method: 'GET', authorization: 'Bearer tok-admin' });
  });

  it('fails on an answer of the wrong shape', async () => {
    for (const body of [{ versions: [{ ...versions[0], projected: null }] }, versions, {}]) {
      fetchMock.mockResolvedValueOnce(json(body));
      await expect(getRubricVersions()).rejects.toThrow('Invalid response format from server');
    }
  });
});

describe('getRubricComparison', () => {
  it('reads the version beside the active one', async () => {
    fetchMock.mockResolvedValue(json(comparison));
    await expect(getRubricComparison(2)).resolves.toEqual(comparison);
    expect(sent()).toMatchObject({ input: '/api/admin/scoring/rubrics/2/compare', method: 'GET' });
  });

  it('fails on a histogram of the wrong length', async () => {
    fetchMock.mockResolvedValue(json({ ...comparison, active: { ...comparison.active, overall: [1, 2, 3] } }));
    await expect(getRubricComparison(2)).rejects.toThrow('Invalid response format from server');
  });
});

describe('rescoreRubric', () => {
  it("posts the version's re-score and answers the job's id", async () => {
    fetchMock.mockResolvedValue(json({ jobId: 'job-7', status: 'running', statusUrl: '/api/admin/jobs/job-7', position: '1/2' }, 202));
    await expect(rescoreRubric(2)).resolves.toBe('job-7');
    expect(sent()).toMatchObject({ input: '/api/admin/scoring/rubrics/2/rescore', method: 'POST' });
  });

  it("keeps the server's reason for a refusal", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Version 1 is not a draft' }, 409));
    await expect(rescoreRubric(1)).rejects.toMatchObject({ status: 409, message: 'Version 1 is not a draft' });
  });
});

describe('decideRubricVersion', () => {
  it("posts the switch or the discard and answers the server's message", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Rubric version 2 activated', version: 2, position: '1/3' }));
    await expect(decideRubricVersion({ version: 2, decision: 'activate' })).resolves.toBe('Rubric version 2 activated');
    expect(sent()).toMatchObject({ input: '/api/admin/scoring/rubrics/2/activate', method: 'POST' });

    fetchMock.mockResolvedValueOnce(json({ message: 'Rubric version 3 discarded', version: 3, position: '1/4' }));
    await expect(decideRubricVersion({ version: 3, decision: 'discard' })).resolves.toBe('Rubric version 3 discarded');
    expect(sent(1)).toMatchObject({ input: '/api/admin/scoring/rubrics/3/discard', method: 'POST' });
  });

  it('makes every scoring read stale, whatever the answer', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await decideRubricVersionMutationOptions(client).onSettled?.(undefined, null, { version: 2, decision: 'discard' }, undefined, {} as never);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-scoring'] });
  });
});
