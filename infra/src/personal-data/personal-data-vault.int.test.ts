import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../database/kysely';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createPersonalDataVault, migratePersonalData, PersonalDataErased, type PersonalDataVault } from './personal-data-vault';
import type { PersonalDataDatabase } from './personal-data.table';
import { openPersonalField, openPersonalFields, sealPersonalField } from './personal-field';
import { parseSealed, type Sealed } from './sealed-value';

let database: TestDatabase;
let pool: pg.Pool;
let db: Kysely<PersonalDataDatabase>;
let vault: PersonalDataVault;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  db = createDb<PersonalDataDatabase>(pool);
  await migratePersonalData(db);
  await migratePersonalData(db); // a second start finds nothing to do
  vault = createPersonalDataVault(db);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const personal = { email: 'ada@example.com', username: 'Ada Lovelace' };

async function keyRow(subjectId: string) {
  return db.selectFrom('personal_data.subject_keys').selectAll().where('subject_id', '=', subjectId).executeTakeFirst();
}

/** Every way the plaintext could show up in stored text. */
function readableForms(text: string): string[] {
  const bytes = Buffer.from(text);
  return [text, bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64url')];
}

describe('personal-data vault', () => {
  it('round-trips a value through a marked ciphertext that shows nothing of it', async () => {
    const sealed = await vault.encrypt('user-a', personal);
    expect(sealed.$enc).toMatch(/^v1:[0-9a-f-]{36}:[\w-]+:[\w-]+:[\w-]+$/);
    for (const form of [...readableForms(personal.email), ...readableForms(personal.username)]) expect(sealed.$enc).not.toContain(form);
    await expect(vault.decrypt(sealed)).resolves.toEqual(personal);
  });

  it('uses one key per subject and a fresh nonce per value', async () => {
    const first = await vault.encrypt('user-b', personal);
    const second = await vault.encrypt('user-b', personal);
    expect(first.$enc).not.toBe(second.$enc);
    expect(parseSealed(first).keyId).toBe(parseSealed(second).keyId);
    expect(parseSealed(first).keyId).not.toBe(parseSealed(await vault.encrypt('user-a', personal)).keyId);
  });

  it('gives concurrent first writers for a subject the same key', async () => {
    const sealed = await Promise.all(Array.from({ length: 8 }, (_, index) => vault.encrypt('user-race', { index })));
    expect(new Set(sealed.map((value) => parseSealed(value).keyId)).size).toBe(1);
    await expect(Promise.all(sealed.map((value) => vault.decrypt(value)))).resolves.toEqual(sealed.map((_, index) => ({ index })));
  });

  it('erases a subject: its data decrypts to undefined, other subjects are untouched', async () => {
    const erasedData = await vault.encrypt('user-c', personal);
    const keptData = await vault.encrypt('user-d', { email: 'kept@example.com' });
    const { key: oldKey } = (await keyRow('user-c'))!;

    await vault.erase('user-c');

    await expect(vault.decrypt(erasedData)).resolves.toBeUndefined();
    await expect(vault.decrypt(keptData)).resolves.toEqual({ email: 'kept@example.com' });
    // The key is gone from the table; the row only records that the subject was erased.
    expect(await keyRow('user-c')).toMatchObject({ subject_id: 'user-c', key: null, erased_at: expect.any(Date) });
    const { rows } = await sql<{ dump: string }>`SELECT row_to_json(k)::text AS dump FROM personal_data.subject_keys k`.execute(db);
    const table = rows.map((row) => row.dump).join('\n');
    for (const form of [...readableForms(personal.email), oldKey!.toString('hex'), oldKey!.toString('base64')]) expect(table).not.toContain(form);
  });

  it('decrypts many values at once with one query for their keys, in order, erased ones as undefined', async () => {
    const values = [await vault.encrypt('user-j', { n: 1 }), await vault.encrypt('user-k', { n: 2 }), await vault.encrypt('user-j', { n: 3 })];
    await vault.erase('user-k');
    const queries: string[] = [];
    const counting = createPersonalDataVault(db.withPlugin({ transformQuery: (args) => (queries.push(args.node.kind), args.node), transformResult: (args) => Promise.resolve(args.result) }));
    await expect(counting.decryptAll(values)).resolves.toEqual([{ n: 1 }, undefined, { n: 3 }]);
    expect(queries).toEqual(['SelectQueryNode']);
    await expect(counting.decryptAll([])).resolves.toEqual([]);
    const unknown = { $enc: [...values[0]!.$enc.split(':').slice(0, 1), '00000000-0000-4000-8000-000000000000', ...values[0]!.$enc.split(':').slice(2)].join(':') };
    await expect(counting.decryptAll([values[0]!, unknown])).rejects.toThrow('unknown personal-data key');
  });

  it('is idempotent, and refuses new personal data for an erased subject', async () => {
    await vault.encrypt('user-e', personal);
    await vault.erase('user-e');
    const erasedAt = (await keyRow('user-e'))!.erased_at;
    await vault.erase('user-e');
    expect((await keyRow('user-e'))!.erased_at).toEqual(erasedAt);
    await expect(vault.encrypt('user-e', personal)).rejects.toBeInstanceOf(PersonalDataErased);
  });

  it('keeps a subject erased before it ever had a key from getting one', async () => {
    await vault.erase('user-never-keyed');
    await expect(vault.encrypt('user-never-keyed', personal)).rejects.toBeInstanceOf(PersonalDataErased);
  });

  it('refuses a tampered ciphertext, a ciphertext moved to another key, and an unknown key', async () => {
    const sealed = await vault.encrypt('user-f', personal);
    const parts = sealed.$enc.split(':');
    const flipped = Buffer.from(parts[4]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    await expect(vault.decrypt({ $enc: [...parts.slice(0, 4), flipped.toString('base64url')].join(':') })).rejects.toThrow();

    const otherKeyId = parseSealed(await vault.encrypt('user-g', personal)).keyId;
    await expect(vault.decrypt({ $enc: [parts[0], otherKeyId, ...parts.slice(2)].join(':') })).rejects.toThrow();

    await expect(vault.decrypt({ $enc: [parts[0], '00000000-0000-4000-8000-000000000000', ...parts.slice(2)].join(':') })).rejects.toThrow(
      'unknown personal-data key',
    );
    await expect(vault.decrypt({ $enc: 'plaintext' })).rejects.toThrow('not a sealed personal-data value');
  });
});

describe('personal field of event payloads', () => {
  const registered = { userId: 'user-h', role: 'FREE', at: '2026-11-22T10:00:00.000Z', personal: { ...personal, passwordHash: '$argon2id$...' } };

  it('seals only the personal field, with the key of the payload userId', async () => {
    const stored = (await sealPersonalField(vault, registered)) as typeof registered & { personal: Sealed };
    expect(stored).toMatchObject({ userId: 'user-h', role: 'FREE', at: registered.at, personal: { $enc: expect.any(String) } });
    expect(JSON.stringify(stored)).not.toContain(personal.email);
    expect(parseSealed(stored.personal).keyId).toBe((await keyRow('user-h'))!.key_id);
    await expect(openPersonalField(vault, stored)).resolves.toEqual(registered);
  });

  it('leaves payloads without personal data, already sealed or erased ones alone', async () => {
    const verified = { userId: 'user-h', at: registered.at };
    await expect(sealPersonalField(vault, verified)).resolves.toBe(verified);
    await expect(openPersonalField(vault, verified)).resolves.toBe(verified);
    const sealed = await sealPersonalField(vault, registered);
    await expect(sealPersonalField(vault, sealed)).resolves.toBe(sealed);
    const erased = { ...registered, personal: null };
    await expect(sealPersonalField(vault, erased)).resolves.toBe(erased);
  });

  it('opens many payloads at once, in order, leaving those without sealed data as they are', async () => {
    const first = await sealPersonalField(vault, { ...registered, userId: 'user-l' });
    const second = await sealPersonalField(vault, { ...registered, userId: 'user-m' });
    const verified = { userId: 'user-l', at: registered.at };
    await vault.erase('user-m');
    const opened = await openPersonalFields(vault, [first, verified, second]);
    expect(opened).toEqual([{ ...registered, userId: 'user-l' }, verified, { ...registered, userId: 'user-m', personal: null }]);
    expect(opened[1]).toBe(verified);
  });

  it('opens as null once the subject is erased, so a rebuild shows the user as erased', async () => {
    const stored = await sealPersonalField(vault, { ...registered, userId: 'user-i' });
    await vault.erase('user-i');
    await expect(openPersonalField(vault, stored)).resolves.toEqual({ ...registered, userId: 'user-i', personal: null });
  });

  it('refuses personal data without a subject', async () => {
    await expect(sealPersonalField(vault, { personal })).rejects.toThrow('must name its subject in userId');
  });

  it("opens the clear text an older event kept (moved to unsealedPersonal by its upcaster) while its subject has a key, as null once erased", async () => {
    const clear = { userId: 'user-j', documentId: 1, unsealedPersonal: { content: '# Old PRD' } };
    // An older application: its name sealed, its texts in clear; the sealed part wins where both name a field.
    const mixed = { subjectId: 'application-k', personal: await vault.encrypt('application-k', { name: 'Kai' }), unsealedPersonal: { problem: 'p', name: 'stale' } };
    await vault.encrypt('user-j', 'a key');
    expect(await openPersonalFields(vault, [clear, mixed])).toEqual([
      { userId: 'user-j', documentId: 1, personal: { content: '# Old PRD' } },
      { subjectId: 'application-k', personal: { problem: 'p', name: 'Kai' } },
    ]);
    await vault.erase('user-j');
    await vault.erase('application-k');
    expect(await openPersonalFields(vault, [clear, mixed])).toEqual([
      { userId: 'user-j', documentId: 1, personal: null },
      { subjectId: 'application-k', personal: null },
    ]);
    expect(await vault.erasedAmong(['user-j', 'user-unknown', 'application-k'])).toEqual(new Set(['user-j', 'application-k']));
  });
});
