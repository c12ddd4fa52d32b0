import { describe, expect, it } from 'vitest';
import { actorRefOf, entrySummary, type AttributableEvent } from './history-actor';
import { ERASED_USER_LABEL } from './history-view';

const userId = '0197a1b2-0000-7000-8000-000000000001';
const adminId = '0197a1b2-0000-7000-8000-0000000000ad';
const event = (streamId: string, type: string, data: unknown, userIdOf: string | null, correlationId = 'req-1'): AttributableEvent => ({
  streamId,
  type,
  data,
  metadata: { userId: userIdOf, correlationId },
});

describe('actorRefOf', () => {
  it('names the person whose account acted', () => {
    expect(actorRefOf(event('idea-7', 'IdeaPublished', {}, adminId))).toEqual({ kind: 'user', id: adminId });
  });

  it('names the seed: its user "system", or its correlation', () => {
    expect(actorRefOf(event('idea-7', 'IdeaCreated', {}, 'system', 'seed-catalog'))).toEqual({ kind: 'system', id: 'seed' });
    expect(actorRefOf(event(`user-${userId}`, 'UserRegistered', { userId }, null, 'seed'))).toEqual({ kind: 'system', id: 'seed' });
  });

  it("names an admin's AI job for its items' writes", () => {
    expect(actorRefOf(event('idea-1301', 'IdeaCreated', {}, 'job', 'job-uuid'))).toEqual({ kind: 'system', id: 'job' });
  });

  it("names the payment webhook on the payment streams and for a role it changed, the local provider's as Local checkout", () => {
    expect(actorRefOf(event(`subscription-${userId}`, 'SubscriptionStarted', { userId }, null, 'evt_1Abc'))).toEqual({ kind: 'system', id: 'webhook' });
    expect(actorRefOf(event('checkout-cs_1', 'CheckoutCompleted', {}, null, 'evt_1Abc'))).toEqual({ kind: 'system', id: 'webhook' });
    expect(actorRefOf(event(`user-${userId}`, 'RoleChanged', { userId, by: 'payment' }, null, 'evt_local_cs_1_completed'))).toEqual({
      kind: 'system',
      id: 'webhook',
      label: 'Local checkout',
    });
  });

  it('names the person themself for what they did before being signed in: registering, signing in, their reservations', () => {
    expect(actorRefOf(event(`user-${userId}`, 'UserLoggedIn', { userId }, null))).toEqual({ kind: 'user', id: userId });
    expect(actorRefOf(event('email-9f86d081', 'EmailReserved', { userId }, null))).toEqual({ kind: 'user', id: userId });
  });

  it("names the platform's own unattributed writes as the platform, with a label that says who", () => {
    expect(actorRefOf(event('projection-catalog', 'ProjectionEventSkipped', { skippedBy: 'ops@host' }, null))).toEqual({
      kind: 'system',
      id: 'platform',
      label: 'Operator ops@host',
    });
    expect(actorRefOf(event('idea-views', 'IdeaViewsRecorded', { counts: {}, shares: {} }, null))).toEqual({ kind: 'system', id: 'platform', label: 'View counter' });
    expect(actorRefOf(event('studio-application-a', 'StudioApplicationSubmitted', {}, null))).toEqual({ kind: 'system', id: 'platform', label: 'Visitor' });
  });
});

describe('entrySummary', () => {
  it('adds who did it', () => {
    expect(entrySummary('Published', { kind: 'user', id: adminId, email: 'admin@example.com', username: 'admin', label: 'admin@example.com' })).toBe(
      'Published by admin@example.com',
    );
    expect(entrySummary('Role changed from FREE to PREMIUM', { kind: 'system', id: 'webhook', label: 'Stripe checkout' })).toBe(
      'Role changed from FREE to PREMIUM by Stripe checkout',
    );
    expect(entrySummary('Signed in', { kind: 'user', id: userId, email: null, username: null, label: ERASED_USER_LABEL })).toBe('Signed in by erased user');
  });
});
