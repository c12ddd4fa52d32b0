import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import type { Position } from '@app/infra/event-store/position';
import { COMMIT_TARGET_MS, CommitSizer } from './commit-sizer';

const at = (prepare: number): Position => ({ commit: 1n, prepare: BigInt(prepare) });
const events = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `e${index}`, position: at(index + 1) }) as RecordedEvent);

describe('CommitSizer', () => {
  it('commits a page whole until a commit is slow', () => {
    const sizer = new CommitSizer();
    const page = events(5000);
    expect(sizer.split(page, at(6000))).toEqual([{ to: at(6000), events: page }]);
    sizer.took(5000, COMMIT_TARGET_MS / 10);
    expect(sizer.split(page, at(6000))).toHaveLength(1);
  });

  it('splits the next pages into commits of about the target time, each ending at its last event and the last at the page', () => {
    const sizer = new CommitSizer();
    sizer.took(5000, COMMIT_TARGET_MS * 2.5);
    const parts = sizer.split(events(5000), at(6000));
    expect(parts.map((part) => part.events.length)).toEqual([2000, 2000, 1000]);
    expect(parts.map((part) => part.to)).toEqual([at(2000), at(4000), at(6000)]);
    expect(parts.flatMap((part) => part.events)).toEqual(events(5000));
  });

  it('grows back when commits get faster, and never goes below a floor', () => {
    const sizer = new CommitSizer();
    sizer.took(5000, 100_000);
    expect(sizer.split(events(120), at(200)).map((part) => part.events.length)).toEqual([50, 50, 20]);
    sizer.took(50, COMMIT_TARGET_MS / 4);
    expect(sizer.split(events(400), at(500)).map((part) => part.events.length)).toEqual([200, 200]);
  });
});
