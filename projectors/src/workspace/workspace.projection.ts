// The `workspace` read model: members' generated ideas, their copies, documents and power-ups. Every event
// of a member is on their one stream, so the last applied revision per stream makes a page applied twice change
// nothing. Inserts are gathered and written a chunk at a time (a cap test appends 1,500 ideas at once); an update
// first writes what was gathered before it, so it finds the rows it changes.
import type { Insertable, Kysely, Updateable } from 'kysely';
import { WORKSPACE_EVENT_TYPES, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import { copyKindOf, SOURCE_OF_KIND, type UserIdeaSource } from '@app/domain/workspace/workspace-fields';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Projection } from '../runtime/projection';
import { fieldColumns } from './idea-field-columns.table';
import { workspaceMigrations } from './workspace.migrations';
import type { WorkspaceProjectionDatabase } from './workspace.table';

type Db = Kysely<WorkspaceProjectionDatabase>;
type InsertTable = 'user_ideas' | 'workspace_copies' | 'workspace_documents' | 'workspace_power_ups';

const WORKSPACE_STREAM_PREFIX = 'workspace-';
/** Rows per INSERT: user ideas have 28 columns, Postgres allows 65,535 parameters per statement. */
const CHUNK = 500;

export const workspaceProjection: Projection = {
  name: 'workspace',
  // 2: the admin's curation of user ideas (stamp, deletion), from the events recorded before this version too.
  version: 2,
  eventTypes: WORKSPACE_EVENT_TYPES,
  tables: ['user_ideas', 'workspace_copies', 'workspace_documents', 'workspace_power_ups', 'workspace_streams'],
  migrations: workspaceMigrations,
  async apply(trx, events) {
    const db = trx.withTables<WorkspaceProjectionDatabase>();
    const workspaceEvents = events.filter((event) => event.streamId.startsWith(WORKSPACE_STREAM_PREFIX));
    if (workspaceEvents.length === 0) return;
    const streamIds = [...new Set(workspaceEvents.map((event) => event.streamId))];
    const stored = await db.selectFrom('workspace_streams').selectAll().where('stream_id', 'in', streamIds).execute();
    const applied = new Map(stored.map((row) => [row.stream_id, BigInt(row.last_revision)]));
    const page = new PageWriter(db);
    for (const recorded of workspaceEvents) {
      if (recorded.revision <= (applied.get(recorded.streamId) ?? -1n)) continue;
      applied.set(recorded.streamId, recorded.revision);
      await page.apply(recorded);
    }
    await page.flush();
    await db
      .insertInto('workspace_streams')
      .values(streamIds.map((streamId) => ({ stream_id: streamId, last_revision: applied.get(streamId)!.toString() })))
      .onConflict((conflict) => conflict.column('stream_id').doUpdateSet((eb) => ({ last_revision: eb.ref('excluded.last_revision') })))
      .execute();
  },
};

class PageWriter {
  private readonly pending: { [Table in InsertTable]: Insertable<WorkspaceProjectionDatabase[Table]>[] } = {
    user_ideas: [],
    workspace_copies: [],
    workspace_documents: [],
    workspace_power_ups: [],
  };

  constructor(private readonly db: Db) {}

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = { type: recorded.type, data: recorded.data } as WorkspaceEvent;
    switch (event.type) {
      case 'UserIdeaGenerated': {
        const { userId, ideaId, source, copyId, idea, userContext, at } = event.data;
        const columns = fieldColumns(idea);
        const time = new Date(at);
        this.pending.user_ideas.push({
          ...columns,
          source,
          id: ideaId,
          creator_id: userId,
          copy_id: copyId,
          status: 'Unpublished',
          private: event.data.private,
          user_context: userContext,
          created_at: time,
          updated_at: time,
        });
        this.pending.workspace_copies.push({ ...columns, kind: copyKindOf(source), id: copyId, user_id: userId, original_id: ideaId, added_at: time, updated_at: time });
        return;
      }
      case 'IdeaSavedToWorkspace': {
        const { userId, copyId, kind, originalId, idea, at } = event.data;
        const time = new Date(at);
        this.pending.workspace_copies.push({ ...fieldColumns(idea), kind, id: copyId, user_id: userId, original_id: originalId, added_at: time, updated_at: time });
        return;
      }
      case 'WorkspaceIdeaEdited': {
        await this.flush();
        const { userId, copyId, kind, changes, at } = event.data;
        const set = { ...fieldColumns(changes), updated_at: new Date(at) };
        await this.db.updateTable('workspace_copies').set(set).where('kind', '=', kind).where('id', '=', copyId).where('user_id', '=', userId).execute();
        // The copy of the member's own generated idea stands for that idea: both rows change.
        if (kind !== 'idea') {
          await this.db
            .updateTable('user_ideas')
            .set(set)
            .where('source', '=', SOURCE_OF_KIND[kind])
            .where('copy_id', '=', copyId)
            .where('creator_id', '=', userId)
            .execute();
        }
        return;
      }
      case 'UserIdeaShared':
        return this.updateUserIdea(event.data, { private: false });
      case 'UserIdeaPublished':
        return this.updateUserIdea(event.data, { status: 'Published', updated_at: new Date(event.data.at) });
      case 'UserIdeaUnpublished':
        return this.updateUserIdea(event.data, { status: 'Unpublished', updated_at: new Date(event.data.at) });
      case 'UserIdeaStamped':
        return this.updateUserIdea(event.data, { stamp: event.data.stamp, updated_at: new Date(event.data.at) });
      // The copies stay: readers leave out every copy of a deleted idea, so a restore brings them back as they were.
      case 'UserIdeaDeleted':
        return this.updateUserIdea(event.data, { deleted_at: new Date(event.data.at), updated_at: new Date(event.data.at) });
      case 'UserIdeaRestored':
        return this.updateUserIdea(event.data, { deleted_at: null, updated_at: new Date(event.data.at) });
      case 'WorkspaceDocumentGenerated': {
        const { userId, documentId, kind, copyId, type, content, at } = event.data;
        const time = new Date(at);
        this.pending.workspace_documents.push({ id: documentId, user_id: userId, kind, copy_id: copyId, type, content, created_at: time, updated_at: time });
        return;
      }
      case 'WorkspaceDocumentEdited': {
        await this.flush();
        const { userId, documentId, content, at } = event.data;
        await this.db.updateTable('workspace_documents').set({ content, updated_at: new Date(at) }).where('id', '=', documentId).where('user_id', '=', userId).execute();
        return;
      }
      case 'PowerUpGenerated': {
        const { userId, powerUpId, kind, copyId, type, content, at } = event.data;
        const time = new Date(at);
        this.pending.workspace_power_ups.push({ id: powerUpId, user_id: userId, kind, copy_id: copyId, type, content, created_at: time, updated_at: time });
        return;
      }
    }
  }

  /** The user idea the event names, among the stream owner's own: a member cannot share or curate another's idea. */
  private async updateUserIdea(
    { userId, ideaId, source }: { userId: string; ideaId: number; source: UserIdeaSource },
    set: Updateable<WorkspaceProjectionDatabase['user_ideas']>,
  ): Promise<void> {
    await this.flush();
    await this.db.updateTable('user_ideas').set(set).where('source', '=', source).where('id', '=', ideaId).where('creator_id', '=', userId).execute();
  }

  /** Writes the gathered rows; a row already there (a page applied again after a crash) is kept as it is. */
  async flush(): Promise<void> {
    for (const table of Object.keys(this.pending) as InsertTable[]) {
      const rows = this.pending[table];
      this.pending[table] = [];
      for (let start = 0; start < rows.length; start += CHUNK) {
        await this.db
          .insertInto(table)
          .values(rows.slice(start, start + CHUNK))
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
  }
}
