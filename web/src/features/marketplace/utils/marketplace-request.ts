import { DEFAULT_IDEA_SORT, MARKETPLACE_PAGE_SIZE } from '@app/domain/ideas/idea-enumerations';
import { ALL, type MarketplaceFilters } from './marketplace-filters';

// What GET /api/ideas is asked for one page of the marketplace (docs/product.md "Marketplace and idea detail"; catalog
// contract): a filter left at 'All' is not sent. The Trends type filter travels as the ids of the ideas linked to
// trends of that type.

export interface IdeaListQuery {
  search: string;
  category: string;
  businessModel: string;
  /** 'PREMIUM' for Premium Only, else ''. */
  type: string;
  source: string;
  country: string;
  /** Null: no Trends type or trend filter. */
  trendIdeaIds: readonly number[] | null;
  technologies: readonly string[];
  sort: string;
  /** 0: no minimum. */
  minScore: number;
}

/**
 * The list query of the filters; `trendIdeaIds` must be given (fetched) when a Trends type or a trend is chosen: the
 * ideas of that type's trends, of that trend, or of both (the ids in both lists).
 */
export function ideaListQuery(filters: MarketplaceFilters, trendIdeaIds: readonly number[] | null): IdeaListQuery {
  const byTrend = filters.trendType !== ALL || filters.trendId !== null;
  return {
    search: filters.search.trim(),
    category: filters.category === ALL ? '' : filters.category,
    businessModel: filters.businessModel === ALL ? '' : filters.businessModel,
    type: filters.premiumOnly ? 'PREMIUM' : '',
    source: filters.source === ALL ? '' : filters.source,
    country: filters.country === ALL ? '' : filters.country,
    trendIdeaIds: byTrend ? [...(trendIdeaIds ?? [])].sort((a, b) => a - b) : null,
    technologies: filters.technologies,
    sort: filters.sort,
    minScore: filters.minScore,
  };
}

/** The query string of one page. */
export function ideaListSearchParams(query: IdeaListQuery, page: number, limit = MARKETPLACE_PAGE_SIZE): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  const optional: [string, string][] = [
    ['search', query.search],
    ['category', query.category],
    ['businessModel', query.businessModel],
    ['type', query.type],
    ['source', query.source],
    ['country', query.country],
    ['trendIdeaIds', query.trendIdeaIds ? JSON.stringify(query.trendIdeaIds) : ''],
    ['technologies', query.technologies.join(',')],
    ['sort', query.sort === DEFAULT_IDEA_SORT ? '' : query.sort],
    ['minScore', query.minScore > 0 ? String(query.minScore) : ''],
  ];
  for (const [name, value] of optional) if (value !== '') params.set(name, value);
  return params;
}

/**
 * True when the answer is known to be empty without asking: a Trends type or trend with no linked ideas. (An empty filter
 * value means "no filter" to the server, which would show every idea instead of none.)
 */
export function isEmptyByConstruction(query: IdeaListQuery): boolean {
  return query.trendIdeaIds !== null && query.trendIdeaIds.length === 0;
}
