// The shapes the admin's idea curation reads (spec 001 §2 Ideas and Deleted Ideas sections, §7): platform (FD) and
// member-generated (UGI, UGP2P) ideas in one list.
import type { IdeaSource, IdeaStatus, IdeaType } from './idea-enumerations';

/** A row of `GET /api/admin/ideas/all`. */
export interface AdminIdeaRow {
  id: number;
  source: IdeaSource;
  batchNumber: number | null;
  title: string;
  description: string;
  /** Comma-separated, as stored. */
  category: string;
  type: IdeaType;
  status: IdeaStatus;
  /** Always false for FD ideas. */
  private: boolean;
  /** Publishing is the approval: true exactly when Published. */
  approved: boolean;
  stamp: string | null;
  autoDeleted: boolean;
  autoDeleteActivatedAt: string | null;
  archived: boolean;
  /** The lowest id of a live trend the idea is linked to. */
  trendId: number | null;
  creatorId: string;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/ideas/{id}`: the row and every content field. */
export interface AdminIdeaDetail extends AdminIdeaRow {
  businessModel: string;
  marketSize: string;
  competition: string;
  problem: string;
  solution: string;
  differentiation: string;
  goToMarket: string;
  wowFactor: string;
  revenue: string;
  timeline: string;
  teamSize: string;
  technologies: string[];
  tags: string[];
  mockup: string | null;
  country: string;
}

export interface AdminIdeaPage {
  ideas: AdminIdeaRow[];
  /** Every idea matching the filters, whatever the page. */
  total: number;
}

/** A row of `GET /api/admin/deleted-ideas`: exactly one of ideaId / ugiId / ugp2pId is set. */
export interface DeletedIdeaView {
  id: number;
  /** The admin who deleted it (null only for a system actor). */
  userId: string | null;
  ideaId: number | null;
  ugiId: number | null;
  ugp2pId: number | null;
  title: string;
  description: string;
  deletedAt: string;
}

export const ADMIN_IDEA_SORTS = ['id', 'source', 'batch', 'title', 'categories', 'type', 'status'] as const;
export type AdminIdeaSort = (typeof ADMIN_IDEA_SORTS)[number];

/** The list's `source` filter: one source, or UGC for every user-generated one. */
export const ADMIN_IDEA_SOURCE_FILTERS = ['FD', 'UGI', 'UGP2P', 'UGC'] as const;
export type AdminIdeaSourceFilter = (typeof ADMIN_IDEA_SOURCE_FILTERS)[number];

/** Spec 001 §9: the admin list's page size, and the largest page a request may ask for. */
export const ADMIN_IDEA_PAGE_SIZE = 500;

/** An idea's single categories, as the `categories` filter matches them. */
export function splitCategories(category: string): string[] {
  return [...new Set(category.split(',').map((name) => name.trim()).filter(Boolean))];
}
