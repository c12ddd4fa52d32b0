// What the topology test asserts of the change feeds it kept open through the kills: every acknowledged write that a
// feed's viewer may hear of (domain/src/live/live-topics.ts), written after the feed started, was named by the frame
// whose position range holds the write's change (heard), or that range told the client to refetch (excused); any
// other outcome is a miss. A write's changes are its events' rows in the `activity` read model (what the feed reads),
// found by the write's correlation id on the primary once the projections reached the head.
import type { Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { liveAudienceOf, topicsFor, type LiveChangeRow } from '@app/domain/live/live-topics';
import type { ActivityKind } from '@app/domain/history/history-view';
import { comparePositions, formatPosition, type Position } from '@app/infra/event-store/position';
import { entityKey, type LiveClient } from './live-client';
import { acknowledged, type WriteRecord } from './workload';

export interface FeedChange extends LiveChangeRow {
  write: WriteRecord;
  position: Position;
}

/** The activity rows of the acknowledged writes, in position order. */
export async function changesOfWrites(infra: Infrastructure, writes: readonly WriteRecord[]): Promise<FeedChange[]> {
  const byId = new Map(writes.filter(acknowledged).map((write) => [write.id, write]));
  const { rows } = await infra.pool.query<{ correlation_id: string; kind: ActivityKind; entity_id: string; stream_id: string; type: string; commit_position: string; prepare_position: string }>(
    `SELECT correlation_id, kind, entity_id, stream_id, type, commit_position, prepare_position FROM read.activity
     WHERE correlation_id = ANY($1) ORDER BY commit_position, prepare_position`,
    [[...byId.keys()]],
  );
  return rows.map((row) => ({
    write: byId.get(row.correlation_id)!,
    kind: row.kind,
    entityId: row.entity_id,
    streamId: row.stream_id,
    type: row.type,
    position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  }));
}

/**
 * The changes `client` must hear of: those its viewer may hear of (a member's idea heard by everyone while the
 * marketplace lists it is left out: whether it was listed when the feed read it depends on timing; its owner and the
 * admins hear of it anyway), after the position its first stream started at.
 */
function audible(client: LiveClient, changes: readonly FeedChange[]): FeedChange[] {
  const { start } = client;
  if (!start) return [];
  return changes.filter((change) => comparePositions(change.position, start) > 0 && topicsFor(liveAudienceOf(change, false), client.viewer).length > 0);
}

/** Waits until each client was told up to the last change it must hear of; the check names what was not. */
export async function feedsCaughtUp(clients: readonly LiveClient[], changes: readonly FeedChange[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const behind = () =>
    clients.filter((client) => {
      const last = audible(client, changes).at(-1);
      return last && (!client.cursor || comparePositions(client.cursor, last.position) < 0);
    });
  while (behind().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

export interface FeedCheck {
  /** Per client: writes heard of, excused by a refetch, and missed (described). */
  clients: { name: string; heard: number; excused: number; missed: string[] }[];
  heard: number;
  excused: number;
  missed: string[];
}

type Outcome = 'heard' | 'excused' | { missed: string };

function outcomeOf(client: LiveClient, change: FeedChange): Outcome {
  const covering = client.ranges.filter((range) => comparePositions(range.after, change.position) < 0 && comparePositions(change.position, range.upTo) <= 0);
  if (covering.some((range) => range.told === 'changes' && range.entities.has(entityKey(change.kind, change.entityId)))) return 'heard';
  if (covering.some((range) => range.told === 'refetch')) return 'excused';
  const where = `${change.kind} ${change.entityId} (${change.type}) at ${formatPosition(change.position)}`;
  if (covering.length === 0) return { missed: `${where}: not told (the client is at ${client.cursor ? formatPosition(client.cursor) : 'nothing'})` };
  return { missed: `${where}: told ${covering.map((range) => `${range.told} (${formatPosition(range.after)}, ${formatPosition(range.upTo)}]`).join(', ')} without it` };
}

export function checkFeeds(clients: readonly LiveClient[], changes: readonly FeedChange[]): FeedCheck {
  const perClient = clients.map((client) => {
    const byWrite = new Map<WriteRecord, Outcome[]>();
    for (const change of audible(client, changes)) byWrite.set(change.write, [...(byWrite.get(change.write) ?? []), outcomeOf(client, change)]);
    const outcomes = [...byWrite.entries()].map(([write, ofChanges]) => {
      const missed = ofChanges.flatMap((outcome) => (typeof outcome === 'object' ? [outcome.missed] : []));
      if (missed.length > 0) return { missed: `${client.name}: ${write.what} ${write.id}: ${missed.join('; ')}` };
      return ofChanges.includes('excused') ? 'excused' : 'heard';
    });
    return {
      name: client.name,
      heard: outcomes.filter((outcome) => outcome === 'heard').length,
      excused: outcomes.filter((outcome) => outcome === 'excused').length,
      missed: outcomes.flatMap((outcome) => (typeof outcome === 'object' ? [outcome.missed] : [])),
    };
  });
  const sum = (of: (client: (typeof perClient)[number]) => number) => perClient.reduce((total, client) => total + of(client), 0);
  return { clients: perClient, heard: sum((client) => client.heard), excused: sum((client) => client.excused), missed: perClient.flatMap((client) => client.missed) };
}
