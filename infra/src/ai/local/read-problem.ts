// Reads a member's problem text the way the local provider needs it: its key words (so the idea's title and problem
// use them), the sector it belongs to, and any countries it names.
import { CATEGORIES, type Category } from '@app/domain/ideas/catalog';
import { COUNTRIES } from '@app/domain/ideas/countries';
import type { Rng } from '@app/domain/shared/rng';
import { GENERAL_SECTOR, SECTORS, type Sector } from './sectors';

// Common words that say nothing about the subject of a problem.
const STOPWORDS = new Set(
  `about above after again against almost also always among another anyone anything around because been before being
  below between both cannot could does doing done down during each easy either else enough even ever every everyone
  everything find from getting give going gone good great hard have having help here hers himself into itself just
  keep know last less like near little long look lots made make many maybe more most much must need needs never next
  nothing often only other others ours over people problem problems really right same seem should since some someone
  something sometimes still such sure take than that their them then there these they thing things think this those
  though through time times today together told trying under until used using very want wants week weeks well
  were what when where which while whole will with within without work would year years your yours day
  days hours minutes month months get gets got lot can't don't doesn't isn't it's i'm we're they're`.split(/\s+/),
);

// Words that describe or act on the subject rather than name it (a problem's subject is a thing: clinics, vaccine
// stock, berths), so 'Small clinics lose track of...' is about clinics, not 'small'.
const NOT_SUBJECTS = new Set(
  `small large huge tiny rural urban local remote busy cheap costly expensive high higher free full late early public
  private independent manual single daily weekly monthly yearly real current several various common poor rich older
  young different difficult simple slow fast quick paper digital online offline whole half
  lose loses losing track tracks fail fails failing pay pays spend spends wait waits waiting struggle struggles waste
  wastes miss misses break breaks keeps come comes show shows tell tells call calls buy buys sell sells send sends
  noticing knowing finding`.split(/\s+/),
);
/** Past participles ('spoiled', 'delayed') say what happened, not to what; short words ('seed', 'feed') are kept. */
const NOT_A_NOUN = /^.{4,}ed$/;

export interface ProblemReading {
  /** Up to four distinct key words, most telling first. */
  keywords: string[];
  /** The first sentence, trimmed, as the member wrote it. */
  firstSentence: string;
  sector: Sector;
  /** Countries the text names, or ['Global']. */
  countries: string[];
}

export function readProblem(text: string, random: Rng): ProblemReading {
  const words = text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  const countries = COUNTRIES.filter((country) => new RegExp(`\\b${country.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text));
  const places = new Set(countries.flatMap((country) => country.toLowerCase().split(/\s+/)));
  const counts = new Map<string, number>();
  for (const word of words) {
    if (word.length < 4 || STOPWORDS.has(word) || NOT_SUBJECTS.has(word) || NOT_A_NOUN.test(word) || places.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  // Frequent words first; among equals the one written first (Map keeps insertion order, sort is stable).
  const keywords = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word).slice(0, 4);
  const sentence = text.trim().split(/(?<=[.!?])\s+/)[0] ?? '';
  return {
    keywords: keywords.length > 0 ? keywords : ['everyday', 'hassle'],
    firstSentence: sentence.length > 300 ? `${sentence.slice(0, 297).trimEnd()}...` : sentence,
    sector: sectorOf(words, random),
    countries: countries.length > 0 ? countries.slice(0, 3) : ['Global'],
  };
}

function sectorOf(words: string[], random: Rng): Sector {
  let best: Sector | undefined;
  let bestScore = 0;
  for (const sector of SECTORS) {
    const score = words.filter((word) => sector.roots.some((root) => word.startsWith(root))).length;
    if (score > bestScore) [best, bestScore] = [sector, score];
  }
  if (best) return best;
  const category: Category = random.pick(CATEGORIES);
  return { ...GENERAL_SECTOR, category, roots: [] };
}
