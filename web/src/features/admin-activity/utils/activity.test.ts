import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ACTIVITY_FAILED, activityFailedText, actorFilterOf, entityIdLabel } from './activity';

describe('entityIdLabel', () => {
  it("numbers ideas and trends, shows other ids as they are, and none for the one prompts stream", () => {
    expect(entityIdLabel({ kind: 'ideas', entityId: '12' })).toBe('#12');
    expect(entityIdLabel({ kind: 'ugp2p', entityId: '1301' })).toBe('#1301');
    expect(entityIdLabel({ kind: 'projections', entityId: 'jobs' })).toBe('jobs');
    expect(entityIdLabel({ kind: 'prompts', entityId: 'prompts' })).toBeNull();
  });
});

describe('actorFilterOf', () => {
  it("filters by a person's email, by their id once erased, and by a system actor's name", () => {
    expect(actorFilterOf({ kind: 'user', id: 'u-1', email: 'a@x.com', username: 'a', label: 'a@x.com' })).toBe('a@x.com');
    expect(actorFilterOf({ kind: 'user', id: 'u-1', email: null, username: null, label: 'erased user' })).toBe('u-1');
    expect(actorFilterOf({ kind: 'system', id: 'job', label: 'AI job' })).toBe('job');
  });
});

describe('activityFailedText', () => {
  it("shows the server's reason for a refused filter, and ours otherwise", () => {
    expect(activityFailedText(new ApiError('x', 400, { message: 'kind must be one of ideas, users' }))).toBe('kind must be one of ideas, users');
    expect(activityFailedText(new ApiError('Server error: 500', 500))).toBe(ACTIVITY_FAILED);
  });
});
