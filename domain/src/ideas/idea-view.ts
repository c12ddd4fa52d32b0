// The shapes the query API answers and the SPA reads for ideas (spec 000 §3 Idea and Paged idea response, §7).
import type { DocumentType, IdeaSource, IdeaStatus, IdeaType } from './idea-enumerations';

/** Fields withheld from a viewer who may not read a premium idea (spec 000 §6): they come back as null. */
export const IDEA_BODY_FIELDS = ['problem', 'solution', 'differentiation', 'goToMarket', 'revenue', 'mockup'] as const;

export interface IdeaView {
  id: number;
  batchNumber: number | null;
  source: IdeaSource;
  title: string;
  description: string;
  /** Comma-separated; the first is the one shown. */
  category: string;
  type: IdeaType;
  status: IdeaStatus;
  stamp: string | null;
  marketSize: string;
  businessModel: string;
  competition: string;
  wowFactor: string;
  problem: string | null;
  solution: string | null;
  differentiation: string | null;
  goToMarket: string | null;
  revenue: string | null;
  timeline: string;
  teamSize: string;
  technologies: string[];
  tags: string[];
  /** An https:// link, or null (withheld from viewers below PRO on premium ideas: spec 000 §6). */
  mockup: string | null;
  /** 'Global' or comma-separated countries. */
  country: string;
  views: number;
  private: boolean;
  autoDeleted: boolean;
  autoDeleteActivatedAt: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  /** Ours: true when the body fields were withheld because the viewer lacks the tier (the SPA shows the lock). */
  locked: boolean;
}

export interface IdeaPage {
  ideas: IdeaView[];
  pagination: { page: number; limit: number; hasMore: boolean; counts: { total: number } };
}

export interface IdeaDocumentView {
  id: number;
  ideaId: number;
  type: DocumentType;
  content: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/ideas/{id}/validate-hash */
export interface ValidateHashResponse {
  valid: boolean;
  idea: IdeaView | null;
}
