// The benchmark's catalog: the seed's generator (pure, deterministic; documents left out) turned into the events
// the idea aggregate records for each idea: IdeaCreated (stamp included, as the generator sets it), IdeaPublished
// for the published ones (~85%), IdeaAutoDeleteSwitched for the few flagged for auto-delete. Times count back from the
// seed's fixed epoch, so two runs load the same store. With `scored`, every idea is then scored (IdeaScored under the
// first rubric version, as at first start), with a scorecard whose texts are as long as a model's: a sentence each.
import type { IdeaEvent } from '@app/domain/ideas/idea-events';
import { SCORE_DIMENSIONS, type Scorecard } from '@app/domain/scoring/scorecard';
import { FIRST_RUBRIC_VERSION, type IdeaScored } from '@app/domain/scoring/scoring-events';
import { testIdeaScored, testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
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

export function catalogHistories(ideaCount: number, seed: number, { scored = false } = {}): BenchCatalog {
  const { ideas } = generateCatalog({ ideaCount, seed, documents: false });
  const adminUserId = uuidv7(EPOCH_MS);
  const epoch = CATALOG_EPOCH.toISOString();
  let visible = 0;
  const histories = ideas.map(({ id, idea, published, autoDelete, daysAgo }): IdeaHistory => {
    const created = new Date(EPOCH_MS - daysAgo * DAY_MS).toISOString();
    const events: (IdeaEvent | IdeaScored)[] = [{ type: 'IdeaCreated', data: { ...idea, ideaId: id, creatorId: adminUserId, createdAt: created, at: created } }];
    if (published) {
      visible += 1;
      events.push({ type: 'IdeaPublished', data: { ideaId: id, at: created } });
    }
    if (autoDelete) events.push({ type: 'IdeaAutoDeleteSwitched', data: { ideaId: id, autoDeleted: true, activatedAt: epoch, at: epoch } });
    if (scored) events.push({ type: 'IdeaScored', data: testIdeaScored(id, FIRST_RUBRIC_VERSION, benchScorecard(id, idea.title), epoch) });
    return { ideaId: id, events };
  });
  return { histories, visible, titles: ideas.map(({ idea }) => idea.title), adminUserId };
}

/** A sentence of about 120 characters. */
const sentence = (title: string, topic: string) => `${topic} for ${title}: the idea's own facts put it here, and the market it names is large enough to matter.`;

function benchScorecard(id: number, title: string): Scorecard {
  const scorecard = testScorecard(id);
  const dimensions = Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, { ...scorecard.dimensions[dimension], reason: sentence(title, dimension) }]));
  return {
    ...scorecard,
    dimensions: dimensions as Scorecard['dimensions'],
    verdict: sentence(title, 'Verdict'),
    redFlags: [sentence(title, 'Red flag'), sentence(title, 'Second red flag')],
    greenLights: [sentence(title, 'Green light'), sentence(title, 'Second green light'), sentence(title, 'Third green light')],
    marketSizing: { ...scorecard.marketSizing, assumptions: [sentence(title, 'TAM'), sentence(title, 'SAM'), sentence(title, 'SOM')] },
  };
}
