import { describe, it } from 'vitest';
import type { Actor } from '../shared/decider';
import { Conflict, Forbidden, NotFound, Unauthenticated } from '../shared/errors';
import { deciderSpec } from '../shared/testing/decider-spec';
import { AUTO_DELETE_WINDOW_MS, DOCUMENT_TYPES, type DocumentType } from './idea-enumerations';
import type { IdeaCommand } from './idea-commands';
import {
  ARCHIVED_NOT_PUBLISHABLE,
  ARCHIVE_TOO_EARLY,
  AUTO_DELETE_NOT_ENABLED,
  DELETED_IDEA_NOT_FOUND,
  DOCUMENT_NOT_FOUND,
  IDEA_NOT_FOUND,
  ideaDecider,
  type PublishRefusal,
} from './idea-decider';
import type { IdeaEvent } from './idea-events';
import { ideaContentOf, type NewIdea } from './idea-fields';
import { sampleScorecard } from '../scoring/testing/sample-scorecard';

const given = deciderSpec(ideaDecider);
const ideaId = 7;
const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const HOUR = 60 * 60 * 1000;
const admin: Actor = { userId: '0197a1b2-0000-7000-8000-0000000000ad', role: 'ADMIN', emailVerified: true };
const pro: Actor = { userId: '0197a1b2-0000-7000-8000-000000000002', role: 'PRO', emailVerified: true };

const idea: NewIdea = {
  title: 'Carbon Ledger',
  description: 'Carbon accounting for mid-size freight fleets.',
  category: 'GreenTech,LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$5B',
  competition: 'Medium — three incumbents',
  problem: 'Fleets cannot report emissions.',
  solution: 'A ledger fed by telematics.',
  differentiation: 'Per-trip granularity.',
  goToMarket: 'Freight associations.',
  wowFactor: 'Audit-ready in a day.',
  revenue: 'Per-vehicle subscription.',
  timeline: '6 months',
  teamSize: '4',
  technologies: ['IoT', 'Cloud'],
  tags: ['carbon', 'fleets'],
  mockup: null,
  country: 'Global',
  type: 'FREE',
  batchNumber: null,
  stamp: null,
};

function command<T extends IdeaCommand['type']>(
  type: T,
  data: Extract<IdeaCommand, { type: T }>['data'],
  actor: Actor | null = admin,
  when: Date = now,
): IdeaCommand {
  return { type, data, metadata: { actor, now: when } } as IdeaCommand;
}

const created: IdeaEvent = { type: 'IdeaCreated', data: { ...idea, ideaId, creatorId: admin.userId, createdAt: at, at } };
const documentAdded = (type: DocumentType, documentId = 100 + DOCUMENT_TYPES.indexOf(type)): IdeaEvent => ({
  type: 'IdeaDocumentAdded',
  data: { ideaId, documentId, type, content: `# ${type}`, at },
});
const allDocuments = DOCUMENT_TYPES.map((type) => documentAdded(type));
const published: IdeaEvent = { type: 'IdeaPublished', data: { ideaId, at } };
const deleted: IdeaEvent = { type: 'IdeaDeleted', data: { ideaId, title: idea.title, description: idea.description, at } };
const archived: IdeaEvent = { type: 'IdeaArchived', data: { ideaId, at } };
/** The refusal of an idea with only its PRD and GTM. */
const missingThree: PublishRefusal = {
  message: 'Missing documents: Pitch Deck, Financial Plan, Pre-launch Page',
  missingDocuments: ['PITCH_DECK', 'FINANCIAL_PLAN', 'PRELAUNCH'],
  reason: null,
};
const autoDeleteOn = (activatedAt: Date = now): IdeaEvent => ({
  type: 'IdeaAutoDeleteSwitched',
  data: { ideaId, autoDeleted: true, activatedAt: activatedAt.toISOString(), at: activatedAt.toISOString() },
});

describe('curating is for ADMIN only', () => {
  const curating: IdeaCommand[] = [
    command('CreateIdea', { ideaId, idea, documents: [] }, pro),
    command('EditIdea', { changes: { title: 'New title' } }, pro),
    command('PublishIdea', {}, pro),
    command('UnpublishIdea', {}, pro),
    command('ChangeIdeaType', { type: 'PREMIUM' }, pro),
    command('StampIdea', { stamp: 'Crazy' }, pro),
    command('SwitchAutoDelete', { autoDeleted: true }, pro),
    command('DeleteIdea', {}, pro),
    command('RestoreIdea', {}, pro),
    command('AddIdeaDocument', { documentId: 100, type: 'PRD', content: 'x' }, pro),
    command('EditIdeaDocument', { documentId: 100, content: 'x' }, pro),
  ];
  it.each(curating.map((refused) => [refused.type, refused] as const))('refuses %s from a PRO member', (_type, refused) => {
    given([created, ...allDocuments]).when(refused).thenThrows(Forbidden, 'Admin access required');
  });

  it('refuses a signed-out caller', () => {
    given([created]).when(command('PublishIdea', {}, null)).thenThrows(Unauthenticated, 'Please sign in to access this feature');
  });
});

describe('CreateIdea', () => {
  it('records the idea with its creator and creation time, and its documents', () => {
    const createdAt = new Date('2026-10-01T00:00:00.000Z');
    given([])
      .when(command('CreateIdea', { ideaId, idea, createdAt, documents: [{ documentId: 100, type: 'PRD', content: '# PRD' }] }))
      .then([
        { type: 'IdeaCreated', data: { ...idea, ideaId, creatorId: admin.userId, createdAt: createdAt.toISOString(), at } },
        documentAdded('PRD'),
      ]);
  });

  it('dates the idea now when no creation time is given', () => {
    given([]).when(command('CreateIdea', { ideaId, idea, documents: [] })).then([created]);
  });

  it('records nothing when the idea exists already (the command ran before)', () => {
    given([created]).when(command('CreateIdea', { ideaId, idea, documents: [] })).then([]);
  });

  it('publishes the new idea in the same decision when asked and it has all five documents', () => {
    const documents = DOCUMENT_TYPES.map((type) => ({ documentId: 100 + DOCUMENT_TYPES.indexOf(type), type, content: `# ${type}` }));
    given([]).when(command('CreateIdea', { ideaId, idea, documents, publish: true })).then([created, ...allDocuments, published]);
  });

  it('creates the idea Unpublished when it may not be published, and says why', () => {
    const documents = [{ documentId: 100, type: 'PRD' as const, content: '# PRD' }];
    given([])
      .when(command('CreateIdea', { ideaId, idea, documents, publish: true }))
      .thenRefuses({ message: 'Missing documents: Pitch Deck, Go-to-Market Strategy, Financial Plan, Pre-launch Page', missingDocuments: ['PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH'], reason: null }, [created, documentAdded('PRD')]);
  });

  it('refuses two documents of one type', () => {
    const documents = [
      { documentId: 100, type: 'GTM' as const, content: 'a' },
      { documentId: 101, type: 'GTM' as const, content: 'b' },
    ];
    given([]).when(command('CreateIdea', { ideaId, idea, documents })).thenThrows(Conflict, 'This idea already has a Go-to-Market Strategy');
  });
});

describe('EditIdea', () => {
  it('records only the fields whose value changes', () => {
    const changes = { title: 'Carbon Ledger Pro', marketSize: '$7B' };
    given([created]).when(command('EditIdea', { changes: { ...changes, category: idea.category, tags: [...idea.tags] } })).then([{ type: 'IdeaEdited', data: { ideaId, changes, at } }]);
  });

  it('records nothing for an empty edit, or one that sends every field back unchanged', () => {
    given([created]).when(command('EditIdea', { changes: {} })).then([]);
    const renamed = { type: 'IdeaEdited' as const, data: { ideaId, changes: { title: 'Renamed' }, at } };
    given([created, renamed]).when(command('EditIdea', { changes: { ...ideaContentOf(idea), title: 'Renamed' } })).then([]);
  });

  it('refuses an unknown or deleted idea', () => {
    given([]).when(command('EditIdea', { changes: { title: 'x' } })).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([created, deleted]).when(command('EditIdea', { changes: { title: 'xyz' } })).thenThrows(NotFound, IDEA_NOT_FOUND);
  });

  it('changes the title and description that a later deletion records', () => {
    const changes = { title: 'Renamed', description: 'A new description of it.' };
    given([created, { type: 'IdeaEdited', data: { ideaId, changes, at } }])
      .when(command('DeleteIdea', {}))
      .then([{ type: 'IdeaDeleted', data: { ideaId, ...changes, at } }]);
  });
});

describe('UpdateIdea (the admin edit form: fields, type and status at once)', () => {
  const update = (data: Extract<IdeaCommand, { type: 'UpdateIdea' }>['data'], actor: Actor = admin) => command('UpdateIdea', data, actor);
  const changes = { title: 'Carbon Ledger Pro', marketSize: '$7B' };
  const edited: IdeaEvent = { type: 'IdeaEdited', data: { ideaId, changes, at } };
  const toPremium: IdeaEvent = { type: 'IdeaTypeChanged', data: { ideaId, type: 'PREMIUM', at } };
  const unpublished: IdeaEvent = { type: 'IdeaUnpublished', data: { ideaId, at } };

  it('records the fields, then the type, then the unpublishing, in one decision', () => {
    given([created, ...allDocuments, published]).when(update({ changes, type: 'PREMIUM', status: 'Unpublished' })).then([edited, toPremium, unpublished]);
  });

  it('publishes first, then records the rest', () => {
    given([created, ...allDocuments]).when(update({ changes, type: 'PREMIUM', status: 'Published' })).then([published, edited, toPremium]);
  });

  it('refuses the whole edit when the publish it asks for is refused, recording nothing', () => {
    given([created, documentAdded('PRD'), documentAdded('GTM')]).when(update({ changes, type: 'PREMIUM', status: 'Published' })).thenRefuses(missingThree);
  });

  it('records only what changes', () => {
    given([created, ...allDocuments, published]).when(update({ changes: {}, type: 'FREE', status: 'Published' })).then([]);
    // The form sends every field back: only the title changed.
    given([created]).when(update({ changes: { ...ideaContentOf(idea), title: 'Renamed' } })).then([{ type: 'IdeaEdited', data: { ideaId, changes: { title: 'Renamed' }, at } }]);
    given([created]).when(update({ changes: {}, status: 'Unpublished' })).then([]);
  });

  it('refuses an unknown or deleted idea, and a member', () => {
    given([]).when(update({ changes })).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([created, deleted]).when(update({ changes, status: 'Published' })).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([created]).when(update({ changes }, pro)).thenThrows(Forbidden, 'Admin access required');
  });
});

describe('PublishIdea', () => {
  it('publishes an idea with all five documents', () => {
    given([created, ...allDocuments]).when(command('PublishIdea', {})).then([published]);
  });

  it('refuses an idea missing documents, naming them', () => {
    given([created, documentAdded('PRD'), documentAdded('GTM')]).when(command('PublishIdea', {})).thenRefuses(missingThree);
  });

  it('refuses an archived idea with a stated reason', () => {
    given([created, ...allDocuments, autoDeleteOn(), archived])
      .when(command('PublishIdea', {}))
      .thenRefuses({ missingDocuments: [], reason: ARCHIVED_NOT_PUBLISHABLE, message: ARCHIVED_NOT_PUBLISHABLE });
  });

  it('records nothing when already Published', () => {
    given([created, ...allDocuments, published]).when(command('PublishIdea', {})).then([]);
  });

  it('refuses a deleted idea', () => {
    given([created, ...allDocuments, deleted]).when(command('PublishIdea', {})).thenThrows(NotFound, IDEA_NOT_FOUND);
  });
});

describe('UnpublishIdea', () => {
  it('unpublishes a Published idea', () => {
    given([created, ...allDocuments, published]).when(command('UnpublishIdea', {})).then([{ type: 'IdeaUnpublished', data: { ideaId, at } }]);
  });

  it('records nothing when already Unpublished', () => {
    given([created]).when(command('UnpublishIdea', {})).then([]);
  });
});

describe('ChangeIdeaType', () => {
  it('makes a FREE idea PREMIUM and back', () => {
    const toPremium: IdeaEvent = { type: 'IdeaTypeChanged', data: { ideaId, type: 'PREMIUM', at } };
    given([created]).when(command('ChangeIdeaType', { type: 'PREMIUM' })).then([toPremium]);
    given([created, toPremium]).when(command('ChangeIdeaType', { type: 'FREE' })).then([{ type: 'IdeaTypeChanged', data: { ideaId, type: 'FREE', at } }]);
  });

  it('records nothing when the type is already that', () => {
    given([created]).when(command('ChangeIdeaType', { type: 'FREE' })).then([]);
  });
});

describe('StampIdea', () => {
  const stamped: IdeaEvent = { type: 'IdeaStamped', data: { ideaId, stamp: 'Top Picks', at } };

  it('sets a stamp, a custom one too, and clears it', () => {
    given([created]).when(command('StampIdea', { stamp: 'Top Picks' })).then([stamped]);
    given([created, stamped]).when(command('StampIdea', { stamp: 'Editor choice' })).then([{ type: 'IdeaStamped', data: { ideaId, stamp: 'Editor choice', at } }]);
    given([created, stamped]).when(command('StampIdea', { stamp: null })).then([{ type: 'IdeaStamped', data: { ideaId, stamp: null, at } }]);
  });

  it('records nothing when the stamp is already that', () => {
    given([created, stamped]).when(command('StampIdea', { stamp: 'Top Picks' })).then([]);
    given([created]).when(command('StampIdea', { stamp: null })).then([]);
  });
});

describe('SwitchAutoDelete', () => {
  it('switches on, starting the 48-hour window now', () => {
    given([created]).when(command('SwitchAutoDelete', { autoDeleted: true })).then([autoDeleteOn()]);
  });

  it('switches off, clearing the start', () => {
    given([created, autoDeleteOn()])
      .when(command('SwitchAutoDelete', { autoDeleted: false }))
      .then([{ type: 'IdeaAutoDeleteSwitched', data: { ideaId, autoDeleted: false, activatedAt: null, at } }]);
  });

  it('records nothing when already in that position (the window does not restart)', () => {
    given([created, autoDeleteOn(new Date(now.getTime() - HOUR))]).when(command('SwitchAutoDelete', { autoDeleted: true })).then([]);
    given([created]).when(command('SwitchAutoDelete', { autoDeleted: false })).then([]);
  });
});

describe('ArchiveIdea (anyone asks; the idea decides)', () => {
  const archive = (when: Date, actor: Actor | null = null) => command('ArchiveIdea', {}, actor, when);

  it('refuses before the 48 hours have passed', () => {
    const oneMsEarly = new Date(now.getTime() + AUTO_DELETE_WINDOW_MS - 1);
    given([created, autoDeleteOn()]).when(archive(oneMsEarly)).thenThrows(Conflict, ARCHIVE_TOO_EARLY);
    given([created, autoDeleteOn()]).when(archive(now, admin)).thenThrows(Conflict, ARCHIVE_TOO_EARLY);
  });

  it('archives once the 48 hours have passed, for a signed-out viewer too', () => {
    const due = new Date(now.getTime() + AUTO_DELETE_WINDOW_MS);
    given([created, autoDeleteOn()]).when(archive(due)).then([{ type: 'IdeaArchived', data: { ideaId, at: due.toISOString() } }]);
  });

  it('refuses an idea without auto-delete, or whose auto-delete was switched off', () => {
    const late = new Date(now.getTime() + 3 * AUTO_DELETE_WINDOW_MS);
    given([created]).when(archive(late)).thenThrows(Conflict, AUTO_DELETE_NOT_ENABLED);
    const off: IdeaEvent = { type: 'IdeaAutoDeleteSwitched', data: { ideaId, autoDeleted: false, activatedAt: null, at } };
    given([created, autoDeleteOn(), off]).when(archive(late)).thenThrows(Conflict, AUTO_DELETE_NOT_ENABLED);
  });

  it('records nothing when already archived', () => {
    given([created, autoDeleteOn(), archived]).when(archive(new Date(now.getTime() + AUTO_DELETE_WINDOW_MS))).then([]);
  });

  it('refuses an unknown or deleted idea', () => {
    given([]).when(archive(now)).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([created, autoDeleteOn(), deleted]).when(archive(new Date(now.getTime() + AUTO_DELETE_WINDOW_MS))).thenThrows(NotFound, IDEA_NOT_FOUND);
  });
});

describe('DeleteIdea and RestoreIdea', () => {
  const restored: IdeaEvent = { type: 'IdeaRestored', data: { ideaId, at } };

  it('deletes, recording title and description for the deleted-ideas list', () => {
    given([created]).when(command('DeleteIdea', {})).then([deleted]);
  });

  it('records nothing when deleting a deleted idea', () => {
    given([created, deleted]).when(command('DeleteIdea', {})).then([]);
  });

  it('restores only a deleted idea: a live one is no deleted idea', () => {
    given([created]).when(command('RestoreIdea', {})).thenThrows(NotFound, DELETED_IDEA_NOT_FOUND);
    given([created, deleted, restored]).when(command('RestoreIdea', {})).thenThrows(NotFound, DELETED_IDEA_NOT_FOUND);
  });

  it('restores a deleted idea, which can then be curated again', () => {
    given([created, deleted]).when(command('RestoreIdea', {})).then([restored]);
    given([created, deleted, restored]).when(command('StampIdea', { stamp: 'Crazy' })).then([{ type: 'IdeaStamped', data: { ideaId, stamp: 'Crazy', at } }]);
  });

  it('refuses an unknown idea', () => {
    given([]).when(command('DeleteIdea', {})).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([]).when(command('RestoreIdea', {})).thenThrows(NotFound, DELETED_IDEA_NOT_FOUND);
  });
});

describe('documents: one per idea and type', () => {
  it('adds a document of a type the idea lacks', () => {
    given([created]).when(command('AddIdeaDocument', { documentId: 100, type: 'PRD', content: '# PRD' })).then([documentAdded('PRD')]);
  });

  it('records nothing when the same document is added again', () => {
    given([created, documentAdded('PRD')]).when(command('AddIdeaDocument', { documentId: 100, type: 'PRD', content: '# PRD' })).then([]);
  });

  it('refuses a second document of a type', () => {
    given([created, documentAdded('PRD')])
      .when(command('AddIdeaDocument', { documentId: 200, type: 'PRD', content: 'again' }))
      .thenThrows(Conflict, 'This idea already has a Product Requirements Doc');
  });

  it('edits a document of the idea, and refuses a document of another idea', () => {
    given([created, documentAdded('PRD')])
      .when(command('EditIdeaDocument', { documentId: 100, content: 'v2' }))
      .then([{ type: 'IdeaDocumentEdited', data: { ideaId, documentId: 100, content: 'v2', at } }]);
    given([created, documentAdded('PRD')]).when(command('EditIdeaDocument', { documentId: 999, content: 'v2' })).thenThrows(NotFound, DOCUMENT_NOT_FOUND);
  });
});

describe('GenerateIdeaDocument (an admin job writes a generated document)', () => {
  const generation = { promptType: 'DOC_PRD', model: 'local-deterministic-1', tokensIn: 300, tokensOut: 900, latencyMs: 4 } as const;
  const generate = (documentId: number, actor: Actor | null = admin) =>
    command('GenerateIdeaDocument', { documentId, type: 'PRD', content: '# Generated', generation }, actor);

  it('adds the document under the id the job allocated, with the generation, and adds it once', () => {
    const added: IdeaEvent = { type: 'IdeaDocumentAdded', data: { ideaId, documentId: 500, type: 'PRD', content: '# Generated', at, generation } };
    given([created]).when(generate(500)).then([added]);
    given([created, added]).when(generate(500)).then([]);
  });

  it('rewrites the document of that type the idea already has', () => {
    given([created, documentAdded('PRD')])
      .when(generate(500))
      .then([{ type: 'IdeaDocumentEdited', data: { ideaId, documentId: 100, content: '# Generated', at, generation } }]);
  });

  it('is for ADMIN only, on a live idea', () => {
    given([created]).when(generate(500, pro)).thenThrows(Forbidden, 'Admin access required');
    given([created, deleted]).when(generate(500)).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([]).when(generate(500)).thenThrows(NotFound, IDEA_NOT_FOUND);
  });
});

describe('CreateIdea from a batch', () => {
  it('records the generation with the idea', () => {
    const generation = { promptType: 'IDEA_FREE', model: 'local-deterministic-1', tokensIn: 200, tokensOut: 700, latencyMs: 2 } as const;
    given([])
      .when(command('CreateIdea', { ideaId, idea: { ...idea, batchNumber: 7 }, documents: [], generation }))
      .then([{ type: 'IdeaCreated', data: { ...idea, batchNumber: 7, ideaId, creatorId: admin.userId, createdAt: at, at, generation } }]);
  });
});

describe('scoring an idea', () => {
  const score = (rubricVersion: number, fieldsHash: string, overall = 72) =>
    command('ScoreIdea', {
      rubricVersion, scorecard: sampleScorecard(overall), fieldsHash, promptHash: 'prompt-v1', provider: 'local', model: 'local-deterministic-1', tokensIn: 300, tokensOut: 500,
    });
  const scored = (rubricVersion: number, fieldsHash: string, overall = 72): IdeaEvent => ({
    type: 'IdeaScored',
    data: {
      ideaId, rubricVersion, scorecard: sampleScorecard(overall), fieldsHash, promptHash: 'prompt-v1', provider: 'local', model: 'local-deterministic-1', tokensIn: 300, tokensOut: 500, at,
    },
  });

  it('records the scorecard with its provenance', () => {
    given([created]).when(score(1, 'fields-a')).then([scored(1, 'fields-a')]);
  });

  it('records nothing for the same fields under the same rubric version', () => {
    given([created, scored(1, 'fields-a')]).when(score(1, 'fields-a', 40)).then([]);
  });

  it('scores again when a scored field changed, and under another rubric version', () => {
    given([created, scored(1, 'fields-a')]).when(score(1, 'fields-b', 60)).then([scored(1, 'fields-b', 60)]);
    given([created, scored(1, 'fields-a')]).when(score(2, 'fields-a', 55)).then([scored(2, 'fields-a', 55)]);
  });

  it('refuses an unknown or deleted idea, and a caller who is not an admin', () => {
    given([]).when(score(1, 'fields-a')).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([created, deleted]).when(score(1, 'fields-a')).thenThrows(NotFound, IDEA_NOT_FOUND);
    given([created]).when({ ...score(1, 'fields-a'), metadata: { actor: pro, now } }).thenThrows(Forbidden, 'Admin access required');
  });
});
