// Chooses what a member's idea is written from: the catalog category the problem is about and, within it, the seed
// catalog's theme (product names, pain, mechanism, gain, wow moment) closest to the problem. A category scores by
// the problem's words that match its roots (sectors.ts), its best theme's words and the user's words that name one of
// its audiences; a theme by the problem's words in its tags and names (which say what it is about) and in its
// sentences.
import type { Rng } from '@app/domain/shared/rng';
import { VOCABULARY } from '@app/seed/platform-ideas/vocabulary';
import type { Theme } from '@app/seed/platform-ideas/vocabulary-kit';
import { ADVERBS, AUXILIARIES, CONJUNCTIONS, DETERMINERS, POSSESSIVES, PREPOSITIONS, PRONOUNS } from './english';
import { GENERAL_CATEGORIES, SECTORS, sectorMatches, type Sector } from './sectors';

export interface Material {
  sector: Sector;
  /** The seed themes the problem is about, best first; none when no theme shares enough of its words. */
  themes: readonly Theme[];
}

/** Words that tell nothing about a market: frequent verbs, times, quantities, and the generic words of product names. */
const GENERIC = new Set(
  `every week weeks hour hours day days month months year years time times lose lost spend spent make made get take need
  want know find work people thing things way lot hand new small large local independent other same whole first last
  many much more most less never always still keep keeps kept go goes going come comes tell use used able cannot
  copilot autopilot assistant app tracker planner platform engine hub suite desk service studio coach kit tool toolkit
  optimiser manager finder builder network dashboard monitor predictor detector scanner mapper calculator generator
  companion guide checker radar signals system systems account accounts score reporter ledger one two three four five
  six seven eight nine ten twenty hundred hundreds thousand thousands minute minutes half owner owners user users live
  living real track tracking`.split(/\s+/),
);
const CLOSED_CLASSES = [DETERMINERS, POSSESSIVES, PRONOUNS, PREPOSITIONS, CONJUNCTIONS, AUXILIARIES, ADVERBS];
/** A theme is the problem's subject with one of its tag or name words in the problem, or three of its sentences' words. */
const ABOUT_THRESHOLD = 2;
const SENTENCE_THRESHOLD = 3;
/** A theme written for the member's own kind of user ('gig workers') comes before one that only shares words. */
const AUDIENCE_BONUS = 3;

/**
 * Words members use for what the seed's themes name otherwise: a bakery's unsold bread is food waste. Each adds the
 * theme word to the problem's words; it does not replace the member's own.
 */
const ALSO_MEANS: Readonly<Record<string, string>> = {
  bread: 'food', meal: 'food', meals: 'food', groceries: 'food', produce: 'food', leftover: 'waste', leftovers: 'waste',
  surplus: 'waste', spoiled: 'waste', expired: 'waste', bin: 'waste', bins: 'waste',
};

/** A crude stem for comparing words: 'recycling', 'recycled' and 'recycle' all give 'recycl'. */
function stem(word: string): string {
  const lower = word.toLowerCase().replace(/'s$/, '');
  const ending = /(?:ations?|ings?|ies|ied|ers?|es|ed|s|y|e)$/.exec(lower);
  return ending && lower.length - ending[0].length >= 3 ? lower.slice(0, -ending[0].length) : lower;
}

function stems(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  return new Set(
    words.flatMap((word) => word.split('-')).filter((word) => word.length >= 3 && !GENERIC.has(word) && !CLOSED_CLASSES.some((set) => set.has(word))).map(stem),
  );
}

interface WeighedTheme {
  theme: Theme;
  /** What the theme is about (tags, names) weighs 2; the words of its sentences 1. */
  weights: ReadonlyMap<string, number>;
  /** The words of the audiences it was written for. */
  audienceWords: ReadonlySet<string>;
}

interface WeighedCategory {
  sector: Sector;
  themes: readonly WeighedTheme[];
  audienceWords: ReadonlySet<string>;
}

const CATEGORIES: readonly WeighedCategory[] = SECTORS.map((sector) => {
  const entry = VOCABULARY[sector.category];
  const themes = entry.themes.map((theme) => {
    const weights = new Map<string, number>();
    for (const word of stems([theme.pain, theme.how, theme.gain, theme.wow].join(' '))) weights.set(word, 1);
    for (const word of stems([...theme.tags, ...theme.names].join(' '))) weights.set(word, 2);
    const fitting = entry.audiences.filter((_, index) => theme.fits.includes(String.fromCharCode(97 + index)));
    return { theme, weights, audienceWords: stems(fitting.map((audience) => audience.plural).join(' ')) };
  });
  return { sector, themes, audienceWords: stems(entry.audiences.map((audience) => audience.plural).join(' ')) };
});

/** The words of a problem as the chooser weighs them, in lower case. */
export interface ProblemWords {
  all: readonly string[];
  /** The words not used as verbs where they may be nouns: 'waste' in 'food waste' points to a category, in 'waste
   * hours' it does not. */
  named: readonly string[];
  /** The words naming the target user. */
  user: readonly string[];
}

/**
 * The category and themes a problem's words are about; a broad category when nothing matches. A category scores 3
 * for each mention of its roots, then, for the words that are not its roots, 2 for each of its best theme's tag and
 * name words and 2 for each word of the member's user that names one of its audiences ('solar installers' is an
 * EnergyTech audience). The
 * words naming the user do not count for what a theme is about, which is what the problem says of them: in 'tutors
 * cost $60 an hour', a theme about tutors is not the subject; they rank the themes that qualify, one written for the
 * member's kind of user first.
 */
export function chooseMaterial({ all, named, user: userWords }: ProblemWords, random: Rng): Material {
  const allStems = stems([...all, ...all.flatMap((word) => ALSO_MEANS[word] ?? [])].join(' '));
  const user = stems(userWords.join(' '));
  const problemStems = [...allStems].filter((word) => !user.has(word));
  let best: { category: WeighedCategory; themes: { theme: Theme; rank: number }[]; score: number } | undefined;
  for (const category of CATEGORIES) {
    // Every mention counts: a problem that says 'parking' twice and 'data' once is about parking.
    const rootHits = named.filter((word) => sectorMatches(category.sector, word)).length;
    const rootStems = new Set(named.filter((word) => sectorMatches(category.sector, word)).map(stem));
    const pointsOf = ({ weights }: WeighedTheme, weight: number, words: readonly string[]) => words.filter((word) => weights.get(word) === weight).length * weight;
    const themes = category.themes.map((candidate) => {
      const about = pointsOf(candidate, 2, problemStems);
      const sentences = pointsOf(candidate, 1, problemStems);
      const forUser = [...user].some((word) => candidate.audienceWords.has(word));
      const qualifies = about >= ABOUT_THRESHOLD || about + sentences >= SENTENCE_THRESHOLD;
      // What the theme is about, beyond the category's roots, counts for the category; its sentences' words are too
      // common across categories ('bills', 'live') to choose one.
      const points = pointsOf(candidate, 2, problemStems.filter((word) => !rootStems.has(word)));
      return { theme: candidate.theme, points, qualifies, rank: about + sentences + (forUser ? AUDIENCE_BONUS : 0) };
    });
    const audienceHits = [...user].filter((word) => !rootStems.has(word) && category.audienceWords.has(word)).length;
    // Between equal scores, the category with the theme closest to the problem wins ('phone scams' and 'savings').
    const closest = Math.max(0, ...themes.filter((theme) => theme.qualifies).map((theme) => theme.rank));
    const score = 3 * rootHits + Math.max(0, ...themes.map((theme) => theme.points)) + 2 * audienceHits + closest / 100;
    if (score > (best?.score ?? 0)) best = { category, themes: themes.filter((theme) => theme.qualifies), score };
  }
  if (!best) {
    const category = random.pick(GENERAL_CATEGORIES);
    return { sector: { category, roots: [] }, themes: [] };
  }
  const themes = best.themes.sort((a, b) => b.rank - a.rank).map(({ theme }) => theme);
  return { sector: best.category.sector, themes };
}
