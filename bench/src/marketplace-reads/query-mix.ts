// The requests of the catalog-reads benchmark: `GET /api/ideas` with random combinations of the marketplace's
// filters, search and sort, drawn from a fixed seed so every run sends the same list. Each filter is present or not
// on its own draw, so the list holds plain pages, single filters and combinations of several.
import { BUSINESS_MODELS, CATEGORIES, IDEA_SORTS, MARKETPLACE_PAGE_SIZE, TECHNOLOGY_TAGS, type IdeaSort } from '@app/domain/ideas/idea-enumerations';
import { COUNTRY_FILTERS, REGIONS } from '@app/domain/ideas/countries';

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Search terms as a visitor types them: a word of a real title (4 letters or more), in its case or lower case. */
export class SearchTerms {
  private readonly words: string[][];

  constructor(titles: readonly string[]) {
    this.words = titles.map((title) => title.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4)).filter((words) => words.length > 0);
    if (this.words.length === 0) throw new Error('no title has a word of 4 letters or more');
  }

  /** Weighted like the catalog: a word of a random title (common words come up often, rare ones now and then). */
  draw(random: () => number): string {
    const word = pick(random, pick(random, this.words));
    return random() < 0.5 ? word.toLowerCase() : word;
  }
}

export interface IdeaQueryMix {
  /** Random filter combinations with search: the measured workload. */
  mixed: string[];
  /** Search alone, first page. */
  searchOnly: string[];
}

const SORTS = Object.keys(IDEA_SORTS) as IdeaSort[];

export function ideaQueryMix(options: { seed: number; count: number; terms: SearchTerms }): IdeaQueryMix {
  const random = seededRandom(options.seed);
  const mixed: string[] = [];
  const searchOnly: string[] = [];
  for (let index = 0; index < options.count; index++) {
    const query = new URLSearchParams();
    const roll = random();
    query.set('page', String(roll < 0.6 ? 1 : roll < 0.85 ? 2 : 3));
    query.set('limit', String(MARKETPLACE_PAGE_SIZE));
    if (random() < 0.35) query.set('search', options.terms.draw(random));
    if (random() < 0.4) query.set('category', pick(random, CATEGORIES));
    if (random() < 0.3) query.set('businessModel', pick(random, BUSINESS_MODELS));
    if (random() < 0.2) query.set('type', 'PREMIUM');
    if (random() < 0.15) query.set('source', random() < 0.5 ? 'FD' : 'UGC');
    if (random() < 0.3) query.set('country', random() < 0.5 ? pick(random, REGIONS) : pick(random, COUNTRY_FILTERS));
    if (random() < 0.25) {
      const first = pick(random, TECHNOLOGY_TAGS);
      const second = random() < 0.3 ? pick(random, TECHNOLOGY_TAGS) : first;
      query.set('technologies', [...new Set([first, second])].join(','));
    }
    query.set('sort', pick(random, SORTS));
    mixed.push(`/api/ideas?${query.toString()}`);
    searchOnly.push(`/api/ideas?${new URLSearchParams({ page: '1', limit: String(MARKETPLACE_PAGE_SIZE), search: options.terms.draw(random) }).toString()}`);
  }
  return { mixed, searchOnly };
}
