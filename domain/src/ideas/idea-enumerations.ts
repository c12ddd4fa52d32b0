// The enumerations an idea's fields take (docs/product.md "Data model"), shared by the server's validation, the seed
// and the SPA's filters. 'All' is a filter choice, not a value an idea carries, so the lists below leave it out.

export const CATEGORIES = [
  'EdTech', 'FinTech', 'HealthTech', 'GreenTech', 'PropTech', 'AgriTech', 'GovTech', 'RetailTech', 'LegalTech',
  'HRTech', 'SecurityTech', 'IndustryTech', 'SpaceTech', 'MediaTech', 'TravelTech', 'SportsTech', 'CreatorTech',
  'EntertainTech', 'InsurTech', 'LogisticsTech', 'DeviceTech', 'ResearchTech', 'DefenseTech', 'EnergyTech',
  'ConstructionTech', 'TransportTech', 'MarketingTech', 'DataTech',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const BUSINESS_MODELS = ['B2B', 'B2C', 'B2B2C', 'B2G'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

export const TECHNOLOGY_TAGS = ['AI/ML', 'Blockchain', 'IoT', 'AR/VR', 'Big Data', 'Cloud', 'Mobile', '5G'] as const;
export type TechnologyTag = (typeof TECHNOLOGY_TAGS)[number];

export const IDEA_TYPES = ['FREE', 'PREMIUM'] as const;
export type IdeaType = (typeof IDEA_TYPES)[number];

export const IDEA_STATUSES = ['Published', 'Unpublished'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** Where an idea comes from: the platform (FD) or a user (UGI, UGP2P; the marketplace filter calls both UGC). */
export const IDEA_SOURCES = ['FD', 'UGI', 'UGP2P'] as const;
export type IdeaSource = (typeof IDEA_SOURCES)[number];
/** The marketplace's Added By filter (docs/product.md "Data model"). */
export const SOURCE_FILTERS = ['FD', 'UGC'] as const;
export type SourceFilter = (typeof SOURCE_FILTERS)[number];

/**
 * Stamped ideas sort first, in this order (docs/product.md "Marketplace and idea detail"); admins may also set a custom
 * stamp.
 */
export const STAMPS = ['Top Picks', 'Crazy'] as const;

/** The marketplace's sort orders (docs/product.md "Data model"); the query parameter `sort` takes these keys. */
export const IDEA_SORTS = {
  newest: 'Newest',
  popular: 'Most Popular',
  'market-size-asc': 'Market Size ↑',
  'market-size-desc': 'Market Size ↓',
  competition: 'Competition Level',
  score: 'Highest Score',
  trending: 'Trending',
} as const;
export type IdeaSort = keyof typeof IDEA_SORTS;
export const DEFAULT_IDEA_SORT: IdeaSort = 'newest';

export const DOCUMENT_TYPES = ['PRD', 'PITCH_DECK', 'GTM', 'FINANCIAL_PLAN', 'PRELAUNCH'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Display names (docs/product.md "Data model"). */
export const DOCUMENT_TYPE_NAMES: Record<DocumentType, string> = {
  PRD: 'Product Requirements Doc',
  PITCH_DECK: 'Pitch Deck',
  GTM: 'Go-to-Market Strategy',
  FINANCIAL_PLAN: 'Financial Plan',
  PRELAUNCH: 'Pre-launch Page',
};
/** The marketplace's short lower-case names (docs/product.md "Data model"). */
export const DOCUMENT_SHORT_NAMES: Record<DocumentType, string> = {
  PRD: 'prd',
  PITCH_DECK: 'pitch',
  GTM: 'gtm',
  FINANCIAL_PLAN: 'financial',
  PRELAUNCH: 'prelaunch',
};

/**
 * Marketplace page size, and the spec's one big read (docs/product.md "Limits": the landing page's, `limit=7100`): the
 * whole catalog's cards, which the trends' add-ideas dialog reads, and the largest page.
 */
export const MARKETPLACE_PAGE_SIZE = 100;
export const WHOLE_CATALOG_LIMIT = 7100;
export const MAX_IDEA_PAGE_SIZE = WHOLE_CATALOG_LIMIT;

/** Auto-delete window: an idea flagged for auto-delete may be archived 48 hours after the flag was set. */
export const AUTO_DELETE_WINDOW_MS = 48 * 60 * 60 * 1000;
/** A trend is 'New' for 7 days after its creation. */
export const TREND_NEW_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The 13 landing-page ideas, chosen by fixed ids (docs/product.md "Landing page"); the seed publishes all of them. */
export const FEATURED_IDEA_IDS = [3, 11, 27, 42, 58, 76, 95, 113, 137, 160, 188, 214, 250] as const;

/**
 * The landing page's read: its featured ideas only, by their ids (docs/decisions.md "The landing page asks for its 13
 * featured ideas only"), not the whole catalog the spec's `limit=7100` read brought.
 */
export const FEATURED_IDEAS_PATH = `/api/ideas?${new URLSearchParams({ limit: String(FEATURED_IDEA_IDS.length), trendIdeaIds: JSON.stringify(FEATURED_IDEA_IDS) }).toString()}`;
