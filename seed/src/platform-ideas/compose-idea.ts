// Writes one idea from its ingredients: a category's audience and theme, a launch geography, technologies and a
// business model. Everything else (texts, market size, competition, pricing) is derived from those, so the
// title, problem, solution and documents tell the same story.
import type { BusinessModel, Category, TechnologyTag } from '@app/domain/ideas/idea-enumerations';
import { TECHNOLOGY_TAGS } from '@app/domain/ideas/idea-enumerations';
import type { IdeaContent } from '@app/domain/ideas/idea-fields';
import { pickGeography, type Geography } from './geography';
import type { Rng } from '@app/domain/shared/rng';
import { article, capitalise, compactDollars, dollars } from '@app/domain/shared/prose';
import type { CategoryEntry } from './vocabulary';
import type { Audience, Theme } from './vocabulary-kit';
import { titleOptions, type TitleParts } from './titles';

export type CompetitionLevel = 'Low' | 'Medium' | 'High';

export interface Pricing {
  /** What one customer (account, user or contract) pays per month, in dollars. */
  monthly: number;
  /** What a customer is: 'fleet', 'active user', 'contract'. */
  customer: string;
  /** The idea's `revenue` text. */
  text: string;
}

/** Everything an idea was made from; the documents are written from it too. */
export interface IdeaDraft {
  vocabulary: CategoryEntry;
  categories: Category[];
  audience: Audience;
  theme: Theme;
  name: string;
  technologies: TechnologyTag[];
  geography: Geography;
  model: BusinessModel;
  pricing: Pricing;
  /** The dollar amount the market size names, null when it names none. */
  marketAmount: number | null;
  competitionLevel: CompetitionLevel;
  /** Acquisition channels in order of priority; the first two are the ones `goToMarket` names. */
  channels: string[];
  /** The idea's content except its title. */
  content: Omit<IdeaContent, 'title' | 'mockup'>;
}

const TECH_ADJECTIVE: Record<TechnologyTag, string> = {
  'AI/ML': 'AI-powered',
  IoT: 'sensor-based',
  'AR/VR': 'immersive',
  Blockchain: 'verifiable',
  'Big Data': 'data-driven',
  Cloud: 'cloud-based',
  Mobile: 'mobile-first',
  '5G': 'real-time',
};

const TECH_TAG: Record<TechnologyTag, string> = {
  'AI/ML': 'ai',
  IoT: 'iot',
  'AR/VR': 'ar',
  Blockchain: 'blockchain',
  'Big Data': 'big data',
  Cloud: 'saas',
  Mobile: 'mobile',
  '5G': '5g',
};

/** A sentence on how the technology is used, for the solution. */
export const TECH_SENTENCE: Record<TechnologyTag, string> = {
  'AI/ML': 'Its models improve with every correction a user makes.',
  IoT: 'The sensors install in minutes and run for years on a battery.',
  'AR/VR': 'It runs on ordinary phones, with headsets as an option.',
  Blockchain: 'Every record is anchored to a shared ledger, so nobody has to take anyone’s word for it.',
  'Big Data': 'Anonymised benchmarks across customers show each one where they stand.',
  Cloud: 'It sets up in an afternoon, with no IT project.',
  Mobile: 'It works offline on a basic smartphone and syncs when there is signal.',
  '5G': 'Data streams live from the field, buffered locally when coverage drops.',
};

/** Completes 'Unlike <incumbents>, it ...' (or 'It also ...'). */
const TECH_ANGLE: Record<TechnologyTag, string> = {
  'AI/ML': 'learns from each customer’s own history instead of applying generic rules',
  IoT: 'reads the physical world directly instead of relying on manual entry',
  'AR/VR': 'shows people what to do right where the work happens',
  Blockchain: 'gives every party the same tamper-evident record',
  'Big Data': 'benchmarks every customer against anonymised peers',
  Cloud: 'plugs into the tools already in use instead of replacing them',
  Mobile: 'works on the phones people already carry, even offline',
  '5G': 'works in real time out in the field',
};

const GROUP_ANGLE: Record<Audience['group'], (audience: Audience) => string> = {
  B: (audience) => `is priced and designed for ${audience.plural}, with setup in a day and no consultants`,
  C: () => 'is built around the person rather than the institution, and is free to start',
  G: () => 'meets public-sector procurement, accessibility and data-residency rules out of the box',
};

function pickTechnologies(rng: Rng, theme: Theme): TechnologyTag[] {
  const chosen = new Set<TechnologyTag>([theme.tech[0] ?? 'Cloud']);
  if (theme.tech[1] && rng.chance(0.65)) chosen.add(theme.tech[1]);
  if (rng.chance(0.25)) chosen.add(rng.pick(TECHNOLOGY_TAGS));
  return [...chosen];
}

function pickModel(rng: Rng, audience: Audience): BusinessModel {
  if (audience.group === 'G') return 'B2G';
  // B2B2C only where a consumer is at the end: a partner (bank, insurer, employer, platform) pays for its users.
  if (audience.group === 'C') return rng.chance(0.3) ? 'B2B2C' : 'B2C';
  return 'B2B';
}

function plural(unit: string): string {
  if (/[^aeiou]y$/.test(unit)) return `${unit.slice(0, -1)}ies`;
  if (/(s|sh|ch|x)$/.test(unit)) return `${unit}es`;
  return `${unit}s`;
}
export { plural as pluralUnit };

const SMALL_CUSTOMER = /\b(Small|Independent|Solo|Local|Boutique|Tour|Freelance|Cafés|Shops|Restaurants|Landlords|Tradespeople|Studios|Practices|Clinics|Pharmacies|Startups|Clubs|Nonprofits|Vineyards|Growers|Coaches|Schools?|Museums|Community|Sports|Permit)\b/;
const LARGE_CUSTOMER = /\b(Chains|Hospitals|Operators|Utilities|Mid-Market|Companies|Manufacturers|Traders|Insurers|Departments|Networks|Scale-Ups|Plants|Mills|Distributors|Supermarkets|Providers|Contractors|Ministries|National|Agencies|Authorities|Units)\b/;
type CustomerSize = 'small' | 'mid' | 'large';
const B2B_PRICES: Record<CustomerSize, readonly number[]> = {
  small: [19, 29, 39, 49, 79, 99, 149],
  mid: [49, 99, 149, 199, 299, 499],
  large: [299, 499, 799, 1200, 2000, 3500],
};
const B2G_PRICES: Record<CustomerSize, readonly number[]> = {
  small: [12_000, 18_000, 24_000, 36_000, 48_000],
  mid: [24_000, 36_000, 48_000, 60_000, 90_000, 120_000],
  large: [90_000, 120_000, 180_000, 250_000, 400_000],
};

/** Roughly how big one customer is, from the audience's name, to price the product like its buyers can pay. */
function customerSize(audience: Audience): CustomerSize {
  if (SMALL_CUSTOMER.test(audience.title)) return 'small';
  if (LARGE_CUSTOMER.test(audience.title)) return 'large';
  return 'mid';
}

/** '$49', '$1,200'. */
function price(amount: number): string {
  return amount >= 1000 ? dollars(amount) : `$${amount}`;
}

// The text pickers below switch on a random index instead of picking from an array of finished strings: a
// catalog of 100,000 ideas would otherwise build (and throw away) millions of strings.

function pickPricing(rng: Rng, model: BusinessModel, audience: Audience): Pricing {
  switch (model) {
    case 'B2B': {
      const monthly = rng.pick(B2B_PRICES[customerSize(audience)]);
      const { unit } = audience;
      const variant = rng.int(0, 2);
      const text = variant === 0 ? `${price(monthly)}/month per ${unit}; annual plans get two months free`
        : variant === 1 ? `Tiered subscription from ${price(monthly)}/month per ${unit}, plus paid onboarding for larger accounts`
          : `${price(monthly)} per ${unit} per month, with usage-based pricing above the base tier`;
      return { monthly, customer: unit, text };
    }
    case 'B2C': {
      const monthly = rng.pick(B2C_PRICES);
      const variant = rng.int(0, 2);
      const text = variant === 0 ? `Freemium; premium at $${monthly}/month or $${Math.round(monthly * 10) - 0.01}/year`
        : variant === 1 ? `$${monthly}/month subscription after a 14-day free trial`
          : `Free core app; $${monthly}/month plan with advanced features and priority support`;
      return { monthly, customer: 'paying user', text };
    }
    case 'B2B2C': {
      const monthly = rng.pick(B2B2C_PRICES);
      const text = rng.chance(0.5) ? `$${monthly} per active user per month, paid by partners that bundle it into their own offer`
        : `White-labelled for partners at $${monthly} per active user per month; free to ${audience.plural}`;
      return { monthly, customer: 'active user', text };
    }
    case 'B2G': {
      const yearly = rng.pick(B2G_PRICES[customerSize(audience)]);
      const amount = compactDollars(yearly);
      const variant = rng.int(0, 2);
      const text = variant === 0 ? `Annual licence from ${amount} per ${audience.unit}, plus implementation fees`
        : variant === 1 ? `Multi-year contracts averaging ${amount} a year per ${audience.unit}`
          : `Subscription priced by population served, about ${amount} a year for a typical ${audience.unit}`;
      return { monthly: yearly / 12, customer: 'contract', text };
    }
  }
}
const B2C_PRICES = [3.99, 4.99, 6.99, 7.99, 9.99, 12.99, 14.99, 19.99];
const B2B2C_PRICES = [1, 1.5, 2, 2.5, 3, 4, 6];

const MODEL_FACTOR: Record<BusinessModel, number> = { B2B: 1, B2C: 1.2, B2B2C: 1.1, B2G: 0.6 };
const NICHE_MARKETS = ['Emerging niche', 'Early market, not yet sized', 'Nascent category — no reliable estimate yet', 'Too early to size; adjacent spend is large'];

function pickMarketSize(rng: Rng, vocabulary: CategoryEntry, model: BusinessModel, geography: Geography): { text: string; amount: number | null } {
  const roll = rng.next();
  if (roll < 0.03) return { text: rng.pick(NICHE_MARKETS), amount: null };
  const share = geography.market ? geography.market.share * (geography.countries.length === 1 ? 0.4 : 1) : 1;
  const raw = vocabulary.size * MODEL_FACTOR[model] * share * Math.exp(rng.next() * 2.3 - 1.6);
  const figure = compactDollars(Math.max(raw, 2e6));
  const amount = parseFigure(figure);
  const where = geography.phrase || 'worldwide';
  if (roll < 0.4) return { text: figure, amount };
  if (roll < 0.55) return { text: `${figure}+`, amount };
  if (roll < 0.7) return { text: `${figure} serviceable market ${where}`, amount };
  if (roll < 0.84) return { text: `${figure} by 2030, growing ${rng.int(8, 34)}% a year`, amount };
  if (roll < 0.92 && !geography.market) {
    const industry = compactDollars(vocabulary.size * (40 + rng.next() * 120));
    return { text: `${industry} global ${vocabulary.market} market`, amount: parseFigure(industry) };
  }
  const total = compactDollars(raw * (3 + rng.next() * 4));
  return { text: `${total} TAM, ${figure} SAM`, amount: parseFigure(total) };
}

function parseFigure(figure: string): number {
  const match = /^\$(\d+(?:\.\d+)?)([KMBT]?)$/.exec(figure);
  const scale: Record<string, number> = { '': 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };
  return match ? Number(match[1]) * (scale[match[2] ?? ''] ?? 1) : 0;
}

const DEVELOPED_MARKETS = new Set(['Europe', 'North America', 'Asia-Pacific']);

function competitionDetail(variant: number, level: CompetitionLevel, vocabulary: CategoryEntry, audience: Audience, geography: Geography, technology: TechnologyTag): string {
  const consumer = audience.group === 'C';
  switch (`${level}${variant}`) {
    case 'Low0': return consumer ? `no dedicated app; ${audience.plural} piece it together from generic tools` : `no dedicated product; ${audience.plural} make do with spreadsheets and email`;
    case 'Low1': return consumer ? 'a few hobby apps, none maintained' : 'a few local consultancies, no software product';
    case 'Low2': return consumer ? 'adjacent apps touch the problem, none solve it end to end' : 'adjacent tools touch the problem, none solve it end to end';
    case 'Low3': return geography.market && !DEVELOPED_MARKETS.has(geography.market.name) ? `global players ignore ${geography.place}` : 'no one owns the category yet';
    case 'Medium0': return consumer ? `a few popular apps, none built for ${audience.plural}` : `three funded incumbents, none built for ${audience.plural}`;
    case 'Medium1': return `a handful of startups, mostly focused on ${geography.market?.name === 'North America' ? 'enterprise buyers' : 'the US market'}`;
    case 'Medium2': return `${vocabulary.incumbents} offer add-ons, but nobody leads the niche`;
    case 'Medium3': return consumer ? 'two regional apps and the usual big-tech features' : 'two regional players and a long tail of agencies';
    case 'High0': return `crowded with ${vocabulary.incumbents}, but none ${TECH_ANGLE[technology]}`;
    case 'High1': return 'well-funded players and big-tech features; differentiation has to be sharp';
    case 'High2': return consumer ? 'dozens of apps; trust and retention are the opening' : 'dozens of point tools; consolidation is the opening';
    default: return consumer ? 'big platforms bundle a free version; the paid product must go much deeper' : `several venture-backed competitors, all priced for larger customers than ${audience.plural}`;
  }
}

function pickCompetition(rng: Rng, vocabulary: CategoryEntry, audience: Audience, geography: Geography, technologies: TechnologyTag[]): { level: CompetitionLevel; text: string } {
  const roll = rng.next();
  const level: CompetitionLevel = roll < 0.25 ? 'Low' : roll < 0.7 ? 'Medium' : 'High';
  return { level, text: `${level} — ${competitionDetail(rng.int(0, 3), level, vocabulary, audience, geography, technologies[0] ?? 'Cloud')}` };
}

function pickStakes(rng: Rng, vocabulary: CategoryEntry, audience: Audience): string {
  if (audience.group === 'C') return 'The apps that exist are generic, and most people give up on them within a month.';
  if (audience.group === 'G') return 'Procurement cycles and legacy systems mean the problem has gone unsolved for years.';
  switch (rng.int(0, 2)) {
    case 0: return `The tools that exist — ${vocabulary.incumbents} — are built for much larger organisations and priced accordingly.`;
    case 1: return 'Most still rely on spreadsheets, email and phone calls, so mistakes surface only when they are expensive.';
    default: return 'The cost never shows up as a line item, so nobody owns fixing it.';
  }
}

function pickHook(rng: Rng, audience: Audience): string {
  const variant = rng.int(0, 2);
  switch (audience.group) {
    case 'B': return variant === 0 ? 'a 30-day pilot with a money-back guarantee' : variant === 1 ? 'a free assessment that shows the cost of the problem' : `three design partners who become reference ${plural(audience.unit)}`;
    case 'C': return variant === 0 ? 'a free tier and referral rewards' : variant === 1 ? 'a waitlist with founding-member pricing' : 'shareable results that invite friends in';
    case 'G': return variant === 0 ? `a paid pilot with one ${audience.unit} as the reference customer` : variant === 1 ? 'a free data assessment that becomes the business case' : 'cooperative purchasing agreements that skip a full tender';
  }
}

function pickTimeline(rng: Rng, technologies: TechnologyTag[], model: BusinessModel): string {
  const hardware = technologies.includes('IoT') || technologies.includes('5G');
  if (hardware) return rng.pick(['9-12 months to MVP', '12-18 months to first pilot', '8-10 months to a pilot-ready device']);
  if (model === 'B2G') return rng.pick(['6-9 months to MVP, 12 months to first contract', '6-9 months to MVP', '9-12 months to a procurement-ready pilot']);
  if (technologies.includes('Blockchain') || technologies.includes('AR/VR')) return rng.pick(['6-9 months to MVP', '5-7 months to MVP']);
  return rng.pick(['3-6 months to MVP', '4-6 months to MVP', '6-9 months to MVP', '3-4 months to a paid pilot']);
}

function pickTeamSize(rng: Rng, technologies: TechnologyTag[], model: BusinessModel): string {
  const heavy = technologies.includes('IoT') || technologies.includes('5G') || model === 'B2G';
  return heavy ? rng.pick(['4-6 people', '5-8 people', '8-12 people']) : rng.pick(['2-3 people', '3-5 people', '3-5 people', '4-6 people']);
}

function pickTags(rng: Rng, vocabulary: CategoryEntry, theme: Theme, technologies: TechnologyTag[], model: BusinessModel): string[] {
  const pool = [...theme.tags, vocabulary.tag, TECH_TAG[technologies[0] ?? 'Cloud'], model.toLowerCase(), ...technologies.slice(1).map((tech) => TECH_TAG[tech])];
  const unique = [...new Set(pool)];
  return unique.slice(0, Math.min(unique.length, rng.int(3, 6)));
}

/** Which audience-theme pair and which of the theme's names to write about; random when not given. */
export interface IdeaChoice {
  pair: number;
  /** The name is the theme's names[nameShift % count]. */
  nameShift: number;
}

/** What an idea is about, chosen before its texts so the title can be claimed first (texts use the title's name). */
export interface IdeaBasis {
  audience: Audience;
  theme: Theme;
  geography: Geography;
  technologies: TechnologyTag[];
  titles: TitleParts;
}

export function pickBasis(rng: Rng, vocabulary: CategoryEntry, choice?: IdeaChoice): IdeaBasis {
  const { audience, theme } = choice ? (vocabulary.pairs[choice.pair % vocabulary.pairs.length] ?? rng.pick(vocabulary.pairs)) : rng.pick(vocabulary.pairs);
  const geography = pickGeography(rng, audience.markets);
  const name = choice ? (theme.names[choice.nameShift % theme.names.length] ?? rng.pick(theme.names)) : rng.pick(theme.names);
  const technologies = pickTechnologies(rng, theme);
  const titles = titleOptions(rng, theme.names, name, technologies, audience, geography, [...theme.tech, 'AI/ML', 'Mobile']);
  return { audience, theme, geography, technologies, titles };
}

/** The idea's texts, under the product name its title uses (and with the technology its title's prefix added). */
export function composeIdea(rng: Rng, vocabulary: CategoryEntry, secondCategory: Category | null, basis: IdeaBasis, name: string, adds?: TechnologyTag): IdeaDraft {
  const { audience, theme, geography } = basis;
  const technologies = adds ? [...basis.technologies, adds] : basis.technologies;
  const model = pickModel(rng, audience);
  const pricing = pickPricing(rng, model, audience);
  const market = pickMarketSize(rng, vocabulary, model, geography);
  const competition = pickCompetition(rng, vocabulary, audience, geography, technologies);
  const lead = technologies[0] ?? 'Cloud';
  const where = geography.phrase ? ` ${geography.phrase}` : '';
  const Plural = capitalise(audience.plural);

  const description = rng.pick([
    () => `${name} helps ${audience.plural}${where} ${theme.gain}.${rng.chance(0.5) ? ` It ${theme.how}.` : ''}`,
    () => `${capitalise(article(TECH_ADJECTIVE[lead]))} ${TECH_ADJECTIVE[lead]} way for ${audience.plural}${where} to ${theme.gain}.${rng.chance(0.5) ? ` ${name} ${theme.how}.` : ''}`,
    () => `${name} ${theme.how}, helping ${audience.plural} ${theme.gain}.`,
  ])();

  const stakes = pickStakes(rng, vocabulary, audience);
  // The regional reasons are about organisations' costs and rules, so consumers get the general sentence.
  const local = geography.market && audience.group !== 'C'
    ? `The problem is sharper ${geography.phrase}, where ${audience.group === 'G' ? geography.market.publicReason : geography.market.reason}.` : null;
  const problem = `${Plural} ${theme.pain}. ${rng.chance(0.5) ? stakes : local ?? stakes}`;

  const solution = `${name} ${theme.how}. ${rng.chance(0.6) ? TECH_SENTENCE[lead] : `The result: ${audience.plural} can ${theme.gain}.`}`;

  const angles = [GROUP_ANGLE[audience.group](audience), TECH_ANGLE[lead]];
  const [firstAngle, secondAngle] = rng.chance(0.5) ? angles : [angles[1], angles[0]];
  const also = (angle: string): string => (angle.startsWith('is ') ? `It is also ${angle.slice(3)}.` : `It also ${angle}.`);
  const differentiation = `Unlike ${vocabulary.incumbents}, it ${firstAngle}.${rng.chance(0.6) && secondAngle ? ` ${also(secondAngle)}` : ''}`;

  const channels = rng.sample(vocabulary.channelsFor[audience.group], 3);
  const [firstChannel, secondChannel] = channels;
  const hook = pickHook(rng, audience);
  const goToMarket = `Start ${geography.phrase || 'in the two or three largest markets'} with ${firstChannel}, using ${hook}. Then expand through ${secondChannel ?? firstChannel}.`;

  const wowFactor = rng.pick([
    () => `${capitalise(theme.wow)}.`,
    () => `${capitalise(theme.wow)} — ${audience.group === 'C' ? 'the moment people tell their friends' : 'the moment most pilots convert'}.`,
    () => `The demo moment: ${theme.wow}.`,
  ])();

  const categories: Category[] = secondCategory ? [vocabulary.category, secondCategory] : [vocabulary.category];
  return {
    vocabulary,
    categories,
    audience,
    theme,
    name,
    technologies,
    geography,
    model,
    pricing,
    channels,
    marketAmount: market.amount,
    competitionLevel: competition.level,
    content: {
      description,
      category: categories.join(', '),
      businessModel: model,
      marketSize: market.text,
      competition: competition.text,
      problem,
      solution,
      differentiation,
      goToMarket,
      wowFactor,
      revenue: pricing.text,
      timeline: pickTimeline(rng, technologies, model),
      teamSize: pickTeamSize(rng, technologies, model),
      technologies,
      tags: pickTags(rng, vocabulary, theme, technologies, model),
      country: geography.country,
    },
  };
}
