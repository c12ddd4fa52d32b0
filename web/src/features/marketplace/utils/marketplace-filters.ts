import {
  BUSINESS_MODELS,
  CATEGORIES,
  DEFAULT_IDEA_SORT,
  IDEA_SORTS,
  SOURCE_FILTERS,
  TECHNOLOGY_TAGS,
  type BusinessModel,
  type Category,
  type IdeaSort,
  type SourceFilter,
  type TechnologyTag,
} from '@app/domain/ideas/idea-enumerations';
import { isCountryFilter } from '@app/domain/ideas/countries';
import { TREND_TYPES, type TrendType } from '@app/domain/trends/trend-view';
import { PRODUCT_NAME } from '../../../config/product';

// The marketplace's filters (docs/product.md "Marketplace and idea detail", "Data model") and how they live in the
// address bar, so a reload or a copied link shows the same ideas. Only the keys below are ours: `idea` and `hash`
// belong to shared links and are never touched.

export const ALL = 'All';
/** docs/product.md "Limits": the search applies after a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface MarketplaceFilters {
  /** Applied as typed (the page waits 500 ms before it writes it here). */
  search: string;
  /** Added By. */
  source: typeof ALL | SourceFilter;
  category: typeof ALL | Category;
  businessModel: typeof ALL | BusinessModel;
  /** Trends type: ideas linked to trends of this type. */
  trendType: typeof ALL | TrendType;
  /** 'All', a region or a country (COUNTRY_FILTERS). */
  country: string;
  premiumOnly: boolean;
  /** In TECHNOLOGY_TAGS order; an idea must carry all of them. */
  technologies: TechnologyTag[];
  sort: IdeaSort;
  /** The lowest overall score shown (MIN_SCORE_CHOICES); 0 shows every idea, scored or not. */
  minScore: number;
  /** One trend's ideas only ('View All Ideas' on /trends/{id}); null for every idea. */
  trendId: number | null;
}

export const DEFAULT_FILTERS: MarketplaceFilters = {
  search: '',
  source: ALL,
  category: ALL,
  businessModel: ALL,
  trendType: ALL,
  country: ALL,
  premiumOnly: false,
  technologies: [],
  sort: DEFAULT_IDEA_SORT,
  minScore: 0,
  trendId: null,
};

/** The minimum-score filter's choices: Any, then 50+ to 80+ (docs/features.md "Scores"). */
export const MIN_SCORE_CHOICES = [0, 50, 60, 70, 80] as const;

export function minScoreLabel(minScore: number): string {
  return minScore === 0 ? 'Any' : `${minScore}+`;
}

/** The search parameter each filter is kept under. */
export const FILTER_PARAMS = {
  search: 'search',
  source: 'source',
  category: 'category',
  businessModel: 'businessModel',
  trendType: 'trend',
  country: 'country',
  premiumOnly: 'premium',
  technologies: 'technologies',
  sort: 'sort',
  minScore: 'minScore',
  trendId: 'trendId',
} as const satisfies Record<keyof MarketplaceFilters, string>;

/**
 * Labels of the choices (docs/product.md "Data model"): Added By and Trends type read differently from their values.
 */
export const SOURCE_LABELS: Record<SourceFilter, string> = {
  FD: PRODUCT_NAME,
  UGC: 'User Generated Created',
};
/** The Trends filter's choices after 'All', in the spec's order. */
export const TREND_FILTER_CHOICES: readonly TrendType[] = ['RFI', 'PROBLEM'];
export const TREND_TYPE_LABELS: Record<TrendType, string> = {
  RFI: 'Request For Ideas',
  PROBLEM: 'Problem',
};

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | undefined {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Reads the filters from the address; a value that is not one of the choices is ignored (the filter is 'All'). */
export function filtersFromSearchParams(params: URLSearchParams): MarketplaceFilters {
  const country = params.get(FILTER_PARAMS.country);
  const technologies = new Set((params.get(FILTER_PARAMS.technologies) ?? '').split(','));
  return {
    search: params.get(FILTER_PARAMS.search)?.trim() ?? '',
    source: oneOf(SOURCE_FILTERS, params.get(FILTER_PARAMS.source)) ?? ALL,
    category: oneOf(CATEGORIES, params.get(FILTER_PARAMS.category)) ?? ALL,
    businessModel: oneOf(BUSINESS_MODELS, params.get(FILTER_PARAMS.businessModel)) ?? ALL,
    trendType: oneOf(TREND_TYPES, params.get(FILTER_PARAMS.trendType)) ?? ALL,
    country: country !== null && isCountryFilter(country) ? country : ALL,
    premiumOnly: params.get(FILTER_PARAMS.premiumOnly) === 'true',
    technologies: TECHNOLOGY_TAGS.filter((tag) => technologies.has(tag)),
    sort: oneOf(Object.keys(IDEA_SORTS) as IdeaSort[], params.get(FILTER_PARAMS.sort)) ?? DEFAULT_IDEA_SORT,
    minScore: MIN_SCORE_CHOICES.find((choice) => String(choice) === params.get(FILTER_PARAMS.minScore)) ?? 0,
    trendId: idParam(params.get(FILTER_PARAMS.trendId)),
  };
}

/** A positive whole id, else null. */
function idParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The address's parameters with the filters written in: a filter at its default is left out, and every parameter
 * that is not a filter (`idea`, `hash`) is kept as it was.
 */
export function withFilters(params: URLSearchParams, filters: MarketplaceFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof MarketplaceFilters, string> = {
    search: filters.search.trim(),
    source: filters.source === ALL ? '' : filters.source,
    category: filters.category === ALL ? '' : filters.category,
    businessModel: filters.businessModel === ALL ? '' : filters.businessModel,
    trendType: filters.trendType === ALL ? '' : filters.trendType,
    country: filters.country === ALL ? '' : filters.country,
    premiumOnly: filters.premiumOnly ? 'true' : '',
    technologies: TECHNOLOGY_TAGS.filter((tag) => filters.technologies.includes(tag)).join(','),
    sort: filters.sort === DEFAULT_IDEA_SORT ? '' : filters.sort,
    minScore: filters.minScore === 0 ? '' : String(filters.minScore),
    trendId: filters.trendId === null ? '' : String(filters.trendId),
  };
  for (const key of Object.keys(FILTER_PARAMS) as (keyof MarketplaceFilters)[]) {
    if (values[key] === '') next.delete(FILTER_PARAMS[key]);
    else next.set(FILTER_PARAMS[key], values[key]);
  }
  return next;
}

/** True when any filter narrows the list (the sort order narrows nothing). */
export function hasActiveFilters(filters: MarketplaceFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.source !== ALL ||
    filters.category !== ALL ||
    filters.businessModel !== ALL ||
    filters.trendType !== ALL ||
    filters.country !== ALL ||
    filters.premiumOnly ||
    filters.technologies.length > 0 ||
    filters.minScore > 0 ||
    filters.trendId !== null
  );
}

/** 'Clear all filters': every filter back to 'All'; the chosen sort order stays. */
export function clearedFilters(filters: MarketplaceFilters): MarketplaceFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort };
}

/** Adds the tag when it is off, removes it when it is on. */
export function toggledTechnology(technologies: readonly TechnologyTag[], tag: TechnologyTag): TechnologyTag[] {
  return technologies.includes(tag)
    ? technologies.filter((other) => other !== tag)
    : TECHNOLOGY_TAGS.filter((other) => other === tag || technologies.includes(other));
}
