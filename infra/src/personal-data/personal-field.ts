// The boundary between the pure domain and the store (domain/src/users/README.md): event payloads carry their
// personal data in one field, `personal`, whose subject is the payload's `userId`. The command API seals it before
// appending and opens it after reading; projections open it too. Erased data opens as null.
import type { PersonalDataVault } from './personal-data-vault';
import { isSealed } from './sealed-value';

interface WithPersonal {
  personal: unknown;
  userId?: unknown;
}

function hasPersonal(data: unknown): data is WithPersonal {
  return typeof data === 'object' && data !== null && 'personal' in data;
}

/** The payload with `personal` encrypted; payloads without personal data come back as they are. */
export async function sealPersonalField(vault: PersonalDataVault, data: unknown): Promise<unknown> {
  if (!hasPersonal(data) || data.personal === null || isSealed(data.personal)) return data;
  if (typeof data.userId !== 'string') throw new Error('a payload with personal data must name its subject in userId');
  return { ...data, personal: await vault.encrypt(data.userId, data.personal) };
}

/** The payload with `personal` decrypted, or null when its subject was erased. */
export async function openPersonalField(vault: PersonalDataVault, data: unknown): Promise<unknown> {
  if (!hasPersonal(data) || !isSealed(data.personal)) return data;
  return { ...data, personal: (await vault.decrypt(data.personal)) ?? null };
}
