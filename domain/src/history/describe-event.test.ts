import { describe, expect, it } from 'vitest';
import type { NewIdea } from '../ideas/idea-fields';
import { sampleScorecard } from '../scoring/testing/sample-scorecard';
import type { CopyFields, GenerationRecord } from '../workspace/workspace-fields';
import { DESCRIBED_EVENT_TYPES, describeEvent, type RecordedDomainEvent } from './describe-event';

const at = '2026-11-22T10:00:00.000Z';
const userId = '0197a1b2-0000-7000-8000-000000000001';
const generation: GenerationRecord = { promptType: 'DOC_PRD', model: 'local', tokensIn: 1, tokensOut: 2, latencyMs: 3 };
const copyFields: CopyFields = {
  title: 'Carbon Ledger', description: 'd', category: 'GreenTech', businessModel: 'B2B', marketSize: '$5B', competition: 'Low',
  problem: 'p', solution: 's', differentiation: 'x', goToMarket: 'g', wowFactor: 'w', revenue: 'r', timeline: 't', teamSize: '3',
  technologies: [], tags: [], mockup: null, country: 'Global', type: 'FREE',
};
const idea: NewIdea = { ...copyFields, batchNumber: null, stamp: null };

/**
 * One recorded event of every type with the line it reads as. Typed over every event type the store holds, so a new
 * event type added to the domain's unions fails to compile here until it has its line and its case.
 */
const EXPECTED: { [T in RecordedDomainEvent['type']]: [Extract<RecordedDomainEvent, { type: T }>['data'], string] } = {
  IdeaCreated: [{ ...idea, ideaId: 7, creatorId: userId, createdAt: at, at }, 'Created FREE idea "Carbon Ledger"'],
  IdeaEdited: [{ ideaId: 7, changes: { title: 'A', description: 'B' }, at }, 'Edited title and description'],
  IdeaPublished: [{ ideaId: 7, at }, 'Published'],
  IdeaUnpublished: [{ ideaId: 7, at }, 'Unpublished'],
  IdeaTypeChanged: [{ ideaId: 7, type: 'PREMIUM', at }, 'Type changed to PREMIUM'],
  IdeaStamped: [{ ideaId: 7, stamp: 'Crazy', at }, 'Stamp set to Crazy'],
  IdeaAutoDeleteSwitched: [{ ideaId: 7, autoDeleted: true, activatedAt: at, at }, 'Auto-delete switched on'],
  IdeaArchived: [{ ideaId: 7, at }, 'Archived'],
  IdeaDeleted: [{ ideaId: 7, title: 'A', description: 'B', at }, 'Deleted'],
  IdeaRestored: [{ ideaId: 7, at }, 'Restored'],
  IdeaDocumentAdded: [{ ideaId: 7, documentId: 41, type: 'PITCH_DECK', content: '# Deck', at }, 'Pitch Deck added'],
  IdeaDocumentEdited: [{ ideaId: 7, documentId: 41, content: '# Deck 2', at }, 'Document 41 rewritten'],
  IdeaScored: [
    {
      ideaId: 7, rubricVersion: 1, scorecard: sampleScorecard(72), fieldsHash: 'f', promptHash: 'p', provider: 'local', model: 'local-scorer-1',
      tokensIn: 10, tokensOut: 20, at,
    },
    'Scored 72/100 (rubric v1)',
  ],
  IdeaViewsRecorded: [{ counts: { '7': 3, '8': 1 }, shares: { '9': 2 }, at }, '4 views and 2 shares of 3 ideas recorded'],
  UserRegistered: [{ userId, role: 'FREE', at, personal: null }, 'Registered as FREE'],
  EmailVerificationRequested: [{ userId, token: 'digest', expiresAt: at, at }, 'Verification email sent'],
  EmailVerified: [{ userId, at }, 'Email verified'],
  UserLoggedIn: [{ userId, sessionId: 's', expiresAt: at, at }, 'Signed in'],
  LoginFailed: [{ userId, at }, 'Sign-in failed: wrong password'],
  SessionEnded: [{ userId, sessionId: 's', reason: 'logout', at }, 'Signed out'],
  UsernameChanged: [{ userId, at, personal: null }, 'Username changed'],
  PasswordChanged: [{ userId, at, personal: null }, 'Password changed'],
  RoleChanged: [{ userId, role: 'PREMIUM', previousRole: 'FREE', by: 'payment', at }, 'Role changed from FREE to PREMIUM'],
  UserDeleted: [{ userId, at }, 'Account deleted'],
  EmailReserved: [{ userId, at }, 'Email address reserved'],
  EmailReleased: [{ userId, at }, 'Email address released'],
  UsernameReserved: [{ userId, at }, 'Username reserved'],
  UsernameReleased: [{ userId, at }, 'Username released'],
  TrendCreated: [{ trendId: 4, title: 'AI tutors', description: 'd', type: 'PROBLEM', source: 'YC', createdAt: at, at }, 'Created PROBLEM trend "AI tutors" from YC'],
  TrendIdeasLinked: [{ trendId: 4, ideaIds: [1, 2, 3], at }, 'Linked 3 ideas'],
  TrendIdeaUnlinked: [{ trendId: 4, ideaId: 2, at }, 'Unlinked idea 2'],
  TrendDeleted: [{ trendId: 4, at }, 'Deleted'],
  UserIdeaGenerated: [
    { userId, ideaId: 12, source: 'UGI', copyId: 5, private: true, generation, at, personal: null },
    'Generated private UGI idea 12',
  ],
  IdeaSavedToWorkspace: [{ userId, copyId: 6, kind: 'idea', originalId: 7, subjectId: userId, at, personal: null }, 'Saved idea 7 to the workspace'],
  WorkspaceIdeaEdited: [{ userId, copyId: 5, kind: 'ugi', fields: ['title'], at, personal: null }, 'Edited title of UGI copy 5'],
  UserIdeaShared: [{ userId, ideaId: 12, source: 'UGI', at }, 'Shared UGI idea 12'],
  UserIdeaPublished: [{ userId, ideaId: 12, source: 'UGP2P', at }, 'Published UGP2P idea 12'],
  UserIdeaUnpublished: [{ userId, ideaId: 12, source: 'UGI', at }, 'Unpublished UGI idea 12'],
  UserIdeaStamped: [{ userId, ideaId: 12, source: 'UGI', stamp: null, at }, 'Stamp removed on UGI idea 12'],
  UserIdeaDeleted: [{ userId, ideaId: 12, source: 'UGI', at, personal: null }, 'Deleted UGI idea 12'],
  UserIdeaRestored: [{ userId, ideaId: 12, source: 'UGI', at }, 'Restored UGI idea 12'],
  UserIdeaScored: [
    {
      userId, ideaId: 12, source: 'UGI', rubricVersion: 2, overall: 64, fieldsHash: 'f', promptHash: 'p', provider: 'local', model: 'local-scorer-1',
      tokensIn: 10, tokensOut: 20, at, personal: null,
    },
    'Scored UGI idea 12 64/100 (rubric v2)',
  ],
  WorkspaceDocumentGenerated: [
    { userId, documentId: 90, kind: 'ugi', copyId: 5, type: 'PRD', generation, at, personal: null },
    'Product Requirements Doc generated for UGI copy 5',
  ],
  WorkspaceDocumentEdited: [{ userId, documentId: 90, at, personal: null }, 'Document 90 rewritten'],
  PowerUpGenerated: [
    { userId, powerUpId: 3, kind: 'idea', copyId: 6, type: 'VALIDATION_HACKS', generation, at, personal: null },
    'Validation hacks power-up generated for copy 6',
  ],
  JobRequested: [
    { jobId: 'j', request: { kind: 'generate-ideas', batchNumber: 7, categories: '', trendId: null, stamp: null, items: [{ key: 'free-1', ideaId: 1301, type: 'FREE' }] }, at },
    'Requested Batch 7: 1 free idea',
  ],
  JobItemSucceeded: [
    { jobId: 'j', itemKey: 'free-1', result: { kind: 'idea', ideaId: 1301, title: 'Free Ledger', type: 'FREE', linked: false }, generation, at },
    'Item free-1 done: idea 1301 "Free Ledger"',
  ],
  JobItemFailed: [{ jobId: 'j', itemKey: 'free-2', reason: 'The AI answered an idea without a title', generation: null, at }, 'Item free-2 failed: The AI answered an idea without a title'],
  JobCancelled: [{ jobId: 'j', at }, 'Cancelled'],
  JobCompleted: [{ jobId: 'j', succeeded: 2, failed: 1, at }, 'Completed: 2 succeeded, 1 failed'],
  PromptsUpdated: [{ prompts: { IDEA_FREE: { title: 'Free ideas', content: 'c' }, DOC_PRD: { title: 'PRD', content: 'c' } }, at }, 'Updated prompts: Free ideas and PRD'],
  RubricVersionDrafted: [{ version: 2, promptHash: 'p', at }, 'Drafted scoring rubric v2'],
  RubricVersionActivated: [{ version: 2, previous: 1, at }, 'Activated scoring rubric v2 (was v1)'],
  RubricVersionDiscarded: [{ version: 3, at }, 'Discarded scoring rubric v3'],
  CheckoutStarted: [{ sessionId: 'cs', userId, targetRole: 'PREMIUM', priceId: 'p', provider: 'local', at }, 'Checkout for PREMIUM started'],
  CheckoutCompleted: [{ sessionId: 'cs', subscriptionId: 'sub', stripeEventId: 'evt', at }, 'Checkout paid'],
  CheckoutCancelled: [{ sessionId: 'cs', at }, 'Checkout cancelled'],
  PlanChangeConfirmed: [{ sessionId: 'cs', at }, 'Plan change confirmed'],
  SubscriptionStarted: [{ userId, stripeEventId: 'evt', at, subscriptionId: 'sub', role: 'PRO', sessionId: 'cs', asOf: 1 }, 'PRO subscription started'],
  SubscriptionChanged: [
    { userId, stripeEventId: 'evt', at, subscriptionId: 'sub', role: 'PRO', status: 'past_due', currentPeriodEnd: null, cancelAtPeriodEnd: true, asOf: 2 },
    'Subscription PRO, past due, cancels at period end',
  ],
  SubscriptionPaymentFailed: [{ userId, stripeEventId: 'evt', at, subscriptionId: 'sub', failedAt: at }, 'Subscription payment failed'],
  ProviderEventIgnored: [{ userId, stripeEventId: 'evt', at, reason: 'older than the recorded state' }, 'Payment provider event ignored: older than the recorded state'],
  StudioApplicationSubmitted: [
    { applicationId: 'a', subjectId: 'a', at, personal: null, weeklyHours: '' },
    'Builder Studio application submitted',
  ],
  ProjectionEventSkipped: [
    { projection: 'catalog', position: '12-34', eventId: 'e', eventType: 'IdeaCreated', streamId: 'idea-7', error: 'boom', reason: 'bad payload', skippedBy: 'ops@host', at },
    'catalog skipped IdeaCreated at 12-34: bad payload',
  ],
  ProjectionRebuildRequested: [{ name: 'catalog', version: 3, generation: 2, at }, 'Rebuild of catalog v3 requested (generation 2)'],
};

describe('describeEvent', () => {
  it.each(Object.entries(EXPECTED))('describes %s', (type, [data, line]) => {
    expect(describeEvent({ type, data })).toBe(line);
  });

  it('has a description for every event type and no more', () => {
    expect([...DESCRIBED_EVENT_TYPES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('names the document an edit rewrote when the reader knows its type, and says when the AI wrote it', () => {
    expect(describeEvent({ type: 'IdeaDocumentEdited', data: { ideaId: 7, documentId: 41, content: 'x', at } }, { documentType: 'FINANCIAL_PLAN' })).toBe(
      'Financial Plan rewritten',
    );
    expect(describeEvent({ type: 'IdeaDocumentEdited', data: { ideaId: 7, documentId: 41, content: 'x', at, generation } }, { documentType: 'GTM' })).toBe(
      'Go-to-Market Strategy regenerated',
    );
    expect(describeEvent({ type: 'IdeaDocumentAdded', data: { ideaId: 7, documentId: 41, type: 'PRD', content: 'x', at, generation } })).toBe(
      'Product Requirements Doc generated',
    );
  });

  it('names up to three edited fields and counts the rest', () => {
    const changes = { title: 'a', description: 'b', marketSize: 'c', goToMarket: 'd' };
    expect(describeEvent({ type: 'IdeaEdited', data: { ideaId: 7, changes, at } })).toBe('Edited title, description, market size and go-to-market');
    expect(describeEvent({ type: 'IdeaEdited', data: { ideaId: 7, changes: { ...changes, tags: [], teamSize: '2' }, at } })).toBe(
      'Edited title, description, market size and 3 more fields',
    );
  });

  it('names the fields the reader found changed, when it folded the entity, whatever the event listed', () => {
    const changes = { title: 'a', description: 'b', marketSize: 'c', goToMarket: 'd', tags: [], teamSize: '2' };
    expect(describeEvent({ type: 'IdeaEdited', data: { ideaId: 7, changes, at } }, { changedFields: ['title'] })).toBe('Edited title');
    expect(describeEvent({ type: 'IdeaEdited', data: { ideaId: 7, changes, at } }, { changedFields: [] })).toBe('Edited nothing');
  });

  it('says a stamp was cleared, a session ended by a password change, a single link, a subscription that ended', () => {
    expect(describeEvent({ type: 'IdeaStamped', data: { ideaId: 7, stamp: null, at } })).toBe('Stamp removed');
    expect(describeEvent({ type: 'SessionEnded', data: { userId, sessionId: 's', reason: 'password-changed', at } })).toBe('Signed out by a password change');
    expect(describeEvent({ type: 'TrendIdeasLinked', data: { trendId: 4, ideaIds: [9], at } })).toBe('Linked idea 9');
    expect(
      describeEvent({
        type: 'SubscriptionChanged',
        data: { userId, stripeEventId: 'e', at, subscriptionId: 's', role: 'PRO', status: 'canceled', currentPeriodEnd: null, cancelAtPeriodEnd: true, asOf: 3 },
      }),
    ).toBe('Subscription ended');
  });

  it('reads an event type it does not know as the type itself', () => {
    expect(describeEvent({ type: 'SomethingNew', data: {} })).toBe('SomethingNew');
  });
});
