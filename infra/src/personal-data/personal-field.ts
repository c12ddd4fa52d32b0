// The boundary between the pure domain and the store (domain/src/users/README.md): event payloads carry their
// personal data in one field, `personal`, whose subject is the payload's `userId`. The command API seals it before
// appending and opens it after reading; projections open it too. Erased data opens as null. A payload about someone
// who is not its `userId` (a Builder Studio applicant, the creator of an idea someone saved) names its subject in
// `subjectId` instead.
//
// Events written before a kind of text was sealed keep it in clear (the store is append-only): their upcaster moves it
// into `unsealedPersonal` (domain/src/shared/unsealed-personal.ts), and opening puts it into `personal` as long as the
// subject has a key, and drops it once the subject is erased, so every reader that opens personal data (the command
// side, projections, the admin's history) treats old and new events alike. Only the stored row keeps the old text.
import { UNSEALED_PERSONAL } from '@app/domain/shared/unsealed-personal';
import { requireStorableText } from '@app/domain/shared/text';
import type { PayloadCodec } from '../event-store/load-aggregate';
import type { PersonalDataVault } from './personal-data-vault';
import { isSealed, type Sealed } from './sealed-value';

interface WithPersonal {
  personal?: unknown;
  [UNSEALED_PERSONAL]?: unknown;
  userId?: unknown;
  subjectId?: unknown;
}

function hasPersonal(data: unknown): data is WithPersonal {
  return typeof data === 'object' && data !== null && ('personal' in data || UNSEALED_PERSONAL in data);
}

const subjectOf = (data: WithPersonal): unknown => data.subjectId ?? data.userId;

/** The payload with `personal` encrypted; payloads without personal data come back as they are. */
export async function sealPersonalField(vault: PersonalDataVault, data: unknown): Promise<unknown> {
  if (!hasPersonal(data) || data.personal === undefined || data.personal === null || isSealed(data.personal)) return data;
  const subject = subjectOf(data);
  if (typeof subject !== 'string') throw new Error('a payload with personal data must name its subject in userId or subjectId');
  return { ...data, personal: await vault.encrypt(subject, data.personal) };
}

/** The payload with `personal` decrypted, or null when its subject was erased. */
export async function openPersonalField(vault: PersonalDataVault, data: unknown): Promise<unknown> {
  const [opened] = await openPersonalFields(vault, [data]);
  return opened;
}

/** openPersonalField of each payload, in order, with one query for all their keys (and one for old clear text's subjects). */
export async function openPersonalFields(vault: PersonalDataVault, payloads: readonly unknown[]): Promise<unknown[]> {
  const withPersonal = payloads.filter(hasPersonal);
  if (withPersonal.length === 0) return [...payloads];
  const sealed = withPersonal.filter((data): data is WithPersonal & { personal: Sealed } => isSealed(data.personal));
  const values = await vault.decryptAll(sealed.map((data) => data.personal));
  const decrypted = new Map<WithPersonal, unknown>(sealed.map((data, index) => [data, values[index] ?? null]));
  const clearOnly = withPersonal.filter((data) => !decrypted.has(data) && data[UNSEALED_PERSONAL] !== undefined);
  const erased = await vault.erasedAmong(clearOnly.map(subjectOf).filter((subject): subject is string => typeof subject === 'string'));
  const opened = new Map<unknown, unknown>();
  for (const data of withPersonal) {
    const { [UNSEALED_PERSONAL]: unsealed, ...rest } = data;
    let personal: unknown = decrypted.has(data) ? decrypted.get(data) : (data.personal ?? null);
    if (unsealed !== undefined) {
      const gone = decrypted.has(data) ? personal === null : erased.has(subjectOf(data) as string);
      personal = gone ? null : { ...(unsealed as object), ...(personal as object | null) };
    }
    opened.set(data, { ...rest, personal });
  }
  return payloads.map((data) => opened.get(data) ?? data);
}

/** The payload as it reads once its subject is erased: `personal` null, whether or not the erasure has run yet. */
export function erasedPersonalField(data: unknown): unknown {
  if (!hasPersonal(data)) return data;
  const { [UNSEALED_PERSONAL]: _unsealed, ...rest } = data;
  return { ...rest, personal: null };
}

/**
 * The command side's codec: personal data sealed in the store, open in memory (erased data opens as null). A payload
 * holding text no store can hold is refused (400) here, before sealing hides it: the schemas refuse it in requests,
 * and this covers whatever else a command carries.
 */
export function personalDataPayloads(vault: PersonalDataVault): PayloadCodec {
  return { encode: (data) => sealPersonalField(vault, requireStorableText(data)), decodeAll: (data) => openPersonalFields(vault, data) };
}
