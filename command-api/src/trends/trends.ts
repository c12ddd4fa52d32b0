// The admin's trend workflows (docs/product.md "Admin: Trends"): each one command on the trend's stream (`trend-<id>`),
// taken at the API's clock. Links live in the trend's stream; whether an idea may be linked (Published, not deleted) is
// read from the idea's own stream (reads/stream-states.ts) and handed to the trend's decider, which decides.
import type { Kysely } from 'kysely';
import type { Actor } from '@app/domain/shared/decider';
import { trendDecider, type CreateTrend, type TrendCommand } from '@app/domain/trends/trend-decider';
import { trendStreamId, type TrendIdeasLinked } from '@app/domain/trends/trend-events';
import type { LinkIdeasResponse, TrendLinkView, TrendView } from '@app/domain/trends/trend-view';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../command-api-database';
import type { CommandScope } from '../commands/command-handler';
import { nextId } from '../ids/id-sequences';
import { publishedAmong } from '../reads/stream-states';

function onTrend({ run, clock }: CommandScope, trendId: number, command: Omit<TrendCommand, 'metadata'>, actor: Actor, now = clock.now()) {
  return run(trendDecider, trendStreamId(trendId), { ...command, metadata: { actor, now } } as TrendCommand);
}

/** The links a LinkIdeas decision recorded, as the API answers them. */
function linksOf(events: readonly { type: string; data: unknown }[]): TrendLinkView[] {
  return events
    .filter((event): event is TrendIdeasLinked => event.type === 'TrendIdeasLinked')
    .flatMap(({ data }) => data.ideaIds.map((ideaId) => ({ trendId: data.trendId, ideaId, createdAt: data.at })));
}

type NewTrend = Omit<CreateTrend['data'], 'trendId' | 'createdAt'>;

/** A trend numbered from the command API's own sequence. */
export async function createTrend(scope: CommandScope, deps: { db: Kysely<CommandApiDatabase> }, actor: Actor, trend: NewTrend): Promise<TrendView> {
  const trendId = await nextId(deps.db, 'trend_ids');
  const now = scope.clock.now();
  await onTrend(scope, trendId, { type: 'CreateTrend', data: { trendId, ...trend, createdAt: now } }, actor, now);
  const at = now.toISOString();
  return { id: trendId, ...trend, ideaCount: 0, createdAt: at, updatedAt: at };
}

/** One idea: the decider links it or refuses (409), so one link was recorded. */
export async function linkIdea(scope: CommandScope, deps: { eventStore: EventStore }, actor: Actor, trendId: number, ideaId: number): Promise<TrendLinkView> {
  const linkableIdeaIds = await publishedAmong(deps.eventStore, [ideaId]);
  const { events } = await onTrend(scope, trendId, { type: 'LinkIdeas', data: { ideaIds: [ideaId], linkableIdeaIds, single: true } }, actor);
  return linksOf(events)[0]!;
}

/** A batch: ideas already linked are skipped, not refused ('Linked: X, Skipped: Y'). */
export async function linkIdeas(scope: CommandScope, deps: { eventStore: EventStore }, actor: Actor, trendId: number, asked: readonly number[]): Promise<LinkIdeasResponse> {
  const ideaIds = [...new Set(asked)];
  const linkableIdeaIds = await publishedAmong(deps.eventStore, ideaIds);
  const { events } = await onTrend(scope, trendId, { type: 'LinkIdeas', data: { ideaIds, linkableIdeaIds, single: false } }, actor);
  const links = linksOf(events);
  const linked = new Set(links.map((link) => link.ideaId));
  return { links, skipped: ideaIds.filter((ideaId) => !linked.has(ideaId)) };
}

export async function unlinkIdea(scope: CommandScope, actor: Actor, trendId: number, ideaId: number): Promise<void> {
  await onTrend(scope, trendId, { type: 'UnlinkIdea', data: { ideaId } }, actor);
}

export async function deleteTrend(scope: CommandScope, actor: Actor, trendId: number): Promise<void> {
  await onTrend(scope, trendId, { type: 'DeleteTrend', data: {} }, actor);
}
