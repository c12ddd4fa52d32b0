// What the topology test asserts once the load is over and the projections reached the head, read on the primary:
// every acknowledged write in the event store and in each read model it feeds, once; nothing doubled; one mail per
// sign-up; each item of each AI job done once. Each check returns the problems it found (empty: consistent).
import type { Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { activityProjection } from '@app/projectors/activity/activity.projection';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import { acknowledged, type Journey, type WriteRecord } from './workload';

interface StoredEvent {
  correlation_id: string;
  causation_id: string;
  stream_id: string;
  event_id: string;
  event_type: string;
  transaction_id: string;
  data: Record<string, unknown>;
}

async function eventsCorrelatedWith(infra: Infrastructure, ids: readonly string[]): Promise<StoredEvent[]> {
  const { rows } = await infra.pool.query<StoredEvent>(
    `SELECT metadata->>'correlationId' AS correlation_id, metadata->>'causationId' AS causation_id, stream_id,
            event_id::text, event_type, transaction_id::text, data
     FROM event_store.events WHERE metadata->>'correlationId' = ANY($1)`,
    [ids],
  );
  return rows;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

export interface WriteCheck {
  /** Acknowledged writes that answered with a position but have no event in the store. */
  lost: string[];
  /** Writes whose events on one stream came from more than one append (the command ran twice). */
  doubled: string[];
  /** Events of the workload (and of its jobs) without exactly one activity row. */
  activityMismatches: string[];
  /** The jobs the admin's acknowledged requests started. */
  jobIds: string[];
}

/** Every acknowledged write recorded, once; each of the workload's events in the activity read model, once. */
export async function checkWrites(infra: Infrastructure, writes: readonly WriteRecord[]): Promise<WriteCheck> {
  const events = await eventsCorrelatedWith(infra, writes.map((write) => write.id));
  const byWrite = groupBy(events, (event) => event.correlation_id);
  const lost = writes.filter((write) => acknowledged(write) && write.position !== undefined && !byWrite.has(write.id)).map((write) => `${write.what} ${write.id}`);
  const doubled = [...byWrite.entries()]
    .filter(([, written]) => [...groupBy(written, (event) => event.stream_id).values()].some((onStream) => new Set(onStream.map((event) => event.transaction_id)).size > 1))
    .map(([id, written]) => `${id}: ${written.map((event) => `${event.stream_id} ${event.event_type} (tx ${event.transaction_id})`).join(', ')}`);
  const jobIds = events.filter((event) => event.event_type === 'JobRequested').map((event) => event.data.jobId as string);
  const jobEvents = await eventsCorrelatedWith(infra, jobIds);
  const activityTypes = new Set<string>(activityProjection.eventTypes);
  const expected = [...events, ...jobEvents].filter((event) => activityTypes.has(event.event_type)).map((event) => event.event_id);
  const { rows } = await infra.pool.query<{ event_id: string; rows: number }>(
    'SELECT e.id AS event_id, count(a.event_id)::int AS rows FROM unnest($1::text[]) AS e(id) LEFT JOIN read.activity a ON a.event_id = e.id GROUP BY e.id',
    [expected],
  );
  const activityMismatches = rows.filter((row) => row.rows !== 1).map((row) => `${row.event_id}: ${row.rows} rows`);
  return { lost, doubled, activityMismatches, jobIds };
}

/** Each journey's acknowledged steps in the users, workspace and catalog read models, once; one mail per sign-up. */
export async function checkReadModels(infra: Infrastructure, journeys: readonly Journey[]): Promise<string[]> {
  const problems: string[] = [];
  const db = infra.db.withTables<Record<string, Record<string, unknown>>>();
  for (const journey of journeys) {
    if (!journey.userId) continue;
    const users = await db.selectFrom('read.users').select(['role', 'email_verified']).where('id', '=', journey.userId).execute();
    if (users.length !== 1) problems.push(`${journey.email}: ${users.length} users rows`);
    const mails = await db.selectFrom('dev_mailbox.messages').select('id').where('to', '=', journey.email).execute();
    if (mails.length !== 1) problems.push(`${journey.email}: ${mails.length} verification mails`);
    const copies = await db.selectFrom('read.workspace_copies').select(['id', 'title']).where('user_id', '=', journey.userId).execute();
    for (const copyId of journey.savedCopies) {
      if (copies.filter((copy) => Number(copy.id) === copyId).length !== 1) problems.push(`${journey.email}: saved copy ${copyId} not in the workspace once`);
    }
    const expectedCopies = journey.savedCopies.length + (journey.ideaId === undefined ? 0 : 1);
    if (!journey.error && copies.length !== expectedCopies) problems.push(`${journey.email}: ${copies.length} workspace copies, expected ${expectedCopies}`);
    if (journey.error || journey.ideaId === undefined) continue;
    const ideas = await db.selectFrom('read.user_ideas').select(['title', 'status']).where('id', '=', journey.ideaId).execute();
    const published = await db.selectFrom('read.ideas').select(['title', 'status']).where('id', '=', journey.ideaId).where('source', '=', 'UGI').execute();
    const want = { title: journey.editedTitle, status: 'Published' };
    if (users[0]?.role !== 'PRO' || users[0]?.email_verified !== true) problems.push(`${journey.email}: users row ${JSON.stringify(users[0])}`);
    if (ideas.length !== 1 || JSON.stringify(ideas[0]) !== JSON.stringify(want)) problems.push(`${journey.email}: user_ideas ${JSON.stringify(ideas)}`);
    if (published.length !== 1 || JSON.stringify(published[0]) !== JSON.stringify(want)) problems.push(`${journey.email}: catalog ${JSON.stringify(published)}`);
  }
  return problems;
}

export interface JobCheck {
  items: number;
  problems: string[];
}

/**
 * Each job completed once with every item's outcome recorded once, and each item's effect written once (the event
 * names the item as causation) and in its read model: a document job's document (added or rewritten) in the catalog's
 * documents as written; a scoring job's score (a platform idea's, or a member's idea's on their workspace) once per
 * idea and rubric version, and in the catalog's scores. A scoring item that found its idea already scored writes
 * nothing.
 */
export async function checkJobs(infra: Infrastructure, jobIds: readonly string[]): Promise<JobCheck> {
  const problems: string[] = [];
  let items = 0;
  for (const jobId of jobIds) {
    const stream = await infra.eventStore.readStream(`job-${jobId}`);
    const requested = stream.find((event) => event.type === 'JobRequested')?.data as { request: { kind: string; items: { key: string }[] } } | undefined;
    const wanted = requested?.request.items ?? [];
    items += wanted.length;
    const outcomes = stream.filter((event) => event.type === 'JobItemSucceeded' || event.type === 'JobItemFailed').map((event) => (event.data as { itemKey: string }).itemKey);
    const completed = stream.filter((event) => event.type === 'JobCompleted').length;
    if (completed !== 1) problems.push(`job ${jobId}: completed ${completed} times`);
    for (const { key } of wanted) {
      const recorded = outcomes.filter((itemKey) => itemKey === key).length;
      if (recorded !== 1) problems.push(`job ${jobId} item ${key}: ${recorded} outcomes`);
    }
    const effects = (await eventsCorrelatedWith(infra, [jobId])).filter((event) => !event.stream_id.startsWith('job-'));
    const check = requested?.request.kind === 'score-ideas' ? scoreProblems : documentProblems;
    problems.push(...(await check(infra, jobId, effects, outcomes.length)));
  }
  return { items, problems };
}

async function documentProblems(infra: Infrastructure, jobId: string, effects: readonly StoredEvent[], outcomes: number): Promise<string[]> {
  const problems: string[] = [];
  const documents = infra.db.withTables<Record<string, { id: number; content: string }>>();
  if (effects.length !== outcomes) problems.push(`job ${jobId}: ${effects.length} effects for ${outcomes} outcomes`);
  for (const [cause, written] of groupBy(effects, (event) => `${event.stream_id} ${event.causation_id}`)) {
    if (written.length !== 1) problems.push(`job ${jobId}: ${written.length} effects of ${cause}`);
    const { documentId, content } = written[0]!.data as { documentId: number; content: string };
    const rows = await documents.selectFrom('read.idea_documents').select(['id', 'content']).where('id', '=', documentId).execute();
    if (rows.length !== 1 || rows[0]!.content !== content) problems.push(`job ${jobId}: document ${documentId} in ${rows.length} catalog rows, content as written: ${rows[0]?.content === content}`);
  }
  return problems;
}

async function scoreProblems(infra: Infrastructure, jobId: string, effects: readonly StoredEvent[]): Promise<string[]> {
  const problems: string[] = [];
  const scores = infra.db.withTables<Record<string, { idea_id: number; rubric_version: number }>>();
  for (const [score, written] of groupBy(effects, (event) => `${event.data.ideaId as number} v${event.data.rubricVersion as number}`)) {
    if (written.length !== 1) problems.push(`job ${jobId}: idea ${score} scored ${written.length} times`);
    const { ideaId, rubricVersion } = written[0]!.data as { ideaId: number; rubricVersion: number };
    const rows = await scores.selectFrom('read.idea_scores').select('idea_id').where('idea_id', '=', ideaId).where('rubric_version', '=', rubricVersion).execute();
    if (rows.length !== 1) problems.push(`job ${jobId}: idea ${score} in ${rows.length} catalog score rows`);
  }
  return problems;
}

/** Waits until every active projection reached the event store's head (lag 0). */
export async function projectionsCaughtUp(infra: Infrastructure, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const behind = (await getProjectionStatuses(infra.db.withTables<RegistryDatabase>(), infra.eventStore)).filter((status) => status.lag !== 0);
    if (behind.length === 0) return;
    if (Date.now() > deadline) throw new Error(`projections behind the head after ${timeoutMs} ms: ${JSON.stringify(behind)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until each job recorded its completion (an item a dead worker held comes back after the ack wait). */
export async function jobsCompleted(infra: Infrastructure, jobIds: readonly string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const jobId of jobIds) {
    for (;;) {
      const stream = await infra.eventStore.readStream(`job-${jobId}`);
      if (stream.some((event) => event.type === 'JobCompleted')) break;
      if (Date.now() > deadline) {
        const requested = stream[0]?.data as { request: { items: unknown[] }; at: string } | undefined;
        const outcomes = stream.filter((event) => event.type !== 'JobRequested').length;
        throw new Error(`job ${jobId} (requested ${requested?.at}) did not complete within ${timeoutMs} ms: ${outcomes} of ${requested?.request.items.length} items recorded`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
