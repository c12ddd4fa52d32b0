// What the in-memory index is given for an idea: its filter keys, sort keys and search text, derived once from its
// read-model row (its card columns), and the row itself, serialized into the card's JSON as it enters the index.
import { businessModelLabel } from '@app/domain/ideas/idea-display';
import { countryFilterKeys } from '@app/domain/ideas/countries';
import type { IdeaView } from '@app/domain/ideas/idea-view';
import { isLiveIdea, isPublicIdea, type CatalogRow } from '../read-models/catalog';

/** An idea with no score under the active rubric version. */
export const UNSCORED = -1;

export interface IndexedIdea {
  id: number;
  /** ADMIN sees it (isLiveIdea). */
  live: boolean;
  /** Everyone sees it. */
  public: boolean;
  premium: boolean;
  /** The Added By filter's value: FD, or UGC for the user-generated sources. */
  source: 'FD' | 'UGC';
  categories: string[];
  /** businessModelKey(businessModel) */
  businessModel: string;
  countries: string[] | 'everywhere';
  technologies: string[];
  stampRank: number;
  createdAt: number;
  views: number;
  /** NaN when the market size names no amount. */
  marketSize: number;
  competitionRank: number;
  /** The overall score under the active rubric version; UNSCORED without one (below every score: last when sorted). */
  score: number;
  /** Lower-cased title and description, for search. */
  text: string;
  row: CatalogRow;
}

/** The category filter matches any of an idea's comma-separated categories. */
export function ideaCategories(category: string): string[] {
  return category
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The business-model filter matches the first word of an idea's business model. */
export function businessModelKey(businessModel: string): string {
  // The lookbehind starts the match only where a run of punctuation starts: without it the pattern retried from
  // every character of a long run (96 ms for a crafted 10,000-character business model, at every index load).
  return businessModelLabel(businessModel).replace(/(?<![^A-Za-z0-9])[^A-Za-z0-9]+$/, '').toUpperCase();
}

/** Title and description, lower-cased, kept apart so a search term never spans both. */
export function searchText(idea: Pick<IdeaView, 'title' | 'description'>): string {
  return `${idea.title.toLowerCase()}\u0000${idea.description.toLowerCase()}`;
}

export function indexedIdeaOf(row: CatalogRow): IndexedIdea {
  return {
    id: row.id,
    live: isLiveIdea(row),
    public: isPublicIdea(row),
    premium: row.type === 'PREMIUM',
    source: row.source === 'FD' ? 'FD' : 'UGC',
    categories: ideaCategories(row.category),
    businessModel: businessModelKey(row.business_model),
    countries: countryFilterKeys(row.country),
    technologies: row.technologies,
    stampRank: row.stamp_rank,
    createdAt: row.created_at.getTime(),
    views: Number(row.views),
    marketSize: row.market_size_amount ?? Number.NaN,
    competitionRank: row.competition_rank,
    score: row.score?.overall ?? UNSCORED,
    text: searchText(row),
    row,
  };
}
