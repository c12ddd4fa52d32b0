import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@app/domain/live/live-api';
import { adminActivityKeys } from '../../features/admin-activity/api/admin-activity-keys';
import { NO_ACTIVITY_FILTERS } from '../../features/admin-activity/utils/activity-filters';
import { adminHistoryKeys } from '../../features/admin-history/api/admin-history-keys';
import { adminIdeasKeys } from '../../features/admin-ideas/api/admin-ideas-keys';
import { adminJobsKeys } from '../../features/admin-jobs/api/admin-jobs-keys';
import { adminProjectionsKeys } from '../../features/admin-projections/api/admin-projections-keys';
import { adminUsersKeys } from '../../features/admin-users/api/admin-users-keys';
import { authKeys } from '../../features/auth/api/auth-keys';
import { landingKeys } from '../../features/landing/api/landing-keys';
import { ideaKeys } from '../../features/marketplace/api/idea-keys';
import { DEFAULT_FILTERS } from '../../features/marketplace/utils/marketplace-filters';
import { ideaListQuery } from '../../features/marketplace/utils/marketplace-request';
import { paymentsKeys } from '../../features/payments/api/payments-keys';
import { trendsKeys } from '../../features/trends/api/trends-keys';
import { workspaceKeys } from '../../features/workspace/api/workspace-keys';
import { queryKeysOf } from './live-query-keys';

// What a tab has cached, keyed as the screens key their reads; each case tells which of them a change reaches.
const CACHED = {
  marketplace: ideaKeys.list(ideaListQuery(DEFAULT_FILTERS, null), 'FREE'),
  idea7: ideaKeys.detail(7, 'FREE'),
  idea7Shared: ideaKeys.detail(7, 'anonymous', 'abc'),
  idea7Documents: ideaKeys.documents(7, 'FREE'),
  idea8: ideaKeys.detail(8, 'FREE'),
  featured: landingKeys.featuredIdeas(),
  trends: trendsKeys.list(),
  trend3Ideas: trendsKeys.ideas(3),
  trend4: trendsKeys.detail(4),
  collections: workspaceKeys.collections(),
  copy12Changes: workspaceKeys.savedChanges(12),
  originalScore7: workspaceKeys.originalScore(7),
  session: authKeys.session(),
  subscription: paymentsKeys.subscription(),
  adminIdeas: adminIdeasKeys.list({ page: '1' }),
  adminIdea7: adminIdeasKeys.detail(7),
  adminIdea8: adminIdeasKeys.detail(8),
  adminUsers: adminUsersKeys.list(),
  activity: adminActivityKeys.list(NO_ACTIVITY_FILTERS),
  history7: adminHistoryKeys.timeline('ideas', '7'),
  history8: adminHistoryKeys.timeline('ideas', '8'),
  job: adminJobsKeys.job('a1b2'),
  runningJobs: adminJobsKeys.running(),
  projections: adminProjectionsKeys.list(),
} satisfies Record<string, QueryKey>;
type Cached = keyof typeof CACHED;

/** The cached reads the changes mark stale, as TanStack matches the keys. */
async function invalidatedBy(changes: LiveChange[]): Promise<Cached[]> {
  const client = new QueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, {});
  for (const queryKey of queryKeysOf(changes)) await client.invalidateQueries({ queryKey });
  return (Object.keys(CACHED) as Cached[]).filter((name) => client.getQueryState(CACHED[name])?.isInvalidated);
}

describe('queryKeysOf', () => {
  it("reaches a platform idea's marketplace reads, for every viewer, and no other idea's", async () => {
    expect(await invalidatedBy([{ kind: 'ideas', id: '7', topics: ['catalog'] }])).toEqual([
      'marketplace',
      'idea7',
      'idea7Shared',
      'idea7Documents',
      'featured',
      'trend3Ideas',
      'trend4',
      'originalScore7',
      'projections',
    ]);
  });

  it("reaches the admin's reads of an idea only under the admin topics", async () => {
    expect(await invalidatedBy([{ kind: 'ideas', id: '7', topics: ['admin-ideas', 'activity'] }])).toEqual([
      'adminIdeas',
      'adminIdea7',
      'activity',
      'history7',
      'projections',
    ]);
  });

  it("reaches a member's whole workspace, every copy's changes included, on their workspace topic", async () => {
    expect(await invalidatedBy([{ kind: 'workspaces', id: 'user-uuid', topics: ['workspace'] }])).toEqual(['collections', 'copy12Changes', 'projections']);
  });

  it('reaches a trend, its ideas and the list', async () => {
    expect(await invalidatedBy([{ kind: 'trends', id: '3', topics: ['trends'] }])).toEqual(['trends', 'trend3Ideas', 'projections']);
  });

  it("reaches the account's subscription and the users table, not the session", async () => {
    expect(await invalidatedBy([{ kind: 'users', id: 'u1', topics: ['account', 'users'] }])).toEqual(['subscription', 'adminUsers', 'projections']);
  });

  it('reaches the one job and the running jobs', async () => {
    expect(await invalidatedBy([{ kind: 'jobs', id: 'a1b2', topics: ['jobs'] }])).toEqual(['job', 'runningJobs', 'projections']);
  });

  it("reaches the projections' positions with any change heard, a projection's own included", async () => {
    expect(await invalidatedBy([{ kind: 'projections', id: 'catalog', topics: ['projections'] }])).toEqual(['projections']);
  });

  it('lists each key once across changes and topics', () => {
    const keys = queryKeysOf([
      { kind: 'ideas', id: '7', topics: ['catalog'] },
      { kind: 'ideas', id: '8', topics: ['catalog'] },
    ]);
    expect(keys.filter((key) => JSON.stringify(key) === JSON.stringify(ideaKeys.lists()))).toHaveLength(1);
    expect(keys).toContainEqual(ideaKeys.detailsOf(8));
  });

  it('reaches nothing for a change without topics', () => {
    expect(queryKeysOf([{ kind: 'ideas', id: '7', topics: [] }])).toEqual([]);
  });
});
