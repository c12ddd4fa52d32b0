// Three ideas' and two trends' histories, decided by the domain's deciders, and the views recorded for them: the catalog
// projection's test checks the rows they give, the query API's read model test what it reads from them.
import { outcomeOf, type Actor, type Command, type Decider, type DomainEvent } from '@app/domain/shared/decider';
import type { IdeaCommand } from '@app/domain/ideas/idea-commands';
import { ideaDecider } from '@app/domain/ideas/idea-decider';
import { IDEA_VIEWS_STREAM, ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { trendDecider, type TrendCommand } from '@app/domain/trends/trend-decider';
import { trendStreamId } from '@app/domain/trends/trend-events';
import type { AppendResult, EventStore, NewEvent } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';

const admin: Actor = { userId: 'admin-1', role: 'ADMIN', emailVerified: true };
export const at = (minute: number) => new Date(`2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`);

export function newIdea(title: string, fields: Partial<NewIdea> = {}): NewIdea {
  return {
    title,
    description: `${title} description`,
    category: 'FinTech, DataTech',
    businessModel: 'B2B SaaS',
    marketSize: '$5B global market',
    competition: 'Medium — a few incumbents',
    problem: 'problem',
    solution: 'solution',
    differentiation: 'differentiation',
    goToMarket: 'gtm',
    wowFactor: 'wow',
    revenue: 'revenue',
    timeline: '6 months',
    teamSize: '3',
    technologies: ['AI/ML'],
    tags: ['payments'],
    mockup: 'https://example.com/mockup',
    country: 'Global',
    type: 'FREE',
    batchNumber: 1,
    stamp: null,
    ...fields,
  };
}

/** Decides each command on the state the previous ones left, as the command handler would. */
function decideAll<S, C extends Command, E extends DomainEvent, R>(decider: Decider<S, C, E, R>, commands: { type: C['type']; data: C['data']; minute: number }[]): NewEvent[] {
  let state = decider.initialState();
  const events: NewEvent[] = [];
  for (const { type, data, minute } of commands) {
    const { events: decided } = outcomeOf(decider.decide({ type, data, metadata: { actor: admin, now: at(minute) } } as C, state));
    state = decided.reduce(decider.evolve, state);
    for (const event of decided) {
      const id = uuidv7();
      events.push({ id, type: event.type, data: event.data, metadata: { userId: admin.userId, commandId: id, correlationId: id, causationId: id, at: at(minute).toISOString() } });
    }
  }
  return events;
}

const idea = (type: IdeaCommand['type'], data: unknown, minute: number) => ({ type, data, minute }) as { type: IdeaCommand['type']; data: IdeaCommand['data']; minute: number };
const trend = (type: TrendCommand['type'], data: unknown, minute: number) => ({ type, data, minute }) as { type: TrendCommand['type']; data: TrendCommand['data']; minute: number };
export const documents = (ideaId: number) =>
  (['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH'] as const).map((type, index) => ({ documentId: ideaId * 10 + index, type, content: `${type} of ${ideaId}` }));

const histories: [string, NewEvent[]][] = [
  [
    ideaStreamId(1),
    decideAll(ideaDecider, [
      idea('CreateIdea', { ideaId: 1, idea: newIdea('Ledger'), documents: documents(1), createdAt: at(0) }, 0),
      idea('PublishIdea', {}, 1),
      idea('EditIdea', { changes: { title: 'Ledger Pro', marketSize: '$10M+', competition: 'Low — none' } }, 2),
      idea('StampIdea', { stamp: 'Top Picks' }, 3),
      idea('ChangeIdeaType', { type: 'PREMIUM' }, 4),
      idea('EditIdeaDocument', { documentId: 10, content: 'PRD v2' }, 5),
    ]),
  ],
  [
    ideaStreamId(2),
    decideAll(ideaDecider, [
      idea('CreateIdea', { ideaId: 2, idea: newIdea('Farm', { marketSize: 'unknown', country: 'Kenya, Ghana' }), documents: [], createdAt: at(1) }, 1),
      idea('SwitchAutoDelete', { autoDeleted: true }, 2),
      idea('DeleteIdea', {}, 3),
    ]),
  ],
  [
    ideaStreamId(3),
    decideAll(ideaDecider, [
      idea('CreateIdea', { ideaId: 3, idea: newIdea('Clinic'), documents: documents(3), createdAt: at(2) }, 2),
      idea('PublishIdea', {}, 3),
    ]),
  ],
  [
    trendStreamId(1),
    decideAll(trendDecider, [
      trend('CreateTrend', { trendId: 1, title: 'Payments', description: 'd', type: 'RFI', source: 'YC', createdAt: at(5) }, 5),
      trend('LinkIdeas', { ideaIds: [1, 3], linkableIdeaIds: [1, 3], single: false }, 6),
      trend('UnlinkIdea', { ideaId: 3 }, 7),
      trend('LinkIdeas', { ideaIds: [3], linkableIdeaIds: [3], single: true }, 8),
      trend('LinkIdeas', { ideaIds: [2], linkableIdeaIds: [2], single: true }, 8),
    ]),
  ],
  [
    trendStreamId(2),
    decideAll(trendDecider, [
      trend('CreateTrend', { trendId: 2, title: 'Farming', description: 'd', type: 'PROBLEM', source: 'Other', createdAt: at(6) }, 6),
      trend('LinkIdeas', { ideaIds: [1], linkableIdeaIds: [1], single: false }, 7),
      trend('DeleteTrend', {}, 8),
    ]),
  ],
];

export const views = (counts: Record<string, number>, minute: number): NewEvent => {
  const id = uuidv7();
  return { id, type: 'IdeaViewsRecorded', data: { counts, at: at(minute).toISOString() }, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at: at(minute).toISOString() } };
};

/** Every history, then two recordings of views (idea 99 does not exist); the position of the last append. */
export async function appendCatalogHistory(eventStore: EventStore): Promise<AppendResult> {
  for (const [stream, events] of histories) await eventStore.append(stream, events, { expectedRevision: 'no_stream' });
  await eventStore.append(IDEA_VIEWS_STREAM, [views({ 1: 3, 3: 1, 99: 5 }, 9)], { expectedRevision: 'any' });
  return eventStore.append(IDEA_VIEWS_STREAM, [views({ 1: 2 }, 10)], { expectedRevision: 'any' });
}
