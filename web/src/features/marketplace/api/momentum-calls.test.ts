import { describe, expect, it } from 'vitest';
import { json, useStubbedFetch } from '../../../testing/stub-fetch';
import { commonIds } from '../hooks/use-marketplace-ideas';
import { getIdeaMomentum } from './get-idea-momentum';
import { getOneTrendIdeaIds } from './get-one-trend-idea-ids';
import { getSparklines, sparklineMap } from './get-sparklines';

// The marketplace's momentum reads (docs/features.md "Momentum") and the trend filter's ids, against a stubbed fetch.

const { fetchMock, sent } = useStubbedFetch('tok-1');
const thirty = (value: number) => Array.from({ length: 30 }, () => value);

describe('getSparklines', () => {
  it('asks once for a whole page of ids and answers each idea’s 30 days', async () => {
    fetchMock.mockResolvedValue(json({ sparklines: { '3': thirty(1), '5': thirty(0) }, trend: { '3': { last7: 7, previous7: 2 } } }));
    await expect(getSparklines([3, 5, 8])).resolves.toEqual({ '3': thirty(1), '5': thirty(0) });
    expect(sent().input).toBe('/api/ideas/sparklines?ids=3%2C5%2C8');
  });

  it('refuses an answer whose sparkline is not 30 days long', async () => {
    fetchMock.mockResolvedValue(json({ sparklines: { '3': [1, 2] }, trend: {} }));
    await expect(getSparklines([3])).rejects.toThrow('Invalid response format from server');
  });
});

describe('sparklineMap', () => {
  it("joins the loaded pages' answers by idea id, and is one shared empty map while none is in", () => {
    const map = sparklineMap([{ data: { '1': thirty(2) } }, { data: undefined }, { data: { '7': thirty(0) } }]);
    expect([...map.keys()]).toEqual([1, 7]);
    expect(sparklineMap([{ data: undefined }])).toBe(sparklineMap([]));
  });
});

describe('getIdeaMomentum', () => {
  it('reads the last 30 days of one idea', async () => {
    const days = [{ date: '2026-11-28', views: 3, saves: 1, shares: 0, documents: 2 }];
    fetchMock.mockResolvedValue(json({ days }));
    await expect(getIdeaMomentum(7)).resolves.toEqual({ days });
    expect(sent().input).toBe('/api/ideas/7/momentum?days=30');
  });
});

describe("one trend's idea ids", () => {
  it("reads the trend's ideas and keeps their ids", async () => {
    fetchMock.mockResolvedValue(json({ ideas: [] }));
    await expect(getOneTrendIdeaIds(4)).resolves.toEqual([]);
    expect(sent().input).toBe('/api/trends/4/ideas');
  });

  it('narrows a Trends type by a trend: the ids in both lists', () => {
    expect(commonIds([[1, 2, 3, 9], [9, 3, 4]])).toEqual([3, 9]);
    expect(commonIds([[5, 6]])).toEqual([5, 6]);
  });
});
