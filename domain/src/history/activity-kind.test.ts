import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENT_TYPES, activityEntityOf } from './activity-kind';
import { DESCRIBED_EVENT_TYPES } from './describe-event';

describe('activityEntityOf', () => {
  it('reads the kind and id from the stream', () => {
    expect(activityEntityOf('idea-42', { ideaId: 42 })).toEqual({ kind: 'ideas', entityId: '42' });
    expect(activityEntityOf('user-0197a1b2-0000-7000-8000-000000000001', {})).toEqual({ kind: 'users', entityId: '0197a1b2-0000-7000-8000-000000000001' });
    expect(activityEntityOf('trend-3', {})).toEqual({ kind: 'trends', entityId: '3' });
    expect(activityEntityOf('job-abc', {})).toEqual({ kind: 'jobs', entityId: 'abc' });
    expect(activityEntityOf('checkout-cs_1', {})).toEqual({ kind: 'payments', entityId: 'cs_1' });
    expect(activityEntityOf('subscription-u1', {})).toEqual({ kind: 'payments', entityId: 'u1' });
    expect(activityEntityOf('projection-catalog', {})).toEqual({ kind: 'projections', entityId: 'catalog' });
    expect(activityEntityOf('studio-application-a1', {})).toEqual({ kind: 'studio-applications', entityId: 'a1' });
    expect(activityEntityOf('prompts', {})).toEqual({ kind: 'prompts', entityId: 'prompts' });
  });

  it("gives a member's generated idea its own kind by source, and the rest of the workspace to the workspace", () => {
    expect(activityEntityOf('workspace-u1', { userId: 'u1', ideaId: 7, source: 'UGI' })).toEqual({ kind: 'ugi', entityId: '7' });
    expect(activityEntityOf('workspace-u1', { userId: 'u1', ideaId: 8, source: 'UGP2P' })).toEqual({ kind: 'ugp2p', entityId: '8' });
    // A copy of a platform idea names the idea it copies as `originalId`, and a copy's edit names no idea at all.
    expect(activityEntityOf('workspace-u1', { userId: 'u1', copyId: 5, kind: 'idea', originalId: 7 })).toEqual({ kind: 'workspaces', entityId: 'u1' });
    expect(activityEntityOf('workspace-u1', { userId: 'u1', copyId: 5, kind: 'ugi', changes: { title: 'x' } })).toEqual({ kind: 'workspaces', entityId: 'u1' });
  });

  it("leaves out streams that are nobody's entity, the view counter's among the ideas' prefix", () => {
    expect(activityEntityOf('idea-views', { counts: { 1: 2 } })).toBeUndefined();
    expect(activityEntityOf('email-9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', { userId: 'u1' })).toBeUndefined();
    expect(activityEntityOf('username-9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', { userId: 'u1' })).toBeUndefined();
    expect(activityEntityOf('seed-catalog', {})).toBeUndefined();
  });
});

describe('ACTIVITY_EVENT_TYPES', () => {
  it('lists every described event type but the view counts and the reservations', () => {
    expect(DESCRIBED_EVENT_TYPES.filter((type) => !ACTIVITY_EVENT_TYPES.includes(type)).sort()).toEqual(
      ['EmailReleased', 'EmailReserved', 'IdeaViewsRecorded', 'UsernameReleased', 'UsernameReserved'].sort(),
    );
    expect(ACTIVITY_EVENT_TYPES).toEqual(expect.arrayContaining(['IdeaCreated', 'UserLoggedIn', 'UserIdeaStamped', 'JobRequested', 'PromptsUpdated', 'CheckoutCompleted', 'ProjectionRebuildRequested', 'StudioApplicationSubmitted']));
  });
});
