// The feed check on told ranges made up here: a change is heard only when the frame whose range holds its position
// names it, excused only by a refetch over it, and a miss otherwise (a range that left it out, or nothing told yet).
import { describe, expect, it } from 'vitest';
import type { LiveViewer } from '@app/domain/live/live-topics';
import type { Position } from '@app/infra/event-store/position';
import { checkFeeds, type FeedChange } from './live-check';
import { entityKey, type LiveClient, type ToldRange } from './live-client';
import type { WriteRecord } from './workload';

const at = (prepare: number): Position => ({ commit: 1000n, prepare: BigInt(prepare) });
const ada = '0190a000-0000-7000-8000-00000000000a';
const bob = '0190a000-0000-7000-8000-00000000000b';

function write(what: string): WriteRecord {
  return { id: `${what}-id`, what, status: 201, failedAt: [] };
}

/** A copy saved to `userId`'s workspace at `prepare`: heard by that member and by admins. */
function saved(userId: string, prepare: number, written = write(`save ${prepare}`)): FeedChange {
  return { write: written, kind: 'workspaces', entityId: userId, streamId: `workspace-${userId}`, type: 'IdeaSavedToWorkspace', position: at(prepare) };
}

function range(after: number, upTo: number, told: ToldRange['told'], entities: string[] = []): ToldRange {
  return { after: at(after), upTo: at(upTo), told, entities: new Set(entities) };
}

function client(viewer: LiveViewer, start: number, ranges: ToldRange[]): LiveClient {
  const cursor = ranges.at(-1)?.upTo ?? at(start);
  return { name: 'feed', viewer, start: at(start), ranges, cursor, streams: 1, resumes: 0, replays: 0, refused: 0, refetches: 0, problems: [], ready: Promise.resolve(), close: () => undefined };
}

const adaFeed = (ranges: ToldRange[]) => client({ userId: ada, admin: false }, 1, ranges);
const workspaceOf = (userId: string) => entityKey('workspaces', userId);

describe('checkFeeds', () => {
  it('counts a change named by the frame whose range holds it as heard, and one under a refetch as excused', () => {
    const check = checkFeeds([adaFeed([range(1, 5, 'changes', [workspaceOf(ada)]), range(5, 9, 'refetch')])], [saved(ada, 3), saved(ada, 7)]);
    expect(check).toMatchObject({ heard: 1, excused: 1, missed: [] });
  });

  it('counts a change as missed when its range was told without it, or only as a heartbeat moving past it', () => {
    const check = checkFeeds([adaFeed([range(1, 5, 'changes', [workspaceOf(bob)]), range(5, 9, 'nothing')])], [saved(ada, 3), saved(ada, 7)]);
    expect(check.heard).toBe(0);
    expect(check.missed).toEqual([
      expect.stringMatching(/save 3 .*workspaces .* at 1000-3: told changes \(1000-1, 1000-5\] without it/),
      expect.stringMatching(/save 7 .*at 1000-7: told nothing \(1000-5, 1000-9\] without it/),
    ]);
  });

  it('does not take a later message naming the same entity for the one that left the change out', () => {
    const check = checkFeeds([adaFeed([range(1, 5, 'changes'), range(5, 9, 'changes', [workspaceOf(ada)])])], [saved(ada, 3), saved(ada, 7)]);
    expect(check).toMatchObject({ heard: 1, missed: [expect.stringContaining('save 3')] });
  });

  it('counts a change the client was not told of yet as missed', () => {
    const check = checkFeeds([adaFeed([range(1, 5, 'changes', [workspaceOf(ada)])])], [saved(ada, 7)]);
    expect(check.missed).toEqual([expect.stringContaining('not told (the client is at 1000-5)')]);
  });

  it('counts a write once, missed when any of its changes was', () => {
    const both = write('save twice');
    const check = checkFeeds([adaFeed([range(1, 3, 'changes', [workspaceOf(ada)]), range(3, 5, 'nothing')])], [saved(ada, 2, both), saved(ada, 4, both)]);
    expect(check).toMatchObject({ heard: 0, missed: [expect.stringContaining('save twice')] });
  });

  it('counts only what the viewer may hear, after the feed started', () => {
    const changes = [saved(ada, 1), saved(bob, 3)];
    const admin = client({ userId: null, admin: true }, 0, [range(0, 5, 'changes', [workspaceOf(ada), workspaceOf(bob)])]);
    const check = checkFeeds([adaFeed([range(1, 5, 'nothing')]), admin], changes);
    expect(check.clients.map(({ heard, excused, missed }) => ({ heard, excused, missed }))).toEqual([
      { heard: 0, excused: 0, missed: [] },
      { heard: 2, excused: 0, missed: [] },
    ]);
  });
});
