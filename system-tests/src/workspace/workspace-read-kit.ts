// The composed platform for the workspace's reads: the catalog kit's seeded callers and platform ideas,
// plus what no query route writes, a member's workspace stream filled directly with recorded events (as the
// workspace commands would have appended them), waited for so the next read sees them.
import type { LegacyWorkspaceEvent } from '@app/domain/workspace/workspace-upcasters';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import type { CopyFields, GenerationRecord } from '@app/domain/workspace/workspace-fields';
import { uuidv7 } from '@app/infra/ids/uuid';
import { openCatalogTestKit, type Caller, type CatalogTestKit } from '../marketplace-reads/catalog-test-kit';

export type Member = Exclude<Caller, 'anonymous'>;

export interface WorkspaceReadKit extends CatalogTestKit {
  /** The user id of a seeded caller. */
  userIdOf(caller: Member): Promise<string>;
  /** Appends the events to the member's workspace stream and waits until the projections have applied them. */
  appendToWorkspace(userId: string, events: readonly LegacyWorkspaceEvent[]): Promise<void>;
}

export async function openWorkspaceReadKit(): Promise<WorkspaceReadKit> {
  const kit = await openCatalogTestKit();
  const userIds = new Map<Member, string>();
  return {
    ...kit,
    async userIdOf(caller) {
      const known = userIds.get(caller);
      if (known) return known;
      const { user } = await kit.get<{ user: { id: string } }>('/api/auth/check', caller);
      userIds.set(caller, user.id);
      return user.id;
    },
    async appendToWorkspace(userId, events) {
      const { eventStore } = kit.platform.infra;
      const { position } = await eventStore.append(
        workspaceStreamId(userId),
        events.map((event) => {
          const id = uuidv7();
          return { id, type: event.type, data: event.data, metadata: { userId, commandId: id, correlationId: 'workspace-read-test', causationId: id, at: event.data.at } };
        }),
      );
      if (!(await kit.platform.runtime.waitForPosition(position, { timeoutMs: 10_000 }))) throw new Error('the projections did not reach the workspace events');
    },
  };
}

export const recorded = (promptType: GenerationRecord['promptType']): GenerationRecord => ({ promptType, model: 'recorded', tokensIn: 100, tokensOut: 400, latencyMs: 12 });

export function copyFields(title: string, fields: Partial<CopyFields> = {}): CopyFields {
  return {
    title,
    description: `${title}: a description`,
    category: 'EnergyTech',
    businessModel: 'B2C subscriptions',
    marketSize: '$3B',
    competition: 'Medium — a few utilities',
    problem: `${title} problem`,
    solution: `${title} solution`,
    differentiation: 'differentiation',
    goToMarket: 'go to market',
    wowFactor: 'wow',
    revenue: 'revenue',
    timeline: '6 months',
    teamSize: '4',
    technologies: ['IoT'],
    tags: ['energy'],
    mockup: null,
    country: 'Global',
    type: 'PREMIUM',
    ...fields,
  };
}

/** An ISO time in the UTC month before the current one (the 15th, noon). */
export function lastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)).toISOString();
}
