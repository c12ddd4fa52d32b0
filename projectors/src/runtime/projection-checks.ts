// Checked when a runtime is created: a bad definition stops the process with a clear message instead of failing
// later inside SQL.
import type { Projection } from './projection';
import { generationSchemaName } from './registry';

const SNAKE_CASE = /^[a-z][a-z0-9_]*$/;
/** Postgres silently truncates longer identifiers, which would make two schema names collide. */
const MAX_IDENTIFIER_LENGTH = 63;
/** Leaves room for any realistic number of rebuilds of one version. */
const GENERATION_ROOM = 99_999;

export function assertValidProjections(projections: readonly Projection[]): void {
  const names = new Set<string>();
  const owners = new Map<string, string>();
  for (const projection of projections) {
    const { name, version } = projection;
    const fail = (problem: string) => {
      throw new Error(`projection "${name}": ${problem}`);
    };
    if (!SNAKE_CASE.test(name)) fail('the name must be snake_case');
    if (names.has(name)) fail('defined twice');
    names.add(name);
    if (!Number.isInteger(version) || version < 1) fail(`the version must be a positive integer (got ${version})`);
    if (generationSchemaName(name, version, GENERATION_ROOM).length > MAX_IDENTIFIER_LENGTH) fail('the name is too long');
    if (projection.eventTypes.length === 0) fail('it must handle at least one event type');
    for (const table of projection.tables) {
      if (!SNAKE_CASE.test(table)) fail(`table "${table}" must be snake_case`);
      const owner = owners.get(table);
      if (owner) fail(`table "${table}" is already owned by projection "${owner}" (read views share one schema)`);
      owners.set(table, name);
    }
    for (const index of projection.deferredIndexes ?? []) {
      if (!SNAKE_CASE.test(index.name)) fail(`deferred index "${index.name}" must be snake_case`);
      if (!projection.tables.includes(index.table)) fail(`deferred index "${index.name}" is on "${index.table}", not one of its tables`);
    }
  }
}
