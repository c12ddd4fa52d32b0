// Which cached reads one change of the feed touches (docs/architecture.md "Live change feed"): by the read model the
// change reached (its topic) and the entity (kind and id), the query keys of the screens that show it, from each
// feature's key factory. Each key is a prefix (TanStack matches every query under it), as narrow as the key factories
// allow: an idea's change reaches that idea's detail, not every idea's. Invalidated, not reset (live-updates.tsx), so
// only what is on screen is read again, in place.
import type { QueryKey } from '@tanstack/react-query';
import { HISTORY_KINDS, type HistoryKind } from '@app/domain/history/history-view';
import type { LiveChange } from '@app/domain/live/live-api';
import type { LiveTopic } from '@app/domain/live/live-topics';
import { adminActivityKeys } from '../../features/admin-activity/api/admin-activity-keys';
import { batchDocsKeys } from '../../features/admin-batch-docs/api/batch-docs-keys';
import { batchRunsKeys } from '../../features/admin-batch-runs/api/batch-runs-keys';
import { deletedIdeasKeys } from '../../features/admin-deleted-ideas/api/deleted-ideas-keys';
import { adminHistoryKeys } from '../../features/admin-history/api/admin-history-keys';
import { adminIdeasKeys } from '../../features/admin-ideas/api/admin-ideas-keys';
import { adminJobsKeys } from '../../features/admin-jobs/api/admin-jobs-keys';
import { adminProjectionsKeys } from '../../features/admin-projections/api/admin-projections-keys';
import { adminPromptsKeys } from '../../features/admin-prompts/api/admin-prompts-keys';
import { qualityControlKeys } from '../../features/admin-quality-control/api/quality-control-keys';
import { adminScoringKeys } from '../../features/admin-scoring/api/admin-scoring-keys';
import { studioApplicantsKeys } from '../../features/admin-studio-applicants/api/studio-applicants-keys';
import { adminUsersKeys } from '../../features/admin-users/api/admin-users-keys';
import { landingKeys } from '../../features/landing/api/landing-keys';
import { ideaKeys } from '../../features/marketplace/api/idea-keys';
import { paymentsKeys } from '../../features/payments/api/payments-keys';
import { trendsKeys } from '../../features/trends/api/trends-keys';
import { workspaceKeys } from '../../features/workspace/api/workspace-keys';

/** Ideas (platform and members') are numbered; a key factory takes the number. */
function ideaNumber(change: LiveChange): number | undefined {
  const id = Number(change.id);
  return Number.isSafeInteger(id) ? id : undefined;
}

function catalogKeys(change: LiveChange): QueryKey[] {
  const id = ideaNumber(change);
  // A trend's page lists its ideas; which trends an idea is in is not told, so every trend page is read again.
  const keys: QueryKey[] = [ideaKeys.lists(), landingKeys.featuredIdeas(), trendsKeys.details()];
  if (id === undefined) return keys;
  return [
    ...keys,
    ideaKeys.detailsOf(id),
    ideaKeys.documentsOf(id),
    ideaKeys.hash(id),
    ideaKeys.momentum(id),
    // A member's saved copy shows its original's score and documents.
    workspaceKeys.originalScore(id),
    workspaceKeys.platformDocuments(id),
  ];
}

function trendKeys(change: LiveChange): QueryKey[] {
  const id = ideaNumber(change);
  const keys: QueryKey[] = [trendsKeys.list(), trendsKeys.sparklines(), ideaKeys.allTrendIdeaIds(), adminJobsKeys.allTrends()];
  return id === undefined ? keys : [...keys, trendsKeys.detail(id), ideaKeys.trendIdeas(id)];
}

/** The member's own workspace: a copy's edit (the workspace's change) or one of their generated ideas. */
function ownWorkspaceKeys(): QueryKey[] {
  return [
    workspaceKeys.collections(),
    workspaceKeys.userStats(),
    workspaceKeys.documentStats(),
    workspaceKeys.insights(),
    workspaceKeys.allSavedChanges(),
  ];
}

function adminIdeaKeys(change: LiveChange): QueryKey[] {
  const id = ideaNumber(change);
  const keys: QueryKey[] = [adminIdeasKeys.lists(), adminIdeasKeys.categories(), adminIdeasKeys.batches(), deletedIdeasKeys.list(), trendsKeys.candidates()];
  return id === undefined ? keys : [...keys, adminIdeasKeys.detail(id), adminIdeasKeys.documents(id)];
}

function isHistoryKind(kind: LiveChange['kind']): kind is HistoryKind {
  return (HISTORY_KINDS as readonly string[]).includes(kind);
}

const KEYS_BY_TOPIC: Record<LiveTopic, (change: LiveChange) => QueryKey[]> = {
  catalog: catalogKeys,
  trends: trendKeys,
  workspace: ownWorkspaceKeys,
  // Not the session itself: a sign-out on another device would then end this tab's session at once, not at its next
  // call as docs/decisions.md "A session the server refuses, in the SPA" has it; a role change ends the feed instead.
  account: () => [paymentsKeys.subscription()],
  'admin-ideas': adminIdeaKeys,
  users: () => [adminUsersKeys.list()],
  // The rubric's versions show the progress of their re-scoring job.
  jobs: (change) => [adminJobsKeys.running(), adminJobsKeys.job(change.id), batchRunsKeys.list(), batchDocsKeys.list(), adminScoringKeys.versions()],
  // A projection's own events (a rebuild, a pause); its position moves with every change (EVERY_CHANGE).
  projections: () => [],
  // The activity and an entity's history read the same trail.
  activity: (change) => [adminActivityKeys.lists(), ...(isHistoryKind(change.kind) ? [adminHistoryKeys.timeline(change.kind, change.id)] : [])],
  'quality-control': () => [qualityControlKeys.reports()],
  prompts: () => [adminPromptsKeys.current()],
  'studio-applications': () => [studioApplicantsKeys.list()],
};

/** What any change touches: every projection's position and lag (the admin's Projections table). */
const EVERY_CHANGE: readonly QueryKey[] = [adminProjectionsKeys.list()];

/** The query keys (prefixes) the changes touch, each once. */
export function queryKeysOf(changes: readonly LiveChange[]): QueryKey[] {
  const keys = new Map<string, QueryKey>();
  if (changes.some((change) => change.topics.length > 0)) for (const key of EVERY_CHANGE) keys.set(JSON.stringify(key), key);
  for (const change of changes) {
    for (const topic of change.topics) {
      for (const key of KEYS_BY_TOPIC[topic](change)) keys.set(JSON.stringify(key), key);
    }
  }
  return [...keys.values()];
}
