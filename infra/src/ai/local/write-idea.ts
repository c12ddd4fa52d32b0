// The local provider's idea: every field of a workspace idea, written from the member's problem with values from the
// catalog's enumerations (category, business model, technologies). The sentences are fixed templates with typed
// slots: the audience slot takes the target user the problem names (or the sector's usual audience when it names
// none), the topic slot a noun phrase from the problem (or the sector's topic), so each sentence is grammatical
// whatever the member typed.
import type { BusinessModel, IdeaType } from '@app/domain/ideas/idea-enumerations';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import type { Rng } from '@app/domain/shared/rng';
import { capitalise, listOf } from '@app/domain/shared/prose';
import { lexicalClass, peopleKind, singularise } from './english';
import { readProblem, type ProblemReading } from './read-problem';
import { SECTORS, technologyNoun, type Sector } from './sectors';

const BRAND_SUFFIXES = ['Hub', 'Pilot', 'Mate', 'Flow', 'Loop', 'Wise', 'Base', 'Nest', 'Spark'];
/** Brand stems for problems that give no usable word: no English phrase, or none that makes a name. */
const GENERIC_STEMS = ['Clear', 'Steady', 'Bright', 'Easy', 'Kind', 'True', 'Open'];
const COMPETITION_LEVELS = ['Low', 'Medium', 'High'] as const;
const MAX_TITLE_LENGTH = 80;

/** Taglines after the brand; each takes the topic and, where it fits, the audience. */
const TAGLINES: ((topic: string, audience: string | undefined) => string)[] = [
  (topic, audience) => `${topic} made simple${audience ? ` for ${audience}` : ''}`,
  (topic, audience) => `${topic} under control${audience ? ` for ${audience}` : ''}`,
  (topic, audience) => `${topic} without the hassle${audience ? `, for ${audience}` : ''}`,
  (topic, audience) => `one place for ${topic}${audience ? `, built for ${audience}` : ''}`,
];

export function writeIdea(userContext: string, random: Rng): CopyFields {
  const reading = readProblem(userContext, random);
  const { sector, countries, user } = reading;
  const audience = user?.phrase ?? random.pick(audiencesFor(sector, reading.firstPerson));
  const shortAudience = user?.short ?? audience;
  const [topic = sector.topic, second] = reading.topics;
  const topics = second ? `${topic} and ${second}` : topic;
  const brand = brandOf(reading, random);
  const tagline = random.pick(TAGLINES);
  const title = [audience, shortAudience, undefined]
    .map((who) => `${brand} — ${tagline(topic, who)}`)
    .find((candidate) => candidate.length <= MAX_TITLE_LENGTH) ?? brand;
  const technologies = random.sample(sector.technologies, 2);
  const incumbent = random.pick(sector.incumbents);
  const market = random.int(sector.marketBillions[0], sector.marketBillions[1]);
  const level = random.pick(COMPETITION_LEVELS);
  const monthsToMvp = random.int(3, 6);
  const businessModel = businessModelOf(sector, user?.buyer);
  const price = businessModel === 'B2C' ? random.pick([7, 9, 12, 15]) : random.pick([49, 79, 99, 149]);
  const named = countries[0] !== 'Global';
  const place = listOf(countries);
  const where = user?.placed || (named && audience.includes(place)) ? '' : named ? ` in ${place}` : ' in two launch cities';
  return {
    title,
    description: `${brand} helps ${audience} deal with ${topics}. It turns a recurring frustration into a two-minute task and shows how much time it saves each week.`,
    category: sector.category,
    businessModel,
    marketSize: `$${market}B ${named ? place : 'global'} market for ${sector.category} products around ${topic}`,
    competition: `${level} — ${incumbent}; none of them is built around ${topic} for ${shortAudience}`,
    problem: `${reading.statement ?? `${capitalise(audience)} keep running into trouble with ${topic}.`} Today they make do with ${incumbent}, losing hours and money every month.`,
    solution: `${brand} keeps track of ${topic} for ${audience}, flags what needs attention before it becomes costly and handles ${second ?? 'the follow-up'} in a few taps. It combines ${listOf(technologies.map(technologyNoun))}.`,
    differentiation: `It is built for ${shortAudience} and nothing else, with ${technologyNoun(technologies[0] ?? 'Cloud')} doing the tedious part. Every new customer's data makes the recommendations better for the next one.`,
    goToMarket: `Start with 50 ${audience}${where}, recruited through the communities where they already discuss ${topic}. A free tier and referral credits carry it from there.`,
    wowFactor: `The first time it is used, ${brand} puts a monthly figure on the time and money that go into ${topic}.`,
    revenue: businessModel === 'B2C'
      ? `Freemium: free core features, Plus at $${price}/month; about 5% of active users upgrade.`
      : `Subscription at $${price} per account per month, annual plans with two months free.`,
    timeline: `${monthsToMvp} months to MVP, ${monthsToMvp + random.int(4, 8)} months to public launch`,
    teamSize: `${random.int(3, 6)} people: founders covering product and engineering, plus ${random.pick(['a designer', 'a growth lead', 'a domain expert'])}`,
    technologies,
    tags: [...new Set([...reading.topics, ...(reading.topics.length === 0 ? [sector.topic] : []), sector.category.toLowerCase(), businessModel.toLowerCase()])],
    mockup: null,
    country: countries.join(', '),
    // User-generated ideas are PREMIUM (docs/product.md "Data model").
    type: 'PREMIUM',
  };
}

/**
 * An admin's batch idea (IDEA_FREE / IDEA_PREMIUM): a problem of a sector in one of the categories asked for (any
 * sector when none is asked for or none is known), written as a member's idea would be, in the categories asked for.
 */
export function writeBatchIdea(type: IdeaType, categories: string, random: Rng): CopyFields {
  const asked = categories.split(',').map((category) => category.trim()).filter(Boolean);
  const known = SECTORS.filter((sector) => asked.some((category) => category.toLowerCase() === sector.category.toLowerCase()));
  const sector = random.pick(known.length > 0 ? known : SECTORS);
  const idea = writeIdea(`${capitalise(random.pick(sector.audiences))} lose hours every week to ${sector.topic}.`, random);
  const category = known.length > 0 ? sector.category : asked.length > 0 ? asked.join(', ') : idea.category;
  return { ...idea, category, type };
}

/** A member writing about themself ('I can never find parking') is a consumer: the sector's consumer audiences fit. */
function audiencesFor(sector: Sector, firstPerson: boolean): readonly string[] {
  const consumers = sector.audiences.filter((audience) => audience.split(' ').map(peopleKind).find(Boolean) === 'consumer');
  return firstPerson && consumers.length > 0 ? consumers : sector.audiences;
}

/** The problem's own buyer wins over the sector's usual one: clinics buy as a business, parents as consumers. */
function businessModelOf(sector: Sector, buyer: 'business' | 'consumer' | undefined): BusinessModel {
  if (buyer === 'business' && sector.businessModel === 'B2C') return 'B2B';
  if (buyer === 'consumer' && (sector.businessModel === 'B2B' || sector.businessModel === 'B2G')) return 'B2C';
  return sector.businessModel;
}

/** A name from the problem's first topic or its user ('vaccine stock' → 'VaccineNest'), else a generic one. */
function brandOf(reading: ProblemReading, random: Rng): string {
  const words = reading.topics[0]?.split(' ') ?? [];
  // The first noun of the topic: 'unpaid invoices' → 'Invoice', 'repair requests' → 'Repair'.
  const noun = words.find((word, index) => index === words.length - 1 || lexicalClass(word) === 'noun');
  const unit = reading.user?.unit;
  const candidates = [noun === words.at(-1) && noun ? singularise(noun) : noun, unit === 'person' ? undefined : unit];
  const stem = candidates.find((word): word is string => word !== undefined && /^[A-Za-z][A-Za-z-]{2,13}$/.test(word));
  const name = stem ? stem.split('-').map(capitalise).join('') : random.pick(GENERIC_STEMS);
  return `${name}${random.pick(BRAND_SUFFIXES)}`;
}
