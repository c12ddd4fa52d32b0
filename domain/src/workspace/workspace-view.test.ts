import { describe, expect, it } from 'vitest';
import type { CopyFields, CopyKind } from './workspace-fields';
import { SHARE_LABELS, shareState, workspaceIdeaOf } from './workspace-view';

const idea: CopyFields = {
  title: 'Harbour Slots', description: 'Berth booking.', category: 'LogisticsTech', businessModel: 'B2B SaaS', marketSize: '$2B',
  competition: 'Low', problem: 'p', solution: 's', differentiation: 'd', goToMarket: 'g', wowFactor: 'w', revenue: 'r',
  timeline: '4 months', teamSize: '3', technologies: ['IoT'], tags: ['ports'], mockup: null, country: 'Global', type: 'PREMIUM',
};
const copy = (kind: CopyKind) => ({ copyId: 700001, kind, originalId: 42, idea, addedAt: '2026-11-03T10:00:00.000Z', updatedAt: '2026-11-05T10:00:00.000Z' });

describe('workspaceIdeaOf', () => {
  it('shows a copy under its own id with the original named, dated by when it was added', () => {
    expect(workspaceIdeaOf(copy('idea'), undefined)).toEqual({
      ...idea,
      id: 700001,
      originalId: 42,
      source: 'FD',
      addedAt: '2026-11-03T10:00:00.000Z',
      createdAt: '2026-11-03T10:00:00.000Z',
      updatedAt: '2026-11-05T10:00:00.000Z',
      status: 'Unpublished',
      private: false,
      stamp: null,
    });
  });

  it("takes a platform idea's publication and stamp", () => {
    expect(workspaceIdeaOf(copy('idea'), { status: 'Published', stamp: 'Top Picks', ownPrivate: null })).toEqual(
      expect.objectContaining({ source: 'FD', status: 'Published', private: false, stamp: 'Top Picks' }),
    );
  });

  it("keeps the member's own user idea private until shared, and names its source", () => {
    expect(workspaceIdeaOf(copy('ugi'), { status: 'Unpublished', stamp: null, ownPrivate: true })).toEqual(
      expect.objectContaining({ source: 'UGI', status: 'Unpublished', private: true, stamp: null }),
    );
    expect(workspaceIdeaOf(copy('ugp2p'), { status: 'Unpublished', stamp: null, ownPrivate: false })).toEqual(
      expect.objectContaining({ source: 'UGP2P', private: false }),
    );
  });

  it("shows someone else's user idea as public, with its status", () => {
    expect(workspaceIdeaOf(copy('ugi'), { status: 'Published', stamp: null, ownPrivate: null })).toEqual(
      expect.objectContaining({ source: 'UGI', status: 'Published', private: false, stamp: null }),
    );
  });
});

describe('shareState', () => {
  it("reads 'Share on Platform' while private, 'Waiting for approval' once shared, 'Shared' once an admin approved it", () => {
    const words = (original: { status: string; ownPrivate: boolean }) =>
      SHARE_LABELS[shareState(workspaceIdeaOf(copy('ugi'), { ...original, stamp: null }))];
    expect(words({ status: 'Unpublished', ownPrivate: true })).toBe('Share on Platform');
    expect(words({ status: 'Unpublished', ownPrivate: false })).toBe('Waiting for approval');
    expect(words({ status: 'Published', ownPrivate: false })).toBe('Shared');
  });
});
