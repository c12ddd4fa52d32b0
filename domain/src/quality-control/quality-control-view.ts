// GET /api/admin/quality-control?category=&batch= (docs/product.md "Admin: Quality Control"): exact duplicates in
// groups, and pairs of ideas at least 75% similar (docs/product.md "Limits"), with their similarity between 0 and 1.
import type { IdeaStatus, IdeaType } from '../ideas/idea-enumerations';

export const SIMILARITY_THRESHOLD = 0.75;

export interface QualityControlIdea {
  id: number;
  title: string;
  description: string;
  category: string;
  batchNumber: number | null;
  type: IdeaType;
  status: IdeaStatus;
  createdAt: string;
}

export interface ExactDuplicateGroup {
  /** Stable for the group while its text is unchanged (the normalised text's hash). */
  key: string;
  ideas: QualityControlIdea[];
}

export interface SimilarIdeaPair {
  idea1: QualityControlIdea;
  idea2: QualityControlIdea;
  /** 0.75 to 1 (exact duplicates are in their groups, not here). */
  similarity: number;
}

export interface QualityControlView {
  exactDuplicates: ExactDuplicateGroup[];
  similarIdeas: SimilarIdeaPair[];
}
