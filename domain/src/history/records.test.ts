// The records of the as-of views and the changes of history entries, folded from realistic streams.
import { describe, expect, it } from 'vitest';
import type { IdeaEvent } from '../ideas/idea-events';
import type { NewIdea } from '../ideas/idea-fields';
import type { TrendEvent } from '../trends/trend-events';
import type { UserEvent } from '../users/user-events';
import type { WorkspaceEvent } from '../workspace/workspace-events';
import type { CopyFields, GenerationRecord } from '../workspace/workspace-fields';
import { ERASED_TEXT, type IdeaRecord, type UserIdeaRecord } from './history-view';
import { ideaRecordFold } from './idea-record';
import { changedDocumentType, diffRecords } from './record-diff';
import { trackRecord, type RecordTracker } from './record-tracker';
import { trendRecordFold } from './trend-record';
import { userRecordFold } from './user-record';
import { trackUserIdea, trackWorkspace } from './workspace-records';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const userId = '0197a1b2-0000-7000-8000-000000000001';
const adminId = '0197a1b2-0000-7000-8000-0000000000ad';
const generation: GenerationRecord = { promptType: 'DOC_PRD', model: 'local', tokensIn: 1, tokensOut: 2, latencyMs: 3 };
const fields: CopyFields = {
  title: 'Carbon Ledger', description: 'Carbon accounting for fleets.', category: 'GreenTech', businessModel: 'B2B', marketSize: '$5B',
  competition: 'Low', problem: 'p', solution: 's', differentiation: 'x', goToMarket: 'g', wowFactor: 'w', revenue: 'r', timeline: 't',
  teamSize: '3', technologies: ['IoT'], tags: ['fleet'], mockup: null, country: 'Global', type: 'FREE',
};
const newIdea: NewIdea = { ...fields, batchNumber: 3, stamp: null };

/** Every event's changes, in order, and the record after each. */
function follow<E, R>(tracker: RecordTracker<E, R>, events: readonly E[]) {
  return events.map((event) => ({ changes: tracker.apply(event), record: tracker.current() }));
}

describe('the idea record', () => {
  const events: IdeaEvent[] = [
    { type: 'IdeaCreated', data: { ...newIdea, ideaId: 7, creatorId: adminId, createdAt: at(0), at: at(0) } },
    { type: 'IdeaDocumentAdded', data: { ideaId: 7, documentId: 41, type: 'PRD', content: '# PRD v1', at: at(0) } },
    { type: 'IdeaEdited', data: { ideaId: 7, changes: { title: 'Fleet Carbon', tags: ['fleet', 'esg'] }, at: at(1) } },
    { type: 'IdeaPublished', data: { ideaId: 7, at: at(2) } },
    { type: 'IdeaStamped', data: { ideaId: 7, stamp: 'Crazy', at: at(3) } },
    { type: 'IdeaDocumentEdited', data: { ideaId: 7, documentId: 41, content: '# PRD v2', at: at(4), generation } },
    { type: 'IdeaDeleted', data: { ideaId: 7, title: 'Fleet Carbon', description: fields.description, at: at(5) } },
    { type: 'IdeaRestored', data: { ideaId: 7, at: at(6) } },
  ];
  const steps = follow(trackRecord(ideaRecordFold), events);

  it('is everything an edit can restore, its state and its documents, as of each event', () => {
    expect(steps[0]!.record).toEqual({
      ...fields, ideaId: 7, batchNumber: 3, stamp: null, publication: 'Unpublished', autoDeleteActivatedAt: null, archived: false, deleted: false,
      createdAt: at(0), documents: {},
    } satisfies IdeaRecord);
    expect(steps[4]!.record).toMatchObject({ title: 'Fleet Carbon', tags: ['fleet', 'esg'], publication: 'Published', stamp: 'Crazy' });
    expect(steps[4]!.record?.documents).toEqual({ PRD: { documentId: 41, content: '# PRD v1' } });
    expect(steps[6]!.record).toMatchObject({ deleted: true, documents: { PRD: { documentId: 41, content: '# PRD v2' } } });
    expect(steps[7]!.record?.deleted).toBe(false);
  });

  it('changes name the fields an event changed, from and to; a document by its name with its markdown', () => {
    expect(steps[0]!.changes).toContainEqual({ field: 'title', from: null, to: 'Carbon Ledger' });
    expect(steps[0]!.changes).toContainEqual({ field: 'publication', from: null, to: 'Unpublished' });
    expect(steps[1]!.changes).toEqual([{ field: 'document:Product Requirements Doc', from: null, to: '# PRD v1' }]);
    expect(steps[2]!.changes).toEqual([
      { field: 'title', from: 'Carbon Ledger', to: 'Fleet Carbon' },
      { field: 'tags', from: ['fleet'], to: ['fleet', 'esg'] },
    ]);
    expect(steps[3]!.changes).toEqual([{ field: 'publication', from: 'Unpublished', to: 'Published' }]);
    expect(steps[4]!.changes).toEqual([{ field: 'stamp', from: null, to: 'Crazy' }]);
    expect(steps[5]!.changes).toEqual([{ field: 'document:Product Requirements Doc', from: '# PRD v1', to: '# PRD v2' }]);
    expect(steps[6]!.changes).toEqual([{ field: 'deleted', from: false, to: true }]);
    expect(steps[7]!.changes).toEqual([{ field: 'deleted', from: true, to: false }]);
  });

  it('does not exist before its creation', () => {
    expect(trackRecord(ideaRecordFold).current()).toBeNull();
  });
});

describe('the user record', () => {
  const personal = { email: 'ada@example.com', username: 'ada', passwordHash: '$argon2id$secret' };
  const events: UserEvent[] = [
    { type: 'UserRegistered', data: { userId, role: 'FREE', at: at(0), personal } },
    { type: 'EmailVerificationRequested', data: { userId, token: 'digest', expiresAt: at(60), at: at(0) } },
    { type: 'UserLoggedIn', data: { userId, sessionId: 'session-1', expiresAt: at(60), at: at(0) } },
    { type: 'EmailVerified', data: { userId, at: at(1) } },
    { type: 'PasswordChanged', data: { userId, at: at(2), personal: { passwordHash: '$argon2id$other' } } },
    { type: 'RoleChanged', data: { userId, role: 'PREMIUM', previousRole: 'FREE', by: 'payment', at: at(3) } },
    { type: 'UserDeleted', data: { userId, at: at(4) } },
  ];

  it('holds the account and never a password hash, a token or a session', () => {
    const steps = follow(trackRecord(userRecordFold), events);
    expect(steps[0]!.record).toEqual({ userId, email: 'ada@example.com', username: 'ada', role: 'FREE', emailVerified: false, deleted: false, registeredAt: at(0) });
    expect(steps[1]!.changes).toEqual([]);
    expect(steps[2]!.changes).toEqual([]);
    expect(steps[4]!.changes).toEqual([]);
    expect(steps[5]!.changes).toEqual([{ field: 'role', from: 'FREE', to: 'PREMIUM' }]);
    expect(JSON.stringify(steps)).not.toMatch(/argon2|digest|session-1/);
  });

  it('has no email or username once deleted, and keeps the role and verification an erased person had', () => {
    const steps = follow(trackRecord(userRecordFold), events);
    expect(steps[6]!.record).toEqual({ userId, email: null, username: null, role: 'PREMIUM', emailVerified: true, deleted: true, registeredAt: at(0) });
    // Erased: the personal data opens as null, and the record still shows what the account was.
    const erased = follow(trackRecord(userRecordFold), events.map((event) => ('personal' in event.data ? { ...event, data: { ...event.data, personal: null } } : event)) as UserEvent[]);
    expect(erased[5]!.record).toEqual({ userId, email: null, username: null, role: 'PREMIUM', emailVerified: true, deleted: false, registeredAt: at(0) });
  });
});

describe('the trend record', () => {
  it('follows its links and keeps them when deleted', () => {
    const events: TrendEvent[] = [
      { type: 'TrendCreated', data: { trendId: 4, title: 'AI tutors', description: 'd', type: 'PROBLEM', source: 'YC', createdAt: at(0), at: at(0) } },
      { type: 'TrendIdeasLinked', data: { trendId: 4, ideaIds: [1, 2, 3], at: at(1) } },
      { type: 'TrendIdeaUnlinked', data: { trendId: 4, ideaId: 2, at: at(2) } },
      { type: 'TrendDeleted', data: { trendId: 4, at: at(3) } },
    ];
    const steps = follow(trackRecord(trendRecordFold), events);
    expect(steps[1]!.changes).toEqual([{ field: 'ideaIds', from: [], to: [1, 2, 3] }]);
    expect(steps[2]!.changes).toEqual([{ field: 'ideaIds', from: [1, 2, 3], to: [1, 3] }]);
    expect(steps[3]!.record).toEqual({ trendId: 4, title: 'AI tutors', description: 'd', type: 'PROBLEM', source: 'YC', createdAt: at(0), ideaIds: [1, 3], deleted: true });
  });
});

describe('a workspace: its user ideas and copies', () => {
  const events: WorkspaceEvent[] = [
    { type: 'UserIdeaGenerated', data: { userId, ideaId: 12, source: 'UGI', copyId: 5, private: true, generation, at: at(0), personal: { userContext: 'c', idea: fields } } },
    { type: 'UserIdeaGenerated', data: { userId, ideaId: 12, source: 'UGP2P', copyId: 6, private: false, generation, at: at(0), personal: { userContext: 'c', idea: { ...fields, title: 'Other' } } } },
    { type: 'IdeaSavedToWorkspace', data: { userId, copyId: 7, kind: 'idea', originalId: 300, subjectId: userId, at: at(1), personal: { idea: { ...fields, title: 'Saved' } } } },
    { type: 'WorkspaceIdeaEdited', data: { userId, copyId: 5, kind: 'ugi', fields: ['title'], at: at(2), personal: { changes: { title: 'Carbon Ledger 2' } } } },
    { type: 'WorkspaceDocumentGenerated', data: { userId, documentId: 90, kind: 'ugi', copyId: 5, type: 'GTM', generation, at: at(3), personal: { content: '# GTM' } } },
    { type: 'WorkspaceDocumentEdited', data: { userId, documentId: 90, at: at(4), personal: { content: '# GTM 2' } } },
    { type: 'UserIdeaShared', data: { userId, ideaId: 12, source: 'UGI', at: at(5) } },
    { type: 'UserIdeaPublished', data: { userId, ideaId: 12, source: 'UGI', at: at(6) } },
    { type: 'UserIdeaStamped', data: { userId, ideaId: 12, source: 'UGI', stamp: 'Top Picks', at: at(7) } },
    { type: 'WorkspaceIdeaEdited', data: { userId, copyId: 7, kind: 'idea', fields: ['title'], at: at(8), personal: { changes: { title: 'Saved 2' } } } },
    { type: 'PowerUpGenerated', data: { userId, powerUpId: 2, kind: 'ugi', copyId: 5, type: 'VALIDATION_HACKS', generation, at: at(9), personal: { content: 'hack' } } },
  ];
  /** The same stream once the member is erased: every `personal` opens as null. */
  const erased = events.map((event) => ('personal' in event.data ? { ...event, data: { ...event.data, personal: null } } : event)) as WorkspaceEvent[];

  it("a user idea's history is the events about it and its creator's copy, not its namesake of the other source", () => {
    const steps = follow(trackUserIdea('UGI', 12), events);
    expect(steps.map((step) => step.changes !== null)).toEqual([true, false, false, true, true, true, true, true, true, false, false]);
    expect(steps[0]!.changes).toContainEqual({ field: 'private', from: null, to: true });
    expect(steps[3]!.changes).toEqual([{ field: 'title', from: 'Carbon Ledger', to: 'Carbon Ledger 2' }]);
    expect(steps[5]!.changes).toEqual([{ field: 'document:Go-to-Market Strategy', from: '# GTM', to: '# GTM 2' }]);
    expect(steps[8]!.changes).toEqual([{ field: 'stamp', from: null, to: 'Top Picks' }]);
    expect(steps[10]!.record).toEqual({
      ...fields, title: 'Carbon Ledger 2', ideaId: 12, source: 'UGI', creatorId: userId, private: false, publication: 'Published', stamp: 'Top Picks',
      deleted: false, createdAt: at(0), documents: { GTM: { documentId: 90, content: '# GTM 2' } },
    } satisfies UserIdeaRecord);
  });

  it("an erased member's idea keeps its history, and every text in it reads as erased", () => {
    const steps = follow(trackUserIdea('UGI', 12), erased);
    expect(steps[0]!.changes).toContainEqual({ field: 'title', from: null, to: ERASED_TEXT });
    // The edits and the document rewrite are still entries, with nothing readable to change.
    expect(steps[3]!.changes).toEqual([]);
    expect(steps[5]!.changes).toEqual([]);
    expect(steps[10]!.record).toMatchObject({
      title: ERASED_TEXT, problem: ERASED_TEXT, technologies: [], tags: [], mockup: null, type: null, publication: 'Published', stamp: 'Top Picks',
      documents: { GTM: { documentId: 90, content: ERASED_TEXT } },
    });
    const workspace = follow(trackWorkspace(), erased);
    expect(workspace[10]!.changes).toEqual([{ field: 'powerUp:VALIDATION_HACKS', from: null, to: ERASED_TEXT }]);
    expect(JSON.stringify(workspace)).not.toMatch(/Carbon|Saved|GTM 2|hack/);
  });

  it("a workspace's changes are those of the idea or copy each event is about", () => {
    const steps = follow(trackWorkspace(), events);
    expect(steps[2]!.changes).toContainEqual({ field: 'title', from: null, to: 'Saved' });
    expect(steps[7]!.changes).toEqual([{ field: 'publication', from: 'Unpublished', to: 'Published' }]);
    expect(steps[9]!.changes).toEqual([{ field: 'title', from: 'Saved', to: 'Saved 2' }]);
    expect(steps[10]!.changes).toEqual([{ field: 'powerUp:VALIDATION_HACKS', from: null, to: 'hack' }]);
  });
});

describe('diffRecords', () => {
  it('finds nothing between equal records, arrays compared by value', () => {
    expect(diffRecords({ a: 1, list: [1, 2] }, { a: 1, list: [1, 2] })).toEqual([]);
  });

  it('reports every field of a record that came to exist, and a document that went away', () => {
    expect(diffRecords(null, { a: 1, documents: { PRD: { documentId: 1, content: 'x' } } })).toEqual([
      { field: 'a', from: null, to: 1 },
      { field: 'document:Product Requirements Doc', from: null, to: 'x' },
    ]);
    expect(diffRecords({ documents: { PITCH_DECK: { documentId: 1, content: 'x' } } }, { documents: {} })).toEqual([
      { field: 'document:Pitch Deck', from: 'x', to: null },
    ]);
  });

  it('tells which document an edit rewrote, from its changes', () => {
    expect(changedDocumentType([{ field: 'document:Financial Plan', from: 'a', to: 'b' }])).toBe('FINANCIAL_PLAN');
    expect(changedDocumentType([{ field: 'title', from: 'a', to: 'b' }])).toBeUndefined();
  });
});
