// The `workspace` read model: members' generated ideas, their copies, documents and power-ups. Every event
// of a member is on their one stream, so the last applied revision per stream makes a page applied twice change
// nothing. A page is folded in memory: the rows its changes name are read once (one query per table), each row takes
// every event of the page that touches it, and each table is then written with at most two statements, one insert of
// the rows the page created and one update of the stored rows it changed (the columns its events set), whatever the
// page holds.
//
// Every text of a workspace is the member's personal data (domain/src/workspace/workspace-events.ts): the events
// arrive with `personal` opened, null once erased (the row is then written without text), and the member's
// `UserDeleted` removes their rows and every copy of their ideas in other members' workspaces, with those copies'
// documents and power-ups, and closes their stream to later events. A rebuild from zero ends the same way.
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { WORKSPACE_EVENT_TYPES, workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import { copyKindOf, ERASED_IDEA_FIELDS, SOURCE_OF_KIND, type CopyKind, type UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { cutAtErasures } from '../erasure/erased-member';
import { IDEA_FIELD_COLUMN_TYPES } from '../ideas/idea-columns.table';
import { fieldColumns } from '../ideas/idea-field-columns.table';
import { withPersonalOpened } from '../runtime/decode-event';
import type { Projection } from '../runtime/projection';
import { insertRecordset, recordset } from '../runtime/recordset';
import { workspaceMigrations } from './workspace.migrations';
import type { UserIdeasTable, WorkspaceCopiesTable, WorkspaceDocumentsTable, WorkspaceProjectionDatabase } from './workspace.table';

type Db = Kysely<WorkspaceProjectionDatabase>;
type UserIdeaRow = Insertable<UserIdeasTable>;
type CopyRow = Insertable<WorkspaceCopiesTable>;
type DocumentRow = Insertable<WorkspaceDocumentsTable>;
type PowerUpRow = Insertable<WorkspaceProjectionDatabase['workspace_power_ups']>;
type UserIdeaRef = { userId: string; ideaId: number; source: UserIdeaSource };

const WORKSPACE_STREAM_PREFIX = 'workspace-';
/** The events that change a user idea the event names by its id. */
const CURATES_USER_IDEA = new Set<WorkspaceEvent['type']>(['UserIdeaShared', 'UserIdeaPublished', 'UserIdeaUnpublished', 'UserIdeaStamped', 'UserIdeaDeleted', 'UserIdeaRestored']);

/** A table as the page writes it: its columns' types and its key. */
interface TableShape<Row extends object> {
  name: keyof WorkspaceProjectionDatabase;
  columns: { readonly [Column in keyof Row & string]-?: string };
  key: readonly (keyof Row & string)[];
}

const GENERATED_TEXT_COLUMNS = { id: 'integer', user_id: 'text', kind: 'text', copy_id: 'integer', type: 'text', content: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' } as const;

const USER_IDEAS: TableShape<UserIdeaRow> = {
  name: 'user_ideas',
  columns: {
    ...IDEA_FIELD_COLUMN_TYPES,
    source: 'text',
    id: 'integer',
    creator_id: 'text',
    copy_id: 'integer',
    status: 'text',
    private: 'boolean',
    stamp: 'text',
    deleted_at: 'timestamptz',
    user_context: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  key: ['source', 'id'],
};
const COPIES: TableShape<CopyRow> = {
  name: 'workspace_copies',
  columns: { ...IDEA_FIELD_COLUMN_TYPES, kind: 'text', id: 'integer', user_id: 'text', original_id: 'integer', added_at: 'timestamptz', updated_at: 'timestamptz' },
  key: ['kind', 'id'],
};
const DOCUMENTS: TableShape<DocumentRow> = { name: 'workspace_documents', columns: GENERATED_TEXT_COLUMNS, key: ['id'] };
const POWER_UPS: TableShape<PowerUpRow> = { name: 'workspace_power_ups', columns: GENERATED_TEXT_COLUMNS, key: ['id'] };

/** An erased member's stream's last revision: no later event of it is at or below it. */
const CLOSED = (2n ** 63n - 1n).toString();

export const workspaceProjection: Projection = {
  name: 'workspace',
  // 2: the admin's curation of user ideas (stamp, deletion), from the events recorded before this version too.
  // 3: the texts are sealed personal data, opened here; a member's erasure removes their rows and the copies of
  // their ideas (those of members erased before too).
  version: 3,
  eventTypes: [...WORKSPACE_EVENT_TYPES, 'UserDeleted'],
  tables: ['user_ideas', 'workspace_copies', 'workspace_documents', 'workspace_power_ups', 'workspace_streams'],
  migrations: workspaceMigrations,
  async apply(trx, stored) {
    const db = trx.withTables<WorkspaceProjectionDatabase>();
    const events = await withPersonalOpened(trx, stored);
    for (const part of cutAtErasures(events)) {
      await applyWorkspaceEvents(db, part.events);
      if (part.erased.length > 0) await eraseMembers(db, part.erased);
    }
  },
};

async function applyWorkspaceEvents(db: Db, events: readonly RecordedEvent[]): Promise<void> {
  const workspaceEvents = events.filter((event) => event.streamId.startsWith(WORKSPACE_STREAM_PREFIX));
  if (workspaceEvents.length === 0) return;
  const streamIds = [...new Set(workspaceEvents.map((event) => event.streamId))];
  const stored = await db.selectFrom('workspace_streams').selectAll().where('stream_id', 'in', streamIds).execute();
  const applied = new Map(stored.map((row) => [row.stream_id, BigInt(row.last_revision)]));
  const fresh: WorkspaceEvent[] = [];
  for (const recorded of workspaceEvents) {
    if (recorded.revision <= (applied.get(recorded.streamId) ?? -1n)) continue;
    applied.set(recorded.streamId, recorded.revision);
    fresh.push({ type: recorded.type, data: recorded.data } as WorkspaceEvent);
  }
  if (fresh.length > 0) {
    const page = await PageFold.load(db, fresh);
    for (const event of fresh) page.apply(event);
    await page.write(db);
  }
  await db
    .insertInto('workspace_streams')
    .values(streamIds.map((streamId) => ({ stream_id: streamId, last_revision: applied.get(streamId)!.toString() })))
    .onConflict((conflict) => conflict.column('stream_id').doUpdateSet((eb) => ({ last_revision: eb.ref('excluded.last_revision') })))
    .execute();
}

/**
 * The members' rows go, and every copy of their ideas in anyone's workspace with its documents and power-ups (the
 * AI wrote those from the erased text); their streams are closed, so nothing recorded after the erasure brings a row
 * back.
 */
async function eraseMembers(db: Db, userIds: readonly string[]): Promise<void> {
  const members = [...userIds];
  await sql`
    WITH ideas AS (DELETE FROM user_ideas WHERE creator_id = ANY(${members}::text[]) RETURNING source, id),
    copies AS (
      DELETE FROM workspace_copies
      WHERE kind <> 'idea' AND (kind, original_id) IN (SELECT CASE source WHEN 'UGI' THEN 'ugi' ELSE 'ugp2p' END, id FROM ideas)
      RETURNING kind, id, user_id),
    documents AS (
      DELETE FROM workspace_documents d USING copies c WHERE d.user_id = c.user_id AND d.kind = c.kind AND d.copy_id = c.id)
    DELETE FROM workspace_power_ups p USING copies c WHERE p.user_id = c.user_id AND p.kind = c.kind AND p.copy_id = c.id`.execute(db);
  for (const table of ['workspace_copies', 'workspace_documents', 'workspace_power_ups'] as const) {
    await db.deleteFrom(table).where('user_id', 'in', members).execute();
  }
  await db
    .insertInto('workspace_streams')
    .values(members.map((userId) => ({ stream_id: workspaceStreamId(userId), last_revision: CLOSED })))
    .onConflict((conflict) => conflict.column('stream_id').doUpdateSet({ last_revision: CLOSED }))
    .execute();
}

/** A table's rows while folding: the stored ones the page's changes name, and the ones it creates. */
class Rows<Row extends object> {
  private readonly rows = new Map<string, { row: Row; created: boolean; changed: boolean }>();
  /** The columns the page's changes set, on any row: the update writes only these. */
  private readonly changedColumns = new Set<keyof Row & string>();

  constructor(readonly shape: TableShape<Row>) {}

  keyOf(row: Row): string {
    return this.shape.key.map((column) => String(row[column])).join(':');
  }

  get(key: string): Row | undefined {
    return this.rows.get(key)?.row;
  }

  stored(rows: readonly Row[]): void {
    for (const row of rows) this.rows.set(this.keyOf(row), { row, created: false, changed: false });
  }

  /** A row already there (stored, or created earlier) is kept as it is, as an insert that keeps existing rows would. */
  create(row: Row): void {
    const key = this.keyOf(row);
    if (!this.rows.has(key)) this.rows.set(key, { row, created: true, changed: true });
  }

  change(key: string, set: Partial<Row>): void {
    const entry = this.rows.get(key);
    if (!entry) return;
    entry.row = { ...entry.row, ...set };
    entry.changed = true;
    for (const column of Object.keys(set)) this.changedColumns.add(column as keyof Row & string);
  }

  async write(db: Db): Promise<void> {
    const created = [...this.rows.values()].filter((entry) => entry.created).map((entry) => entry.row);
    const updated = [...this.rows.values()].filter((entry) => entry.changed && !entry.created).map((entry) => entry.row);
    const { name, columns, key } = this.shape;
    if (created.length > 0) {
      await insertRecordset(name, columns, created, sql`ON CONFLICT DO NOTHING`).execute(db);
    }
    if (updated.length > 0) {
      // A stored row the page changed is written whole in these columns: it was read whole, so a column another of
      // its events did not set keeps its value.
      const changed = [...this.changedColumns];
      const read = Object.fromEntries([...key, ...changed].map((column) => [column, columns[column]]));
      await sql`
        UPDATE ${sql.table(name)} AS t SET ${sql.join(changed.map((column) => sql`${sql.ref(column)} = ${sql.ref(`r.${column}`)}`))}
        FROM ${recordset(read, updated)}
        WHERE ${sql.join(key.map((column) => sql`${sql.ref(`t.${column}`)} = ${sql.ref(`r.${column}`)}`), sql` AND `)}`.execute(db);
    }
  }
}

class PageFold {
  readonly userIdeas = new Rows(USER_IDEAS);
  readonly copies = new Rows(COPIES);
  readonly documents = new Rows(DOCUMENTS);
  readonly powerUps = new Rows(POWER_UPS);
  /** `source:copy_id` of each user idea known to the page → its key: an edit names the copy, not the idea. */
  private readonly ideaByCopy = new Map<string, string>();

  private knowIdeas(rows: readonly UserIdeaRow[]): void {
    for (const row of rows) if (!this.ideaByCopy.has(`${row.source}:${row.copy_id}`)) this.ideaByCopy.set(`${row.source}:${row.copy_id}`, this.userIdeas.keyOf(row));
  }

  /** The stored rows the page's changes name: one query per table, none for a page that only creates. */
  static async load(db: Db, events: readonly WorkspaceEvent[]): Promise<PageFold> {
    const page = new PageFold();
    const ideas: UserIdeaRef[] = [];
    const copies: { kind: CopyKind; id: number; userId: string }[] = [];
    const documents: number[] = [];
    for (const event of events) {
      if (event.type === 'WorkspaceIdeaEdited') copies.push({ kind: event.data.kind, id: event.data.copyId, userId: event.data.userId });
      else if (event.type === 'WorkspaceDocumentEdited') documents.push(event.data.documentId);
      else if (CURATES_USER_IDEA.has(event.type)) ideas.push(event.data as UserIdeaRef);
    }
    // An edit of the copy of a member's own idea changes that idea too: its row is found by the copy, among its
    // creator's (indexed). Two selects in one, each with its own index (an OR of the two would scan the table).
    const ideaCopies = copies.filter((copy) => copy.kind !== 'idea');
    if (ideas.length > 0 || ideaCopies.length > 0) {
      const { rows } = await sql<Selectable<UserIdeasTable>>`
        SELECT * FROM user_ideas
        WHERE (source, id) IN (SELECT * FROM unnest(${ideas.map((idea) => idea.source)}::text[], ${ideas.map((idea) => idea.ideaId)}::int[]))
        UNION ALL
        SELECT * FROM user_ideas
        WHERE creator_id = ANY(${ideaCopies.map((copy) => copy.userId)}::text[])
          AND (source, copy_id) IN (SELECT * FROM unnest(${ideaCopies.map((copy) => SOURCE_OF_KIND[copy.kind])}::text[], ${ideaCopies.map((copy) => copy.id)}::int[]))`.execute(db);
      page.userIdeas.stored(rows);
      page.knowIdeas(rows);
    }
    if (copies.length > 0) {
      const { rows } = await sql<Selectable<WorkspaceCopiesTable>>`
        SELECT * FROM workspace_copies
        WHERE (kind, id) IN (SELECT * FROM unnest(${copies.map((copy) => copy.kind)}::text[], ${copies.map((copy) => copy.id)}::int[]))`.execute(db);
      page.copies.stored(rows);
    }
    if (documents.length > 0) page.documents.stored(await db.selectFrom('workspace_documents').selectAll().where('id', 'in', documents).execute());
    return page;
  }

  apply(event: WorkspaceEvent): void {
    switch (event.type) {
      case 'UserIdeaGenerated': {
        const { userId, ideaId, source, copyId, personal, at } = event.data;
        const columns = fieldColumns(personal?.idea ?? ERASED_IDEA_FIELDS);
        const time = new Date(at);
        const row = {
          ...columns,
          source,
          id: ideaId,
          creator_id: userId,
          copy_id: copyId,
          status: 'Unpublished',
          private: event.data.private,
          stamp: null,
          deleted_at: null,
          user_context: personal?.userContext ?? '',
          created_at: time,
          updated_at: time,
        } satisfies UserIdeaRow;
        this.userIdeas.create(row);
        this.knowIdeas([row]);
        this.copies.create({ ...columns, kind: copyKindOf(source), id: copyId, user_id: userId, original_id: ideaId, added_at: time, updated_at: time });
        return;
      }
      case 'IdeaSavedToWorkspace': {
        const { userId, copyId, kind, originalId, personal, at } = event.data;
        const time = new Date(at);
        this.copies.create({ ...fieldColumns(personal?.idea ?? ERASED_IDEA_FIELDS), kind, id: copyId, user_id: userId, original_id: originalId, added_at: time, updated_at: time });
        return;
      }
      case 'WorkspaceIdeaEdited': {
        const { userId, copyId, kind, personal, at } = event.data;
        const set = { ...fieldColumns(personal?.changes ?? {}), updated_at: new Date(at) };
        const copyKey = `${kind}:${copyId}`;
        if (this.copies.get(copyKey)?.user_id === userId) this.copies.change(copyKey, set);
        // The copy of the member's own generated idea stands for that idea: both rows change.
        if (kind !== 'idea') {
          const key = this.ideaByCopy.get(`${SOURCE_OF_KIND[kind]}:${copyId}`);
          if (key !== undefined && this.userIdeas.get(key)?.creator_id === userId) this.userIdeas.change(key, set);
        }
        return;
      }
      case 'UserIdeaShared':
        return this.changeUserIdea(event.data, { private: false });
      case 'UserIdeaPublished':
        return this.changeUserIdea(event.data, { status: 'Published', updated_at: new Date(event.data.at) });
      case 'UserIdeaUnpublished':
        return this.changeUserIdea(event.data, { status: 'Unpublished', updated_at: new Date(event.data.at) });
      case 'UserIdeaStamped':
        return this.changeUserIdea(event.data, { stamp: event.data.stamp, updated_at: new Date(event.data.at) });
      // The copies stay: readers leave out every copy of a deleted idea, so a restore brings them back as they were.
      case 'UserIdeaDeleted':
        return this.changeUserIdea(event.data, { deleted_at: new Date(event.data.at), updated_at: new Date(event.data.at) });
      case 'UserIdeaRestored':
        return this.changeUserIdea(event.data, { deleted_at: null, updated_at: new Date(event.data.at) });
      case 'WorkspaceDocumentGenerated': {
        const { userId, documentId, kind, copyId, type, personal, at } = event.data;
        const time = new Date(at);
        this.documents.create({ id: documentId, user_id: userId, kind, copy_id: copyId, type, content: personal?.content ?? '', created_at: time, updated_at: time });
        return;
      }
      case 'WorkspaceDocumentEdited': {
        const { userId, documentId, personal, at } = event.data;
        const key = String(documentId);
        if (this.documents.get(key)?.user_id === userId) this.documents.change(key, { content: personal?.content ?? '', updated_at: new Date(at) });
        return;
      }
      case 'PowerUpGenerated': {
        const { userId, powerUpId, kind, copyId, type, personal, at } = event.data;
        const time = new Date(at);
        this.powerUps.create({ id: powerUpId, user_id: userId, kind, copy_id: copyId, type, content: personal?.content ?? '', created_at: time, updated_at: time });
        return;
      }
    }
  }

  /** The user idea the event names, among the stream owner's own: a member cannot share or curate another's idea. */
  private changeUserIdea({ userId, ideaId, source }: UserIdeaRef, set: Partial<UserIdeaRow>): void {
    const key = `${source}:${ideaId}`;
    if (this.userIdeas.get(key)?.creator_id === userId) this.userIdeas.change(key, set);
  }

  async write(db: Db): Promise<void> {
    for (const rows of [this.userIdeas, this.copies, this.documents, this.powerUps]) await rows.write(db);
  }
}
