// Where an idea is meant to launch: 'Global', or one to three countries of one market. Markets are the filter's
// five regions plus three groups of countries the filter leaves outside any region, so every region gets ideas and
// a country list always reads like a plausible launch plan ('Kenya, Nigeria', not 'Kenya, Iceland').
import { COUNTRIES, GLOBAL_COUNTRY, REGIONS, countryFilterKeys } from '@app/domain/ideas/countries';
import type { Rng } from '@app/domain/shared/rng';

export interface Market {
  name: string;
  /** How a title or sentence names the market: 'across Latin America'. */
  phrase: string;
  /** The countries most ideas name first; the rest of the market's countries appear now and then. */
  major: readonly string[];
  countries: readonly string[];
  /** Why the problem is sharper there for businesses: completes 'The problem is sharper in X, where ...'. */
  reason: string;
  /** The same for the public sector. */
  publicReason: string;
  /** Share of a global market one launch market represents, roughly. */
  share: number;
  weight: number;
}

/** Left out of launch plans: microstates, and countries at war or under broad sanctions. */
const UNLIKELY_LAUNCH = new Set(['Vatican City', 'San Marino', 'Monaco', 'Liechtenstein', 'Andorra', 'Syria', 'Yemen', 'Libya', 'Iran', 'Sudan', 'South Sudan', 'Somalia', 'Eritrea', 'Cuba', 'Belarus']);

function regionCountries(region: string): string[] {
  return COUNTRIES.filter((country) => {
    if (UNLIKELY_LAUNCH.has(country)) return false;
    const keys = countryFilterKeys(country);
    return keys !== 'everywhere' && keys.includes(region);
  });
}

function market(name: string, phrase: string, major: readonly string[], countries: readonly string[], detail: Pick<Market, 'reason' | 'publicReason' | 'share' | 'weight'>): Market {
  for (const country of major) {
    if (!COUNTRIES.includes(country)) throw new Error(`unknown country ${country}`);
  }
  return { name, phrase, major, countries, ...detail };
}

const [AFRICA, EUROPE, MENA, LATAM, SOUTHEAST_ASIA] = REGIONS as readonly [string, string, string, string, string];

export const MARKETS: readonly Market[] = [
  market(EUROPE, 'across Europe', ['Germany', 'France', 'United Kingdom', 'Netherlands', 'Spain', 'Poland', 'Sweden', 'Italy', 'Ireland', 'Portugal'], regionCountries(EUROPE), {
    reason: 'new regulation raises the bar every year', publicReason: 'new regulation raises the bar every year', share: 0.28, weight: 22,
  }),
  market(AFRICA, 'across Sub-Saharan Africa', ['Kenya', 'Nigeria', 'South Africa', 'Ghana', 'Rwanda', 'Uganda', 'Tanzania', 'Ethiopia', 'Senegal'], regionCountries(AFRICA), {
    reason: 'mobile money is everywhere but specialised software is not', publicReason: 'budgets are tight and every programme must show results to its funders', share: 0.05, weight: 15,
  }),
  market(LATAM, 'across Latin America', ['Brazil', 'Mexico', 'Colombia', 'Argentina', 'Chile', 'Peru'], regionCountries(LATAM), {
    reason: 'high inflation punishes every inefficiency', publicReason: 'budgets are tight and digital-government programmes are moving fast', share: 0.08, weight: 14,
  }),
  market(SOUTHEAST_ASIA, 'across Southeast Asia', ['Indonesia', 'Vietnam', 'Philippines', 'Thailand', 'Malaysia', 'Singapore'], regionCountries(SOUTHEAST_ASIA), {
    reason: 'fast-growing businesses outgrow the tools they started with', publicReason: 'fast-growing cities outpace the systems meant to serve them', share: 0.07, weight: 12,
  }),
  market(MENA, 'across the Middle East and North Africa', ['United Arab Emirates', 'Saudi Arabia', 'Egypt', 'Morocco', 'Jordan', 'Qatar'], regionCountries(MENA), {
    reason: 'national digitisation programmes create demand faster than local vendors can serve it', publicReason: 'national digitisation programmes create demand faster than local vendors can serve it', share: 0.05, weight: 10,
  }),
  market('North America', 'across North America', ['United States', 'Canada'], ['United States', 'Canada'], {
    reason: 'labour costs make every manual hour expensive', publicReason: 'agencies are short-staffed and every manual hour is expensive', share: 0.35, weight: 14,
  }),
  market('South Asia', 'across South Asia', ['India', 'Bangladesh', 'Pakistan', 'Sri Lanka', 'Nepal'], ['India', 'Bangladesh', 'Pakistan', 'Sri Lanka', 'Nepal', 'Bhutan', 'Maldives'], {
    reason: 'price sensitivity rules out imported enterprise software', publicReason: 'the scale of public services has outgrown paper processes', share: 0.06, weight: 8,
  }),
  market('Asia-Pacific', 'across Asia-Pacific', ['Japan', 'South Korea', 'Australia', 'New Zealand', 'Taiwan'], ['Japan', 'South Korea', 'Australia', 'New Zealand', 'Taiwan', 'Fiji', 'Papua New Guinea'], {
    reason: 'an ageing workforce makes every manual hour harder to staff', publicReason: 'an ageing workforce makes every manual hour harder to staff', share: 0.12, weight: 6,
  }),
];

const ALL_MARKET_INDICES: readonly number[] = MARKETS.map((_market, index) => index);
const COUNTRY_POSITIONS = new Map(COUNTRIES.map((country, index) => [country, index]));

export interface Geography {
  /** The idea's `country` field. */
  country: string;
  /** One number per distinct phrase: 0 for Global, a country's position + 1, or 1000 + a market's position. */
  key: number;
  /** null for Global. */
  market: Market | null;
  countries: readonly string[];
  /** 'in Kenya', 'across Latin America', or '' for Global. */
  phrase: string;
  /** 'Kenya' / 'Latin America' / 'global markets'. */
  place: string;
}

export const GLOBAL_SHARE = 0.4;

const NEEDS_THE = /^(United |Netherlands$|Philippines$|Bahamas$|Gambia$|Maldives$|Comoros$|Seychelles$|Central African|Democratic Republic|Dominican Republic|Marshall Islands|Solomon Islands)/;

/** 'the Netherlands', 'the United States', 'Kenya'. */
export function withThe(country: string): string {
  return NEEDS_THE.test(country) ? `the ${country}` : country;
}

const MARKETS_FOR: Record<'emerging' | 'host', ReadonlySet<string>> = {
  emerging: new Set([AFRICA, LATAM, SOUTHEAST_ASIA, MENA, 'South Asia']),
  host: new Set([EUROPE, MENA, 'North America', 'Asia-Pacific']),
};

/** `only` keeps the pick to markets where the audience exists ('host': where migrants work and send money from). */
export function pickGeography(rng: Rng, only?: 'emerging' | 'host'): Geography {
  if (rng.chance(GLOBAL_SHARE)) return { country: GLOBAL_COUNTRY, key: 0, market: null, countries: [], phrase: '', place: 'global markets' };
  const allowed = only ? MARKETS_FOR[only] : null;
  const indices = allowed ? ALL_MARKET_INDICES.filter((index) => allowed.has((MARKETS[index] as Market).name)) : ALL_MARKET_INDICES;
  let roll = rng.next() * indices.reduce((sum, index) => sum + (MARKETS[index] as Market).weight, 0);
  let marketIndex = indices[indices.length - 1] ?? 0;
  for (const index of indices) {
    roll -= (MARKETS[index] as Market).weight;
    if (roll < 0) {
      marketIndex = index;
      break;
    }
  }
  const chosen = MARKETS[marketIndex] as Market;
  const count = Math.min(rng.pick([1, 1, 1, 2, 2, 3]), chosen.countries.length);
  const picked = new Set<string>();
  while (picked.size < count) {
    picked.add(rng.chance(0.8) ? rng.pick(chosen.major) : rng.pick(chosen.countries));
  }
  const countries = [...picked];
  const single = countries.length === 1 ? withThe(countries[0] as string) : null;
  return {
    country: countries.join(', '),
    key: single ? (COUNTRY_POSITIONS.get(countries[0] as string) ?? 0) + 1 : 1000 + marketIndex,
    market: chosen,
    countries,
    phrase: single ? `in ${single}` : chosen.phrase,
    place: single ?? chosen.phrase.replace(/^across /, ''),
  };
}
