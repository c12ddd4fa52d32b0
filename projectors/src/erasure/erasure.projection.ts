// Carries a user's erasure to what lies outside the event store, as a reaction to `UserDeleted`. The runtime commits
// each page together with this projection's checkpoint, so every step happens once the deletion is recorded, in
// whichever process runs the projectors, even when the deleting request died right after its append.
import type { UserDeleted } from '@app/domain/users/user-events';
import { forgetDevMailboxUsers } from '@app/infra/mail/dev-mailbox';
import type { DevMailboxDatabase } from '@app/infra/mail/dev-mailbox.table';
import { createPersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import type { Projection } from '../runtime/projection';

export const erasureProjection: Projection = {
  name: 'erasure',
  version: 1,
  eventTypes: ['UserDeleted'] satisfies UserDeleted['type'][],
  // It owns no read model: its work is deleting.
  tables: [],
  migrations: {},
  async apply(trx, events) {
    const userIds = [...new Set(events.map((event) => (event.data as UserDeleted['data']).userId))];
    // The deleting command erases the key at once; this repeats it for a command that stopped before doing so.
    const vault = createPersonalDataVault(trx.withTables<PersonalDataDatabase>());
    for (const userId of userIds) await vault.erase(userId);
    await forgetDevMailboxUsers(trx.withTables<DevMailboxDatabase>(), userIds);
  },
};
