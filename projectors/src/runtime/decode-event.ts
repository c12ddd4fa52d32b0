// The one way a stored event reaches a projection's `apply` (page-commit.ts is its only caller): upcast to the
// current shape of its type (docs/architecture.md "Event store"), then made storable, so a value a read-model column
// cannot hold (a NUL inside a sealed field of an older API, a lone surrogate) cannot stop a projection for good.
import { upcast } from '@app/domain/shared/upcasters';
import { storable } from '@app/infra/database/storable';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
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
