// Random catalog rows for the index's tests and measurements: every field drawn from small pools, so filters,
// sort ties and search terms all hit many ideas.
import { CATEGORIES, TECHNOLOGY_TAGS } from '@app/domain/ideas/idea-enumerations';
import { competitionRank, parseMarketSize, stampRank } from '@app/domain/ideas/idea-display';
import { ideaScoreOf } from '@app/domain/scoring/scorecard';
import { testScorecard } from '@app/domain/scoring/testing/scorecard-fixture';
import type { CatalogRow } from '../read-models/catalog';

export type Random = () => number;

/** Mulberry32: a small seeded generator, so a failing case can be replayed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
export const some = <T>(random: Random, values: readonly T[], chance: number): T[] => values.filter(() => random() < chance);

export const WORDS = [
  'ledger', 'farm', 'clinic', 'payments', 'carbon', 'freight', 'tutor', 'robot', 'solar', 'grid', 'Café', 'naïve',
  'insurance', 'drone', 'genome', 'legal', 'hiring', 'retail', 'crypto', 'fleet', 'water', 'Ω-meter', 'AI', 'data',
];
export const COUNTRY_POOL = ['Kenya', 'Ghana', 'France', 'Germany', 'Brazil', 'Mexico', 'Egypt', 'Vietnam', 'Japan', 'United States'];
const MARKET_SIZES = ['$5B', '$10M+', '$5B global market', 'unknown', '$1.5T', '$800K niche', 'N/A', '$10M'];
const COMPETITIONS = ['Low — none', 'Medium — some', 'High — many', 'Very high — crowded', 'Unclear', 'Moderate'];
const MODELS = ['B2B SaaS', 'B2C app', 'B2B2C marketplace', 'B2G contracts', 'Marketplace fees', 'B2B, licensing'];
const STAMPS = [null, null, null, 'Top Picks', 'Crazy', 'Editor choice'];
const DAYS = Array.from({ length: 20 }, (_, day) => new Date(Date.UTC(2026, 0, 1 + day)));

function sentence(random: Random, words: number): string {
  return Array.from({ length: words }, () => pick(random, WORDS)).join(' ');
}

export function randomIdeaRow(random: Random, id: number): CatalogRow {
  const marketSize = pick(random, MARKET_SIZES);
  const competition = pick(random, COMPETITIONS);
  const stamp = pick(random, STAMPS);
  const categories = some(random, CATEGORIES.slice(0, 6), 0.3);
  return {
    id,
    source: pick(random, ['FD', 'FD', 'UGI', 'UGP2P'] as const),
    stamp,
    title: sentence(random, 1 + Math.floor(random() * 3)),
    description: sentence(random, 3 + Math.floor(random() * 8)),
    type: random() < 0.4 ? 'PREMIUM' : 'FREE',
    status: random() < 0.8 ? 'Published' : 'Unpublished',
    category: (categories.length ? categories : [pick(random, CATEGORIES)]).join(', '),
    business_model: pick(random, MODELS),
    market_size: marketSize,
    competition,
    wow_factor: 'wow — "quoted"',
    technologies: some(random, TECHNOLOGY_TAGS, 0.3),
    tags: ['tag'],
    mockup: random() < 0.5 ? null : `https://example.com/${id}`,
    country: random() < 0.3 ? 'Global' : some(random, COUNTRY_POOL, 0.2).join(', ') || 'Global',
    private: random() < 0.05,
    auto_deleted: false,
    auto_delete_activated_at: null,
    archived: random() < 0.05,
    created_at: pick(random, DAYS),
    deleted_at: random() < 0.05 ? pick(random, DAYS) : null,
    views: String(Math.floor(random() * 5)),
    market_size_amount: parseMarketSize(marketSize),
    competition_rank: competitionRank(competition),
    stamp_rank: stampRank(stamp),
    change_seq: String(id),
    // A few unscored; overall scores on a coarse grid, so score ties are common.
    score: random() < 0.2 ? null : ideaScoreOf(testScorecard(id, 5 * Math.floor(random() * 21)), 1),
  };
}
