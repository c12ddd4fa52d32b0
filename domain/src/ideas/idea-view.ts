// The shapes the query API answers and the SPA reads for ideas (docs/product.md "Data model", "Marketplace and idea
// detail").
import { z } from 'zod';
import { text } from '../shared/text';
import { ideaScoreDetailSchema, ideaScoreSchema, marketSizingSchema } from '../scoring/scorecard';
import { DOCUMENT_TYPES, IDEA_SOURCES, IDEA_STATUSES, IDEA_TYPES } from './idea-enumerations';

/**
 * Fields withheld from a viewer who may not read a premium idea (docs/product.md "Marketplace and idea detail"): they
 * come back as null.
 */
export const IDEA_BODY_FIELDS = ['problem', 'solution', 'differentiation', 'goToMarket', 'revenue', 'mockup'] as const;

/**
 * What a card shows, and all that a list of ideas answers (`GET /api/ideas`, `GET /api/ideas/trends`, a trend's ideas:
 * docs/decisions.md "List answers carry card fields only"): the marketplace's, the landing page's and the trends'
 * cards, the add-ideas dialog's filters (status, private, archived) and the card's buttons (the mockup link, the share
 * text, the auto-delete countdown). The long texts come with the idea itself (`ideaViewSchema`).
 */
export const ideaCardViewSchema = z.object({
  id: z.number(),
  source: z.enum(IDEA_SOURCES),
  title: text(),
  description: text(),
  /** Comma-separated; the first is the one shown. */
  category: text(),
  type: z.enum(IDEA_TYPES),
  status: z.enum(IDEA_STATUSES),
  stamp: text().nullable(),
  marketSize: text(),
  businessModel: text(),
  competition: text(),
  wowFactor: text(),
  tags: z.array(text()),
  /**
   * An https:// link, or null (withheld from viewers below PRO on premium ideas: docs/product.md "Marketplace and idea
   * detail").
   */
  mockup: text().nullable(),
  /** 'Global' or comma-separated countries. */
  country: text(),
  private: z.boolean(),
  autoDeleted: z.boolean(),
  autoDeleteActivatedAt: text().nullable(),
  archived: z.boolean(),
  /** Ours: true when the body fields were withheld because the viewer lacks the tier (the SPA shows the lock). */
  locked: z.boolean(),
  /** The overall and dimension scores under the active rubric version; null while the idea has none. */
  score: ideaScoreSchema.nullable(),
});
export type IdeaCardView = z.infer<typeof ideaCardViewSchema>;

/** An idea with every field: the card's and the long texts, the plan and the counts. */
export const ideaViewSchema = ideaCardViewSchema.extend({
  batchNumber: z.number().nullable(),
  problem: text().nullable(),
  solution: text().nullable(),
  differentiation: text().nullable(),
  goToMarket: text().nullable(),
  revenue: text().nullable(),
  timeline: text(),
  teamSize: text(),
  technologies: z.array(text()),
  views: z.number(),
  createdAt: text(),
  updatedAt: text(),
});
export type IdeaView = z.infer<typeof ideaViewSchema>;

/**
 * One idea (`GET /api/ideas/{id}`, a share link's idea): its score with the verdict and the reasons (premium content:
 * null while `locked`), and its market sizing.
 */
export const ideaDetailViewSchema = ideaViewSchema.extend({
  score: ideaScoreDetailSchema.nullable(),
  marketSizing: marketSizingSchema.nullable(),
});
export type IdeaDetailView = z.infer<typeof ideaDetailViewSchema>;

export const ideaPageSchema = z.object({
  ideas: z.array(ideaCardViewSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), hasMore: z.boolean(), counts: z.object({ total: z.number() }) }),
});
export type IdeaPage = z.infer<typeof ideaPageSchema>;

export const ideaDocumentViewSchema = z.object({
  id: z.number(),
  ideaId: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  content: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type IdeaDocumentView = z.infer<typeof ideaDocumentViewSchema>;

/** GET /api/ideas/{id}/validate-hash */
export const validateHashResponseSchema = z.object({ valid: z.boolean(), idea: ideaDetailViewSchema.nullable() });
export type ValidateHashResponse = z.infer<typeof validateHashResponseSchema>;
