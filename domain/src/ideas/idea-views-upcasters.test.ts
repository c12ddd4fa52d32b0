import { describe, expect, it } from 'vitest';
import { currentSchemaVersion, upcast } from '../shared/upcasters';

describe('IdeaViewsRecorded upcasting', () => {
  it('reads a batch stored before shares were counted as one that shared nothing', () => {
    const stored = { type: 'IdeaViewsRecorded', data: { counts: { '7': 2 }, at: '2026-11-28T10:00:00.000Z' }, metadata: { schemaVersion: 1 } };
    expect(upcast(stored).data).toEqual({ counts: { '7': 2 }, shares: {}, at: '2026-11-28T10:00:00.000Z' });
    expect(currentSchemaVersion('IdeaViewsRecorded')).toBe(2);
  });
});
