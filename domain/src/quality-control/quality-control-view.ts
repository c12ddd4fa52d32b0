// GET /api/admin/quality-control?category=&batch= (docs/product.md "Admin: Quality Control"): exact duplicates in
// groups, and pairs of ideas at least 75% similar (docs/product.md "Limits"), with their similarity between 0 and 1;
// each list a page of the whole, with the whole's count.
import type { IdeaStatus, IdeaType } from '../ideas/idea-enumerations';

export const SIMILARITY_THRESHOLD = 0.75;

/** A page of groups at most, and the page the route answers when none is asked for. */
export const MAX_GROUPS = 250;
/** Ideas listed at most per group, the oldest first (the original, then its copies). */
export const MAX_GROUP_IDEAS = 50;
/** A page of pairs at most, and the page the route answers when none is asked for. */
export const MAX_PAIRS = 500;

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

/**
 * Two texts at least 75% similar, each shown by its oldest live idea. A text several ideas hold (an exact-duplicate
 * group) is one side, so the pair is listed once: its group size says how many ideas hold it.
 */
export interface SimilarIdeaPair {
  idea1: QualityControlIdea;
  idea2: QualityControlIdea;
  /** How many live ideas have idea1's text: 1, or the size of its exact-duplicate group. */
  idea1GroupSize: number;
  idea2GroupSize: number;
  /** 0.75 to 1 (exact duplicates are in their groups, not here). */
  similarity: number;
}

export interface QualityControlView {
  exactDuplicates: ExactDuplicateGroup[];
  /** Every group the filters list, however few the page holds. */
  exactDuplicatesTotal: number;
  similarIdeas: SimilarIdeaPair[];
  /** Every pair the filters list, however few the page holds. */
  similarIdeasTotal: number;
}
