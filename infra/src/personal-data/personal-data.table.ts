import type { Generated } from 'kysely';

export const PERSONAL_DATA_SCHEMA = 'personal_data';

/** One row per data subject (a user). Erasure drops the key and keeps the row, so the subject stays known as erased. */
export interface SubjectKeysTable {
  subject_id: string;
  /** Named in every ciphertext, so decrypting needs no subject id. */
  key_id: string;
  /** AES-256 key; null once erased. */
  key: Buffer | null;
  created_at: Generated<Date>;
  erased_at: Date | null;
}

/** A type, not an interface: `withTables` takes it. */
export type PersonalDataDatabase = {
  'personal_data.subject_keys': SubjectKeysTable;
};
