// The first-start catalog seed against a real Postgres: what it writes, that a second run writes nothing, that two
// fresh databases get the same catalog, and that the sequences move past the fixed ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, FEATURED_IDEA_IDS } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { trendStreamId } from '@app/domain/trends/trend-events';
import { readConfig } from '@app/infra/config/config';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { openInfrastructure, type Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { createTestDatabase, type TestDatabase } from '@app/infra/testing/test-database';
import { generateCatalog, SEED_IDEA_COUNT, type SeedCatalog, type SeedIdea } from '@app/seed/platform-ideas/generate-catalog';
import { migrateCommandApi } from '../app';
import type { CommandApiDatabase } from '../command-api-database';
import { nextId } from '../ids/id-sequences';
import { ideaOfDocument } from '../ids/idea-document-owners';
import { CATALOG_EPOCH, seedCatalog } from './seed-catalog';

const DAY = 24 * 60 * 60 * 1000;

function seedIdea(id: number): SeedIdea {
  const idea: NewIdea = {
    title: `Seeded idea ${id}`, description: `The description of seeded idea ${id}.`, category: 'FinTech', businessModel: 'B2B SaaS',
    marketSize: `$${id}B`, competition: 'Low — nobody yet', problem: 'p', solution: 's', differentiation: 'd', goToMarket: 'g',
    wowFactor: 'w', revenue: 'r', timeline: '6 months', teamSize: '3', technologies: ['Cloud'], tags: ['seed'], mockup: null,
    country: 'Global', type: id % 3 === 0 ? 'PREMIUM' : 'FREE', batchNumber: null, stamp: id === 1 ? 'Top Picks' : null,
  };
  const complete = id % 10 !== 0;
  return {
    id,
    idea,
    documents: (complete ? DOCUMENT_TYPES : DOCUMENT_TYPES.slice(0, 2)).map((type) => ({ type, content: `# ${type} for ${id}` })),
    // Idea 20 is marked published but lacks documents: it stays Unpublished and is reported.
    published: complete ? id % 7 !== 0 : id === 20,
    autoDelete: id % 11 === 0,
    daysAgo: id,
  };
}

const catalog: SeedCatalog = {
  ideas: Array.from({ length: 40 }, (_, index) => seedIdea(index + 1)),
  trends: [
    { title: 'Embedded finance', description: 'Payments inside every app.', type: 'RFI', source: 'YC', daysAgo: 2, ideaIds: [1, 2, 3, 7, 10] },
    { title: 'Ageing workforce', description: 'Skills leave with retirees.', type: 'PROBLEM', source: 'Other', daysAgo: 30, ideaIds: [4, 5] },
  ],
};

interface Seeded {
  database: TestDatabase;
  infra: Infrastructure;
}

async function freshDatabase(): Promise<Seeded> {
  const database = await createTestDatabase();
  const infra = await openInfrastructure(readConfig({}), { databaseUrl: database.url, busScope: 'in-process', poolSize: 20 });
  await migrateCommandApi(infra.db);
  return { database, infra };
}

const opened: Seeded[] = [];
async function open(): Promise<Seeded> {
  const seeded = await freshDatabase();
  opened.push(seeded);
  return seeded;
}
afterAll(async () => {
  for (const { infra, database } of opened) {
    await infra.close();
    await database.drop();
  }
});

const quiet = { log: () => undefined };
/** What a stream says, without the moments the commands ran (`at`, and an auto-delete's start, which is the seed's now). */
const contentOf = (events: RecordedEvent[]) =>
  events.map(({ type, data }) => ({ type, data: { ...(data as object), at: undefined, ...(type === 'IdeaAutoDeleteSwitched' ? { activatedAt: undefined } : {}) } }));

describe('seedCatalog', () => {
  let first: Seeded;
  const lines: string[] = [];
  beforeAll(async () => {
    first = await open();
  });

  it('creates every idea with its documents, dated from the fixed epoch, publishes and flags as asked, and links the trends', async () => {
    const report = await seedCatalog(first.infra, catalog, { log: (line) => lines.push(line) });
    expect(report).toMatchObject({ outcome: 'seeded', ideas: 40, trends: 2, notPublished: [20] });
    expect(lines).toContain('Seeding catalog: 40 / 40 ideas');

    const store = first.infra.eventStore;
    const one = await store.readStream(ideaStreamId(1));
    expect(one.map((event) => event.type)).toEqual(['IdeaCreated', ...DOCUMENT_TYPES.map(() => 'IdeaDocumentAdded'), 'IdeaPublished']);
    expect(one[0]!.data).toMatchObject({ ideaId: 1, title: 'Seeded idea 1', stamp: 'Top Picks', creatorId: 'system', createdAt: new Date(CATALOG_EPOCH.getTime() - DAY).toISOString() });
    expect(one[0]!.metadata.userId).toBe('system');
    expect((await store.readStream(ideaStreamId(7))).map((event) => event.type)).not.toContain('IdeaPublished');
    expect((await store.readStream(ideaStreamId(11))).map((event) => event.type).slice(-2)).toEqual(['IdeaPublished', 'IdeaAutoDeleteSwitched']);
    expect((await store.readStream(ideaStreamId(20))).map((event) => event.type)).not.toContain('IdeaPublished');

    const trend = await store.readStream(trendStreamId(1));
    expect(trend.map((event) => event.type)).toEqual(['TrendCreated', 'TrendIdeasLinked']);
    // Trends are dated from the clock (the 'New' badge), ideas 7 and 10 are not published and are left out.
    expect(Date.now() - 2 * DAY - Date.parse((trend[0]!.data as { createdAt: string }).createdAt)).toBeLessThan(60_000);
    expect(trend[1]!.data).toMatchObject({ trendId: 1, ideaIds: [1, 2, 3] });
  });

  it('moves the sequences past the fixed ids and records which idea holds each document', async () => {
    expect(await nextId(first.infra.db.withTables<CommandApiDatabase>(), 'platform_idea_ids')).toBe(41);
    expect(await nextId(first.infra.db.withTables<CommandApiDatabase>(), 'trend_ids')).toBe(3);
    const documents = catalog.ideas.reduce((sum, seed) => sum + seed.documents.length, 0);
    expect(await nextId(first.infra.db.withTables<CommandApiDatabase>(), 'idea_document_ids')).toBe(documents + 1);
    expect(await ideaOfDocument(first.infra.db.withTables<CommandApiDatabase>(), 1)).toBe(1);
    expect(await ideaOfDocument(first.infra.db.withTables<CommandApiDatabase>(), 6)).toBe(2);
    expect(await ideaOfDocument(first.infra.db.withTables<CommandApiDatabase>(), documents)).toBe(40);
  });

  it('does nothing on a second start', async () => {
    const head = await first.infra.eventStore.headPosition();
    const generate = () => {
      throw new Error('a start that finds the seed done generates no catalog');
    };
    expect(await seedCatalog(first.infra, generate, quiet)).toMatchObject({ outcome: 'already-seeded', ideas: 0 });
    expect(await first.infra.eventStore.headPosition()).toEqual(head);
  });

  it('gives the same catalog on another fresh database', async () => {
    const second = await open();
    await seedCatalog(second.infra, catalog, quiet);
    for (const ideaId of [1, 7, 11, 20, 40]) {
      const [a, b] = await Promise.all([first, second].map(({ infra }) => infra.eventStore.readStream(ideaStreamId(ideaId))));
      expect(contentOf(b!)).toEqual(contentOf(a!));
    }
    const [a, b] = await Promise.all([first, second].map(({ infra }) => infra.eventStore.readStream(trendStreamId(2))));
    expect(b!.map((event) => event.type)).toEqual(a!.map((event) => event.type));
  });

  it('finishes a seed that stopped half-way, without doubling anything', async () => {
    const interrupted = await open();
    // Idea 16 breaks the first run (two documents of one type; as many documents, so the ids stay the same).
    const broken = { ...seedIdea(16), documents: [...DOCUMENT_TYPES.slice(0, 4), 'PRD' as const].map((type) => ({ type, content: type })) };
    const failing: SeedCatalog = { ...catalog, ideas: catalog.ideas.map((seed) => (seed.id === 16 ? broken : seed)) };
    await expect(seedCatalog(interrupted.infra, failing, { ...quiet, concurrency: 4 })).rejects.toThrow('This idea already has a Product Requirements Doc');
    expect((await interrupted.infra.eventStore.readStream('seed-catalog')).map((event) => event.type)).toEqual(['CatalogSeedStarted']);

    expect(await seedCatalog(interrupted.infra, catalog, quiet)).toMatchObject({ outcome: 'seeded', notPublished: [20] });
    for (const ideaId of [1, 16, 40]) {
      const types = (await interrupted.infra.eventStore.readStream(ideaStreamId(ideaId))).map((event) => event.type);
      expect(types.filter((type) => type === 'IdeaCreated')).toHaveLength(1);
    }
    expect((await interrupted.infra.eventStore.readStream('seed-catalog')).map((event) => event.type)).toEqual(['CatalogSeedStarted', 'CatalogSeeded']);
  });

  it('leaves alone a database whose ideas were made without the seed', async () => {
    const unseeded = await open();
    await unseeded.infra.eventStore.append(ideaStreamId(1), [
      { id: '0197a1b2-0000-7000-8000-000000000001', type: 'IdeaCreated', data: { ideaId: 1 }, metadata: { userId: 'x', commandId: 'c', correlationId: 'c', causationId: 'c', at: new Date().toISOString() } },
    ]);
    expect(await seedCatalog(unseeded.infra, catalog, quiet)).toMatchObject({ outcome: 'ideas-exist' });
    expect((await unseeded.infra.eventStore.readStream(ideaStreamId(1)))).toHaveLength(1);
  });

  it('seeds the product catalog: every idea the generator publishes is publishable, the featured ones included', async () => {
    const product = await open();
    const generated = generateCatalog({ ideaCount: SEED_IDEA_COUNT });
    const report = await seedCatalog(product.infra, generated, quiet);
    expect(report).toMatchObject({ outcome: 'seeded', ideas: SEED_IDEA_COUNT, notPublished: [] });
    for (const ideaId of FEATURED_IDEA_IDS) {
      expect((await product.infra.eventStore.readStream(ideaStreamId(ideaId))).map((event) => event.type)).toContain('IdeaPublished');
    }
    const lastTrend = await product.infra.eventStore.readStream(trendStreamId(generated.trends.length));
    expect(lastTrend[0]!.data).toMatchObject({ title: generated.trends.at(-1)!.title });
  });
});
