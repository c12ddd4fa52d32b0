// The Country filter (docs/product.md "Data model"): 'All', five regions, then the countries. An idea's `country` is
// 'Global' or a comma-separated list of countries; a region filter matches any of its countries, a country filter the
// country's ideas then the rest of its region's, and a Global idea matches every country filter (it applies
// everywhere), listed last.

type Region = 'Africa (Sub-Saharan)' | 'Europe' | 'Mena' | 'Latam' | 'Southeast Asia';

// Each country with the region the filter groups it under (null: in no filter region), in English alphabetical order.
const COUNTRY_REGIONS: Record<string, Region | null> = {
  Afghanistan: null, Albania: 'Europe', Algeria: 'Mena', Andorra: 'Europe', Angola: 'Africa (Sub-Saharan)',
  'Antigua and Barbuda': 'Latam', Argentina: 'Latam', Armenia: null, Australia: null, Austria: 'Europe',
  Azerbaijan: null, Bahamas: 'Latam', Bahrain: 'Mena', Bangladesh: null, Barbados: 'Latam', Belarus: 'Europe',
  Belgium: 'Europe', Belize: 'Latam', Benin: 'Africa (Sub-Saharan)', Bhutan: null, Bolivia: 'Latam',
  'Bosnia and Herzegovina': 'Europe', Botswana: 'Africa (Sub-Saharan)', Brazil: 'Latam', Brunei: 'Southeast Asia',
  Bulgaria: 'Europe', 'Burkina Faso': 'Africa (Sub-Saharan)', Burundi: 'Africa (Sub-Saharan)',
  'Cabo Verde': 'Africa (Sub-Saharan)', Cambodia: 'Southeast Asia', Cameroon: 'Africa (Sub-Saharan)', Canada: null,
  'Central African Republic': 'Africa (Sub-Saharan)', Chad: 'Africa (Sub-Saharan)', Chile: 'Latam', China: null,
  Colombia: 'Latam', Comoros: 'Africa (Sub-Saharan)', Congo: 'Africa (Sub-Saharan)', 'Costa Rica': 'Latam',
  "Côte d'Ivoire": 'Africa (Sub-Saharan)', Croatia: 'Europe', Cuba: 'Latam', Cyprus: 'Europe', Czechia: 'Europe',
  'Democratic Republic of the Congo': 'Africa (Sub-Saharan)', Denmark: 'Europe', Djibouti: 'Mena', Dominica: 'Latam',
  'Dominican Republic': 'Latam', Ecuador: 'Latam', Egypt: 'Mena', 'El Salvador': 'Latam',
  'Equatorial Guinea': 'Africa (Sub-Saharan)', Eritrea: 'Africa (Sub-Saharan)', Estonia: 'Europe',
  Eswatini: 'Africa (Sub-Saharan)', Ethiopia: 'Africa (Sub-Saharan)', Fiji: null, Finland: 'Europe', France: 'Europe',
  Gabon: 'Africa (Sub-Saharan)', Gambia: 'Africa (Sub-Saharan)', Georgia: null, Germany: 'Europe',
  Ghana: 'Africa (Sub-Saharan)', Greece: 'Europe', Grenada: 'Latam', Guatemala: 'Latam', Guinea: 'Africa (Sub-Saharan)',
  'Guinea-Bissau': 'Africa (Sub-Saharan)', Guyana: 'Latam', Haiti: 'Latam', Honduras: 'Latam', Hungary: 'Europe',
  Iceland: 'Europe', India: null, Indonesia: 'Southeast Asia', Iran: 'Mena', Iraq: 'Mena', Ireland: 'Europe',
  Israel: 'Mena', Italy: 'Europe', Jamaica: 'Latam', Japan: null, Jordan: 'Mena', Kazakhstan: null,
  Kenya: 'Africa (Sub-Saharan)', Kiribati: null, Kosovo: 'Europe', Kuwait: 'Mena', Kyrgyzstan: null,
  Laos: 'Southeast Asia', Latvia: 'Europe', Lebanon: 'Mena', Lesotho: 'Africa (Sub-Saharan)',
  Liberia: 'Africa (Sub-Saharan)', Libya: 'Mena', Liechtenstein: 'Europe', Lithuania: 'Europe', Luxembourg: 'Europe',
  Madagascar: 'Africa (Sub-Saharan)', Malawi: 'Africa (Sub-Saharan)', Malaysia: 'Southeast Asia', Maldives: null,
  Mali: 'Africa (Sub-Saharan)', Malta: 'Europe', 'Marshall Islands': null, Mauritania: 'Mena',
  Mauritius: 'Africa (Sub-Saharan)', Mexico: 'Latam', Micronesia: null, Moldova: 'Europe', Monaco: 'Europe',
  Mongolia: null, Montenegro: 'Europe', Morocco: 'Mena', Mozambique: 'Africa (Sub-Saharan)', Myanmar: 'Southeast Asia',
  Namibia: 'Africa (Sub-Saharan)', Nauru: null, Nepal: null, Netherlands: 'Europe', 'New Zealand': null,
  Nicaragua: 'Latam', Niger: 'Africa (Sub-Saharan)', Nigeria: 'Africa (Sub-Saharan)', 'North Korea': null,
  'North Macedonia': 'Europe', Norway: 'Europe', Oman: 'Mena', Pakistan: null, Palau: null, Palestine: 'Mena',
  Panama: 'Latam', 'Papua New Guinea': null, Paraguay: 'Latam', Peru: 'Latam', Philippines: 'Southeast Asia',
  Poland: 'Europe', Portugal: 'Europe', Qatar: 'Mena', Romania: 'Europe', Russia: null, Rwanda: 'Africa (Sub-Saharan)',
  'Saint Kitts and Nevis': 'Latam', 'Saint Lucia': 'Latam', 'Saint Vincent and the Grenadines': 'Latam', Samoa: null,
  'San Marino': 'Europe', 'Sao Tome and Principe': 'Africa (Sub-Saharan)', 'Saudi Arabia': 'Mena',
  Senegal: 'Africa (Sub-Saharan)', Serbia: 'Europe', Seychelles: 'Africa (Sub-Saharan)',
  'Sierra Leone': 'Africa (Sub-Saharan)', Singapore: 'Southeast Asia', Slovakia: 'Europe', Slovenia: 'Europe',
  'Solomon Islands': null, Somalia: 'Africa (Sub-Saharan)', 'South Africa': 'Africa (Sub-Saharan)', 'South Korea': null,
  'South Sudan': 'Africa (Sub-Saharan)', Spain: 'Europe', 'Sri Lanka': null, Sudan: 'Mena', Suriname: 'Latam',
  Sweden: 'Europe', Switzerland: 'Europe', Syria: 'Mena', Taiwan: null, Tajikistan: null,
  Tanzania: 'Africa (Sub-Saharan)', Thailand: 'Southeast Asia', 'Timor-Leste': 'Southeast Asia',
  Togo: 'Africa (Sub-Saharan)', Tonga: null, 'Trinidad and Tobago': 'Latam', Tunisia: 'Mena', Turkey: 'Europe',
  Turkmenistan: null, Tuvalu: null, Uganda: 'Africa (Sub-Saharan)', Ukraine: 'Europe', 'United Arab Emirates': 'Mena',
  'United Kingdom': 'Europe', 'United States': null, Uruguay: 'Latam', Uzbekistan: null, Vanuatu: null,
  'Vatican City': 'Europe', Venezuela: 'Latam', Vietnam: 'Southeast Asia', Yemen: 'Mena',
  Zambia: 'Africa (Sub-Saharan)', Zimbabwe: 'Africa (Sub-Saharan)',
};

export const GLOBAL_COUNTRY = 'Global';
export const REGIONS: readonly Region[] = ['Africa (Sub-Saharan)', 'Europe', 'Mena', 'Latam', 'Southeast Asia'];
/** In English alphabetical order, as COUNTRY_REGIONS is written (countries.test.ts holds it so): no sort at start-up. */
export const COUNTRIES: readonly string[] = Object.keys(COUNTRY_REGIONS);
/** The filter's choices after 'All': the regions first, then every country (docs/product.md "Data model"). */
export const COUNTRY_FILTERS: readonly string[] = [...REGIONS, ...COUNTRIES];

export function isCountryFilter(value: string): boolean {
  return COUNTRY_FILTERS.includes(value);
}

/** The countries of an idea's `country` field ('Global' yields none: it is everywhere). */
export function ideaCountries(country: string): string[] {
  return country
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part !== GLOBAL_COUNTRY);
}

/**
 * The groups a Country filter lists, in order, each a filter key (countryFilterKeys), Global ideas coming after them
 * all: a country, then the rest of its region (a founder in Kenya sees the Kenyan ideas, then the other Sub-Saharan
 * ones, then Global); a region, or a country in no region, alone.
 */
export function countryFilterGroups(filter: string): string[] {
  const region = COUNTRY_REGIONS[filter];
  return region ? [filter, region] : [filter];
}

/** Does an idea whose `country` field is `country` match the filter value (a region or a country)? */
export function matchesCountryFilter(country: string, filter: string): boolean {
  const countries = ideaCountries(country);
  if (countries.length === 0) return true;
  const groups = countryFilterGroups(filter);
  return countries.some((name) => groups.includes(name) || groups.includes(COUNTRY_REGIONS[name] ?? ''));
}

/** The filter values (regions and countries) an idea matches, for building an index once per idea. */
export function countryFilterKeys(country: string): string[] | 'everywhere' {
  const countries = ideaCountries(country);
  if (countries.length === 0) return 'everywhere';
  const keys = new Set<string>(countries);
  for (const name of countries) {
    const region = COUNTRY_REGIONS[name];
    if (region) keys.add(region);
  }
  return [...keys];
}
