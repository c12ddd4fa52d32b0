// Crypto-shredding (docs/architecture.md "Streams and events"): personal data is stored only encrypted with a key of
// its subject (the user), and erasing the subject deletes the key. Events are never rewritten, yet after erasure no
// reader, including a projection rebuilt from zero, can recover the data: it decrypts to undefined, meaning "erased".
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { migrateSchema } from '../database/migrate';
import { personalDataMigrations } from './personal-data.migrations';
import { PERSONAL_DATA_SCHEMA, type PersonalDataDatabase } from './personal-data.table';
import { associatedData, formatSealed, parseSealed, type Sealed } from './sealed-value';

const CIPHER = 'aes-256-gcm';
const TABLE = 'personal_data.subject_keys' as const;

export interface PersonalDataVault {
  /** Encrypts a JSON value with the subject's key, creating the key on first use. */
  encrypt(subjectId: string, value: unknown): Promise<Sealed>;
  /** The value, or undefined when its subject was erased. */
  decrypt(sealed: Sealed): Promise<unknown>;
  /** `decrypt` of each value, in order, with one query for all their keys (a projection's page, not one per value). */
  decryptAll(sealed: readonly Sealed[]): Promise<unknown[]>;
  /** Deletes the subject's key for good. Idempotent; a subject erased before it had a key can never get one. */
  erase(subjectId: string): Promise<void>;
  /** Which of these subjects are erased (one query): for personal data an older event kept in clear (personal-field.ts). */
  erasedAmong(subjectIds: readonly string[]): Promise<Set<string>>;
}

/** Writing personal data for an erased subject would make it readable again. */
export class PersonalDataErased extends Error {
  override readonly name = 'PersonalDataErased';
}

export function migratePersonalData(db: Kysely<any>): Promise<void> {
  return migrateSchema(db, PERSONAL_DATA_SCHEMA, personalDataMigrations);
}

export function createPersonalDataVault(db: Kysely<PersonalDataDatabase>): PersonalDataVault {
  const keyRow = (subjectId: string) => db.selectFrom(TABLE).select(['key_id', 'key']).where('subject_id', '=', subjectId).executeTakeFirst();

  async function keyOf(subjectId: string): Promise<{ keyId: string; key: Buffer }> {
    let row = await keyRow(subjectId);
    if (!row) {
      // Two first writers for one subject race on the primary key; both then read the winner's key.
      await db
        .insertInto(TABLE)
        .values({ subject_id: subjectId, key_id: randomUUID(), key: randomBytes(32), erased_at: null })
        .onConflict((conflict) => conflict.column('subject_id').doNothing())
        .execute();
      row = await keyRow(subjectId);
    }
    if (!row?.key) throw new PersonalDataErased(`personal data of ${subjectId} was erased`);
    return { keyId: row.key_id, key: row.key };
  }

  async function decryptAll(sealed: readonly Sealed[]): Promise<unknown[]> {
    const parts = sealed.map(parseSealed);
    const keyIds = [...new Set(parts.map((part) => part.keyId))];
    if (keyIds.length === 0) return [];
    const rows = await db.selectFrom(TABLE).select(['key_id', 'key']).where('key_id', 'in', keyIds).execute();
    const keys = new Map(rows.map((row) => [row.key_id, row.key]));
    return parts.map(({ keyId, iv, tag, ciphertext }) => {
      const key = keys.get(keyId);
      // An unknown key is not an erased one: it means the key table is missing or wrong, and showing every user as
      // erased would hide that.
      if (key === undefined) throw new Error(`unknown personal-data key ${keyId}`);
      if (!key) return undefined;
      const decipher = createDecipheriv(CIPHER, key, iv).setAAD(associatedData(keyId)).setAuthTag(tag);
      const value: unknown = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
      return value;
    });
  }

  return {
    async encrypt(subjectId, value) {
      const json = JSON.stringify(value) as string | undefined;
      if (json === undefined) throw new TypeError('personal data must be a JSON value');
      const { keyId, key } = await keyOf(subjectId);
      const iv = randomBytes(12);
      const cipher = createCipheriv(CIPHER, key, iv).setAAD(associatedData(keyId));
      const ciphertext = Buffer.concat([cipher.update(json, 'utf8'), cipher.final()]);
      return formatSealed({ keyId, iv, tag: cipher.getAuthTag(), ciphertext });
    },

    async decrypt(sealed) {
      const [value] = await decryptAll([sealed]);
      return value;
    },

    decryptAll,

    async erasedAmong(subjectIds) {
      const ids = [...new Set(subjectIds)];
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom(TABLE).select('subject_id').where('subject_id', 'in', ids).where('key', 'is', null).execute();
      return new Set(rows.map((row) => row.subject_id));
    },

    async erase(subjectId) {
      await db
        .insertInto(TABLE)
        .values({ subject_id: subjectId, key_id: randomUUID(), key: null, erased_at: sql<Date>`now()` })
        .onConflict((conflict) =>
          conflict.column('subject_id').doUpdateSet({ key: null, erased_at: sql<Date>`coalesce(${sql.ref(`${TABLE}.erased_at`)}, now())` }),
        )
        .execute();
    },
  };
}
