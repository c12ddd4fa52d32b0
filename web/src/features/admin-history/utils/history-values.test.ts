import type { UserRecord } from '@app/domain/history/history-view';
import { describe, expect, it } from 'vitest';
import { displayValue, documentNameOf, fieldLabel, historyKindOfSource, recordDocuments, recordRows } from './history-values';
import { ideaRecord } from './history-fixtures';
import { restoreBody } from './restore-values';

describe('field names and values', () => {
  it('names fields in words and document fields by their document', () => {
    expect(fieldLabel('goToMarket')).toBe('Go to market');
    expect(fieldLabel('title')).toBe('Title');
    expect(fieldLabel('document:PRD')).toBe('Product Requirements Doc');
    expect(documentNameOf('document:Business Plan')).toBe('Business Plan');
    expect(documentNameOf('description')).toBeNull();
  });

  it('shows every JSON value as text, an absent one in words', () => {
    expect(displayValue(null)).toBe('(none)');
    expect(displayValue('')).toBe('(empty)');
    expect(displayValue('PRO')).toBe('PRO');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(3)).toBe('3');
    expect(displayValue(['a', 'b'])).toBe('a, b');
    expect(displayValue([])).toBe('(none)');
    expect(displayValue({ at: 1 })).toBe('{"at":1}');
    expect(displayValue('2026-03-01T10:00:00.000Z')).toMatch(/^Mar 1, 2026, \d{1,2}:00 (AM|PM)$/);
    expect(displayValue('Launch 2026-03-01')).toBe('Launch 2026-03-01');
  });

  it("reads an idea's history by its source", () => {
    expect(historyKindOfSource('FD')).toBe('ideas');
    expect(historyKindOfSource('UGI')).toBe('ugi');
    expect(historyKindOfSource('UGP2P')).toBe('ugp2p');
  });
});

describe('an entity as it was', () => {
  it("lists an idea's fields without its documents, and its documents in the spec's order by name", () => {
    const rows = recordRows('ideas', ideaRecord);
    expect(rows.find((row) => row.field === 'tags')).toEqual({ field: 'tags', label: 'Tags', value: 'tutoring, kids' });
    expect(rows.some((row) => row.field === 'documents')).toBe(false);
    expect(recordDocuments(ideaRecord)).toEqual([
      { name: 'Product Requirements Doc', content: '# PRD' },
      { name: 'Go-to-Market Strategy', content: '# GTM' },
    ]);
  });

  it("shows an erased person as 'erased user', never an old value", () => {
    const erased: UserRecord = { userId: 'u-1', email: null, username: null, role: 'FREE', emailVerified: true, deleted: true, registeredAt: '2026-01-01T00:00:00.000Z' };
    const rows = recordRows('users', erased);
    expect(rows.filter((row) => row.value === 'erased user').map((row) => row.field)).toEqual(['email', 'username']);
    expect(recordDocuments(erased)).toEqual([]);
  });
});

describe('restoreBody', () => {
  it("sends the idea's content and type as an edit, nothing of its state or documents", () => {
    const body = restoreBody(ideaRecord);
    expect(body).toMatchObject({ title: 'Tutor match', tags: ['tutoring', 'kids'], mockup: null, country: 'Global', type: 'PREMIUM' });
    expect(Object.keys(body)).toHaveLength(19);
    for (const state of ['stamp', 'publication', 'documents', 'deleted', 'ideaId', 'batchNumber']) expect(body).not.toHaveProperty(state);
  });
});
