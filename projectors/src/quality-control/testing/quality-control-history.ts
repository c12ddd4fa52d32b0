// Platform ideas with exact duplicates, near-duplicates and unrelated ones, as the idea aggregate records them, for
// the quality control projection's test and the query API's route test.
//   group of exact duplicates: 1, 2 and 8 (the same text, written differently); 4 and 7
//   similar pairs: 3 with 1, 2 and 8 (a prefix added to the title); 5 with 4 and 7 (a word changed)
//   unrelated: 6
import type { IdeaCreated, IdeaEvent } from '@app/domain/ideas/idea-events';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { IdeaContent } from '@app/domain/ideas/idea-fields';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';

export const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();

export const NO_SHOW = {
  title: 'No-Show Reducer for Rural Clinics',
  description:
    'No-Show Reducer books, reminds and reschedules patients by text and voice, and fills cancelled slots from a waitlist, helping rural clinics cut no-shows by a third.',
};
export const PIPELINE = {
  title: 'Pipeline Observability Tool for Small Analytics Consultancies',
  description:
    'Pipeline Observability Tool helps small analytics consultancies catch broken data before the business does. It learns the normal shape of every table and alerts on freshness, volume and schema problems before anyone sees them.',
};
export const HARBOUR = { title: 'Harbour Slots', description: 'Berth booking for small ports and their fishing fleets, with tide-aware slots.' };

interface Fixture {
  ideaId: number;
  title: string;
  description: string;
  category: string;
  batchNumber: number | null;
}

export const IDEAS: readonly Fixture[] = [
  { ideaId: 1, ...NO_SHOW, category: 'HealthTech', batchNumber: 1 },
  { ideaId: 2, title: NO_SHOW.title.toUpperCase(), description: `${NO_SHOW.description.replace(/,/g, ' ;')}!`, category: 'HealthTech, InsurTech', batchNumber: 2 },
  { ideaId: 3, title: `AI ${NO_SHOW.title}`, description: NO_SHOW.description, category: 'HealthTech', batchNumber: 3 },
  { ideaId: 4, ...PIPELINE, category: 'DataTech', batchNumber: 1 },
  { ideaId: 5, title: PIPELINE.title, description: PIPELINE.description.replace('every table', 'each table'), category: 'DataTech, AI', batchNumber: 2 },
  { ideaId: 6, ...HARBOUR, category: 'LogisticsTech', batchNumber: 3 },
  { ideaId: 7, ...PIPELINE, category: 'FinTech', batchNumber: null },
  { ideaId: 8, ...NO_SHOW, category: 'edtech', batchNumber: 4 },
];

export function ideaCreated(fixture: Fixture, minute: number): IdeaCreated {
  const { ideaId, title, description, category, batchNumber } = fixture;
  return {
    type: 'IdeaCreated',
    data: {
      ideaId, title, description, category, businessModel: 'B2B SaaS', marketSize: '$1B', competition: 'Low', problem: 'p', solution: 's',
      differentiation: 'd', goToMarket: 'g', wowFactor: 'w', revenue: 'r', timeline: 't', teamSize: '2', technologies: [], tags: [], mockup: null,
      country: 'Global', type: 'FREE', batchNumber, stamp: null, creatorId: 'admin-1', createdAt: at(minute), at: at(minute),
    },
  };
}

export const ideaEdited = (ideaId: number, changes: Partial<IdeaContent>, minute: number): IdeaEvent => ({ type: 'IdeaEdited', data: { ideaId, changes, at: at(minute) } });
export const ideaDeleted = (ideaId: number, minute: number): IdeaEvent => ({ type: 'IdeaDeleted', data: { ideaId, title: 'deleted', description: 'deleted', at: at(minute) } });
export const ideaRestored = (ideaId: number, minute: number): IdeaEvent => ({ type: 'IdeaRestored', data: { ideaId, at: at(minute) } });

/** Appends the events to the idea's stream, as the command handler records them. */
export function appendIdeaEvents(eventStore: EventStore, ideaId: number, events: readonly IdeaEvent[]): Promise<AppendResult> {
  return eventStore.append(
    ideaStreamId(ideaId),
    events.map((event) => {
      const id = uuidv7();
      const when = event.data.at;
      return { id, type: event.type, data: event.data, metadata: { userId: 'admin-1', commandId: id, correlationId: id, causationId: id, at: when } };
    }),
  );
}

/** Every fixture idea created (one a minute, in id order; 1 published, 3 made PREMIUM); the position of the last. */
export async function appendQualityControlHistory(eventStore: EventStore): Promise<AppendResult> {
  let last: AppendResult | undefined;
  for (const [index, fixture] of IDEAS.entries()) {
    const events: IdeaEvent[] = [ideaCreated(fixture, index)];
    if (fixture.ideaId === 1) events.push({ type: 'IdeaPublished', data: { ideaId: 1, at: at(index) } });
    if (fixture.ideaId === 3) events.push({ type: 'IdeaTypeChanged', data: { ideaId: 3, type: 'PREMIUM', at: at(index) } });
    last = await appendIdeaEvents(eventStore, fixture.ideaId, events);
  }
  return last!;
}
