// The catalog read model's reads, over the rows the catalog projection writes for three ideas, two trends and the
// views recorded for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEA_VIEWS_STREAM } from '@app/domain/ideas/idea-events';
import { catalogProjection } from '@app/projectors/catalog/catalog.projection';
import { appendCatalogHistory, at, documents, views } from '@app/projectors/catalog/testing/catalog-history';
import { findIdeaDocument, ideaIdsByTrendType, listIdeaDocuments, listTrends, liveTrendLinks, readCatalogHead, readIdeaChanges, trendIdeaIds } from './catalog';
import { openReadModelTestKit, type ReadModelTestKit } from './testing/read-model-test-kit';

let kit: ReadModelTestKit;
let db: ReadModelTestKit['read'];

beforeAll(async () => {
  kit = await openReadModelTestKit([catalogProjection]);
  db = kit.read;
  await kit.projected((await appendCatalogHistory(kit.eventStore)).position);
});

afterAll(async () => {
  await kit?.close();
});

describe('the catalog read model', () => {
  it("lists an idea's documents in the spec's order, as edited, and finds one with its idea", async () => {
    expect(await listIdeaDocuments(db, 1)).toEqual(
      documents(1).map((document) => ({
        id: document.documentId,
        ideaId: 1,
        type: document.type,
        content: document.documentId === 10 ? 'PRD v2' : document.content,
        createdAt: at(0).toISOString(),
        updatedAt: (document.documentId === 10 ? at(5) : at(0)).toISOString(),
      })),
    );
    expect(await listIdeaDocuments(db, 2)).toEqual([]);
    expect(await findIdeaDocument(db, 10)).toEqual({ ideaId: 1, title: 'Ledger Pro', type: 'PRD', content: 'PRD v2' });
    expect(await findIdeaDocument(db, 99)).toBeUndefined();
  });

  it('lists live trends with the ideas a visitor may see counted, their links newest first, and the ideas linked by type', async () => {
    expect(await listTrends(db, { admin: false })).toEqual([
      { id: 1, title: 'Payments', description: 'd', type: 'RFI', source: 'YC', ideaCount: 2, createdAt: at(5).toISOString(), updatedAt: at(5).toISOString() },
    ]);
    expect(await listTrends(db, { admin: false, type: 'PROBLEM' })).toEqual([]);
    expect(await trendIdeaIds(db, 1)).toEqual([3, 2, 1]);
    expect(await trendIdeaIds(db, 2)).toBeUndefined();
    expect(await ideaIdsByTrendType(db, 'RFI')).toEqual([1, 2, 3]);
    expect(await ideaIdsByTrendType(db, 'PROBLEM')).toEqual([]);
    expect([...(await liveTrendLinks(db))]).toEqual([
      [1, [1]],
      [2, [1]],
      [3, [1]],
    ]);
  });

  it('lets a reader follow the rows changed since the last change number it saw', async () => {
    const head = await readCatalogHead(db);
    const all = await readIdeaChanges(db, 0n, 100);
    expect(all.buildId).toBe(head.buildId);
    expect(all.rows.map((row) => row.id).sort()).toEqual([1, 2, 3]);
    expect(BigInt(all.rows.at(-1)!.change_seq)).toBe(head.changeSeq);
    expect((await readIdeaChanges(db, head.changeSeq, 100)).rows).toEqual([]);

    const appended = await kit.eventStore.append(IDEA_VIEWS_STREAM, [views({ 3: 4 }, 11)], { expectedRevision: 'any' });
    expect(await kit.runtime.waitForPosition(appended.position, { timeoutMs: 10_000 })).toBe(true);
    const changed = await readIdeaChanges(db, head.changeSeq, 100);
    expect(changed.rows.map((row) => [row.id, row.views])).toEqual([[3, '5']]);
  });

});
