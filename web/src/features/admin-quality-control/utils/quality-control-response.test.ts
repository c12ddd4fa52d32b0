import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../lib/invalid-response';
import { qcIdea, qcReport } from './quality-control-fixtures';
import { parseQualityControl } from './quality-control-response';

describe('parseQualityControl (GET /api/admin/quality-control)', () => {
  it("reads the groups and the pairs in the server's order", () => {
    expect(parseQualityControl(qcReport())).toEqual(qcReport());
  });

  it('drops an idea that cannot be named, and a group or a pair it leaves short', () => {
    const body = {
      exactDuplicates: [
        { key: 'a1', ideas: [qcIdea(1), { ...qcIdea(2), id: '2' }, qcIdea(3)] },
        { key: 'b2', ideas: [qcIdea(4), { ...qcIdea(5), type: 'GOLD' }] },
        { key: '', ideas: [qcIdea(6), qcIdea(7)] },
        'nonsense',
      ],
      similarIdeas: [
        { idea1: qcIdea(6), idea2: { ...qcIdea(7), status: 'Archived' }, similarity: 0.8 },
        { idea1: qcIdea(6), idea2: qcIdea(8), similarity: 1.2 },
        { idea1: qcIdea(6), idea2: qcIdea(9), similarity: '0.9' },
        { idea1: qcIdea(6), idea2: qcIdea(10), similarity: 0.9 },
      ],
    };
    expect(parseQualityControl(body)).toEqual({
      exactDuplicates: [{ key: 'a1', ideas: [qcIdea(1), qcIdea(3)] }],
      similarIdeas: [{ idea1: qcIdea(6), idea2: qcIdea(10), similarity: 0.9 }],
    });
  });

  it('reads missing texts as empty and a missing batch as none', () => {
    const bare = { id: 4, type: 'PREMIUM', status: 'Published' };
    const [group] = parseQualityControl({ exactDuplicates: [{ key: 'k', ideas: [bare, bare] }], similarIdeas: [] }).exactDuplicates;
    expect(group?.ideas[0]).toEqual({ id: 4, title: '', description: '', category: '', batchNumber: null, type: 'PREMIUM', status: 'Published', createdAt: '' });
  });

  it.each([[null], [[]], [{}], [{ exactDuplicates: [] }], [{ exactDuplicates: {}, similarIdeas: [] }]])(
    "refuses %j with 'Invalid response format from server'",
    (body) => {
      expect(() => parseQualityControl(body)).toThrow(InvalidResponseError);
    },
  );
});
