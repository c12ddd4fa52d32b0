// The local provider's idea, written like the seed catalog's and from the same material: the catalog category the
// member's problem is about, the seed theme closest to it (product names, pain, mechanism, gain, wow moment), that
// category's incumbents, channels, prices and market figures, and the seed's own composer (compose-idea.ts). What
// is the member's stays theirs: the target user they name, their own sentence about that user, their countries. A
// problem no seed theme covers gets a theme made from its own topic; one that names nobody gets the audience the
// theme was written for.
import type { IdeaType } from '@app/domain/ideas/idea-enumerations';
import { GLOBAL_COUNTRY } from '@app/domain/ideas/countries';
import { capitalise } from '@app/domain/shared/prose';
import type { Rng } from '@app/domain/shared/rng';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { composeIdea } from '@app/seed/platform-ideas/compose-idea';
import { MARKETS, pickGeography, withThe, type Geography } from '@app/seed/platform-ideas/geography';
import { titleOptions } from '@app/seed/platform-ideas/titles';
import { VOCABULARY, type CategoryEntry } from '@app/seed/platform-ideas/vocabulary';
import type { Audience, AudienceGroup, Theme } from '@app/seed/platform-ideas/vocabulary-kit';
import { singularise } from './english';
import { readProblem, type TargetUser } from './read-problem';

const MAX_TITLE_LENGTH = 80;
/** Users that are the public sector: they buy through procurement (B2G), as the seed's public audiences do. */
const PUBLIC_UNITS = new Set(['council', 'municipality', 'ministry', 'government', 'authority', 'court', 'town', 'city', 'county']);
/** Words a title keeps in lower case: 'Small Clinics in Rural Kenya'. */
const TITLE_SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'at', 'for', 'with', 'from', 'across', 'to']);

export function writeIdea(userContext: string, random: Rng): CopyFields {
  const reading = readProblem(userContext, random);
  const entry = VOCABULARY[reading.sector.category];
  const member = reading.user && memberAudience(reading.user);
  const [topic] = reading.topics;
  const theme = reading.themes[0] ?? (topic ? topicTheme(topic, entry) : undefined);
  const consumer = reading.firstPerson && !member;
  const pair = theme ? { theme, audience: member ?? random.pick(audiencesFor(entry, theme, consumer)) } : pairFor(entry, member, consumer, random);
  const geography = reading.user?.placed ? placedGeography(reading.countries) : geographyOf(reading.countries);
  return { ...compose(random, entry, pair, geography, reading.statement), type: 'PREMIUM' };
}

/**
 * An admin's batch idea (IDEA_FREE / IDEA_PREMIUM): one of the seed's audience-theme pairs of a category asked for
 * (any category when none is asked for or none is known), in a launch market drawn as the seed draws them.
 */
export function writeBatchIdea(type: IdeaType, categories: string, random: Rng): CopyFields {
  const asked = categories.split(',').map((category) => category.trim().toLowerCase()).filter(Boolean);
  const entries = Object.values(VOCABULARY);
  const known = entries.filter((entry) => asked.includes(entry.category.toLowerCase()));
  const entry = random.pick(known.length > 0 ? known : entries);
  const pair = random.pick(entry.pairs);
  const idea = compose(random, entry, pair, pickGeography(random, pair.audience.markets), undefined);
  const category = known.length > 0 || asked.length === 0 ? idea.category : categories.split(',').map((item) => item.trim()).filter(Boolean).join(', ');
  return { ...idea, category, type };
}

/** The idea's fields from its material, by the seed's composer; the member's own sentence opens the problem. */
function compose(random: Rng, entry: CategoryEntry, { audience, theme }: { audience: Audience; theme: Theme }, geography: Geography, statement: string | undefined): Omit<CopyFields, 'type'> {
  const [lead = 'Cloud', second] = theme.tech;
  const technologies = second && random.chance(0.65) ? [lead, second] : [lead];
  // 'Asset Tracking Tags tags equipment ...' doubles a word: a name ending on the word its mechanism opens with is left out.
  const opening = theme.how.split(' ')[0]?.toLowerCase();
  const distinct = theme.names.filter((candidate) => candidate.split(' ').at(-1)?.toLowerCase() !== opening);
  const names = distinct.length > 0 ? distinct : theme.names;
  const name = random.pick(names);
  const titles = titleOptions(random, names, name, technologies, audience, geography, []);
  const { content } = composeIdea(random, entry, null, { audience, theme, geography, technologies, titles }, name);
  // The seed's problem is '<Audience> <pain>. <stakes>': the member's sentence takes the place of the first.
  const seedOpening = `${capitalise(audience.plural)} ${theme.pain}. `;
  const problem = statement && content.problem.startsWith(seedOpening) ? `${statement} ${content.problem.slice(seedOpening.length)}` : content.problem;
  const placed = titles.lead === 'place' && geography.phrase ? ` ${geography.phrase}` : '';
  const title = [`${name} for ${audience.title}${placed}`, `${name} for ${audience.title}`].find((candidate) => candidate.length <= MAX_TITLE_LENGTH) ?? name;
  return { ...content, title, problem, mockup: null };
}

/** The member's target user as a seed audience: their words, in the plural, with the buyer they are. */
function memberAudience(user: TargetUser): Audience {
  const group: AudienceGroup = PUBLIC_UNITS.has(user.unit) ? 'G' : user.buyer === 'business' ? 'B' : 'C';
  const title = user.phrase.length + 20 <= MAX_TITLE_LENGTH ? user.phrase : user.short;
  return { title: titleCase(title), plural: user.phrase, unit: user.unit, group };
}

/** The audiences a theme was written for; consumers first when the member writes about themself. */
function audiencesFor(entry: CategoryEntry, theme: Theme, consumer: boolean): readonly Audience[] {
  const fitting = entry.audiences.filter((_, index) => theme.fits.includes(String.fromCharCode(97 + index)));
  const all = fitting.length > 0 ? fitting : entry.audiences;
  const consumers = all.filter((audience) => audience.group === 'C');
  return consumer && consumers.length > 0 ? consumers : all;
}

/** A problem with neither a theme nor a topic of its own: one of the category's pairs, for the member's user if named. */
function pairFor(entry: CategoryEntry, member: Audience | undefined, consumer: boolean, random: Rng): { audience: Audience; theme: Theme } {
  const group = member?.group ?? (consumer ? 'C' : undefined);
  const matching = entry.pairs.filter((pair) => pair.audience.group === group);
  const pair = random.pick(matching.length > 0 ? matching : entry.pairs);
  return { audience: member ?? pair.audience, theme: pair.theme };
}

/** A theme of the problem's own topic, for problems the seed's themes do not cover. */
function topicTheme(topic: string, entry: CategoryEntry): Theme {
  const words = topic.split(' ');
  const name = titleCase([...words.slice(0, -1), singularise(words.at(-1) ?? topic)].join(' '));
  return {
    names: [`${name} Tracker`, `${name} Planner`, `${name} Desk`],
    fits: '',
    tech: entry.themes[0]?.tech ?? ['Cloud'],
    tags: [topic],
    pain: `lose time and money to ${topic} without a clear view of what goes wrong`,
    how: `keeps track of ${topic}, flags what needs attention before it becomes costly and handles the follow-up`,
    gain: `spend less time on ${topic} and catch problems early`,
    wow: `a monthly figure for the time and money that go into ${topic}`,
  };
}

/** Where the idea launches: the countries the problem names, in the market they belong to, or global. */
function geographyOf(countries: readonly string[]): Geography {
  const [first] = countries;
  if (!first || first === GLOBAL_COUNTRY) return { country: GLOBAL_COUNTRY, key: 0, market: null, countries: [], phrase: '', place: 'global markets' };
  const market = MARKETS.find((candidate) => candidate.countries.includes(first)) ?? null;
  const single = countries.length === 1 ? withThe(first) : null;
  const phrase = single ? `in ${single}` : (market?.phrase ?? `in ${countries.map(withThe).join(', ')}`);
  return { country: countries.join(', '), key: 0, market, countries, phrase, place: single ?? phrase.replace(/^(?:across|in) /, '') };
}

/** A user whose phrase names its place ('small clinics in rural Kenya'): no second place in the sentences. */
function placedGeography(countries: readonly string[]): Geography {
  return { ...geographyOf(countries), market: null, phrase: '' };
}

function titleCase(phrase: string): string {
  return phrase
    .split(' ')
    .map((word, index) => (index > 0 && TITLE_SMALL_WORDS.has(word) ? word : word.split('-').map(capitalise).join('-')))
    .join(' ');
}
