// The one way a stored event reaches a projection's `apply` (page-commit.ts is its only caller): upcast to the
// current shape of its type (docs/architecture.md "Event store"), then made storable, so a value a read-model column
// cannot hold (a NUL inside a sealed field of an older API, a lone surrogate) cannot stop a projection for good.
import { upcast } from '@app/domain/shared/upcasters';
import type { SharedDb } from '@app/infra/database/kysely';
import { storable } from '@app/infra/database/storable';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { createPersonalDataVault, type PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { openPersonalFields } from '@app/infra/personal-data/personal-field';

export function decodeEvent(event: RecordedEvent): RecordedEvent {
  const current = upcast(event);
  const data = storable(current.data);
  const metadata = storable(current.metadata);
  return data === current.data && metadata === current.metadata ? current : { ...current, data, metadata };
}

/**
 * Personal data is sealed in the store, so decoding cannot see into it: a projection opens it with this, never with
 * openPersonalFields alone, and gets it storable too. A page's payloads at once: one query for all their keys.
 */
export async function openPersonalForReadModel(vault: PersonalDataVault, payloads: readonly unknown[]): Promise<unknown[]> {
  return (await openPersonalFields(vault, payloads)).map((data) => storable(data));
}

/**
 * The events with their personal data opened (erased: null), for a projection that shows it, through the page's own
 * transaction (the only handle a projection gets, which keeps the page on one connection).
 */
export async function withPersonalOpened(trx: SharedDb, events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
  const vault = createPersonalDataVault(trx.withTables<PersonalDataDatabase>());
  const opened = await openPersonalForReadModel(vault, events.map((event) => event.data));
  return events.map((event, index) => (opened[index] === event.data ? event : { ...event, data: opened[index] }));
}
