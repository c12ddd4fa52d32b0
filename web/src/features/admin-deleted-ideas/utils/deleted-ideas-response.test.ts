import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { parseDeletedIdeas, sourceOf } from './deleted-ideas-response';

const row = { id: 7, userId: 'admin-1', ideaId: null, ugiId: null, ugp2pId: null, title: 'Farm ledger', description: 'Pays farmers on time.', deletedAt: '2025-03-01T10:00:00.000Z' };

describe('sourceOf', () => {
  it('is the source whose id is set, with that id', () => {
    expect(sourceOf({ ...row, ideaId: 12 })).toEqual({ source: 'FD', ideaId: 12 });
    expect(sourceOf({ ...row, ugiId: 100004 })).toEqual({ source: 'UGI', ideaId: 100004 });
    expect(sourceOf({ ...row, ugp2pId: '200001' })).toEqual({ source: 'UGP2P', ideaId: 200001 });
  });

  it('is null when no id is set, or more than one', () => {
    expect(sourceOf(row)).toBeNull();
    expect(sourceOf({ ...row, ideaId: 0, ugiId: -3, ugp2pId: 'x' })).toBeNull();
    expect(sourceOf({ ...row, ideaId: 12, ugiId: 100004 })).toBeNull();
  });
});

describe('parseDeletedIdeas (GET /api/admin/deleted-ideas)', () => {
  it("reads each row in the server's order, with its source", () => {
    const body = { deletedIdeas: [{ ...row, id: 9, ugiId: 100004 }, { ...row, ideaId: 12, deletedAt: null }] };

    expect(parseDeletedIdeas(body)).toEqual([
      { id: 9, source: 'UGI', ideaId: 100004, title: 'Farm ledger', description: 'Pays farmers on time.', deletedAt: '2025-03-01T10:00:00.000Z' },
      { id: 7, source: 'FD', ideaId: 12, title: 'Farm ledger', description: 'Pays farmers on time.', deletedAt: null },
    ]);
  });

  it('drops rows that cannot be restored (no id, no source) and keeps a row without texts', () => {
    const body = { deletedIdeas: [row, { ...row, id: null, ideaId: 3 }, 'nonsense', { id: 4, ugp2pId: 200009 }] };

    expect(parseDeletedIdeas(body)).toEqual([{ id: 4, source: 'UGP2P', ideaId: 200009, title: '', description: '', deletedAt: null }]);
  });

  it.each([[null], [[]], [{}], [{ deletedIdeas: 'all' }], ['<html>']])("refuses %j with 'Invalid response format from server'", (body) => {
    expect(() => parseDeletedIdeas(body)).toThrow(InvalidResponseError);
    expect(() => parseDeletedIdeas(body)).toThrow('Invalid response format from server');
  });

  it('accepts an empty list', () => {
    expect(parseDeletedIdeas({ deletedIdeas: [] })).toEqual([]);
  });
});
