// The shapes the query API answers for trends (spec 000 §3 Trend, §7; 001 §7).
export const TREND_TYPES = ['PROBLEM', 'RFI'] as const;
export type TrendType = (typeof TREND_TYPES)[number];
/** 'IdeaPlatform' is the spec's {product}: trends the platform itself wrote up. */
export const TREND_SOURCES = ['YC', 'IdeaPlatform', 'Other'] as const;
export type TrendSource = (typeof TREND_SOURCES)[number];

export interface TrendView {
  id: number;
  title: string;
  description: string;
  type: TrendType;
  source: TrendSource;
  /** Ours: how many visible ideas the trend links (the cards and tabs show it). */
  ideaCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface TrendLinkView {
  trendId: number;
  ideaId: number;
  createdAt: string;
}

/** POST /api/trends/{id}/ideas/batch: the links made and the ids skipped because they were linked already. */
export interface LinkIdeasResponse {
  links: TrendLinkView[];
  skipped: number[];
}
