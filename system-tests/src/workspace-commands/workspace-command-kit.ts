// The composed platform (with the local AI provider) for the workspace's command calls: fresh members of each tier,
// and what no route offers, a workspace stream filled directly (the monthly caps are tested with 1,500 recorded
// ideas, not 1,500 generations).
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { Role } from '@app/domain/shared/roles';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';
import { uuidv7 } from '@app/infra/ids/uuid';
import { openCatalogCommandKit, type CatalogCommandKit } from '../idea-and-trend-commands/catalog-command-kit';

export interface Member {
  userId: string;
  token: string;
}

export interface WorkspaceCommandKit extends CatalogCommandKit {
  /** A fresh member of the role with a verified email (an admin's test account), signed in. */
  member(role: Exclude<Role, 'ADMIN'>): Promise<Member>;
  /** Appends events to the member's workspace stream as if its commands had recorded them, in batches. */
  appendToWorkspace(userId: string, events: readonly LegacyWorkspaceEvent[]): Promise<void>;
}

export const TEST_PASSWORD = 'Workspace-pass1';

export async function openWorkspaceCommandKit(): Promise<WorkspaceCommandKit> {
  const kit = await openCatalogCommandKit();
  let members = 0;
  return {
    ...kit,
    async member(role) {
      members += 1;
      const email = `${role.toLowerCase()}${members}@test.com`;
      const created = await kit.request('POST', '/api/admin/users/test-accounts', {
        token: kit.adminToken,
        body: { email, username: `member_${members}`, password: TEST_PASSWORD },
      });
      if (created.statusCode !== 200) throw new Error(`test account: ${created.statusCode} ${created.body}`);
      const response = await kit.request('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
      const { token, user } = response.json<{ token: string; user: { id: string; role: Role; emailVerified: boolean } }>();
      if (user.role !== role || !user.emailVerified) throw new Error(`test account ${email}: ${user.role}, verified ${user.emailVerified}`);
      return { userId: user.id, token };
    },
    async appendToWorkspace(userId, events) {
      for (let start = 0; start < events.length; start += 500) {
        const batch = events.slice(start, start + 500).map((event) => ({
          id: uuidv7(),
          type: event.type,
          data: event.data,
          metadata: { userId, commandId: uuidv7(), correlationId: 'workspace-test', causationId: 'workspace-test', at: new Date().toISOString() },
        }));
        await kit.platform.infra.eventStore.append(workspaceStreamId(userId), batch, { expectedRevision: 'any' });
      }
    },
  };
}

export const testFields: CopyFields = {
  title: 'Harbour Slots',
  description: 'Berth scheduling for small ports that still run on spreadsheets.',
  category: 'LogisticsTech',
  businessModel: 'B2B SaaS',
  marketSize: '$2B',
  competition: 'Low — a few port-system vendors',
  problem: 'Small ports schedule berths by phone.',
  solution: 'A shared berth calendar with AIS arrivals.',
  differentiation: 'Priced for ports with one harbour master.',
  goToMarket: 'Regional port associations.',
  wowFactor: 'Arrivals appear on the calendar by themselves.',
  revenue: 'Per-berth subscription.',
  timeline: '4 months',
  teamSize: '3',
  technologies: ['IoT', 'Cloud'],
  tags: ['ports', 'scheduling'],
  mockup: null,
  country: 'Global',
  type: 'FREE',
};

const generation = (promptType: GenerationRecord['promptType']): GenerationRecord => ({ promptType, model: 'recorded', tokensIn: 1, tokensOut: 1, latencyMs: 1 });

/**
 * `count` recorded generations at `at`, with ids outside the sequences' test ranges (ideas 150000.., copies 450000..)
 * so they never meet an id a route allocates.
 */
export function recordedIdeas(userId: string, count: number, at: string, first = 0): LegacyWorkspaceEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'UserIdeaGenerated',
    data: {
      userId, ideaId: 150000 + first + index, source: 'UGI', copyId: 450000 + first + index, idea: testFields, private: true,
      userContext: 'Small ports schedule berths by phone', generation: generation('IDEA_UGI'), at,
    },
  }));
}

/** `count` recorded copies (790000..) that each got a document (9000000..) at `at`. */
export function recordedCopiesWithDocuments(userId: string, count: number, at: string, type: DocumentType = 'PRD'): LegacyWorkspaceEvent[] {
  return Array.from({ length: count }, (_, index): LegacyWorkspaceEvent[] => [
    { type: 'IdeaSavedToWorkspace', data: { userId, copyId: 790000 + index, kind: 'idea', originalId: 900000 + index, idea: testFields, at } },
    {
      type: 'WorkspaceDocumentGenerated',
      data: { userId, documentId: 9000000 + index, kind: 'idea', copyId: 790000 + index, type, content: `# ${type}`, generation: generation('DOC_PRD'), at },
    },
  ]).flat();
}
