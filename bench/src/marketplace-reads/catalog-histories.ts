// The benchmark's catalog: the seed's generator (pure, deterministic; documents left out) turned into the events
// the idea aggregate records for each idea: IdeaCreated (stamp included, as the generator sets it), IdeaPublished
// for the published ones (~85%), IdeaAutoDeleteSwitched for the few flagged for auto-delete. Times count back from the
// seed's fixed epoch, so two runs load the same store.
import type { IdeaEvent } from '@app/domain/ideas/idea-events';
import { generateCatalog } from '@app/seed/platform-ideas/generate-catalog';
import { CATALOG_EPOCH } from '@app/command-api/seed/seed-catalog';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { IdeaHistory } from './load-ideas';

const EPOCH_MS = CATALOG_EPOCH.getTime();
const DAY_MS = 24 * 60 * 60 * 1000;

export interface BenchCatalog {
  histories: IdeaHistory[];
  /** Ideas every visitor sees (published; none is private, archived or deleted). */
  visible: number;
  titles: string[];
  /** The admin the events name as their author. */
  adminUserId: string;
}

export function catalogHistories(ideaCount: number, seed: number): BenchCatalog {
  const { ideas } = generateCatalog({ ideaCount, seed, documents: false });
  const adminUserId = uuidv7(EPOCH_MS);
  const epoch = CATALOG_EPOCH.toISOString();
  let visible = 0;
  const histories = ideas.map(({ id, idea, published, autoDelete, daysAgo }): IdeaHistory => {
    const created = new Date(EPOCH_MS - daysAgo * DAY_MS).toISOString();
    const events: IdeaEvent[] = [{ type: 'IdeaCreated', data: { ...idea, ideaId: id, creatorId: adminUserId, createdAt: created, at: created } }];
    if (published) {
      visible += 1;
      events.push({ type: 'IdeaPublished', data: { ideaId: id, at: created } });
    }
    if (autoDelete) events.push({ type: 'IdeaAutoDeleteSwitched', data: { ideaId: id, autoDeleted: true, activatedAt: epoch, at: epoch } });
    return { ideaId: id, events };
  });
  return { histories, visible, titles: ideas.map(({ idea }) => idea.title), adminUserId };
}
