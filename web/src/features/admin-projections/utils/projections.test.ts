import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { generation } from './projection-fixtures';
import { REBUILD_FAILED, groupProjections, heartbeatAge, rebuildFailed, rebuildStarted, runnerGone } from './projections';

const now = Date.parse('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('groupProjections', () => {
  it("groups generations by projection, by name, each projection's newest generation first", () => {
    const catalog = generation({ name: 'catalog' });
    const serving = generation({ generation: 1 });
    const rebuilding = generation({ generation: 2, status: 'building', progress: 10 });
    expect(groupProjections([serving, catalog, rebuilding])).toEqual([
      { name: 'catalog', generations: [catalog], building: false },
      { name: 'jobs', generations: [rebuilding, serving], building: true },
    ]);
  });

  it("puts a new version's build above the version serving", () => {
    const v1 = generation({ version: 1, generation: 3 });
    const v2 = generation({ version: 2, generation: 1, status: 'building', progress: 0 });
    expect(groupProjections([v1, v2])[0]?.generations).toEqual([v2, v1]);
  });
});

describe('heartbeatAge', () => {
  it('counts seconds, then minutes, then hours', () => {
    expect(heartbeatAge(before(2_400), now)).toBe('2 s ago');
    expect(heartbeatAge(before(-500), now)).toBe('0 s ago');
    expect(heartbeatAge(before(125_000), now)).toBe('2 min ago');
    expect(heartbeatAge(before(3 * 3_600_000 + 5_000), now)).toBe('3 h ago');
    expect(heartbeatAge(null, now)).toBe('—');
  });
});

describe('runnerGone', () => {
  it('is true without a heartbeat or with one older than 10 s', () => {
    expect(runnerGone(before(2_000), now)).toBe(false);
    expect(runnerGone(before(10_000), now)).toBe(false);
    expect(runnerGone(before(10_001), now)).toBe(true);
    expect(runnerGone(null, now)).toBe(true);
  });
});

describe('the rebuild toasts', () => {
  it('name the generation started', () => {
    expect(rebuildStarted({ name: 'jobs', version: 1, generation: 3, status: 'building' })).toEqual({
      title: 'Rebuild of jobs started',
      description: 'Generation 3 of version 1 is building.',
      variant: 'success',
    });
  });

  it("show the server's refusal, and ours when it gave none", () => {
    expect(rebuildFailed(new ApiError('x', 409, { message: 'A rebuild of jobs is already running' }))).toEqual({
      title: 'A rebuild of jobs is already running',
      variant: 'destructive',
    });
    expect(rebuildFailed(new TypeError('Failed to fetch')).title).toBe(REBUILD_FAILED);
  });
});
