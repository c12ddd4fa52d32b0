// IdeaViewsRecorded as stored before shares were counted (schemaVersion 1: views only) read into the current shape
// (idea-events.ts): no shares in that batch.
import type { Upcaster } from '../shared/upcasting';

export const IDEA_VIEWS_UPCASTERS: Record<string, readonly Upcaster[]> = {
  IdeaViewsRecorded: [(data) => ({ ...(data as object), shares: {} })],
};
