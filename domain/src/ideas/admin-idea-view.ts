// The shapes the admin's idea curation reads (docs/product.md "Data model", "Admin: Ideas"): platform (FD) and
// member-generated (UGI, UGP2P) ideas in one list.
import { z } from 'zod';
import { text } from '../shared/text';
import { ideaContentShape } from './idea-content-shape';
import { IDEA_SOURCES, IDEA_STATUSES, IDEA_TYPES } from './idea-enumerations';

/** A row of `GET /api/admin/ideas/all`. */
export const adminIdeaRowSchema = z.object({
  id: z.number(),
  source: z.enum(IDEA_SOURCES),
  batchNumber: z.number().nullable(),
  title: text(),
  description: text(),
  /** Comma-separated, as stored. */
  category: text(),
  type: z.enum(IDEA_TYPES),
  status: z.enum(IDEA_STATUSES),
  /** Always false for FD ideas. */
  private: z.boolean(),
  /** Publishing is the approval: true exactly when Published. */
  approved: z.boolean(),
  stamp: text().nullable(),
  autoDeleted: z.boolean(),
  autoDeleteActivatedAt: text().nullable(),
  archived: z.boolean(),
  /** The lowest id of a live trend the idea is linked to. */
  trendId: z.number().nullable(),
  creatorId: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type AdminIdeaRow = z.infer<typeof adminIdeaRowSchema>;

/** `GET /api/admin/ideas/{id}`: the row and every content field. */
export const adminIdeaDetailSchema = adminIdeaRowSchema.extend(ideaContentShape);
export type AdminIdeaDetail = z.infer<typeof adminIdeaDetailSchema>;

export const adminIdeaPageSchema = z.object({
  ideas: z.array(adminIdeaRowSchema),
  /** Every idea matching the filters, whatever the page. */
  total: z.number(),
});
export type AdminIdeaPage = z.infer<typeof adminIdeaPageSchema>;

/** A row of `GET /api/admin/deleted-ideas`: exactly one of ideaId / ugiId / ugp2pId is set. */
export const deletedIdeaViewSchema = z
  .object({
    id: z.number(),
    /** The admin who deleted it (null only for a system actor). */
    userId: text().nullable(),
    ideaId: z.number().nullable(),
    ugiId: z.number().nullable(),
    ugp2pId: z.number().nullable(),
    title: text(),
    description: text(),
    deletedAt: text(),
  })
  .refine((row) => [row.ideaId, row.ugiId, row.ugp2pId].filter((id) => id !== null).length === 1, 'exactly one of ideaId, ugiId, ugp2pId');
export type DeletedIdeaView = z.infer<typeof deletedIdeaViewSchema>;

export const ADMIN_IDEA_SORTS = ['id', 'source', 'batch', 'title', 'categories', 'type', 'status'] as const;
export type AdminIdeaSort = (typeof ADMIN_IDEA_SORTS)[number];

/** The list's `source` filter: one source, or UGC for every user-generated one. */
export const ADMIN_IDEA_SOURCE_FILTERS = ['FD', 'UGI', 'UGP2P', 'UGC'] as const;
export type AdminIdeaSourceFilter = (typeof ADMIN_IDEA_SOURCE_FILTERS)[number];

/** docs/product.md "Limits": the admin list's page size, and the largest page a request may ask for. */
export const ADMIN_IDEA_PAGE_SIZE = 500;

/** An idea's single categories, as the `categories` filter matches them. */
export function splitCategories(category: string): string[] {
  return [...new Set(category.split(',').map((name) => name.trim()).filter(Boolean))];
}
