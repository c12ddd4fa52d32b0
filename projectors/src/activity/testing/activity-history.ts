// A little of everything the platform records, as the command API, its job workers, the payment webhook and the
// operator's command line record it (who acts, under which correlation): the seed's idea, an admin's stamp, a job's
// idea, a member's sign-in and their generated idea stamped by the admin, a local checkout paid, an operator's skip,
// and the events the activity leaves out (view counts, an email reservation). The activity projection's test checks
// the rows they give, the query API's test what it answers from them.
import type { RecordedDomainEvent } from '@app/domain/history/describe-event';
import { IDEA_VIEWS_STREAM, ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { jobStreamId } from '@app/domain/jobs/job-events';
import { projectionStreamId } from '@app/domain/projections/projection-events';
import { userStreamId } from '@app/domain/users/user-events';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';

export const adminId = '0197a1b2-0000-7000-8000-0000000000ad';
export const memberId = '0197a1b2-0000-7000-8000-0000000000b1';
export const jobId = '0197a1b2-0000-7000-8000-00000000000a';
/** Minutes after 10:00 on the day of the history. */
export const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();

const idea = (title: string): NewIdea => ({
  title,
  description: `${title} description`,
  category: 'LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$2B',
  competition: 'Low',
  problem: 'problem',
  solution: 'solution',
  differentiation: 'differentiation',
  goToMarket: 'gtm',
  wowFactor: 'wow',
  revenue: 'revenue',
  timeline: '4 months',
  teamSize: '3',
  technologies: ['IoT'],
  tags: ['ports'],
  mockup: null,
  country: 'Global',
  type: 'FREE',
  batchNumber: null,
  stamp: null,
});

interface Change<T extends RecordedDomainEvent['type']> {
  streamId: string;
  type: T;
  data: Extract<RecordedDomainEvent, { type: T }>['data'];
  /** The metadata's actor: an account, 'system' (the seed), 'job', or none (the webhook, a person about themself). */
  userId: string | null;
  correlationId?: string;
  minute: number;
}

const change = <T extends RecordedDomainEvent['type']>(recorded: Change<T>) => recorded;

/** In the order they are appended, one append each. */
export const changes = [
  change({ streamId: ideaStreamId(1), type: 'IdeaCreated', data: { ...idea('Harbour Slots'), ideaId: 1, creatorId: 'system', createdAt: at(0), at: at(0) }, userId: 'system', correlationId: 'seed-catalog', minute: 0 }),
  change({ streamId: ideaStreamId(1), type: 'IdeaStamped', data: { ideaId: 1, stamp: 'Crazy', at: at(1) }, userId: adminId, minute: 1 }),
  change({ streamId: IDEA_VIEWS_STREAM, type: 'IdeaViewsRecorded', data: { counts: { 1: 3 }, shares: {}, at: at(2) }, userId: null, minute: 2 }),
  change({ streamId: userStreamId(memberId), type: 'UserLoggedIn', data: { userId: memberId, sessionId: 's1', expiresAt: at(59), at: at(3) }, userId: null, minute: 3 }),
  change({ streamId: 'email-5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8', type: 'EmailReserved', data: { userId: memberId, at: at(3) }, userId: null, minute: 3 }),
  change({ streamId: ideaStreamId(2), type: 'IdeaCreated', data: { ...idea('Tide Clocks'), ideaId: 2, creatorId: adminId, createdAt: at(4), at: at(4) }, userId: 'job', correlationId: jobId, minute: 4 }),
  change({ streamId: jobStreamId(jobId), type: 'JobCancelled', data: { jobId, at: at(5) }, userId: adminId, minute: 5 }),
  change({ streamId: workspaceStreamId(memberId), type: 'UserIdeaStamped', data: { userId: memberId, ideaId: 9, source: 'UGI', stamp: 'Hot', at: at(6) }, userId: adminId, minute: 6 }),
  change({ streamId: 'checkout-cs_local_1', type: 'CheckoutCompleted', data: { sessionId: 'cs_local_1', subscriptionId: 'sub_1', stripeEventId: 'evt_local_1', at: at(7) }, userId: null, correlationId: 'evt_local_1', minute: 7 }),
  change({
    streamId: projectionStreamId('catalog'),
    type: 'ProjectionEventSkipped',
    data: { projection: 'catalog', position: '9-9', eventId: 'e9', eventType: 'IdeaEdited', streamId: 'idea-1', error: 'boom', reason: 'bad data', skippedBy: 'ops', at: at(8) },
    userId: null,
    minute: 8,
  }),
];

/** The changes the activity lists (all but the view counts and the reservation), oldest first. */
export const listed = changes.filter((recorded) => recorded.type !== 'IdeaViewsRecorded' && recorded.type !== 'EmailReserved');

export interface AppendedChange {
  eventId: string;
  result: AppendResult;
}

/** Appends every change, one append each, in order; answers each event's id and position. */
export async function appendActivityHistory(store: EventStore): Promise<AppendedChange[]> {
  const appended: AppendedChange[] = [];
  for (const { streamId, type, data, userId, correlationId, minute } of changes) {
    const id = uuidv7();
    const metadata = { userId, commandId: id, correlationId: correlationId ?? id, causationId: id, at: at(minute) };
    appended.push({ eventId: id, result: await store.append(streamId, [{ id, type, data, metadata }]) });
  }
  return appended;
}
