// The boundary between the pure domain and the store (domain/src/users/README.md): event payloads carry their
// personal data in one field, `personal`, whose subject is the payload's `userId`. The command API seals it before
// appending and opens it after reading; projections open it too. Erased data opens as null. A payload about someone
// who is not a user (a Builder Studio applicant) names its subject in `subjectId` instead.
import { requireStorableText } from '@app/domain/shared/text';
import type { PayloadCodec } from '../event-store/load-aggregate';
import type { PersonalDataVault } from './personal-data-vault';
import { isSealed, type Sealed } from './sealed-value';

interface WithPersonal {
  personal: unknown;
  userId?: unknown;
  subjectId?: unknown;
}

function hasPersonal(data: unknown): data is WithPersonal {
  return typeof data === 'object' && data !== null && 'personal' in data;
}

/** The payload with `personal` encrypted; payloads without personal data come back as they are. */
export async function sealPersonalField(vault: PersonalDataVault, data: unknown): Promise<unknown> {
  if (!hasPersonal(data) || data.personal === null || isSealed(data.personal)) return data;
  const subject = data.subjectId ?? data.userId;
  if (typeof subject !== 'string') throw new Error('a payload with personal data must name its subject in userId or subjectId');
  return { ...data, personal: await vault.encrypt(subject, data.personal) };
}

/** The payload with `personal` decrypted, or null when its subject was erased. */
export async function openPersonalField(vault: PersonalDataVault, data: unknown): Promise<unknown> {
  const [opened] = await openPersonalFields(vault, [data]);
  return opened;
}

/** openPersonalField of each payload, in order, with one query for all their keys. */
export async function openPersonalFields(vault: PersonalDataVault, payloads: readonly unknown[]): Promise<unknown[]> {
  const sealed = payloads.filter((data): data is WithPersonal & { personal: Sealed } => hasPersonal(data) && isSealed(data.personal));
  const values = await vault.decryptAll(sealed.map((data) => data.personal));
  const opened = new Map(sealed.map((data, index) => [data, { ...data, personal: values[index] ?? null }]));
  return payloads.map((data) => opened.get(data as WithPersonal & { personal: Sealed }) ?? data);
}

/**
 * The command side's codec: personal data sealed in the store, open in memory (erased data opens as null). A payload
 * holding text no store can hold is refused (400) here, before sealing hides it: the schemas refuse it in requests,
 * and this covers whatever else a command carries.
 */
export function personalDataPayloads(vault: PersonalDataVault): PayloadCodec {
  return { encode: (data) => sealPersonalField(vault, requireStorableText(data)), decode: (data) => openPersonalField(vault, data) };
}
