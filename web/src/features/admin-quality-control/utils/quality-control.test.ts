import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../../../lib/api-client';
import { qcIdea, qcReport } from './quality-control-fixtures';
import { adminIdeaRowOf, ideaDeleteFailed, ideaDeleted, loadFailedText, nextOffset, qualityControlPath, similarityPercent, withoutIdea } from './quality-control';

describe('qualityControlPath', () => {
  it('sends the filters that are set', () => {
    expect(qualityControlPath({ category: null, batch: null })).toBe('/api/admin/quality-control');
    expect(qualityControlPath({ category: 'Health & Fitness', batch: null })).toBe('/api/admin/quality-control?category=Health+%26+Fitness');
    expect(qualityControlPath({ category: null, batch: 0 })).toBe('/api/admin/quality-control?batch=0');
    expect(qualityControlPath({ category: 'Fintech', batch: 7 })).toBe('/api/admin/quality-control?category=Fintech&batch=7');
  });

  it("asks for a page of one list and the other's count alone", () => {
    expect(qualityControlPath({ category: null, batch: null }, { list: 'groups', offset: 0 })).toBe('/api/admin/quality-control?groupsOffset=0&groupsLimit=100&pairsLimit=0');
    expect(qualityControlPath({ category: 'Fintech', batch: null }, { list: 'pairs', offset: 300 })).toBe(
      '/api/admin/quality-control?category=Fintech&pairsOffset=300&pairsLimit=100&groupsLimit=0',
    );
  });
});

describe('nextOffset', () => {
  const page = (pairs: number, total: number) => ({ ...qcReport(), similarIdeas: Array.from({ length: pairs }, () => qcReport().similarIdeas[0]!), similarIdeasTotal: total });

  it('is where the loaded pages end, until every item of the count is loaded', () => {
    expect(nextOffset('pairs', [page(100, 250)])).toBe(100);
    expect(nextOffset('pairs', [page(100, 250), page(100, 250)])).toBe(200);
    expect(nextOffset('pairs', [page(100, 250), page(100, 250), page(50, 250)])).toBeUndefined();
    expect(nextOffset('groups', [page(100, 250)])).toBeUndefined();
  });

  it('stops at an empty page, when the count shrank while reading', () => {
    expect(nextOffset('pairs', [page(100, 250), page(0, 90)])).toBeUndefined();
    expect(nextOffset('pairs', [])).toBeUndefined();
  });
});

describe('similarityPercent', () => {
  it('is a whole percentage, rounded down', () => {
    expect(similarityPercent(0.75)).toBe('75%');
    expect(similarityPercent(0.8749)).toBe('87%');
    expect(similarityPercent(0.999)).toBe('99%');
    expect(similarityPercent(1)).toBe('100%');
  });

  it('is not pushed below a boundary by binary fractions', () => {
    expect(similarityPercent(0.29)).toBe('29%');
    expect(similarityPercent(0.58)).toBe('58%');
  });
});

describe('withoutIdea', () => {
  it('takes a deleted idea out of its group and out of every pair it was in', () => {
    const report = withoutIdea(qcReport(), 1);
    expect(report.exactDuplicates.map((group) => group.ideas.map((idea) => idea.id))).toEqual([[2, 3], [4, 5]]);
    expect(report.similarIdeas.map((pair) => [pair.idea1.id, pair.idea2.id])).toEqual([[6, 7]]);
  });

  it('drops a group left with one idea, and a pair whichever side the idea was on', () => {
    const report = withoutIdea(withoutIdea(qcReport(), 5), 7);
    expect(report.exactDuplicates.map((group) => group.key)).toEqual(['a1']);
    expect(report.similarIdeas.map((pair) => pair.idea2.id)).toEqual([8]);
  });

  it('changes nothing for an idea not in the report', () => {
    expect(withoutIdea(qcReport(), 99)).toEqual(qcReport());
  });
});

describe('adminIdeaRowOf', () => {
  it("is the platform idea as the detail dialog opens it, approved exactly when published", () => {
    expect(adminIdeaRowOf(qcIdea(12, { status: 'Published', type: 'PREMIUM', batchNumber: null }))).toMatchObject({
      id: 12,
      source: 'FD',
      type: 'PREMIUM',
      status: 'Published',
      approved: true,
      private: false,
      batchNumber: null,
      title: 'Farm ledger 12',
      category: 'Fintech, Agriculture',
    });
    expect(adminIdeaRowOf(qcIdea(12)).approved).toBe(false);
  });
});

describe('loadFailedText', () => {
  it("says 'Error loading quality control: ' and why", () => {
    expect(loadFailedText(new ApiError('Batch must be a whole number', 400, { message: 'Batch must be a whole number' }))).toBe(
      'Error loading quality control: Batch must be a whole number',
    );
    expect(loadFailedText(new TypeError('Failed to fetch'))).toBe('Error loading quality control: Failed to fetch');
    expect(loadFailedText(null)).toBe('Error loading quality control: Unknown error');
  });
});

describe('the delete toasts', () => {
  it("say 'Idea deleted successfully'", () => {
    expect(ideaDeleted()).toMatchObject({ variant: 'success', title: 'Idea deleted successfully' });
  });

  it("show the server's message when it sent one, else 'Failed to delete idea'", () => {
    expect(ideaDeleteFailed(new ApiError('Idea not found', 404, { message: 'Idea not found' }))).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Idea not found',
    });
    for (const error of [new ApiError('Server error: Bad Gateway', 502), new TypeError('Failed to fetch'), new SessionExpiredError()]) {
      expect(ideaDeleteFailed(error)).toMatchObject({ variant: 'destructive', title: 'Error', description: 'Failed to delete idea' });
    }
  });

  it('last between 3 and 7 seconds', () => {
    for (const { duration } of [ideaDeleted(), ideaDeleteFailed(null)]) {
      expect(duration).toBeGreaterThanOrEqual(3_000);
      expect(duration).toBeLessThanOrEqual(7_000);
    }
  });
});
