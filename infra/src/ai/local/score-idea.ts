// The local provider's scorecard (docs/product.md "Scores and market sizing"): computed from the idea's own fields by
// the default scoring rubric (domain/src/prompts/default-prompts.ts), deterministic (the same fields always get the
// same card), and every reason names the field it rests on and quotes the idea's facts. Each dimension adds a few
// signals of its fields, so ideas that differ in them score apart: over the seed catalog every dimension uses most of
// its ten values (system-tests/src/scoring/local-scores.test.ts reports the figures).
import { competitionLabel, parseMarketSize } from '@app/domain/ideas/idea-display';
import { ideaCountries } from '@app/domain/ideas/countries';
import { SCORE_DIMENSIONS, scorecardSchema, type MarketSizing, type Scorecard, type ScoreDimension } from '@app/domain/scoring/scorecard';
import type { ScoredFields } from '@app/domain/scoring/scored-fields';
import { statedMarketSizes } from '@app/domain/scoring/stated-market-sizes';
import { compactDollars, listOf } from '@app/domain/shared/prose';

interface Mark {
  score: number;
  reason: string;
}

const clampScore = (value: number) => Math.min(10, Math.max(1, Math.round(value)));
const quoted = (text: string, max = 60) => {
  const trimmed = text.trim();
  return `'${trimmed.length > max ? `${trimmed.slice(0, max - 1).trimEnd()}…` : trimmed}'`;
};
/** The first range or number of a text, as its midpoint: '6-9 months' → 7.5, '2-3 people' → 2.5. */
function midpoint(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(?:[-–]|to)\s*(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?)/.exec(text);
  if (!match) return null;
  if (match[3]) return Number(match[3]);
  return (Number(match[1]) + Number(match[2])) / 2;
}
/** The yearly growth a text states ('growing 18% a year'). */
function growthRate(text: string): number | null {
  const match = /growing\s+(\d+(?:\.\d+)?)\s*%/i.exec(text);
  return match ? Number(match[1]) : null;
}

/** Opportunity: the market's size and growth (Market size). */
function opportunity(idea: ScoredFields): Mark {
  const amount = parseMarketSize(idea.marketSize);
  if (amount === null) return { score: 2, reason: `Market size names no amount (${quoted(idea.marketSize)}): an unproven market.` };
  const growth = growthRate(idea.marketSize);
  const serviceable = /serviceable|SAM/.test(idea.marketSize) && !/TAM/.test(idea.marketSize);
  const score = clampScore(2 + (Math.log10(amount) - 7) * 1.9 + (growth !== null && growth >= 20 ? 1 : 0) + (serviceable ? 0.5 : 0));
  const size = score >= 8 ? 'a very large market' : score >= 6 ? 'a large market' : score >= 4 ? 'a mid-sized market' : 'a small market';
  const extra = growth !== null ? `, growing ${growth}% a year` : serviceable ? ', serviceable share alone' : '';
  return { score, reason: `Market size names ${compactDollars(amount)}${extra}: ${size}.` };
}

const SEVERITY_CUES: [label: string, cue: RegExp][] = [
  ['lost money', /\b(los[est]|losing|cost(s|ly)?|expensive|fines?|penalt\w*|wast\w*|overpay\w*|\$\d[\d,.]*\w*)\b/i],
  ['risk', /\b(risk\w*|fraud\w*|unsafe|danger\w*|emergenc\w*|outbreak\w*|shortage\w*|fail\w*|disput\w*|worr\w*)\b/i],
  ['delay', /\b(weeks?|months?|days|hours|late|delay\w*|queue\w*|wait\w*|3am)\b/i],
  ['manual work', /\b(spreadsheets?|paper|phone calls?|by hand|manual\w*|email)\b/i],
  ['scale', /\b(\d+%|most|every|millions?|thousands|half|three times|twice)\b/i],
];

/** Problem severity: which costs the problem names (Problem). */
function problem(idea: ScoredFields): Mark {
  const found = SEVERITY_CUES.flatMap(([label, cue]) => {
    const match = cue.exec(idea.problem);
    return match ? [{ label, word: match[0] }] : [];
  });
  // Every cue counts a little beyond the kinds of cost it names: a problem that piles up costs reads more severe.
  const mentions = SEVERITY_CUES.reduce((sum, [, cue]) => sum + (idea.problem.match(new RegExp(cue.source, 'gi'))?.length ?? 0), 0);
  const score = clampScore(1 + found.length * 1.3 + Math.min(mentions, 8) * 0.35 - (idea.problem.length < 80 ? 1 : 0));
  if (found.length === 0) return { score, reason: `Problem names no cost, risk or delay (${quoted(idea.problem)}): a mild pain.` };
  const severity = score >= 8 ? 'a severe, costly problem' : score >= 5 ? 'a real, felt problem' : 'a mild problem';
  return { score, reason: `Problem names ${listOf(found.map(({ label }) => label))} ('${found[0]!.word}'): ${severity}.` };
}

const HARD_TECH = ['IoT', 'Blockchain', 'AR/VR'];

/** Feasibility: months to a first product, team size and hard technology (Timeline, Team size, Technologies). */
function feasibility(idea: ScoredFields): Mark {
  const months = midpoint(idea.timeline) ?? 9;
  const team = midpoint(idea.teamSize) ?? 5;
  const hard = idea.technologies.filter((technology) => HARD_TECH.includes(technology));
  const device = /device|hardware|certif|procurement|regulat/i.test(idea.timeline);
  const score = clampScore(10.5 - (months - 3) * 0.5 - (team - 2.5) * 0.4 - hard.length * 0.8 - (device ? 1 : 0));
  const verdict = score >= 7 ? 'buildable by a small team' : score >= 4 ? 'a stretch for a small team' : 'a long, heavy build';
  const hardText = hard.length > 0 ? ` with ${listOf(hard)}` : '';
  return { score, reason: `Timeline says ${quoted(idea.timeline)} and team size ${quoted(idea.teamSize)}${hardText}: ${verdict}.` };
}

const TIMELY_TECH: Record<string, number> = { 'AI/ML': 2.5, IoT: 1.2, 'Big Data': 1, Blockchain: 0.5, Mobile: 0.6, Cloud: 0.4, 'AR/VR': 0.8 };
const TIMELY_CUE = /\b(new (rules?|regulations?|law)|regulat\w*|mandat\w*|rising|growing|recent\w*|climate|shortage|now|since|post-pandemic|remote)\b/i;

/** Why now: enabling technologies, stated growth, and what changed (Technologies, Market size, Problem/Solution). */
function whyNow(idea: ScoredFields): Mark {
  const tech = idea.technologies.reduce((sum, technology) => sum + (TIMELY_TECH[technology] ?? 0.3), 0);
  const growth = growthRate(idea.marketSize);
  const cue = TIMELY_CUE.exec(`${idea.problem} ${idea.solution} ${idea.description}`);
  const score = clampScore(2 + Math.min(tech, 4) + (growth !== null ? Math.min(growth / 8, 3) : 0) + (cue ? 1.5 : 0));
  const because = [
    idea.technologies.length > 0 ? `its technologies (${listOf(idea.technologies)})` : 'no enabling technology',
    ...(growth !== null ? [`a market growing ${growth}% a year`] : []),
    ...(cue ? [`'${cue[0]}' in its text`] : []),
  ];
  const timing = score >= 7 ? 'the timing is right' : score >= 4 ? 'some tailwind' : 'little says it must be now';
  return { score, reason: `Why now rests on ${listOf(because)}: ${timing}.` };
}

const MODEL_BASE: Record<string, number> = { B2B: 5, B2B2C: 4.5, B2G: 4, B2C: 3 };

/** The yearly price the revenue text names, in dollars ('$1,200/month' → 14,400). */
function yearlyPrice(revenue: string): number | null {
  const match = /\$\s*(\d[\d,]*(?:\.\d+)?)\s*([KM])?\s*(\/\s*month|per \w+ per month|a month|\/\s*year|a year|per year)?/i.exec(revenue);
  if (!match?.[1]) return null;
  const amount = Number(match[1].replaceAll(',', '')) * (match[2]?.toUpperCase() === 'K' ? 1e3 : match[2]?.toUpperCase() === 'M' ? 1e6 : 1);
  return /year/i.test(match[3] ?? '') ? amount : amount * 12;
}

/** Revenue: who pays, how much and how regularly (Business model, Revenue). */
function revenue(idea: ScoredFields): Mark {
  const model = idea.businessModel.trim().split(/\s+/)[0] ?? '';
  const price = yearlyPrice(idea.revenue);
  const recurring = /subscription|\/\s*month|per month|annual|a year|licen[cs]e|contract/i.test(idea.revenue);
  const freemium = /free core|freemium/i.test(idea.revenue);
  const score = clampScore(
    (MODEL_BASE[model] ?? 3.5) + (price !== null ? (Math.log10(Math.max(price, 10)) - 3) * 1.4 : -1) + (recurring ? 1 : 0) - (freemium ? 1.2 : 0),
  );
  const strength = score >= 8 ? 'strong, recurring revenue' : score >= 5 ? 'a workable revenue model' : 'thin revenue per customer';
  return { score, reason: `Business model ${model || 'unstated'} with revenue ${quoted(idea.revenue, 90)}: ${strength}.` };
}

const CHANNEL_CUES: [RegExp, number][] = [
  [/pilot/i, 1],
  [/money-back|guarantee/i, 0.8],
  [/partner\w*/i, 1],
  [/referr\w*|invite|shareable|word of mouth/i, 1],
  [/waitlist|founding-member/i, 0.5],
  [/conference\w*|events?/i, 0.4],
  [/procurement|tender|framework/i, -1.5],
];

/** Go-to-market: a named first channel and offer, and one place to start (Go-to-market, Country). */
function goToMarket(idea: ScoredFields): Mark {
  const countries = ideaCountries(idea.country);
  const focus = countries.length === 1 ? 2 : countries.length > 1 && countries.length <= 3 ? 1 : 0;
  const channels = CHANNEL_CUES.reduce((sum, [cue, weight]) => sum + (cue.test(idea.goToMarket) ? weight : 0), 0);
  const concrete = idea.goToMarket.length >= 120 ? 1 : idea.goToMarket.length < 40 ? -1.5 : 0;
  const score = clampScore(3 + focus + channels + concrete - (/B2G/.test(idea.businessModel) ? 1 : 0));
  const start = countries.length === 0 ? 'a global start' : `a start in ${listOf(countries)}`;
  const plan = score >= 7 ? 'a concrete, cheap first channel' : score >= 4 ? 'a plausible plan' : 'no clear first channel';
  const firstSentence = idea.goToMarket.split(/\.\s/)[0] ?? idea.goToMarket;
  return { score, reason: `Go-to-market plans ${quoted(firstSentence, 80)} with ${start}: ${plan}.` };
}

const LEVEL_SCORES: Record<string, number> = { low: 8, medium: 5, moderate: 5, high: 2.5, 'very high': 1.5 };

/** Competition, 10 = least crowded: the level the text states, and who competes (Competition). */
function competition(idea: ScoredFields): Mark {
  const level = competitionLabel(idea.competition);
  const base = LEVEL_SCORES[level.toLowerCase()] ?? 5;
  const open = /\bnone\b|nobody|no one|no \w+ (is|are)|niche|gap|opening|fragmented/i.test(idea.competition) ? 1 : 0;
  const crowded = /giants?|dozens|crowded|big (platforms|players|banks)|bundle|incumbents?|well-funded/i.test(idea.competition) ? 1 : 0;
  const score = clampScore(base + open - crowded);
  const field = score >= 7 ? 'an open field' : score >= 4 ? 'a contested field' : 'a crowded field';
  return { score, reason: `Competition says ${quoted(idea.competition, 80)}: ${field}.` };
}

const SCORERS: Record<ScoreDimension, (idea: ScoredFields) => Mark> = { opportunity, problem, feasibility, whyNow, revenue, goToMarket, competition };
/** The rubric's weights: opportunity, problem and revenue count double. */
const WEIGHTS: Record<ScoreDimension, number> = { opportunity: 2, problem: 2, feasibility: 1, whyNow: 1, revenue: 2, goToMarket: 1, competition: 1 };
const DIMENSION_NAMES: Record<ScoreDimension, string> = {
  opportunity: 'opportunity',
  problem: 'problem severity',
  feasibility: 'feasibility',
  whyNow: 'timing',
  revenue: 'revenue',
  goToMarket: 'go-to-market',
  competition: 'competition',
};

/** 0-100: the weighted mean of the dimensions, stretched around the middle so ideas spread out. */
function overallOf(marks: Record<ScoreDimension, Mark>): number {
  const total = SCORE_DIMENSIONS.reduce((sum, dimension) => sum + WEIGHTS[dimension], 0);
  const mean = SCORE_DIMENSIONS.reduce((sum, dimension) => sum + marks[dimension].score * WEIGHTS[dimension], 0) / total;
  return Math.min(100, Math.max(0, Math.round(50 + (mean - 5.8) * 16)));
}

function verdictOf(overall: number, marks: Record<ScoreDimension, Mark>): string {
  const ranked = [...SCORE_DIMENSIONS].sort((a, b) => marks[b].score - marks[a].score);
  const best = DIMENSION_NAMES[ranked[0]!];
  const worst = DIMENSION_NAMES[ranked[ranked.length - 1]!];
  if (overall >= 75) return `A strong candidate: best on ${best}, watch ${worst}.`;
  if (overall >= 55) return `Promising: strongest on ${best}, weakest on ${worst}.`;
  if (overall >= 40) return `Worth a cheap test first: ${best} holds up, ${worst} does not yet.`;
  return `Weak as it stands: ${worst} holds it back, and only ${best} stands out.`;
}

const round2 = (amount: number) => Number(amount.toPrecision(2));

/** SAM as a share of TAM, from where the idea sells. */
function samShare(idea: ScoredFields): { share: number; because: string } {
  const countries = ideaCountries(idea.country);
  if (countries.length === 0) return { share: 0.25, because: 'it sells worldwide, so a quarter of the market is within reach of one product' };
  if (countries.length === 1) return { share: 0.08, because: `it starts in ${countries[0]!} alone` };
  return { share: 0.15, because: `it starts in ${listOf(countries)}` };
}

const SOM_SHARES: Record<string, number> = { B2B: 0.05, B2B2C: 0.04, B2G: 0.03, B2C: 0.02 };
const REGULATED = ['HealthTech', 'FinTech', 'InsurTech', 'GovTech', 'DefenseTech', 'LegalTech'];

/** TAM, SAM and SOM: the amounts the idea states, the others estimated, each with its source or assumption. */
export function sizeMarket(idea: ScoredFields): MarketSizing {
  const stated = statedMarketSizes(idea.marketSize, idea.description);
  const amount = parseMarketSize(idea.marketSize);
  const assumptions: string[] = [];
  const { share, because } = samShare(idea);
  let tam = stated.tam;
  let sam = stated.sam;
  if (tam !== undefined) assumptions.push(`TAM as the idea states it (${compactDollars(tam)}).`);
  if (sam !== undefined) assumptions.push(`SAM as the idea states it (${compactDollars(sam)}).`);
  if (tam === undefined && sam !== undefined) {
    tam = round2(sam / share);
    assumptions.push(`TAM estimated as the stated SAM over ${Math.round(share * 100)}%: ${because}.`);
  }
  if (tam === undefined) {
    if (amount !== null) {
      tam = amount;
      assumptions.push(`TAM from the idea's market size (${compactDollars(amount)}).`);
    } else {
      tam = 250e6;
      assumptions.push(`TAM assumed at ${compactDollars(tam)}, a typical early niche: the market size names no amount (${quoted(idea.marketSize)}).`);
    }
  }
  if (sam === undefined) {
    sam = round2(tam * share);
    assumptions.push(`SAM is ${Math.round(share * 100)}% of TAM: ${because}.`);
  }
  sam = Math.min(sam, tam);
  const model = idea.businessModel.trim().split(/\s+/)[0] ?? '';
  const modelShare = SOM_SHARES[model] ?? 0.03;
  const category = idea.category.split(',').map((part) => part.trim()).find((part) => REGULATED.includes(part));
  const somShare = category ? modelShare * 0.6 : modelShare;
  const som = stated.som !== undefined ? Math.min(stated.som, sam) : round2(sam * somShare);
  assumptions.push(
    stated.som !== undefined
      ? `SOM as the idea states it (${compactDollars(stated.som)}).`
      : `SOM is ${(somShare * 100).toFixed(1).replace(/\.0$/, '')}% of SAM: what a ${model || 'new'} business wins in three years${category ? `, less in a regulated category (${category})` : ''}.`,
  );
  return { tam, sam, som, currency: 'USD', assumptions };
}

/** The scorecard of an idea under the default rubric. */
export function scoreIdeaLocally(idea: ScoredFields): Scorecard {
  const marks = Object.fromEntries(SCORE_DIMENSIONS.map((dimension) => [dimension, SCORERS[dimension](idea)])) as Record<ScoreDimension, Mark>;
  const overall = overallOf(marks);
  const byScore = [...SCORE_DIMENSIONS].sort((a, b) => marks[a].score - marks[b].score || a.localeCompare(b));
  const redFlags = byScore.filter((dimension) => marks[dimension].score <= 3).slice(0, 3);
  const greenLights = byScore.reverse().filter((dimension) => marks[dimension].score >= 8).slice(0, 3);
  return scorecardSchema.parse({
    dimensions: marks,
    overall,
    verdict: verdictOf(overall, marks),
    redFlags: redFlags.map((dimension) => marks[dimension].reason),
    greenLights: greenLights.map((dimension) => marks[dimension].reason),
    marketSizing: sizeMarket(idea),
  });
}
