// What the projections' erasure tests share: a member's workspace events as the command API writes them today
// (texts sealed under the member's key, or an idea's creator's for a copy), and a member's erasure as the admin's
// delete carries it out (`UserDeleted` on their stream, then their key destroyed).
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import { userStreamId } from '@app/domain/users/user-events';
import { workspaceStreamId, type WorkspaceEvent } from '@app/domain/workspace/workspace-events';
import type { AppendResult, EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { sealPersonalField } from '@app/infra/personal-data/personal-field';

export interface SealingStore {
  eventStore: EventStore;
  vault: PersonalDataVault;
}

/** Appends to the member's workspace stream; `actor` is who acted (the member, or an admin curating their idea). */
export async function appendSealedWorkspaceEvents({ eventStore, vault }: SealingStore, userId: string, events: WorkspaceEvent[], actor = userId): Promise<AppendResult> {
  const sealed = await Promise.all(
    events.map(async (event) => {
      const id = uuidv7();
      const metadata = { userId: actor, commandId: id, correlationId: id, causationId: id, at: event.data.at, schemaVersion: currentSchemaVersion(event.type) };
      return { id, type: event.type, data: await sealPersonalField(vault, event.data), metadata };
    }),
  );
  return eventStore.append(workspaceStreamId(userId), sealed);
}

/** The admin deletes the member, then their key is destroyed; the position of the deletion. */
export async function eraseMember({ eventStore, vault }: SealingStore, userId: string, at: string): Promise<AppendResult> {
  const id = uuidv7();
  const deleted = await eventStore.append(userStreamId(userId), [
    { id, type: 'UserDeleted', data: { userId, at }, metadata: { userId: 'admin', commandId: id, correlationId: id, causationId: id, at } },
  ]);
  await vault.erase(userId);
  return deleted;
}
