// Measures the query API's catalog index with a large catalog of seed-like ideas: build time, memory, and the time
// of random marketplace queries (a page of 100 and its JSON), cold and warm. Not a test; run:
//   node --expose-gc --import tsx system-tests/src/marketplace-reads/measure-catalog-index.ts [ideas]
import { BUSINESS_MODELS, CATEGORIES, IDEA_SORTS, TECHNOLOGY_TAGS, type IdeaSort } from '@app/domain/ideas/idea-enumerations';
import { COUNTRY_FILTERS } from '@app/domain/ideas/countries';
import { competitionRank, parseMarketSize, stampRank } from '@app/domain/ideas/idea-display';
import { writtenIntoLent } from '@app/query-api/http/json-response';
import { CatalogIndex, type CatalogEntry, type IndexQuery } from '@app/query-api/marketplace-index/catalog-index';
import { JsonWriter } from '@app/query-api/marketplace-index/idea-json';
import { ideaScoreOf } from '@app/domain/scoring/scorecard';
import { testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
import { indexedIdeaOf } from '@app/query-api/marketplace-index/indexed-idea';
import type { CatalogRow } from '@app/query-api/read-models/catalog';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';

const count = Number(process.argv[2] ?? 100_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

gc();
const before = process.memoryUsage();
// The seed generator slows down past ~50,000 ideas of one seed: two seeds of half the count each.
let started = performance.now();
const rows: CatalogRow[] = [];
for (const seed of [1, 2]) {
  for (const { idea, published, daysAgo } of generateCatalog({ ideaCount: Math.ceil(count / 2), seed, documents: false }).ideas) {
    if (rows.length >= count) break;
    const created = new Date(Date.UTC(2026, 0, 1) - daysAgo * 86_400_000);
    rows.push({
      id: rows.length + 1,
      source: 'FD',
      stamp: idea.stamp,
      title: idea.title,
      description: idea.description,
      type: idea.type,
      status: published ? 'Published' : 'Unpublished',
      category: idea.category,
      business_model: idea.businessModel,
      market_size: idea.marketSize,
      competition: idea.competition,
      wow_factor: idea.wowFactor,
      technologies: idea.technologies,
      tags: idea.tags,
      mockup: idea.mockup,
      country: idea.country,
      private: false,
      auto_deleted: false,
      auto_delete_activated_at: null,
      archived: false,
      created_at: created,
      deleted_at: null,
      views: String(Math.floor(Math.random() * 50)),
      market_size_amount: parseMarketSize(idea.marketSize),
      competition_rank: competitionRank(idea.competition),
      stamp_rank: stampRank(idea.stamp),
      change_seq: '0',
      // Every idea scored, as after the first start: the memory measured holds each one's card score.
      score: ideaScoreOf(testScorecard(rows.length + 1), 1),
    });
  }
}
console.log(`generated ${rows.length} ideas in ${(performance.now() - started).toFixed(0)} ms`);

// Search terms people type: words of the titles (some two-word), a few short ones.
const titleWords = [...new Set(rows.slice(0, 5000).flatMap((row) => row.title.toLowerCase().split(/\s+/)).filter((word) => word.length >= 3))];
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const sorts = Object.keys(IDEA_SORTS) as IdeaSort[];
function randomQuery(): IndexQuery {
  const query: IndexQuery = { page: 1 + Math.floor(Math.random() * 3), limit: 100, sort: pick(sorts), admin: Math.random() < 0.1 };
  if (Math.random() < 0.3) query.type = pick(['FREE', 'PREMIUM'] as const);
  if (Math.random() < 0.3) query.category = pick(CATEGORIES);
  if (Math.random() < 0.3) query.businessModel = pick(BUSINESS_MODELS);
  if (Math.random() < 0.3) query.country = pick(COUNTRY_FILTERS);
  if (Math.random() < 0.2) query.technologies = TECHNOLOGY_TAGS.filter(() => Math.random() < 0.15);
  if (Math.random() < 0.5) {
    const roll = Math.random();
    query.search = roll < 0.1 ? pick(['ai', 'x', 'saas']) : roll < 0.3 ? `${pick(titleWords)} ${pick(titleWords)}` : pick(titleWords);
  }
  return query;
}

started = performance.now();
const ideas = rows.map(indexedIdeaOf);
const entriesMs = performance.now() - started;
started = performance.now();
const index = new CatalogIndex();
index.upsert(ideas);
const upsertMs = performance.now() - started;
started = performance.now();
await index.prepare();
const prepareMs = performance.now() - started;
rows.length = 0;
ideas.length = 0;
// The build's scratch arrays are freed only once the task that finished it is over.
await new Promise((resolve) => setTimeout(resolve, 100));
gc();
const built = process.memoryUsage();
console.log(
  `memory for ${count} ideas (generator's rows freed): heap +${mb(built.heapUsed - before.heapUsed)}, ` +
    `buffers +${mb(built.arrayBuffers - before.arrayBuffers)} (JSON slabs ${mb(index.jsonBytes)}, search postings ${mb(index.searchBytes)}), rss ${mb(built.rss)}`,
);
console.log(`index of ${count}: keys ${entriesMs.toFixed(0)} ms, filters and JSON ${upsertMs.toFixed(0)} ms, postings and sorts ${prepareMs.toFixed(0)} ms (in slices)`);

/** The page's bytes as the list answers them (into a lent buffer, given back at once); its size. */
function render(entries: CatalogEntry[]): number {
  const { bytes, release } = writtenIntoLent(
    new JsonWriter()
      .text('{"ideas":[')
      .ideas(entries, (entry) => ({ idea: entry.json, variant: entry.premium ? 'locked' : 'full' }))
      .text(']}'),
  );
  release?.();
  return bytes.length;
}

function run(label: string, runs: number): void {
  const all: number[] = [];
  const searches: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const query = randomQuery();
    const start = performance.now();
    bytes += render(index.query(query).ideas);
    const took = performance.now() - start;
    all.push(took);
    if (query.search !== undefined) searches.push(took);
  }
  const at = (list: number[], share: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * share)]!.toFixed(2);
  console.log(
    `${label}: ${runs} queries, p50 ${at(all, 0.5)} ms, p99 ${at(all, 0.99)} ms, max ${at(all, 0.9999)} ms; ` +
      `with search p50 ${at(searches, 0.5)} ms, p99 ${at(searches, 0.99)} ms; ${(bytes / runs / 1024).toFixed(0)} kB a page`,
  );
}

run('cold (search answers not kept yet)', 5000);
run('warm', 20000);

/** Pages 1-5 of one sort and filter, in turn, as the list answers them. */
function runPages(label: string, query: Omit<IndexQuery, 'page' | 'limit' | 'admin'>, runs: number): void {
  const took: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    render(index.query({ ...query, page: 1 + (run % 5), limit: 100, admin: false }).ideas);
    took.push(performance.now() - start);
  }
  const at = (share: number) => [...took].sort((a, b) => a - b)[Math.floor(took.length * share)]!.toFixed(2);
  console.log(`${label}, pages 1-5: ${runs} queries, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
}
runPages('sort=newest', { sort: 'newest' }, 5000);
runPages('sort=score', { sort: 'score' }, 5000);
runPages('sort=score&minScore=70', { sort: 'score', minScore: 70 }, 5000);
runPages('sort=score&minScore=73', { sort: 'score', minScore: 73 }, 5000);
if (process.env.SLOW) {
  const slow: string[] = [];
  for (let i = 0; i < 5000; i++) {
    const query = randomQuery();
    const start = performance.now();
    const answer = index.query(query);
    const took = performance.now() - start;
    if (took > 5) slow.push(`${took.toFixed(1)}ms "${query.search}" total=${answer.total} ${JSON.stringify({ ...query, search: undefined })}`);
  }
  console.log(slow.length, slow.slice(0, 15).join('\n'));
}
