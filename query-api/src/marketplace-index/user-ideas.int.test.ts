// Members' ideas in the marketplace: the catalog projection keeps them from their creators' workspace streams, and the
// index lists an approved one (Published, public, not deleted) as user-generated, beside the platform's ideas, and its
// page opens it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdeaDetailView } from '@app/domain/ideas/idea-view';
import type { Actor } from '@app/domain/shared/decider';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { appendCatalogHistory } from '@app/projectors/catalog/testing/catalog-history';
import { appendCuration, appendWorkspaceHistory, harbour, november, orchard } from '@app/projectors/workspace/testing/workspace-history';
import { findIdea, ideaDetailOf } from '../read-models/catalog';
import { openReadModelTestKit, type ReadModelTestKit } from '../read-models/testing/read-model-test-kit';
import type { IndexQuery } from './catalog-index';
import { createCatalogSource, type CatalogSource } from './catalog-source';
import { accessOf, canSee } from './idea-access';

const adminActor: Actor = { userId: 'user-admin', role: 'ADMIN', emailVerified: true };

let kit: ReadModelTestKit;
let source: CatalogSource;

beforeAll(async () => {
  kit = await openReadModelTestKit([catalogProjection]);
  await appendCatalogHistory(kit.eventStore);
  await kit.projected((await appendWorkspaceHistory(kit.eventStore)).position);
  source = createCatalogSource({ db: kit.read });
});

afterAll(async () => {
  await kit?.close();
});

async function curate(events: LegacyWorkspaceEvent[]): Promise<void> {
  await kit.projected((await appendCuration(kit.eventStore, events)).position);
}

/** The ids of `GET /api/ideas` for this query, read after everything appended so far. */
async function listed(query: Partial<IndexQuery> = {}): Promise<number[]> {
  const index = await source.current({ fresh: true });
  return index.query({ page: 1, limit: 100, sort: 'newest', admin: false, ...query }).ideas.map((entry) => entry.id);
}

/** `GET /api/ideas/{id}` as the viewer sees it; undefined for 404. */
async function opened(id: number, actor: Actor | null = null): Promise<IdeaDetailView | undefined> {
  const row = await findIdea(kit.read, id);
  return row && canSee(actor, accessOf(row)) ? ideaDetailOf(row) : undefined;
}

describe("the marketplace and members' ideas", () => {
  it('lists none before an admin approves them, not even to ADMIN', async () => {
    // Harbour is shared (waiting), Orchard public from its generation, Grace's idea private: none is approved.
    expect(await listed({ source: 'UGC' })).toEqual([]);
    expect(await listed({ source: 'UGC', admin: true })).toEqual([]);
    expect(await listed()).toEqual([1, 3]);
    expect(await opened(100000, adminActor)).toBeUndefined();
  });

  it('lists an approved idea as user-generated, with its source, and orders its stamp as a platform idea’s', async () => {
    await curate([
      { type: 'UserIdeaPublished', data: { ...harbour, at: november(10) } },
      { type: 'UserIdeaStamped', data: { ...harbour, stamp: 'Top Picks', at: november(10) } },
    ]);
    expect(await listed({ source: 'UGC' })).toEqual([100000]);
    expect(await listed({ source: 'FD' })).toEqual([1, 3]);
    // Stamped ideas first (both Top Picks, newest first), then the rest.
    expect(await listed()).toEqual([1, 100000, 3]);
    expect(await listed({ source: 'UGC', search: 'harbour slots', type: 'PREMIUM', category: 'LogisticsTech' })).toEqual([100000]);
    expect(await opened(100000)).toEqual(
      expect.objectContaining({ id: 100000, source: 'UGI', title: 'Harbour Slots', status: 'Published', private: false, stamp: 'Top Picks', batchNumber: null }),
    );
  });

  it('takes an idea out when it is unpublished or deleted, and lists it again once restored', async () => {
    await curate([
      { type: 'UserIdeaPublished', data: { ...orchard, at: november(11) } },
      { type: 'UserIdeaUnpublished', data: { ...harbour, at: november(11) } },
    ]);
    expect(await listed({ source: 'UGC' })).toEqual([200000]);
    expect(await opened(100000, adminActor)).toBeUndefined();
    expect(await opened(200000)).toEqual(expect.objectContaining({ source: 'UGP2P', title: 'Orchard' }));

    await curate([{ type: 'UserIdeaDeleted', data: { ...orchard, title: 'Orchard', description: 'Orchard description', at: november(12) } }]);
    expect(await listed({ source: 'UGC' })).toEqual([]);
    expect(await listed({ source: 'UGC', admin: true })).toEqual([]);
    expect(await opened(200000, adminActor)).toBeUndefined();

    await curate([{ type: 'UserIdeaRestored', data: { ...orchard, at: november(13) } }]);
    expect(await listed({ source: 'UGC' })).toEqual([200000]);
    expect(await listed()).toEqual([1, 3, 200000]);
  });
});
