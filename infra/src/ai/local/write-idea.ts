// The local provider's idea: every field of a workspace idea, written from the member's problem so the title and
// problem use their words, with values from the catalog's enumerations (category, business model, technologies).
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { readProblem } from './read-problem';
import type { Rng } from '@app/domain/shared/rng';
import { capitalise, listOf } from '@app/domain/shared/prose';

const BRAND_SUFFIXES = ['ly', 'Hub', 'Pilot', 'Mate', 'Flow', 'Loop', 'Wise', 'Base', 'Nest', 'Spark'];
const COMPETITION_LEVELS = ['Low', 'Medium', 'High'] as const;
const MAX_TITLE_LENGTH = 80;

export function writeIdea(userContext: string, random: Rng): CopyFields {
  const { keywords, firstSentence, sector, countries } = readProblem(userContext, random);
  const [subject = 'everyday', second = subject] = keywords;
  const audience = random.pick(sector.audiences);
  const brand = `${capitalise(subject)}${random.pick(BRAND_SUFFIXES)}`;
  const taglines = [
    `smarter ${subject} for ${audience}`,
    `${subject} without the hassle for ${audience}`,
    `${subject}, solved in minutes`,
    `the ${subject} assistant for ${audience}`,
  ];
  const title = `${brand} — ${random.pick(taglines)}`.slice(0, MAX_TITLE_LENGTH).trimEnd();
  const technologies = random.sample(sector.technologies, 2);
  const incumbent = random.pick(sector.incumbents);
  const market = random.int(sector.marketBillions[0], sector.marketBillions[1]);
  const level = random.pick(COMPETITION_LEVELS);
  const monthsToMvp = random.int(3, 6);
  const price = sector.businessModel === 'B2C' ? random.pick([7, 9, 12, 15]) : random.pick([49, 79, 99, 149]);
  const place = countries[0] === 'Global' ? 'worldwide' : listOf(countries);
  const topics = listOf(keywords.slice(0, 3));
  return {
    title,
    description: `${brand} helps ${audience} deal with ${topics}. It turns a daily frustration into a two-minute task and shows what it saved.`,
    category: sector.category,
    businessModel: sector.businessModel,
    marketSize: `$${market}B ${place === 'worldwide' ? 'global' : place} market for ${sector.category} products around ${subject}`,
    competition: `${level} — ${incumbent}; none focuses on ${subject} for ${audience}`,
    problem: `${capitalise(audience)} keep running into the same problem: "${firstSentence}" Today they patch it with ${incumbent}, losing hours every month and money they cannot spare.`,
    solution: `${brand} is a ${technologies.join(' and ')} product that tracks ${subject} for ${audience}, flags what needs attention before it becomes costly and handles ${second} in a few taps.`,
    differentiation: `Built only for ${audience} and ${subject}, with ${technologies[0] ?? 'software'} doing the tedious part; every user's data makes the recommendations better for the next.`,
    goToMarket: `Start with 50 ${audience} ${place === 'worldwide' ? 'in two launch cities' : `in ${place}`} recruited through communities where they already discuss ${subject}; a free tier and referral credits carry it from there.`,
    wowFactor: `The first time it is used, ${brand} shows how much time and money ${subject} has been costing, in one number.`,
    revenue: sector.businessModel === 'B2C'
      ? `Freemium: free core features, Plus at $${price}/month; about 5% of active users upgrade.`
      : `Subscription at $${price} per account per month, annual plans with two months free.`,
    timeline: `${monthsToMvp} months to MVP, ${monthsToMvp + random.int(4, 8)} months to public launch`,
    teamSize: `${random.int(3, 6)} people: founders covering product and engineering, plus ${random.pick(['a designer', 'a growth lead', 'a domain expert'])}`,
    technologies,
    tags: [...new Set([...keywords.slice(0, 3), sector.category.toLowerCase(), sector.businessModel.toLowerCase()])],
    mockup: null,
    country: countries.join(', '),
    // User-generated ideas are PREMIUM (spec 001 §3 ugi, ugp2p).
    type: 'PREMIUM',
  };
}
