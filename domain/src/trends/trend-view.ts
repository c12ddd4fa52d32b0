// The shapes the query API answers for trends (docs/product.md "Data model", "Trends").
import { z } from 'zod';
import { text } from '../shared/text';

export const TREND_TYPES = ['PROBLEM', 'RFI'] as const;
export type TrendType = (typeof TREND_TYPES)[number];
/** 'IdeaPlatform' is the spec's {product}: trends the platform itself wrote up. */
export const TREND_SOURCES = ['YC', 'IdeaPlatform', 'Other'] as const;
export type TrendSource = (typeof TREND_SOURCES)[number];

export const trendViewSchema = z.object({
  id: z.number(),
  title: text(),
  description: text(),
  type: z.enum(TREND_TYPES),
  source: z.enum(TREND_SOURCES),
  /** Ours: how many visible ideas the trend links (the cards and tabs show it). */
  ideaCount: z.number(),
  createdAt: text(),
  updatedAt: text(),
});
export type TrendView = z.infer<typeof trendViewSchema>;

export const trendLinkViewSchema = z.object({ trendId: z.number(), ideaId: z.number(), createdAt: text() });
export type TrendLinkView = z.infer<typeof trendLinkViewSchema>;

/** POST /api/trends/{id}/ideas/batch: the links made and the ids skipped because they were linked already. */
export const linkIdeasResponseSchema = z.object({ links: z.array(trendLinkViewSchema), skipped: z.array(z.number()) });
export type LinkIdeasResponse = z.infer<typeof linkIdeasResponseSchema>;
