import { describe, expect, it } from 'vitest';
import { registryMigrations } from './registry-migrations';

describe('registryMigrations', () => {
  it('sort by name in the order they are listed: Kysely runs them by name, and refuses a database that ran one named after a migration it has not run', () => {
    const names = Object.keys(registryMigrations);
    expect(names).toEqual([...names].sort());
  });
});
