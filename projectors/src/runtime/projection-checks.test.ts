import { describe, expect, it } from 'vitest';
import type { Projection } from './projection';
import { assertValidProjections } from './projection-checks';

const projection = (overrides: Partial<Projection> = {}): Projection => ({
  name: 'ideas',
  version: 1,
  eventTypes: ['IdeaPublished'],
  tables: ['ideas'],
  migrations: {},
  apply: () => Promise.resolve(),
  ...overrides,
});

describe('assertValidProjections', () => {
  it('accepts distinct snake_case projections with their own tables', () => {
    const deferredIndexes = [{ name: 'trend_tags_by_tag', table: 'trend_tags', definition: '(tag)' }];
    expect(() => assertValidProjections([projection(), projection({ name: 'trends', tables: ['trends', 'trend_tags'], deferredIndexes })])).not.toThrow();
  });

  it.each([
    ['a name that is not snake_case', [projection({ name: 'Ideas' })], 'the name must be snake_case'],
    ['a name used twice', [projection(), projection({ tables: ['other'] })], 'defined twice'],
    ['a version below 1', [projection({ version: 0 })], 'positive integer'],
    ['a name too long for a schema', [projection({ name: 'x'.repeat(60) })], 'too long'],
    ['no event types', [projection({ eventTypes: [] })], 'at least one event type'],
    ['a table two projections own', [projection(), projection({ name: 'feed' })], 'already owned by projection "ideas"'],
    ['a deferred index not snake_case', [projection({ deferredIndexes: [{ name: 'Ideas By Tag', table: 'ideas', definition: '(tag)' }] })], 'must be snake_case'],
    ['a deferred index on another table', [projection({ deferredIndexes: [{ name: 'trends_by_tag', table: 'trends', definition: '(tag)' }] })], 'not one of its tables'],
  ])('rejects %s', (_case, projections, message) => {
    expect(() => assertValidProjections(projections)).toThrow(message);
  });
});
