// What a careful human reader takes from each problem, field by field, as `readProblem` reports it: the yardstick the
// reader is measured against (reading-evaluation.test.ts). Written by hand from the problem alone, not from any
// reader's output, so it records where the reader is wrong as well as where it is right.
//
// Conventions of the yardstick (README.md "How a problem becomes an idea"):
// - the user is who has the problem, not who causes it ('tenants', not 'landlords'), with what makes them that user
//   ('elderly people living alone'); a single person ('my grandmother') or the member alone names no user;
// - topics list every noun phrase of the problem that could stand in the topic slot; a reading is right when it takes
//   at least one of them and nothing else (none, when the list is empty: times, people and names are not topics);
// - the statement is the member's sentence about the user when it can stand as ours unchanged but for spelling and
//   capitals: it opens with the user, agrees with a plural, speaks for nobody in the first person and ends on a noun;
// - sectors are those of sectors.ts the problem belongs to (the catalog's 28 categories since 2026-11-28; two readings
//   gained one then: a fall detector is DeviceTech as well as HealthTech, a construction site ConstructionTech),
//   'general' when none does; a text that is not English is
//   not read (the provider reads English only), so it has no user, topic, statement or sector;
// - countries are those a reader would put on the idea, a city standing for its country.
import type { Category } from '@app/domain/ideas/idea-enumerations';
import { PROBLEMS } from './problems';

export interface ExpectedUser {
  phrase: string;
  short: string;
  unit: string;
  placed: boolean;
  buyer: 'business' | 'consumer' | undefined;
}

export interface ExpectedReading {
  user: ExpectedUser | null;
  topics: readonly string[];
  statement: string | null;
  sectors: readonly (Category | 'general')[];
  countries: readonly string[];
  firstPerson: boolean;
}

export interface ReadingCase {
  label: string;
  text: string;
  reading: ExpectedReading;
}

const business = (phrase: string, unit: string, short = phrase, placed = false): ExpectedUser => ({ phrase, short, unit, placed, buyer: 'business' });
const consumer = (phrase: string, unit: string, short = phrase, placed = false): ExpectedUser => ({ phrase, short, unit, placed, buyer: 'consumer' });
const NOTHING: ExpectedReading = { user: null, topics: [], statement: null, sectors: ['general'], countries: ['Global'], firstPerson: false };
const reading = (fields: Partial<ExpectedReading>): ExpectedReading => ({ ...NOTHING, ...fields });

/** The human reading of each of the thirty problems of problems.ts, by label. */
const THIRTY: Record<string, ExpectedReading> = {
  'the report that started it': reading({
    user: business('restaurants', 'restaurant'),
    topics: ['food', 'demand', 'food waste'],
    statement: "Restaurants throw away too much food and can't predict demand.",
    sectors: ['GreenTech'],
  }),
  'users with a place': reading({
    user: business('small clinics in rural Kenya', 'clinic', 'small clinics', true),
    topics: ['vaccines', 'vaccine stock'],
    statement: 'Small clinics in rural Kenya run out of vaccines.',
    sectors: ['HealthTech'],
    countries: ['Kenya'],
  }),
  'a single word': reading({ topics: ['parking'], sectors: ['TransportTech'] }),
  'a question': reading({ user: business('freelancers', 'freelancer'), sectors: ['FinTech'] }),
  'first person': reading({
    topics: ['parking', 'parking apps', 'stale data', 'data', 'parking data'],
    sectors: ['TransportTech'],
    firstPerson: true,
  }),
  'users and a country': reading({
    user: business('smallholder farmers in Kenya', 'farmer', 'smallholder farmers', true),
    topics: ['harvest', 'irrigation', 'soil'],
    statement: 'Smallholder farmers in Kenya lose a third of their harvest because they cannot tell when the soil needs irrigation.',
    sectors: ['AgriTech'],
    countries: ['Kenya'],
  }),
  'a list': reading({
    user: consumer('tenants', 'tenant'),
    topics: ['repair requests', 'repairs', 'deposits', 'record', 'records'],
    statement: 'Tenants lose their deposits.',
    sectors: ['PropTech'],
  }),
  'all lower case': reading({
    user: business('independent bookshops', 'bookshop'),
    topics: ['price', 'delivery speed', 'delivery'],
    statement: "Independent bookshops can't compete with Amazon on price or delivery speed.",
    sectors: ['RetailTech'],
  }),
  typos: reading({ user: business('nurses', 'nurse'), topics: ['paperwork'], sectors: ['HealthTech'] }),
  Spanish: NOTHING,
  Japanese: NOTHING,
  'emoji around words': reading({
    user: consumer('bike commuters', 'commuter'),
    topics: ['bikes', 'bike', 'bike theft'],
    statement: 'Bike commuters get their bikes stolen all the time.',
    sectors: ['TransportTech', 'SecurityTech'],
  }),
  numbers: reading({ user: business('small retailers', 'retailer'), topics: ['inventory', 'stock'], sectors: ['RetailTech'] }),
  'two words': reading({ user: consumer('dog owners', 'owner') }),
  'a long paragraph (B2B)': reading({
    user: business('mid-size logistics companies in Germany', 'company', 'mid-size logistics companies', true),
    topics: ['carriers', 'carrier portals', 'portals', 'tracking numbers', 'parcels', 'invoices', 'deliveries', 'disputes', 'spreadsheets'],
    statement: 'Mid-size logistics companies in Germany juggle dozens of carriers, each with its own portal.',
    sectors: ['LogisticsTech'],
    countries: ['Germany'],
  }),
  'consumers (B2C)': reading({
    user: consumer('parents of teenagers', 'parent'),
    topics: ['phones', 'phone use', 'screen time'],
    statement: 'Parents of teenagers have no idea how much time their kids spend on their phones at night.',
    sectors: ['EdTech', 'HealthTech', 'general'],
  }),
  'users at a kind of company': reading({
    user: business('HR teams at fast-growing startups', 'team'),
    topics: ['CVs', 'candidates', 'best candidates'],
    statement: 'HR teams at fast-growing startups drown in CVs and miss the best candidates.',
    sectors: ['HRTech'],
  }),
  'a participle after the users': reading({
    user: consumer('elderly people living alone', 'person'),
    statement: 'Elderly people living alone fall and nobody notices for hours.',
    sectors: ['HealthTech', 'DeviceTech'],
  }),
  'a contraction': reading({
    user: business('musicians', 'musician'),
    topics: ['streaming platforms', 'streaming', 'payouts', 'royalties'],
    statement: "Musicians don't get paid fairly by streaming platforms.",
    sectors: ['CreatorTech'],
  }),
  'a first-person question': reading({ topics: ['food', 'food waste'], sectors: ['GreenTech'], firstPerson: true }),
  'a possessive': reading({
    user: business('teachers', 'teacher'),
    topics: ['essays', 'grading', 'essay grading'],
    statement: 'Teachers spend their evenings grading essays.',
    sectors: ['EdTech'],
  }),
  'an acronym and a percentage': reading({
    user: business('hotels in Lisbon', 'hotel', 'hotels', true),
    topics: ['bookings', 'direct bookings', 'commission', 'commissions', 'OTAs', 'OTA commission'],
    statement: 'Hotels in Lisbon lose bookings to OTAs charging 20% commission.',
    sectors: ['TravelTech'],
    countries: ['Portugal'],
  }),
  German: NOTHING,
  'a subordinate clause': reading({
    user: business('solar panel installers', 'installer'),
    topics: ['maintenance', 'contracts', 'maintenance contracts'],
    statement: "Solar panel installers can't predict when customers will need maintenance, so they lose contracts.",
    sectors: ['EnergyTech'],
  }),
  'emoji only': NOTHING,
  'users as the object': reading({ user: consumer('older adults', 'adult'), topics: ['scam calls', 'scams', 'calls'], sectors: ['SecurityTech'] }),
  'a list of nouns': reading({
    user: business('construction site managers', 'manager'),
    topics: ['equipment', 'tools', 'materials'],
    statement: 'Construction site managers lose track of equipment, tools and materials across sites.',
    sectors: ['ConstructionTech'],
  }),
  'all capitals': reading({
    user: business('pharmacies', 'pharmacy'),
    topics: ['insulin', 'insulin stock'],
    statement: 'Pharmacies run out of insulin every winter.',
    sectors: ['HealthTech'],
  }),
  'no user, a thing as the subject': reading({ topics: ['electricity bills', 'bills', 'electricity'], sectors: ['EnergyTech', 'FinTech'] }),
  'a numbered list with a question': reading({
    user: business('remote teams', 'team'),
    topics: ['meetings', 'decisions', 'chat threads'],
    sectors: ['HRTech', 'general'],
  }),
};

/** The thirty problems of problems.ts with their human reading. */
export const THIRTY_READINGS: readonly ReadingCase[] = PROBLEMS.map(({ label, text }) => {
  const expected = THIRTY[label];
  if (!expected) throw new Error(`No expected reading for '${label}'`);
  return { label, text, reading: expected };
});

/**
 * Twenty problems neither reader was written against, with their human reading: the thirty above shaped the
 * hand-written lexicon, so these tell whether a reader does as well on problems it has not seen.
 */
export const UNSEEN_READINGS: readonly ReadingCase[] = [
  {
    label: 'a relative clause',
    text: 'Dentists waste hours every week chasing patients who miss appointments.',
    reading: reading({
      user: business('dentists', 'dentist'),
      topics: ['appointments', 'missed appointments'],
      statement: 'Dentists waste hours every week chasing patients who miss appointments.',
      sectors: ['HealthTech'],
    }),
  },
  {
    label: 'first person, a habit',
    text: 'I keep forgetting to take my pills.',
    reading: reading({ topics: ['pills'], sectors: ['HealthTech'], firstPerson: true }),
  },
  {
    label: 'owners of a thing',
    text: 'Food truck owners never know where the crowds will be.',
    reading: reading({ user: business('food truck owners', 'owner'), topics: ['crowds'], sectors: ['RetailTech', 'LogisticsTech', 'general'] }),
  },
  {
    label: 'a why-question about users',
    text: 'Why do small farms struggle to sell directly to restaurants?',
    reading: reading({ user: business('small farms', 'farm'), sectors: ['AgriTech'] }),
  },
  {
    label: 'users in a country',
    text: 'Independent pharmacies in Spain lose money on expired medicines.',
    reading: reading({
      user: business('independent pharmacies in Spain', 'pharmacy', 'independent pharmacies', true),
      topics: ['expired medicines', 'medicines'],
      statement: 'Independent pharmacies in Spain lose money on expired medicines.',
      sectors: ['HealthTech'],
      countries: ['Spain'],
    }),
  },
  {
    label: 'users with a condition',
    text: 'Students with dyslexia fall behind in online courses.',
    reading: reading({
      user: consumer('students with dyslexia', 'student'),
      topics: ['online courses', 'courses'],
      statement: 'Students with dyslexia fall behind in online courses.',
      sectors: ['EdTech'],
    }),
  },
  {
    label: 'a list of objects and a brand',
    text: 'Wedding planners juggle vendors, budgets and guest lists in WhatsApp groups.',
    reading: reading({
      user: business('wedding planners', 'planner'),
      topics: ['vendors', 'budgets', 'guest lists', 'WhatsApp groups'],
      statement: 'Wedding planners juggle vendors, budgets and guest lists in WhatsApp groups.',
      sectors: ['general', 'FinTech'],
    }),
  },
  {
    label: 'our business, in the singular',
    text: 'Our small bakery throws away unsold bread every evening.',
    reading: reading({ user: business('small bakeries', 'bakery'), topics: ['unsold bread', 'bread'], sectors: ['GreenTech'] }),
  },
  {
    label: 'a pronoun in the sentence',
    text: 'Gig drivers have no idea how much they really earn after fuel and insurance.',
    reading: reading({
      user: { phrase: 'gig drivers', short: 'gig drivers', unit: 'driver', placed: false, buyer: undefined },
      topics: ['fuel', 'insurance', 'earnings'],
      statement: 'Gig drivers have no idea how much they really earn after fuel and insurance.',
      sectors: ['FinTech', 'TransportTech'],
    }),
  },
  {
    label: 'users in a city',
    text: 'Landlords in Berlin struggle to find reliable tradespeople for urgent repairs.',
    reading: reading({
      user: business('landlords in Berlin', 'landlord', 'landlords', true),
      topics: ['urgent repairs', 'repairs'],
      statement: 'Landlords in Berlin struggle to find reliable tradespeople for urgent repairs.',
      sectors: ['PropTech'],
      countries: ['Germany'],
    }),
  },
  {
    label: 'a sentence ending on a participle',
    text: 'Coffee shops lose regulars when their loyalty cards get lost.',
    reading: reading({ user: business('coffee shops', 'shop'), topics: ['loyalty cards', 'loyalty'], sectors: ['RetailTech'] }),
  },
  {
    label: 'capitals, users on something',
    text: 'NURSES ON NIGHT SHIFTS CANNOT FIND CHILDCARE',
    reading: reading({
      user: consumer('nurses on night shifts', 'nurse'),
      topics: ['childcare'],
      statement: 'Nurses on night shifts cannot find childcare.',
      sectors: ['HealthTech', 'EdTech', 'general'],
    }),
  },
  {
    label: 'a first-person question naming others',
    text: 'How can I split household bills fairly with my roommates?',
    reading: reading({ user: consumer('roommates', 'roommate'), topics: ['household bills', 'bills'], sectors: ['FinTech', 'PropTech'], firstPerson: true }),
  },
  {
    label: 'a sentence ending on an adverb',
    text: 'Tour guides lose bookings because tourists cannot find them online.',
    reading: reading({ user: business('tour guides', 'guide'), topics: ['bookings'], sectors: ['TravelTech'] }),
  },
  {
    label: 'users with an illness',
    text: 'Patients with chronic pain wait months for a specialist.',
    reading: reading({
      user: consumer('patients with chronic pain', 'patient'),
      statement: 'Patients with chronic pain wait months for a specialist.',
      sectors: ['HealthTech'],
    }),
  },
  {
    label: 'two nouns with one owner',
    text: 'Car owners overpay for repairs because they cannot compare garages.',
    reading: reading({
      user: consumer('car owners', 'owner'),
      topics: ['repairs', 'car repairs'],
      statement: 'Car owners overpay for repairs because they cannot compare garages.',
      sectors: ['TransportTech'],
    }),
  },
  {
    label: 'no verb',
    text: 'Too much paperwork for small construction firms bidding on public tenders',
    reading: reading({ user: business('small construction firms', 'firm'), topics: ['paperwork', 'public tenders', 'tenders'], sectors: ['LegalTech', 'general'] }),
  },
  {
    label: 'a phrasal verb',
    text: 'Podcasters spend hours editing out filler words.',
    reading: reading({
      user: business('podcasters', 'podcaster'),
      topics: ['filler words', 'editing'],
      statement: 'Podcasters spend hours editing out filler words.',
      sectors: ['CreatorTech'],
    }),
  },
  {
    label: 'an irregular plural and a country',
    text: 'Fishermen in Senegal sell their catch below market price to middlemen.',
    reading: reading({
      user: business('fishermen in Senegal', 'fisherman', 'fishermen', true),
      topics: ['catch', 'market price', 'price'],
      statement: 'Fishermen in Senegal sell their catch below market price to middlemen.',
      sectors: ['AgriTech', 'general'],
      countries: ['Senegal'],
    }),
  },
  {
    label: 'lower case, a short sentence',
    text: 'kids get bored with maths homework',
    reading: reading({
      user: consumer('kids', 'kid'),
      topics: ['maths homework', 'homework', 'maths'],
      statement: 'Kids get bored with maths homework.',
      sectors: ['EdTech'],
    }),
  },
];
