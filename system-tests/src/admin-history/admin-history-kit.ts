// The composed platform for the admin's audit trail (docs/product.md "Admin: History and activity"): the workspace
// kit's admin, members and ideas, plus the first start's catalog seed run on a small catalog (so some history is the
// seed's), a member who signs up and verifies through the dev mailbox, and the admin's reads of the trail: history
// pages (one, or all of them through the `next` cursors), as-of views and activity pages.
import type { LightMyRequestResponse } from 'fastify';
import type { ActivityPage, AsOfKind, AsOfRecords, AsOfView, HistoryKind, HistoryPage } from '@app/domain/history/history-view';
import { DOCUMENT_TYPES } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId } from '@app/domain/ideas/idea-events';
import type { NewIdea } from '@app/domain/ideas/idea-fields';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { seedCatalog } from '@app/command-api/seed/seed-catalog';
import type { SeedCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { openWorkspaceCommandKit, type Member, type WorkspaceCommandKit } from '../workspace-commands/workspace-command-kit';

/** The one seeded idea and the one seeded trend, which links it. */
export const SEEDED_IDEA_ID = 1;
export const SEEDED_TREND_ID = 1;
export const SEEDED_IDEA: NewIdea = {
  title: 'Seeded Harbour Slots',
  description: 'Berth scheduling for small ports, from the first start.',
  category: 'LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$2B',
  competition: 'Low — a few port-system vendors',
  problem: 'Small ports schedule berths by phone.',
  solution: 'A shared berth calendar.',
  differentiation: 'Priced for one harbour master.',
  goToMarket: 'Port associations.',
  wowFactor: 'Arrivals appear by themselves.',
  revenue: 'Per-berth subscription.',
  timeline: '4 months',
  teamSize: '3',
  technologies: ['IoT'],
  tags: ['ports'],
  mockup: null,
  country: 'Global',
  type: 'FREE',
  batchNumber: null,
  stamp: null,
};
const CATALOG: SeedCatalog = {
  ideas: [
    {
      id: SEEDED_IDEA_ID,
      idea: SEEDED_IDEA,
      documents: DOCUMENT_TYPES.map((type) => ({ type, content: `# ${type} of the seeded idea` })),
      published: true,
      autoDelete: false,
      daysAgo: 3,
    },
  ],
  trends: [{ title: 'Ports go digital', description: 'Small ports leave the phone behind.', type: 'RFI', source: 'Other', daysAgo: 1, ideaIds: [SEEDED_IDEA_ID] }],
};

export interface HistoryQuery {
  before?: string;
  limit?: number | string;
}

export interface ActivityQuery extends HistoryQuery {
  actor?: string;
  kind?: string;
  type?: string;
}

export interface AdminHistoryKit extends WorkspaceCommandKit {
  /** GET /api/admin/history/{kind}/{id} as the admin (or `token`: '' for none). */
  historyResponse(kind: string, id: string | number, query?: HistoryQuery, token?: string): Promise<LightMyRequestResponse>;
  /** Every entry of the entity's history, newest first, read `limit` at a time through the `next` cursors. */
  fullHistory(kind: HistoryKind, id: string | number, limit?: number): Promise<HistoryPage['entries']>;
  asOfResponse(kind: string, id: string | number, at: string, token?: string): Promise<LightMyRequestResponse>;
  /** The entity at `at`, which must have existed then. */
  asOf<K extends AsOfKind>(kind: K, id: string | number, at: string): Promise<AsOfView<K> & { entity: AsOfRecords[K] }>;
  activityResponse(query?: ActivityQuery, token?: string): Promise<LightMyRequestResponse>;
  activity(query?: ActivityQuery): Promise<ActivityPage>;
  /** Signs up through the register call (anonymous, as a person does) and verifies the email with the mailed link. */
  signUp(email: string, username: string): Promise<Member>;
  /**
   * Waits until the idea's stream holds `times` scores of it (a member's idea: its creator's workspace, `creatorId`):
   * a creation, a share or an edit of a scored field is scored by a job beside the request, so a test that lists the
   * stream waits for it to keep the order fixed.
   */
  untilScored(ideaId: number, times?: number, creatorId?: string): Promise<void>;
}

export const SIGN_UP_PASSWORD = 'History-pass1!';

const queryString = (query: object) => {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
};

function ok<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

export async function openAdminHistoryKit(): Promise<AdminHistoryKit> {
  const kit = await openWorkspaceCommandKit();
  const report = await seedCatalog(kit.platform.infra, CATALOG, { log: () => undefined });
  if (report.outcome !== 'seeded' || report.notPublished.length > 0) throw new Error(`the catalog seed: ${JSON.stringify(report)}`);
  const untilScored = async (ideaId: number, times = 1, creatorId?: string) => {
    const deadline = Date.now() + 20_000;
    const stream = creatorId === undefined ? ideaStreamId(ideaId) : workspaceStreamId(creatorId);
    const isScore = (event: RecordedEvent) => (event.type === 'IdeaScored' || event.type === 'UserIdeaScored') && (event.data as { ideaId: number }).ideaId === ideaId;
    for (;;) {
      const scores = (await kit.platform.infra.eventStore.readStream(stream)).filter(isScore).length;
      if (scores >= times) return;
      if (Date.now() > deadline) throw new Error(`idea ${ideaId}: ${scores} of ${times} scores after 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  // The seed's scoring job runs beside the tests: its scores are in place before any history is read.
  for (const seed of CATALOG.ideas) await untilScored(seed.id);
  const as = (token: string | undefined) => (token === undefined ? { token: kit.adminToken } : token ? { token } : {});
  const historyKit: AdminHistoryKit = {
    ...kit,
    untilScored,
    historyResponse: (kind, id, query = {}, token) => kit.request('GET', `/api/admin/history/${kind}/${id}${queryString(query)}`, as(token)),
    async fullHistory(kind, id, limit) {
      const entries: HistoryPage['entries'] = [];
      let before: string | undefined;
      do {
        const page = ok<HistoryPage>(await historyKit.historyResponse(kind, id, { before, limit }), `history of ${kind} ${id}`);
        entries.push(...page.entries);
        before = page.next ?? undefined;
      } while (before !== undefined);
      return entries;
    },
    asOfResponse: (kind, id, at, token) => kit.request('GET', `/api/admin/${kind}/${id}/as-of${queryString({ at })}`, as(token)),
    async asOf(kind, id, at) {
      return ok(await historyKit.asOfResponse(kind, id, at), `${kind} ${id} as of ${at}`);
    },
    activityResponse: (query = {}, token) => kit.request('GET', `/api/admin/activity${queryString(query)}`, as(token)),
    async activity(query) {
      return ok(await historyKit.activityResponse(query), `activity ${JSON.stringify(query)}`);
    },
    async signUp(email, username) {
      const registered = await kit.request('POST', '/api/auth/register', {
        body: { email, username, password: SIGN_UP_PASSWORD, confirmPassword: SIGN_UP_PASSWORD },
      });
      const { token, user } = ok<{ token: string; user: { id: string } }>(registered, `register ${email}`);
      const mail = ok<{ messages: { text: string }[] }>(await kit.request('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`), 'mailbox');
      const link = /\/verify-email\/(\S+)/.exec(mail.messages[0]?.text ?? '')?.[1];
      if (!link) throw new Error(`no verification link mailed to ${email}`);
      ok(await kit.request('GET', `/api/auth/verify/${link}`), `verify ${email}`);
      return { userId: user.id, token };
    },
  };
  return historyKit;
}
