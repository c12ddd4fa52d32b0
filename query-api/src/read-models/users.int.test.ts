// The users read model's reads, over the rows the users projection writes for four users' histories.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalDataVault, migratePersonalData } from '@app/infra/personal-data/personal-data-vault';
import type { PersonalDataDatabase } from '@app/infra/personal-data/personal-data.table';
import { adaRow, appendUsersHistory, bobRow, ids, rootRow } from '@app/projectors/users/testing/users-history';
import { usersProjection } from '@app/projectors/users/users.projection';
import type { UsersTable } from '@app/projectors/users/users.table';
import { openReadModelTestKit, type ReadModelTestKit } from './testing/read-model-test-kit';
import { findUserById, listUsersForAdmin } from './users';

let kit: ReadModelTestKit;

beforeAll(async () => {
  kit = await openReadModelTestKit([usersProjection]);
  await migratePersonalData(kit.db);
  const appended = await appendUsersHistory(kit.eventStore, createPersonalDataVault(kit.db.withTables<PersonalDataDatabase>()));
  await kit.projected(appended.position);
});

afterAll(async () => {
  await kit?.close();
});

describe('the users read model', () => {
  it('lists live users for the admin, newest first, and finds any user by id', async () => {
    const listed = (user: UsersTable) => ({ id: user.id, username: user.username, email: user.email, role: user.role, created_at: user.created_at });
    expect(await listUsersForAdmin(kit.read)).toEqual([listed(bobRow), listed(adaRow), listed(rootRow)]);

    expect(await findUserById(kit.read, ids.ada)).toEqual({
      id: ids.ada,
      role: 'PRO',
      emailVerified: true,
      deleted: false,
      username: 'Ada L',
      email: 'ada@example.com',
    });
    expect(await findUserById(kit.read, ids.dave)).toEqual({ id: ids.dave, role: 'FREE', emailVerified: false, deleted: true, username: null, email: null });
    expect(await findUserById(kit.read, 'not-a-user')).toBeUndefined();
  });
});
