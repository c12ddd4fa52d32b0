import type { DocumentType, IdeaSource, IdeaStatus, IdeaType } from '@app/domain/ideas/idea-enumerations';

/** A row of GET /api/admin/ideas/all (the admin curation contract; spec 001 §3 ideas, ugi and ugp2p). */
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
  private: boolean;
  /** Publishing is the approval: true when Published. */
  approved: boolean;
  stamp: string | null;
  autoDeleted: boolean;
  autoDeleteActivatedAt: string | null;
  archived: boolean;
  trendId: number | null;
  creatorId: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/ideas/{id}: the row and the idea's whole content. */
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

export interface AdminIdeaDocument {
  id: number;
  ideaId: number;
  type: DocumentType;
  content: string;
  createdAt: string;
  updatedAt: string;
}

/** What a row action needs to reach the right idea: user ideas are named with their source. */
export type IdeaRef = Pick<AdminIdeaRow, 'id' | 'source'>;

export interface AdminIdeaPage {
  ideas: AdminIdeaRow[];
  total: number;
}

/** POST /api/admin/ideas/publish → { results } (spec 001 §7). */
export interface PublishResults {
  published: number[];
  unpublished: number[];
  incompleteDetails: { ideaId: number; missingDocuments: DocumentType[] }[];
  reasons: { ideaId: number; reason: string }[];
}

/** POST /api/admin/ideas/unpublish → { results }. */
export interface UnpublishResults {
  unpublished: number[];
  incompleteDetails: { ideaId: number; missingDocuments: DocumentType[] }[];
}

