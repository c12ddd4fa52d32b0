import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../ideas/idea-enumerations';
import type { ExistingIdea } from '../ideas/idea-state';
import { outcomeOf, type Actor } from '../shared/decider';
import { Conflict, Forbidden, NotFound, TooManyRequests, Unauthenticated } from '../shared/errors';
import { sampleScorecard } from '../scoring/testing/sample-scorecard';
import { deciderSpec } from '../shared/testing/decider-spec';
import { ADMIN_REQUIRED } from '../users/permissions';
import { DOCUMENT_LIMIT_MESSAGE, IDEA_LIMIT_MESSAGE } from './limits';
import type { PlatformIdea } from './platform-idea-copy';
import type { PowerUpType } from './power-ups';
import type { WorkspaceCommand } from './workspace-commands';
import {
  DOCUMENT_ALREADY_GENERATED,
  IDEA_ALREADY_SAVED,
  IDEA_NOT_IN_WORKSPACE,
  POWER_UP_ALREADY_GENERATED,
  USER_IDEA_NOT_FOUND,
  workspaceDecider,
  workspaceDeciderKnowing,
} from './workspace-decider';
import type { WorkspaceEvent } from './workspace-events';
import type { CopyFields, GenerationRecord, UserIdeaSource } from './workspace-fields';

const given = deciderSpec(workspaceDecider);
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const lastMonth = '2026-10-31T23:59:59.999Z';
const member = (role: Actor['role'], emailVerified = true): Actor => ({ userId: '0197a1b2-0000-7000-8000-000000000002', role, emailVerified });
const pro = member('PRO');
const userId = pro.userId;

const idea: CopyFields = {
  title: 'Carbon Ledger',
  description: 'Carbon accounting for mid-size freight fleets.',
  category: 'GreenTech',
  businessModel: 'B2B SaaS',
  marketSize: '$5B',
  competition: 'Medium',
  problem: 'Fleets cannot report emissions.',
  solution: 'A ledger fed by telematics.',
  differentiation: 'Per-trip granularity.',
  goToMarket: 'Freight associations.',
  wowFactor: 'Audit-ready in a day.',
  revenue: 'Per-vehicle subscription.',
  timeline: '6 months',
  teamSize: '4',
  technologies: ['IoT'],
  tags: ['carbon'],
  mockup: null,
  country: 'Global',
  type: 'FREE',
};
const ideaGeneration: GenerationRecord = { promptType: 'IDEA_UGI', model: 'local', tokensIn: 120, tokensOut: 480, latencyMs: 3 };
const documentGeneration: GenerationRecord = { promptType: 'DOC_PRD', model: 'local', tokensIn: 300, tokensOut: 1500, latencyMs: 5 };
const powerUpGeneration: GenerationRecord = { promptType: 'PU_HACKS', model: 'local', tokensIn: 200, tokensOut: 300, latencyMs: 2 };

function command<T extends WorkspaceCommand['type']>(
  type: T,
  data: Extract<WorkspaceCommand, { type: T }>['data'],
  actor: Actor | null = pro,
  when: Date = now,
): WorkspaceCommand {
  return { type, data, metadata: { actor, now: when } } as WorkspaceCommand;
}

const generated = (ideaId: number, copyId: number, when = at, source: UserIdeaSource = 'UGI'): WorkspaceEvent => ({
  type: 'UserIdeaGenerated',
  data: { userId, ideaId, source, copyId, private: true, generation: ideaGeneration, at: when, personal: { userContext: 'Fleets cannot report emissions', idea } },
});
/** `count` ideas generated at `when` (ids from 100000, copies from 300000). */
const generatedMany = (count: number, when = at, first = 0) =>
  Array.from({ length: count }, (_, index) => generated(100000 + first + index, 300000 + first + index, when));
const saved = (copyId: number, originalId: number, fields: CopyFields = idea): WorkspaceEvent => ({
  type: 'IdeaSavedToWorkspace',
  data: { userId, copyId, kind: 'idea', originalId, subjectId: userId, at, personal: { idea: fields } },
});
const documentGenerated = (documentId: number, copyId: number, type: DocumentType = 'PRD', when = at): WorkspaceEvent => ({
  type: 'WorkspaceDocumentGenerated',
  data: { userId, documentId, kind: 'idea', copyId, type, generation: documentGeneration, at: when, personal: { content: `# ${type}` } },
});
/** Copies 700000.. saved, each with a PRD at `when`. */
const copiesWithDocuments = (count: number, when = at): WorkspaceEvent[] =>
  Array.from({ length: count }, (_, index) => [saved(700000 + index, 1 + index), documentGenerated(10 + index, 700000 + index, 'PRD', when)]).flat();

/** The error a decision throws (the test fails when it throws none). */
function refusal(history: WorkspaceEvent[], refused: WorkspaceCommand): Error {
  try {
    workspaceDecider.decide(refused, history.reduce(workspaceDecider.evolve, workspaceDecider.initialState()));
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('saving an idea to the workspace', () => {
  /** Platform idea 7 as its stream has it: Published with these fields unless told otherwise. */
  const platformIdea = (fields: CopyFields = idea, changes: Partial<ExistingIdea> = {}): PlatformIdea => ({
    state: {
      status: 'existing', ideaId: 7, batchNumber: null, content: fields, type: fields.type, publication: 'Published', stamp: null,
      autoDeleteActivatedAt: null, archived: false, deleted: false, documents: {}, scoredFields: {}, ...changes,
    },
    fields,
  });
  const save = (actor: Actor | null = pro, fields: CopyFields = idea, copyId = 700001, original = platformIdea(fields)) =>
    command('SaveIdeaToWorkspace', { copyId, originalId: 7, original: { kind: 'FD', idea: original } }, actor);

  it('records a copy of the idea', () => {
    given([]).when(save()).then([saved(700001, 7)]);
  });

  it('refuses a second copy of the same original', () => {
    given([saved(700001, 7)]).when(save(pro, idea, 700002)).thenThrows(Conflict, IDEA_ALREADY_SAVED);
  });

  it('records nothing when the same save is replayed', () => {
    given([saved(700001, 7)]).when(save()).then([]);
  });

  it('needs PREMIUM or above for a premium idea', () => {
    const premium = { ...idea, type: 'PREMIUM' as const };
    given([]).when(save(member('FREE'), premium)).thenThrows(Forbidden, 'Upgrade to PREMIUM to access this feature');
    expect(workspaceDecider.decide(save(member('PREMIUM'), premium), workspaceDecider.initialState())).toHaveLength(1);
    expect(workspaceDecider.decide(save(member('FREE')), workspaceDecider.initialState())).toHaveLength(1);
  });

  it('needs a signed-in member with a verified email', () => {
    given([]).when(save(null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
    given([]).when(save(member('PRO', false))).thenThrows(Forbidden, 'Please check your inbox to continue.');
  });

  it('finds only an idea the member could find in the catalog: ADMIN any live one', () => {
    const admin = member('ADMIN');
    const adminSaved: WorkspaceEvent = { type: 'IdeaSavedToWorkspace', data: { userId: admin.userId, copyId: 700001, kind: 'idea', originalId: 7, subjectId: admin.userId, at, personal: { idea } } };
    for (const hidden of [{ publication: 'Unpublished' as const }, { archived: true }]) {
      given([]).when(save(pro, idea, 700001, platformIdea(idea, hidden))).thenThrows(NotFound, 'Idea not found');
      given([]).when(save(admin, idea, 700001, platformIdea(idea, hidden))).then([adminSaved]);
    }
    for (const actor of [pro, admin]) {
      given([]).when(save(actor, idea, 700001, platformIdea(idea, { deleted: true }))).thenThrows(NotFound, 'Idea not found');
      given([]).when(save(actor, idea, 700001, { state: { status: 'new' }, fields: null })).thenThrows(NotFound, 'Idea not found');
    }
  });
});

describe("saving someone's approved idea to the workspace", () => {
  const creator: Actor = { userId: '0197a1b2-0000-7000-8000-00000000000c', role: 'PRO', emailVerified: true };
  const premium = member('PREMIUM');
  const theirIdea: CopyFields = { ...idea, type: 'PREMIUM' };
  const ugi = { userId: creator.userId, source: 'UGI', ideaId: 100000 } as const;
  const personal = { userContext: 'Fleets cannot report emissions', idea: theirIdea };
  const generation = { ...ugi, copyId: 300000, private: true, generation: ideaGeneration, at, personal };
  const theirs: WorkspaceEvent = { type: 'UserIdeaGenerated', data: generation };
  const shared: WorkspaceEvent = { type: 'UserIdeaShared', data: { ...ugi, at } };
  const published: WorkspaceEvent = { type: 'UserIdeaPublished', data: { ...ugi, at } };
  const unpublished: WorkspaceEvent = { type: 'UserIdeaUnpublished', data: { ...ugi, at } };
  const deleted: WorkspaceEvent = { type: 'UserIdeaDeleted', data: { ...ugi, at, personal: { title: idea.title, description: idea.description } } };
  const restored: WorkspaceEvent = { type: 'UserIdeaRestored', data: { ...ugi, at } };
  const approved = [theirs, shared, published];
  /** The save of user idea `ideaId` of `source`, its creator's workspace holding `creatorHistory`. */
  const saveTheirs = (creatorHistory: WorkspaceEvent[], actor: Actor = premium, copyId = 300001, source: UserIdeaSource = 'UGI', ideaId = 100000) =>
    command(
      'SaveIdeaToWorkspace',
      { copyId, originalId: ideaId, original: { kind: 'user', source, creator: creatorHistory.reduce(workspaceDecider.evolve, workspaceDecider.initialState()) } },
      actor,
    );
  const savedTheirs = (copyId: number, fields: CopyFields = theirIdea, actor: Actor = premium): WorkspaceEvent => ({
    type: 'IdeaSavedToWorkspace',
    data: { userId: actor.userId, copyId, kind: 'ugi', originalId: 100000, subjectId: creator.userId, at, personal: { idea: fields } },
  });

  it("records a copy of an approved idea with its current fields, its creator's edits included", () => {
    const edited: WorkspaceEvent = { type: 'WorkspaceIdeaEdited', data: { userId: creator.userId, copyId: 300000, kind: 'ugi', fields: ['title'], at, personal: { changes: { title: 'Fleet Ledger' } } } };
    given([]).when(saveTheirs([...approved, edited])).then([savedTheirs(300001, { ...theirIdea, title: 'Fleet Ledger' })]);
  });

  it('copies a UGP2P idea into the ugp2p collection', () => {
    const ugp2p = { ...ugi, source: 'UGP2P', ideaId: 200000 } as const;
    const history: WorkspaceEvent[] = [
      { type: 'UserIdeaGenerated', data: { ...generation, ...ugp2p, copyId: 500000, private: false } },
      { type: 'UserIdeaPublished', data: { ...ugp2p, at } },
    ];
    given([])
      .when(saveTheirs(history, premium, 500001, 'UGP2P', 200000))
      .then([{ type: 'IdeaSavedToWorkspace', data: { userId: premium.userId, copyId: 500001, kind: 'ugp2p', originalId: 200000, subjectId: creator.userId, at, personal: { idea: theirIdea } } }]);
  });

  it('finds only an approved idea (published, shared, not deleted), ADMIN included; a restored one is found again', () => {
    const admin = member('ADMIN');
    // A private idea cannot be published, but a stream that says so still keeps it to its creator.
    const hidden = [[theirs], [theirs, published], [theirs, shared], [...approved, unpublished], [...approved, deleted], []];
    for (const actor of [premium, admin]) {
      for (const history of hidden) given([]).when(saveTheirs(history, actor)).thenThrows(NotFound, 'Idea not found');
      // Another source's idea of that id, and another id, are not this one.
      given([]).when(saveTheirs(approved, actor, 300001, 'UGP2P')).thenThrows(NotFound, 'Idea not found');
      given([]).when(saveTheirs(approved, actor, 300001, 'UGI', 100001)).thenThrows(NotFound, 'Idea not found');
    }
    given([]).when(saveTheirs([...approved, deleted, restored])).then([savedTheirs(300001)]);
  });

  it('needs PREMIUM or above for a premium idea, with the platform idea’s message', () => {
    given([]).when(saveTheirs(approved, member('FREE'))).thenThrows(Forbidden, 'Upgrade to PREMIUM to access this feature');
    const freeIdea: WorkspaceEvent = { type: 'UserIdeaGenerated', data: { ...generation, personal: { ...personal, idea } } };
    given([]).when(saveTheirs([freeIdea, shared, published], member('FREE'))).then([savedTheirs(300001, idea, member('FREE'))]);
  });

  it('keeps one copy per member and idea; the same save replayed records nothing', () => {
    given([savedTheirs(300001)]).when(saveTheirs(approved, premium, 300002)).thenThrows(Conflict, IDEA_ALREADY_SAVED);
    given([savedTheirs(300001)]).when(saveTheirs(approved)).then([]);
  });

  it('tells the creator they already have it, approved or not; a deleted one is not found', () => {
    for (const history of [[theirs], approved]) given(history).when(saveTheirs(history, creator)).thenThrows(Conflict, IDEA_ALREADY_SAVED);
    given([...approved, deleted]).when(saveTheirs([...approved, deleted], creator)).thenThrows(NotFound, 'Idea not found');
  });
});

describe('generating an idea (problem to product)', () => {
  const generate = (actor: Actor | null = pro, when = now, ideaId = 109999, source: UserIdeaSource = 'UGI') =>
    command('GenerateUserIdea', { ideaId, copyId: ideaId + 200000, source, idea, private: true, userContext: 'Fleets cannot report emissions', generation: ideaGeneration }, actor, when);

  it('records the user idea and the creator copy in one event', () => {
    given([]).when(generate()).then([generated(109999, 309999)]);
  });

  it('allows the 1500th idea of the month and refuses the 1501st', () => {
    const history = generatedMany(1499);
    given(history).when(generate()).then([generated(109999, 309999)]);
    given([...history, generated(109999, 309999)]).when(generate(pro, now, 110000)).thenThrows(TooManyRequests, IDEA_LIMIT_MESSAGE);
  });

  it('starts counting again in a new UTC month', () => {
    given(generatedMany(1500, lastMonth)).when(generate()).then([generated(109999, 309999)]);
  });

  it('checks the cap before the role, in the order the product sets', () => {
    const refused = refusal(generatedMany(1500), generate(member('PREMIUM')));
    expect(refused).toEqual(new TooManyRequests(IDEA_LIMIT_MESSAGE));
  });

  it('is for verified PRO and ADMIN members', () => {
    given([]).when(generate(null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
    given([]).when(generate(member('PRO', false))).thenThrows(Forbidden, 'Please check your inbox to continue.');
    given([]).when(generate(member('PREMIUM'))).thenThrows(Forbidden, 'Upgrade to PRO to access this feature');
    expect(workspaceDecider.decide(generate(member('ADMIN')), workspaceDecider.initialState())).toHaveLength(1);
  });

  it('records nothing when the same generation is replayed', () => {
    given([generated(109999, 309999)]).when(generate()).then([]);
  });

  it('records UGP2P ideas in their own collection', () => {
    const { events } = outcomeOf(workspaceDecider.decide(generate(pro, now, 200001, 'UGP2P'), workspaceDecider.initialState()));
    expect(events[0]).toMatchObject({ type: 'UserIdeaGenerated', data: { source: 'UGP2P', ideaId: 200001 } });
  });
});

describe('generating a document', () => {
  const generateDocument = (copyId: number, type: DocumentType = 'PRD', actor: Actor | null = pro, documentId = 999) =>
    command('GenerateWorkspaceDocument', { documentId, copyId, type, content: `# ${type}`, generation: documentGeneration }, actor);

  it('records the document for the member copy', () => {
    given([saved(700001, 7)]).when(generateDocument(700001)).then([documentGenerated(999, 700001)]);
  });

  it('answers 404 for a copy that is not in the workspace', () => {
    given([]).when(generateDocument(700001)).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
  });

  it('allows one document per type and copy', () => {
    given([saved(700001, 7), documentGenerated(5, 700001, 'PRD')]).when(generateDocument(700001)).thenThrows(Conflict, DOCUMENT_ALREADY_GENERATED);
    given([saved(700001, 7), documentGenerated(5, 700001, 'PRD')])
      .when(generateDocument(700001, 'GTM'))
      .then([documentGenerated(999, 700001, 'GTM')]);
  });

  it('lets a 100th copy get documents and refuses a 101st', () => {
    const newCopy = saved(799999, 9999);
    given([...copiesWithDocuments(99), newCopy]).when(generateDocument(799999)).then([documentGenerated(999, 799999)]);
    given([...copiesWithDocuments(100), newCopy]).when(generateDocument(799999)).thenThrows(TooManyRequests, DOCUMENT_LIMIT_MESSAGE);
  });

  it('lets a copy counted this month get more documents at the cap', () => {
    given(copiesWithDocuments(100)).when(generateDocument(700000, 'GTM')).then([documentGenerated(999, 700000, 'GTM')]);
  });

  it('starts counting again in a new UTC month, where a copy with last month documents counts anew', () => {
    given([...copiesWithDocuments(100, lastMonth)]).when(generateDocument(700000, 'GTM')).then([documentGenerated(999, 700000, 'GTM')]);
    const thisMonth = Array.from({ length: 100 }, (_, index) => [saved(710000 + index, 5000 + index), documentGenerated(5000 + index, 710000 + index)]).flat();
    given([...copiesWithDocuments(1, lastMonth), ...thisMonth])
      .when(generateDocument(700000, 'GTM'))
      .thenThrows(TooManyRequests, DOCUMENT_LIMIT_MESSAGE);
  });

  it('is for verified PRO and ADMIN members', () => {
    given([saved(700001, 7)]).when(generateDocument(700001, 'PRD', member('PREMIUM'))).thenThrows(Forbidden, 'Upgrade to PRO to access this feature');
    given([saved(700001, 7)]).when(generateDocument(700001, 'PRD', member('ADMIN', false))).thenThrows(Forbidden, 'Please check your inbox to continue.');
    given([saved(700001, 7)]).when(generateDocument(700001, 'PRD', null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });

  it('records nothing when the same generation is replayed', () => {
    given([saved(700001, 7), documentGenerated(999, 700001)]).when(generateDocument(700001)).then([]);
  });
});

describe('generating a power-up', () => {
  const powerUp = (type: PowerUpType = 'VALIDATION_HACKS', powerUpId = 3): WorkspaceEvent => ({
    type: 'PowerUpGenerated',
    data: { userId, powerUpId, kind: 'idea', copyId: 700001, type, generation: powerUpGeneration, at, personal: { content: 'Hacks' } },
  });
  const generatePowerUp = (actor: Actor | null = pro, type: PowerUpType = 'VALIDATION_HACKS', copyId = 700001, powerUpId = 3) =>
    command('GeneratePowerUp', { powerUpId, copyId, type, content: 'Hacks', generation: powerUpGeneration }, actor);

  it('is for any verified role but FREE', () => {
    given([saved(700001, 7)]).when(generatePowerUp(member('PREMIUM'))).then([powerUp()]);
    given([saved(700001, 7)]).when(generatePowerUp(member('FREE'))).thenThrows(Forbidden, 'Upgrade to PREMIUM to access this feature');
    given([saved(700001, 7)]).when(generatePowerUp(member('PREMIUM', false))).thenThrows(Forbidden, 'Please check your inbox to continue.');
  });

  it('answers 404 for a copy that is not in the workspace', () => {
    given([saved(700001, 7)]).when(generatePowerUp(pro, 'VALIDATION_HACKS', 700002)).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
  });

  it('allows one power-up per type and copy, and a replay records nothing', () => {
    given([saved(700001, 7), powerUp()]).when(generatePowerUp(pro, 'VALIDATION_HACKS', 700001, 4)).thenThrows(Conflict, POWER_UP_ALREADY_GENERATED);
    given([saved(700001, 7), powerUp()]).when(generatePowerUp()).then([]);
    given([saved(700001, 7), powerUp()]).when(generatePowerUp(pro, 'VIRALITY_SUGGESTIONS', 700001, 4)).then([powerUp('VIRALITY_SUGGESTIONS', 4)]);
  });
});

describe('editing a workspace idea', () => {
  const edit = (copyId: number, changes: Partial<CopyFields>, actor: Actor | null = pro) => command('EditWorkspaceIdea', { copyId, changes }, actor);

  it('records only the fields that change', () => {
    given([saved(700001, 7)])
      .when(edit(700001, { title: 'Carbon Ledger', description: 'Freight emissions, counted per trip.', tags: ['carbon'] }))
      .then([{ type: 'WorkspaceIdeaEdited', data: { userId, copyId: 700001, kind: 'idea', fields: ['description'], at, personal: { changes: { description: 'Freight emissions, counted per trip.' } } } }]);
    given([saved(700001, 7)]).when(edit(700001, { title: 'Carbon Ledger' })).then([]);
  });

  it('edits the copy of a generated idea as a UGI copy, and the state keeps the new fields', () => {
    given([generated(100000, 300000)])
      .when(edit(300000, { title: 'Fleet Ledger' }))
      .then([{ type: 'WorkspaceIdeaEdited', data: { userId, copyId: 300000, kind: 'ugi', fields: ['title'], at, personal: { changes: { title: 'Fleet Ledger' } } } }]);
    given([generated(100000, 300000), { type: 'WorkspaceIdeaEdited', data: { userId, copyId: 300000, kind: 'ugi', fields: ['title'], at, personal: { changes: { title: 'Fleet Ledger' } } } }])
      .when(edit(300000, { title: 'Fleet Ledger' }))
      .then([]);
  });

  it('is for the owner only: a copy not in this workspace is not found', () => {
    given([saved(700001, 7)]).when(edit(700002, { title: 'Fleet Ledger' })).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
    given([]).when(edit(700001, { title: 'Fleet Ledger' }, null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });
});

describe('sharing a generated idea', () => {
  const share = (id: number, source: UserIdeaSource = 'UGI') => command('ShareUserIdea', { source, id }, pro);
  const shared: WorkspaceEvent = { type: 'UserIdeaShared', data: { userId, ideaId: 100000, source: 'UGI', at } };

  it('makes a private idea public, named by its id or its copy id', () => {
    given([generated(100000, 300000)]).when(share(100000)).then([shared]);
    given([generated(100000, 300000)]).when(share(300000)).then([shared]);
  });

  it('records nothing the second time', () => {
    given([generated(100000, 300000), shared]).when(share(100000)).then([]);
  });

  it('answers 404 for an idea the member did not generate, or of the other source', () => {
    given([generated(100000, 300000), saved(700001, 7)]).when(share(700001)).thenThrows(NotFound, USER_IDEA_NOT_FOUND);
    given([generated(100000, 300000)]).when(share(100000, 'UGP2P')).thenThrows(NotFound, USER_IDEA_NOT_FOUND);
  });
});

describe('editing a workspace document', () => {
  const editDocument = (documentId: number) => command('EditWorkspaceDocument', { documentId, content: '# PRD\n\nRewritten.' }, pro);

  it('records the new content of the member document', () => {
    given([saved(700001, 7), documentGenerated(999, 700001)])
      .when(editDocument(999))
      .then([{ type: 'WorkspaceDocumentEdited', data: { userId, documentId: 999, at, personal: { content: '# PRD\n\nRewritten.' } } }]);
  });

  it('answers 404 for a document not in the workspace', () => {
    given([saved(700001, 7)]).when(editDocument(999)).thenThrows(NotFound, 'Document not found');
  });
});

describe("an admin's curation of a member's idea", () => {
  const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
  const ugi = { source: 'UGI', ideaId: 100000 } as const;
  const shared: WorkspaceEvent = { type: 'UserIdeaShared', data: { userId, ...ugi, at } };
  const published: WorkspaceEvent = { type: 'UserIdeaPublished', data: { userId, ...ugi, at } };
  const unpublished: WorkspaceEvent = { type: 'UserIdeaUnpublished', data: { userId, ...ugi, at } };
  const stamped = (stamp: string | null): WorkspaceEvent => ({ type: 'UserIdeaStamped', data: { userId, ...ugi, stamp, at } });
  const deleted: WorkspaceEvent = { type: 'UserIdeaDeleted', data: { userId, ...ugi, at, personal: { title: idea.title, description: idea.description } } };
  const restored: WorkspaceEvent = { type: 'UserIdeaRestored', data: { userId, ...ugi, at } };
  const publish = command('PublishUserIdea', ugi, admin);
  const unpublish = command('UnpublishUserIdea', ugi, admin);
  const stamp = (value: string | null) => command('StampUserIdea', { ...ugi, stamp: value }, admin);
  const remove = command('DeleteUserIdea', ugi, admin);
  const restore = command('RestoreUserIdea', ugi, admin);
  const mine = generated(100000, 300000);

  it('publishes a shared idea (its approval, no documents asked for), naming the creator; a repeat records nothing', () => {
    given([mine, shared]).when(publish).then([published]);
    given([mine, shared, published]).when(publish).then([]);
  });

  it('refuses to publish a private idea, as an answer rather than an error', () => {
    given([mine]).when(publish).thenRefuses({ message: 'Private ideas cannot be published', missingDocuments: [], reason: 'Private ideas cannot be published' });
  });

  it('unpublishes a published idea; an unpublished one records nothing', () => {
    given([mine, shared, published]).when(unpublish).then([unpublished]);
    given([mine, shared]).when(unpublish).then([]);
    given([mine, shared, published, unpublished]).when(unpublish).then([]);
  });

  it('sets, changes and clears a stamp; the stamp in force records nothing', () => {
    given([mine]).when(stamp('Top Picks')).then([stamped('Top Picks')]);
    given([mine, stamped('Top Picks')]).when(stamp('Top Picks')).then([]);
    given([mine, stamped('Top Picks')]).when(stamp(null)).then([stamped(null)]);
    given([mine]).when(stamp(null)).then([]);
  });

  it('deletes with the title and description the creator last gave it; deleting again records nothing', () => {
    const edited: WorkspaceEvent = { type: 'WorkspaceIdeaEdited', data: { userId, copyId: 300000, kind: 'ugi', fields: ['title'], at, personal: { changes: { title: 'Fleet Ledger' } } } };
    given([mine, edited]).when(remove).then([{ ...deleted, data: { ...deleted.data, personal: { title: 'Fleet Ledger', description: idea.description } } }]);
    given([mine, deleted]).when(remove).then([]);
  });

  it('restores only a deleted idea', () => {
    given([mine, deleted]).when(restore).then([restored]);
    given([mine]).when(restore).thenThrows(NotFound, 'Deleted idea not found');
    given([mine, deleted, restored]).when(restore).thenThrows(NotFound, 'Deleted idea not found');
    given([]).when(restore).thenThrows(NotFound, 'Deleted idea not found');
  });

  it('does not curate a deleted idea until it is restored', () => {
    given([mine, shared, deleted]).when(publish).thenThrows(NotFound, 'Idea not found');
    given([mine, deleted]).when(stamp('Crazy')).thenThrows(NotFound, 'Idea not found');
    given([mine, shared, deleted, restored]).when(publish).then([published]);
  });

  it('answers 404 for an idea this workspace did not generate, or of the other source', () => {
    given([mine]).when(command('PublishUserIdea', { source: 'UGP2P', ideaId: 100000 }, admin)).thenThrows(NotFound, 'Idea not found');
    given([mine]).when(command('DeleteUserIdea', { source: 'UGI', ideaId: 100001 }, admin)).thenThrows(NotFound, 'Idea not found');
    given([mine]).when(command('StampUserIdea', { source: 'UGI', ideaId: 300000, stamp: 'Crazy' }, admin)).thenThrows(NotFound, 'Idea not found');
  });

  it('is for ADMIN only, the creator included', () => {
    given([mine, shared]).when(command('PublishUserIdea', ugi, pro)).thenThrows(Forbidden, 'Admin access required');
    given([mine]).when(command('DeleteUserIdea', ugi, null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
    given([mine, deleted]).when(command('RestoreUserIdea', ugi, pro)).thenThrows(Forbidden, 'Admin access required');
  });

  it('puts a deleted idea and its copy out of the creator reach: share, edit, documents, power-ups', () => {
    const history = [mine, documentGenerated(999, 300000), deleted];
    given(history).when(command('ShareUserIdea', { source: 'UGI', id: 100000 })).thenThrows(NotFound, USER_IDEA_NOT_FOUND);
    given(history).when(command('EditWorkspaceIdea', { copyId: 300000, changes: { title: 'Fleet Ledger' } })).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
    given(history)
      .when(command('GenerateWorkspaceDocument', { documentId: 1000, copyId: 300000, type: 'GTM', content: '# GTM', generation: documentGeneration }))
      .thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
    given(history)
      .when(command('GeneratePowerUp', { powerUpId: 5, copyId: 300000, type: 'VALIDATION_HACKS', content: '- hack', generation: powerUpGeneration }))
      .thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
    given(history).when(command('EditWorkspaceDocument', { documentId: 999, content: '# PRD' })).thenThrows(NotFound, 'Document not found');
  });

  it('gives a restored idea and its copy back to the creator', () => {
    given([mine, deleted, restored]).when(command('ShareUserIdea', { source: 'UGI', id: 100000 })).then([shared]);
  });
});

describe("a job's score of a member's idea", () => {
  const job: Actor = { userId: 'job', role: 'ADMIN', emailVerified: true };
  const ugi = { source: 'UGI', ideaId: 100000 } as const;
  const shared: WorkspaceEvent = { type: 'UserIdeaShared', data: { userId, ...ugi, at } };
  const deleted: WorkspaceEvent = { type: 'UserIdeaDeleted', data: { userId, ...ugi, at, personal: { title: idea.title, description: idea.description } } };
  const provenance = { rubricVersion: 1, fieldsHash: 'fields-1', promptHash: 'prompt-1', provider: 'local', model: 'local-scorer-1', tokensIn: 10, tokensOut: 20 } as const;
  const score = (fieldsHash = 'fields-1', actor: Actor = job) => command('ScoreUserIdea', { ...ugi, ...provenance, fieldsHash, scorecard: sampleScorecard(64) }, actor);
  const scored = (fieldsHash = 'fields-1'): WorkspaceEvent => ({
    type: 'UserIdeaScored',
    data: { userId, ...ugi, ...provenance, fieldsHash, overall: 64, at, personal: { scorecard: sampleScorecard(64) } },
  });
  const mine = generated(100000, 300000);

  it('records the scorecard of a shared idea, sealed as the member\'s text, the overall in clear', () => {
    given([mine, shared]).when(score()).then([scored()]);
  });

  it('records nothing for the same fields under the same rubric version, and scores changed fields again', () => {
    given([mine, shared, scored()]).when(score()).then([]);
    given([mine, shared, scored()]).when(score('fields-2')).then([scored('fields-2')]);
  });

  it('records nothing for a private idea: it is the member\'s alone', () => {
    given([mine]).when(score()).then([]);
  });

  it('answers 404 for a deleted idea or one the stream does not hold, and is for the job (an admin) only', () => {
    given([mine, shared, deleted]).when(score()).thenThrows(NotFound, 'Idea not found');
    given([]).when(score()).thenThrows(NotFound, 'Idea not found');
    given([mine, shared]).when(score('fields-1', pro)).thenThrows(Forbidden, ADMIN_REQUIRED);
  });
});

describe('a copy of an idea deleted in another stream (a platform idea, or a member idea this member saved)', () => {
  const savedTheirs: WorkspaceEvent = { type: 'IdeaSavedToWorkspace', data: { userId, copyId: 300001, kind: 'ugi', originalId: 100000, subjectId: 'creator', at, personal: { idea } } };
  const theirsDocument: WorkspaceEvent = {
    type: 'WorkspaceDocumentGenerated',
    data: { userId, documentId: 1000, kind: 'ugi', copyId: 300001, type: 'PRD', generation: documentGeneration, at, personal: { content: '# PRD' } },
  };
  const history = [saved(700001, 7), documentGenerated(999, 700001), savedTheirs, theirsDocument];
  const edit = (copyId: number) => command('EditWorkspaceIdea', { copyId, changes: { title: 'Fleet Ledger' } });
  const generateDocument = (copyId: number) =>
    command('GenerateWorkspaceDocument', { documentId: 1001, copyId, type: 'GTM', content: '# GTM', generation: documentGeneration });
  const generatePowerUp = (copyId: number) =>
    command('GeneratePowerUp', { powerUpId: 5, copyId, type: 'VALIDATION_HACKS', content: '- hack', generation: powerUpGeneration });
  const editDocument = (documentId: number) => command('EditWorkspaceDocument', { documentId, content: '# PRD' });

  it('is out of the member reach, as a copy of their own deleted idea is: edit, documents, power-ups', () => {
    for (const [deleted, copyId, documentId] of [['idea:7', 700001, 999], ['ugi:100000', 300001, 1000]] as const) {
      const given = deciderSpec(workspaceDeciderKnowing(new Set([deleted])));
      given(history).when(edit(copyId)).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
      given(history).when(generateDocument(copyId)).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
      given(history).when(generatePowerUp(copyId)).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
      given(history).when(editDocument(documentId)).thenThrows(NotFound, 'Document not found');
    }
  });

  it('leaves the copies of other originals as they are, and comes back once the original is not deleted', () => {
    const given = deciderSpec(workspaceDeciderKnowing(new Set(['idea:7'])));
    given(history).when(edit(300001)).then([{ type: 'WorkspaceIdeaEdited', data: { userId, copyId: 300001, kind: 'ugi', fields: ['title'], at, personal: { changes: { title: 'Fleet Ledger' } } } }]);
    given(history).when(editDocument(1000)).then([{ type: 'WorkspaceDocumentEdited', data: { userId, documentId: 1000, at, personal: { content: '# PRD' } } }]);
    deciderSpec(workspaceDeciderKnowing(new Set()))(history)
      .when(edit(700001))
      .then([{ type: 'WorkspaceIdeaEdited', data: { userId, copyId: 700001, kind: 'idea', fields: ['title'], at, personal: { changes: { title: 'Fleet Ledger' } } } }]);
  });
});

describe("erased texts (a member erased: what is sealed under their key opens as null)", () => {
  const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
  const erased = (event: WorkspaceEvent): WorkspaceEvent => ({ ...event, data: { ...event.data, personal: null } }) as WorkspaceEvent;
  const ugi = { source: 'UGI', ideaId: 100000 } as const;

  it("leaves nothing of an erased creator's idea to curate or to save", () => {
    const history = [erased(generated(100000, 300000)), { type: 'UserIdeaShared', data: { userId, ...ugi, at } } as WorkspaceEvent];
    given(history).when(command('PublishUserIdea', ugi, admin)).thenThrows(NotFound, 'Idea not found');
    given(history).when(command('DeleteUserIdea', ugi, admin)).thenThrows(NotFound, 'Idea not found');
    const creator = history.reduce(workspaceDecider.evolve, workspaceDecider.initialState());
    given([])
      .when(command('SaveIdeaToWorkspace', { copyId: 300001, originalId: 100000, original: { kind: 'user', source: 'UGI', creator } }, member('PREMIUM')))
      .thenThrows(NotFound, 'Idea not found');
  });

  it("puts a copy of an erased creator's idea, and its documents, out of the saver's reach", () => {
    const copyOfErased = erased({ type: 'IdeaSavedToWorkspace', data: { userId, copyId: 300001, kind: 'ugi', originalId: 100000, subjectId: 'creator', at, personal: null } });
    const history = [copyOfErased, documentGenerated(1000, 300001)];
    given(history).when(command('EditWorkspaceIdea', { copyId: 300001, changes: { title: 'Fleet Ledger' } })).thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
    given(history)
      .when(command('GeneratePowerUp', { powerUpId: 5, copyId: 300001, type: 'VALIDATION_HACKS', content: '- hack', generation: powerUpGeneration }))
      .thenThrows(NotFound, IDEA_NOT_IN_WORKSPACE);
    given(history).when(command('EditWorkspaceDocument', { documentId: 1000, content: '# PRD' })).thenThrows(NotFound, 'Document not found');
  });
});
