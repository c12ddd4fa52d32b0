import { describe, expect, it } from 'vitest';
import { generation } from './projection-fixtures';
import { parseProjections, parseRebuildStarted } from './projections-response';

describe('parseProjections', () => {
  it('keeps every generation, a stuck one with its event', () => {
    const stuck = generation({
      name: 'catalog',
      status: 'building',
      progress: 42.5,
      error: { message: 'boom', since: '2026-03-10T11:00:00.000Z', event: { position: '1.1', type: 'IdeaEdited', streamId: 'idea-7', id: 'ev-1' } },
    });
    expect(parseProjections({ projections: [generation(), stuck] })).toEqual([generation(), stuck]);
  });

  it.each([
    ['no list', {}],
    ['a status it does not know', { projections: [generation({ status: 'retired' as never })] }],
    ['a lag that is not a count', { projections: [generation({ lag: '3' as never })] }],
    ['an error without its message', { projections: [generation({ error: { since: 'x', event: null } as never })] }],
  ])('refuses an answer with %s', (_case, body) => {
    expect(() => parseProjections(body)).toThrow('Invalid response format from server');
  });
});

describe('parseRebuildStarted', () => {
  it('reads the generation being built', () => {
    expect(parseRebuildStarted({ name: 'jobs', version: 1, generation: 2, status: 'building', position: '9.9' })).toEqual({
      name: 'jobs',
      version: 1,
      generation: 2,
      status: 'building',
    });
    expect(() => parseRebuildStarted({ name: 'jobs', version: 1, status: 'building' })).toThrow('Invalid response format from server');
  });
});
