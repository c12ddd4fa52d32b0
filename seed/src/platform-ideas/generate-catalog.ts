// The seed catalog: platform ideas with their documents, and trends linking some of them. Pure and deterministic:
// the same options always give the same catalog (no clock, no Math.random, no I/O). Each idea draws from its own
// random stream derived from (seed, id), so idea 17 is the same whether the catalog has 1,250 ideas or 100,000, and
// whether documents were asked for or not.
import {
  CATEGORIES,
  DOCUMENT_TYPES,
  FEATURED_IDEA_IDS,
  STAMPS,
  type Category,
  type DocumentType,
  type IdeaType,
} from '@app/domain/ideas/idea-enumerations';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import type { TrendSource, TrendType } from '@app/domain/trends/trend-view';
import { composeIdea, pickBasis, type IdeaChoice } from './compose-idea';
import { renderDocuments } from './documents';
import { createRng, mixSeed } from '@app/domain/shared/rng';
import { slugify } from '@app/domain/shared/prose';
import { TitleRegistry } from './titles';
import { TREND_DEFINITIONS } from './trends';
import { VOCABULARY, type CategoryEntry } from './vocabulary';

/**
 * The product's seed. docs/product.md "Overview" promises visitors 1000+ validated ideas, and a visitor sees only the
 * published ones (about 85%), fewer still once the auto-delete ones are archived 48 hours after the first start: 1,250
 * ideas give 1,049 published, 1,038 of them kept, and 201 unpublished for the admins to curate.
 */
export const SEED_IDEA_COUNT = 1250;
export const DEFAULT_CATALOG_SEED = 20250301;
/** Ideas are spread over the 18 months before the epoch the caller chooses. */
export const CATALOG_SPAN_DAYS = 540;
export const BATCH_COUNT = 12;
export const MOCKUP_BASE_URL = 'https://mockups.ideaplatform.dev/';

export interface SeedDocument {
  type: DocumentType;
  content: string;
}

export interface SeedIdea {
  /** 1..ideaCount, in creation order. */
  id: number;
  idea: NewIdea;
  /** In DOCUMENT_TYPES order; empty when documents were not asked for. */
  documents: SeedDocument[];
  published: boolean;
  autoDelete: boolean;
  /** Days before the caller's epoch the idea was created (minute resolution); shrinks as the id grows. */
  daysAgo: number;
}

export interface SeedTrend {
  title: string;
  description: string;
  type: TrendType;
  source: TrendSource;
  daysAgo: number;
  /** Published ideas only, ascending. */
  ideaIds: number[];
}

export interface SeedCatalog {
  ideas: SeedIdea[];
  /** Oldest first, so ids given in creation order are chronological. */
  trends: SeedTrend[];
}

export interface GenerateCatalogOptions {
  ideaCount: number;
  seed?: number;
  /** Write the documents' markdown (default true). Without it the catalog of 100,000 ideas stays small and fast. */
  documents?: boolean;
}

const SALT = { categories: 1, idea: 2, documents: 3, trends: 4, combos: 5 } as const;
const REWRITES_PER_IDEA = 0.02;

export const PROPORTIONS = {
  published: 0.85,
  /** Of the unpublished ideas, the share missing some documents. */
  unpublishedMissingDocuments: 0.5,
  premium: 0.3,
  /** Of the published ideas. */
  topPicks: 0.045,
  crazy: 0.035,
  autoDelete: 0.01,
  mockup: 0.5,
  secondCategory: 0.2,
} as const;

/**
 * A category's n-th idea (n = its block of 28) takes the category's (audience, theme, product name) combinations in
 * a shuffled cycle: ideas of a category spread over every combination before any repeats, so the catalog has as few
 * near-twins ('Thesis Coach for PhD Students' and 'AI Thesis Coach for PhD Students') as its vocabulary allows.
 */
class ComboCycle {
  private readonly orders = new Map<Category, { round: number; order: IdeaChoice[] }>();

  constructor(private readonly seed: number) {}

  next(vocabulary: CategoryEntry, block: number): IdeaChoice {
    const combos = COMBOS.get(vocabulary.category) ?? [];
    const round = Math.floor(block / combos.length);
    let cycle = this.orders.get(vocabulary.category);
    if (!cycle || cycle.round !== round) {
      const category = CATEGORY_POSITIONS.get(vocabulary.category) ?? 0;
      cycle = { round, order: createRng(mixSeed(this.seed, category, round, SALT.combos)).shuffle(combos) };
      this.orders.set(vocabulary.category, cycle);
    }
    return cycle.order[block % combos.length] ?? { pair: 0, nameShift: 0 };
  }
}
const COMBOS = new Map<Category, IdeaChoice[]>(Object.values(VOCABULARY).map((vocabulary) => [
  vocabulary.category,
  vocabulary.pairs.flatMap((pair, index) => pair.theme.names.map((_name, nameShift) => ({ pair: index, nameShift }))),
]));
const CATEGORY_POSITIONS = new Map<Category, number>(CATEGORIES.map((category, index) => [category, index]));

export function generateCatalog(options: GenerateCatalogOptions): SeedCatalog {
  const { ideaCount } = options;
  if (!Number.isInteger(ideaCount) || ideaCount < 0) throw new RangeError(`ideaCount must be a whole number ≥ 0, got ${ideaCount}`);
  const seed = options.seed ?? DEFAULT_CATALOG_SEED;
  const withDocuments = options.documents ?? true;
  const featured = new Set<number>(FEATURED_IDEA_IDS);
  const titles = new TitleRegistry();
  let rewrites = 0;
  const slot = CATALOG_SPAN_DAYS / Math.max(ideaCount, 1);
  const ideas: SeedIdea[] = [];
  /** Every run of 28 ids covers all 28 categories once, in a shuffled order. */
  let categoryOrder: readonly Category[] = CATEGORIES;

  const combos = new ComboCycle(seed);

  for (let id = 1; id <= ideaCount; id++) {
    const position = (id - 1) % CATEGORIES.length;
    const block = (id - 1 - position) / CATEGORIES.length;
    if (position === 0) categoryOrder = createRng(mixSeed(seed, block, SALT.categories)).shuffle(CATEGORIES);
    const rng = createRng(mixSeed(seed, id, SALT.idea));
    const vocabulary = VOCABULARY[categoryOrder[position] ?? 'EdTech'];
    const secondCategory = rng.chance(PROPORTIONS.secondCategory) ? rng.pick(vocabulary.related) : null;
    let basis = pickBasis(rng, vocabulary, combos.next(vocabulary, block));
    let claimed = titles.claim(basis.titles);
    // Every title this idea could have is taken: pick another subject in its place, a few times per hundred ideas;
    // beyond that (only very large catalogs) the title gets a qualifier.
    while (!claimed && rewrites < REWRITES_PER_IDEA * id + 5) {
      rewrites++;
      basis = pickBasis(rng, vocabulary);
      claimed = titles.claim(basis.titles);
    }
    const { title, name, adds } = claimed ?? titles.qualify(basis.titles);
    const draft = composeIdea(rng, vocabulary, secondCategory, basis, name, adds);

    const isFeatured = featured.has(id);
    const published = isFeatured || rng.chance(PROPORTIONS.published);
    let documentTypes: readonly DocumentType[] = DOCUMENT_TYPES;
    if (!published && rng.chance(PROPORTIONS.unpublishedMissingDocuments)) {
      const kept = new Set(rng.sample(DOCUMENT_TYPES, rng.int(0, DOCUMENT_TYPES.length - 1)));
      documentTypes = DOCUMENT_TYPES.filter((type) => kept.has(type));
    }
    const type: IdeaType = rng.chance(PROPORTIONS.premium) ? 'PREMIUM' : 'FREE';
    const stampRoll = rng.next();
    const stamp = !published ? null : stampRoll < PROPORTIONS.topPicks ? STAMPS[0] : stampRoll < PROPORTIONS.topPicks + PROPORTIONS.crazy ? STAMPS[1] : null;
    const autoDelete = published && !isFeatured && rng.chance(PROPORTIONS.autoDelete);
    const mockup = rng.chance(PROPORTIONS.mockup) ? `${MOCKUP_BASE_URL}${slugify(title)}` : null;
    const daysAgo = Math.round((ideaCount - id + rng.next()) * slot * 1440) / 1440;
    const batchNumber = Math.min(BATCH_COUNT, 1 + Math.floor(((CATALOG_SPAN_DAYS - daysAgo) / CATALOG_SPAN_DAYS) * BATCH_COUNT));

    ideas.push({
      id,
      idea: { title, ...draft.content, mockup, type, batchNumber, stamp },
      documents: withDocuments ? renderDocuments(title, draft, documentTypes, createRng(mixSeed(seed, id, SALT.documents))) : [],
      published,
      autoDelete,
      daysAgo,
    });
  }
  return { ideas, trends: linkTrends(ideas, seed) };
}

function linkTrends(ideas: readonly SeedIdea[], seed: number): SeedTrend[] {
  // Linkable: published and not about to be archived by auto-delete.
  const byCategory = new Map<string, number[]>();
  for (const { id, idea, published, autoDelete } of ideas) {
    if (!published || autoDelete) continue;
    for (const category of idea.category.split(', ')) {
      const list = byCategory.get(category) ?? [];
      list.push(id);
      byCategory.set(category, list);
    }
  }
  return TREND_DEFINITIONS.map((definition, index) => {
    const candidates = [...new Set(definition.categories.flatMap((category) => byCategory.get(category) ?? []))];
    const rng = createRng(mixSeed(seed, index, SALT.trends));
    const ideaIds = rng.sample(candidates, definition.links).sort((a, b) => a - b);
    const { title, description, type, source, daysAgo } = definition;
    return { title, description, type, source, daysAgo, ideaIds };
  }).sort((a, b) => b.daysAgo - a.daysAgo);
}
