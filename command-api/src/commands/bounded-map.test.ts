import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded-map';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('mapBounded', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapBounded([5, 1, 4, 2, 3], 2, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('starts nothing after a failure and throws once the calls in flight have ended', async () => {
    const started: number[] = [];
    let finished = 0;
    const run = mapBounded([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      finished += 1;
      if (item === 1) throw new Error('boom');
      return item;
    });
    await expect(run).rejects.toThrow('boom');
    expect(started).toEqual([1, 2]);
    expect(finished).toBe(2);
  });
});
