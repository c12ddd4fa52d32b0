// A small English lexicon for reading a member's problem: enough to tell nouns from verbs and to find the noun
// phrases the local provider puts into its sentences. It is a curated word list, not a model: closed word classes in
// full, the open classes (verbs, adjectives, people) as far as problem statements use them, and any other word is
// taken for a noun, which is what an unknown word in a problem usually is ('smallholder', 'insulin', 'OTAs').
import type { WordClass } from './token';

const words = (list: string): string[] => list.trim().split(/\s+/);

export const DETERMINERS = new Set(
  words(`a an the this that these those each every all some any no many much more most few fewer less several enough
  both either neither another such what which whatever`),
);
export const POSSESSIVES = new Set(words('my our your their his her its whose'));
export const PRONOUNS = new Set(
  words(`i me we us you they them he him she it myself ourselves yourself yourselves themselves itself himself herself
  nobody everybody everyone someone somebody anyone anybody nothing something everything anything none mine ours
  theirs yours who whom`),
);
/** Pronouns that speak for the member or to the reader: a sentence carrying them cannot be reused as ours. */
export const PERSONAL_PRONOUNS = new Set(words('i me my mine myself we us our ours ourselves you your yours yourself'));
export const PREPOSITIONS = new Set(
  words(`about above across after against along among amongst around as at before behind below beneath beside between
  beyond by despite down during except for from in inside into like near of off on onto out outside over past per
  since through throughout till to toward towards under underneath unlike until up upon via with within without`),
);
/** Words that complete a phrasal verb ('run out', 'throw away'), so the word before them is a verb. */
export const PARTICLES = new Set(words('out up away off down back'));
export const CONJUNCTIONS = new Set(
  words(`and or but nor so yet because although though while whereas if unless when whenever where wherever whether
  once than how why`),
);
export const AUXILIARIES = new Set(
  words(`am is are was were be been being do does did have has had having can cannot could will would shall should may
  might must ought can't don't doesn't didn't won't wouldn't couldn't shouldn't isn't aren't wasn't weren't haven't
  hasn't hadn't mustn't i'm we're they're it's there's that's you're i've we've they've i'd we'd they'd let's`),
);
/** Auxiliaries that agree with a plural subject ('clinics can', 'farmers don't'), for reusing a member's clause. */
export const PLURAL_AUXILIARIES = new Set(
  words(`are were do did have had can cannot could will would should may might must can't don't didn't won't wouldn't
  couldn't shouldn't aren't weren't haven't hadn't`),
);
export const ADVERBS = new Set(
  words(`not never always still often usually rarely sometimes constantly regularly already also just only even too
  very so really actually almost quite rather again away back together alone ever instead maybe perhaps however
  especially mostly far here there now then today tonight tomorrow yesterday soon later anymore abroad else`),
);
/** Words ending in -ly that are not adverbs. */
const LY_WORDS = new Set(
  words(`family supply reply italy july assembly butterfly fly ally rally belly bully jelly anomaly monopoly apply rely
  comply multiply ply`),
);
export const ADJECTIVES = new Set(
  words(`small smaller large larger big bigger huge tiny rural urban local remote busy cheap cheaper expensive costly high
  higher low lower free full late early new newer old older elderly young younger public private independent manual
  single daily weekly monthly yearly annual real current various common poor rich different difficult hard easy
  simple slow fast quick quicker digital online offline whole best worst better worse good bad great stale outdated
  reliable unreliable affordable available unavailable medical mental chronic same other own main major minor tired
  frustrated angry unpaid overdue hidden broken empty crowded noisy dirty safe unsafe lonely disabled sick ill
  pregnant first last next previous recent constant frequent rare fresh unsold perishable seasonal international
  national regional global foreign domestic legal illegal financial social environmental electric electrical green
  renewable sustainable traditional modern smart clear unclear confusing complex complicated tedious long short
  endless fair unfair proper right wrong true false important urgent critical basic essential fragile
  mid-size mid-sized small-scale large-scale part-time full-time second-hand low-income fast-growing
  friendly unfriendly ugly holy solar organic raw rising missing existing growing living working fake`),
);
/** Words whose suffix says adjective ('affordable', 'useless'), except these nouns. */
const ADJECTIVE_SUFFIX = /(?:ous|ful|less|able|ible)$/;
const SUFFIX_NOUNS = new Set(words('table tables cable cables vegetable vegetables timetable timetables bible fable stable'));
/** Words ending in -ed that are not participles. */
const ED_WORDS = new Set(words('hundred kindred sacred naked wicked rugged ragged beloved sled shed'));
const NUMBER_WORDS = new Set(words('one two three four five six seven eight nine ten twelve twenty hundred thousand million billion'));

// Verbs as problem statements use them, in the base form; the other forms are derived (with the irregular ones below).
const VERBS = words(`accept access afford agree allow answer apply argue arrive ask avoid become begin believe belong
  book borrow break bring build buy call cancel care carry catch cause change charge chase check choose clean close
  collect come compare compete complain complete confirm connect contact continue control convince cook copy cost count
  cover create cut deal decide delay deliver depend describe design die discover discuss do download drag drink drive
  drop drown earn eat end enjoy ensure enter escape expect expire explain fail fall feel fight figure fill find finish
  fit fix focus follow forget gather get give go grade grow guess handle happen hate have hear help hide hire hit hold
  hope hurt ignore improve include increase juggle keep know lack last launch learn leave let lie like listen live look
  lose love maintain make manage match matter mean measure meet mention miss move need negotiate notice offer open order
  organise organize overpay own pay pick plan play predict prefer prepare prevent print process produce promise protect
  prove provide publish pull push put queue quit reach read realise realize receive recommend reconcile record recover
  reduce refuse register reject rely remember remind remove rent repair repeat replace reply report request require
  reserve respond rest return reuse run save say schedule search see seem sell send share ship shop show sign sit sleep
  solve sort speak spend spoil stand start stay steal stop store struggle study submit suffer supply support switch
  take talk target teach tell tend test think throw track trade train travel treat trust try turn understand update
  upload use verify visit wait walk want waste watch work worry write claim demand rise post list review fund host water
  power park stock file price bill email text message note date view benefit exercise balance budget transfer deposit
  forecast estimate invoice cost notify remain attend churn crash leak`);
/** Verbs that are nouns as often as verbs ('demand', 'stock'): the words around them decide. */
const NOUN_VERBS = new Set(
  words(`book call care cause change charge check contact control copy cost cover cut deal delay design drink drop end
  fall fight help increase lack launch match measure need notice offer order plan play process produce queue record
  rent repair reply report request return run schedule search share shop show sign sleep stop store struggle study
  supply support switch target test track trade train travel trust turn update use visit waste watch work claim demand
  rise post list review fund host water power park stock file price bill email text message note date view benefit
  exercise balance budget transfer deposit forecast estimate invoice answer rest love hope fix cook walk talk look
  guess figure print sort catch hit pick pull push cut fit matter churn crash leak stay download upload`),
);
const IRREGULAR_FORMS: Record<string, string[]> = {
  be: ['been'], become: ['became'], begin: ['began', 'begun'], break: ['broke', 'broken'], bring: ['brought'],
  build: ['built'], buy: ['bought'], catch: ['caught'], choose: ['chose', 'chosen'], come: ['came'], cost: ['cost'],
  cut: ['cut'], deal: ['dealt'], do: ['did', 'done'], drink: ['drank', 'drunk'], drive: ['drove', 'driven'],
  eat: ['ate', 'eaten'], fall: ['fell', 'fallen'], feel: ['felt'], fight: ['fought'], find: ['found'],
  forget: ['forgot', 'forgotten'], get: ['got', 'gotten'], give: ['gave', 'given'], go: ['went', 'gone', 'goes'],
  grow: ['grew', 'grown'], have: ['had', 'has'], hear: ['heard'], hide: ['hid', 'hidden'], hit: ['hit'],
  hold: ['held'], hurt: ['hurt'], keep: ['kept'], know: ['knew', 'known'], leave: ['left'], let: ['let'],
  lie: ['lay', 'lain', 'lying'], lose: ['lost'], make: ['made'], mean: ['meant'], meet: ['met'], pay: ['paid'],
  put: ['put'], quit: ['quit'], read: ['read'], rise: ['rose', 'risen'], run: ['ran'], say: ['said'], see: ['saw', 'seen'],
  sell: ['sold'], send: ['sent'], shut: ['shut'], sit: ['sat'], sleep: ['slept'], speak: ['spoke', 'spoken'],
  spend: ['spent'], stand: ['stood'], steal: ['stole', 'stolen'], take: ['took', 'taken'], teach: ['taught'],
  tell: ['told'], think: ['thought'], throw: ['threw', 'thrown'], understand: ['understood'], win: ['won'],
  write: ['wrote', 'written'],
};
/** -ing words that name a thing or an activity ('parking', 'housing') rather than only continue a verb. */
const ING_NOUNS = new Set(
  words(`parking housing streaming training booking shipping marketing banking hiring tracking billing accounting
  funding catering clothing lighting heating cooling plumbing building meeting packaging pricing recycling farming
  fishing learning teaching nursing cleaning cooking dating gaming printing painting spending listing scheduling
  invoicing reporting planning ticketing charging childcare tutoring budgeting bookkeeping onboarding offboarding
  boarding shopping wedding clothing bedding flooring roofing landscaping gardening welding evening morning opening warning monitoring`),
);

type Kind = 'organisation' | 'professional' | 'consumer' | 'either';
/** Who a problem can be about, by what they are: organisations and professionals buy as businesses, consumers as people. */
const PEOPLE: Record<Kind, string[]> = {
  organisation: words(`restaurant cafe café bar pub bakery brewery winery hotel hostel clinic hospital pharmacy practice
    school university college nursery kindergarten daycare library museum gallery theatre theater cinema venue gym studio
    salon spa shop store bookshop bookstore boutique supermarket grocer grocery startup company business firm agency
    enterprise corporation organisation organization nonprofit charity ngo foundation cooperative co-op council
    municipality government ministry department authority team lab laboratory factory workshop garage dealership
    franchise chain brand publisher newsroom airline fleet carrier club association union church community farm ranch
    vineyard bank insurer lender kitchen canteen manufacturer supplier retailer wholesaler distributor exporter importer
    landlord developer builder contractor caterer garden allotment shelter orchestra choir band league festival
    collective camp zoo`),
  professional: words(`freelancer consultant nurse doctor physician dentist therapist pharmacist teacher tutor professor
    researcher scientist engineer programmer designer writer journalist editor author artist musician photographer
    creator influencer streamer podcaster filmmaker lawyer attorney accountant bookkeeper farmer grower fisherman rancher
    beekeeper breeder vet veterinarian mechanic plumber electrician carpenter painter installer technician worker
    employee staff manager director founder entrepreneur executive recruiter agent broker realtor dispatcher courier
    trucker chef cook baker barber hairdresser stylist trainer coach instructor organiser organizer planner seller vendor
    merchant trader operator officer administrator clerk cashier inspector surveyor architect analyst marketer
    salesperson translator interpreter cleaner landscaper waiter waitress bartender pilot crew coordinator secretary
    assistant receptionist paramedic midwife caretaker janitor guard firefighter practitioner specialist professional
    expert advisor adviser auditor banker landowner smallholder dispatcher`),
  consumer: words(`people person parent mother father mum mom dad family kid child teenager teen student pupil senior
    retiree pensioner commuter cyclist rider passenger traveller traveler tourist tenant renter homeowner patient adult
    woman man girl boy baby toddler resident neighbour neighbor citizen consumer shopper fan gamer reader listener
    viewer learner player runner athlete volunteer immigrant migrant refugee expat caregiver carer couple friend visitor
    guest diner voter smoker jobseeker graduate applicant beginner hobbyist gardener subscriber borrower saver donor
    newcomer homeschooler veteran household candidate`),
  either: words('owner user customer client buyer driver member investor host'),
};
const PEOPLE_KIND = new Map<string, Kind>(
  (Object.entries(PEOPLE) as [Kind, string[]][]).flatMap(([kind, list]) => list.map((word) => [word, kind] as [string, Kind])),
);

const IRREGULAR_PLURALS: Record<string, string> = {
  person: 'people', child: 'children', man: 'men', woman: 'women', fisherman: 'fishermen', salesperson: 'salespeople',
  foot: 'feet', tooth: 'teeth', mouse: 'mice', leaf: 'leaves', knife: 'knives', life: 'lives', wife: 'wives',
  half: 'halves', shelf: 'shelves', thief: 'thieves', analysis: 'analyses', crisis: 'crises',
};
const IRREGULAR_SINGULARS = Object.fromEntries(Object.entries(IRREGULAR_PLURALS).map(([one, many]) => [many, one]));
/** Nouns with one form for one and many, or none for one. */
const UNCHANGING = new Set(
  words(`staff crew police sheep fish deer series species equipment news data software hardware information advice
  furniture logistics analytics economics physics mathematics politics electronics aerobics cattle livestock
  feedback research evidence traffic money insulin`),
);
/** Nouns that take no article in the singular ('food', 'paperwork'), so they stand alone in a sentence. */
const UNCOUNTABLE = new Set(
  words(`food water energy electricity stock inventory paperwork maintenance insulin irrigation harvest cash time waste
  housing rent care healthcare childcare progress storage transport fuel power heating medication medicine soil weather
  pollution luggage mail homework revenue income debt credit insurance compliance security privacy payroll access help
  support demand supply safety quality produce garbage rubbish trash plastic meat coffee milk grain rice wheat fruit
  content music footage price pricing traffic parking admin spam fraud noise`),
);

export function isUncountable(noun: string): boolean {
  const lower = noun.toLowerCase();
  return UNCOUNTABLE.has(lower) || UNCHANGING.has(lower) || ING_NOUNS.has(lower);
}

/** Words ending in -ies, -ses or -s whose singular is not what the rules make. */
const PLURAL_EXCEPTIONS: Record<string, string> = {
  movies: 'movie', cookies: 'cookie', pies: 'pie', ties: 'tie', lies: 'lie', calories: 'calorie', rookies: 'rookie',
  buses: 'bus', gases: 'gas', lenses: 'lens', cafés: 'café', cafes: 'cafe', houses: 'house', courses: 'course',
  nurses: 'nurse', purchases: 'purchase', expenses: 'expense', licenses: 'license', licences: 'licence',
  databases: 'database', cases: 'case', bases: 'base', responses: 'response', businesses: 'business', uses: 'use',
  warehouses: 'warehouse', diagnoses: 'diagnosis', phases: 'phase', releases: 'release', increases: 'increase',
  vases: 'vase', promises: 'promise', exercises: 'exercise', enterprises: 'enterprise', franchises: 'franchise',
  pauses: 'pause', causes: 'cause', clauses: 'clause', doses: 'dose', noses: 'nose', roses: 'rose', hoses: 'hose',
  parentheses: 'parenthesis', theses: 'thesis',
};

/** The plural of a noun: 'clinic' → 'clinics', 'pharmacy' → 'pharmacies', 'person' → 'people'. */
export function pluralise(noun: string): string {
  const lower = noun.toLowerCase();
  if (UNCHANGING.has(lower) || isPlural(noun)) return noun;
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return noun.slice(0, 1) + irregular.slice(1);
  if (/[A-Z]{2,}$/.test(noun)) return `${noun}s`;
  if (/(?:s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** The singular of a noun; a word that is not a plural comes back as it is ('vaccines' → 'vaccine', 'bus' → 'bus'). */
export function singularise(noun: string): string {
  const lower = noun.toLowerCase();
  const known = IRREGULAR_SINGULARS[lower] ?? PLURAL_EXCEPTIONS[lower];
  if (known) return noun.slice(0, 1) + known.slice(1);
  if (UNCHANGING.has(lower) || !/s$/i.test(noun) || /(?:ss|us|is|'s)$/i.test(noun) || noun.length <= 3) {
    // Acronyms in the plural: 'CVs', 'OTAs'.
    return /^[A-Z0-9]{2,}s$/.test(noun) ? noun.slice(0, -1) : noun;
  }
  if (/[^aeiou]ies$/i.test(noun)) return `${noun.slice(0, -3)}y`;
  if (/(?:sses|xes|zes|ches|shes)$/i.test(noun)) return noun.slice(0, -2);
  return noun.slice(0, -1);
}

export function isPlural(noun: string): boolean {
  const lower = noun.toLowerCase();
  return lower in IRREGULAR_SINGULARS || singularise(noun) !== noun || lower === 'staff' || lower === 'crew' || lower === 'police';
}

/** Whether a noun names people or an organisation (plural or singular), and which kind of buyer they are. */
export function peopleKind(noun: string): Kind | undefined {
  const singular = singularise(noun.toLowerCase());
  const known = PEOPLE_KIND.get(singular) ?? PEOPLE_KIND.get(noun.toLowerCase());
  if (known) return known;
  // 'dentists', 'technicians', 'entrepreneurs'.
  if (/^[a-z]{4,}(?:ists?|ians?|eurs?)$/.test(noun.toLowerCase())) return 'professional';
  return undefined;
}

interface VerbForm {
  base: string;
  /** The -s form ('loses'), which agrees with a singular subject only. */
  thirdPerson: boolean;
  /** -ing and -ed forms, which cannot follow a subject on their own as the main verb of a plural subject. */
  nonFinite: boolean;
}

function regularForms(base: string): [string, Omit<VerbForm, 'base'>][] {
  const stem = base.endsWith('e') ? base.slice(0, -1) : base;
  const doubled = /^[^aeiou]*[aeiou][bdgmnprt]$/.test(base) ? base + base.slice(-1) : base;
  const consonantY = /[^aeiou]y$/.test(base);
  const third = consonantY ? `${base.slice(0, -1)}ies` : /(?:s|x|z|ch|sh|o)$/.test(base) ? `${base}es` : `${base}s`;
  const past = consonantY ? `${base.slice(0, -1)}ied` : base.endsWith('e') ? `${base}d` : `${doubled}ed`;
  const ing = base.endsWith('ie') ? `${base.slice(0, -2)}ying` : base.endsWith('ee') ? `${base}ing` : `${base.endsWith('e') ? stem : doubled}ing`;
  return [
    [base, { thirdPerson: false, nonFinite: false }],
    [third, { thirdPerson: true, nonFinite: false }],
    [past, { thirdPerson: false, nonFinite: true }],
    [ing, { thirdPerson: false, nonFinite: true }],
  ];
}

const VERB_FORMS = new Map<string, VerbForm>();
for (const base of VERBS) {
  for (const [form, shape] of regularForms(base)) if (!VERB_FORMS.has(form)) VERB_FORMS.set(form, { base, ...shape });
  // 'cost', 'cut', 'put': a past the same as the base form stays the base form.
  for (const form of IRREGULAR_FORMS[base] ?? []) {
    if (form !== base) VERB_FORMS.set(form, { base, thirdPerson: form === 'has' || form === 'goes', nonFinite: form !== 'has' && form !== 'goes' });
  }
}

export function verbForm(word: string): VerbForm | undefined {
  return VERB_FORMS.get(word.toLowerCase());
}

/** Whether a word can only be a verb ('predict', 'ignores', 'waiting'), not also a noun ('demand', 'stock'). */
export function isVerbOnly(word: string): boolean {
  const lower = word.toLowerCase();
  const form = VERB_FORMS.get(lower);
  if (!form || ING_NOUNS.has(lower) || peopleKind(lower)) return false;
  return form.nonFinite || !NOUN_VERBS.has(form.base);
}

/** Whether a word may be a noun as well as a verb, so that only its neighbours tell which it is here. */
export function isNounOrVerb(word: string): boolean {
  const lower = word.toLowerCase();
  const form = VERB_FORMS.get(lower);
  return (form !== undefined && NOUN_VERBS.has(form.base) && !form.nonFinite) || ING_NOUNS.has(lower);
}

/** The class of a word on its own, before its neighbours are considered; ambiguous words come back as 'noun'. */
export function lexicalClass(word: string): WordClass {
  const lower = word.toLowerCase();
  if (/^\d/.test(lower) || NUMBER_WORDS.has(lower)) return 'number';
  if (DETERMINERS.has(lower)) return 'determiner';
  if (POSSESSIVES.has(lower) || /'s$/.test(lower)) return 'possessive';
  if (AUXILIARIES.has(lower)) return 'auxiliary';
  if (PRONOUNS.has(lower)) return 'pronoun';
  if (PREPOSITIONS.has(lower)) return 'preposition';
  if (CONJUNCTIONS.has(lower)) return 'conjunction';
  if (ADVERBS.has(lower)) return 'adverb';
  if (ADJECTIVES.has(lower)) return 'adjective';
  if (peopleKind(lower) || ING_NOUNS.has(lower) || isNounOrVerb(lower)) return 'noun';
  if (VERB_FORMS.has(lower)) return 'verb';
  if (lower.length > 4 && lower.endsWith('ly') && !LY_WORDS.has(lower)) return 'adverb';
  if (ADJECTIVE_SUFFIX.test(lower) && lower.length > 6 && !SUFFIX_NOUNS.has(lower)) return 'adjective';
  // Participles of verbs the list does not know ('fined', 'overbooked'); 'seed', 'bed' and 'hundred' stay nouns.
  if ((/^[a-z]{3,}ed$/.test(lower) && !/eed$/.test(lower) && !ED_WORDS.has(lower)) || /^[a-z]{4,}ing$/.test(lower)) return 'verb';
  return 'noun';
}

// Frequent misspellings and contractions written without their apostrophe, as members type them.
export const SPELLING_FIXES: Record<string, string> = {
  teh: 'the', hte: 'the', adn: 'and', taht: 'that', thier: 'their', recieve: 'receive', alot: 'a lot',
  insted: 'instead', becuase: 'because', beacuse: 'because', wich: 'which', doesnt: "doesn't", dont: "don't",
  cant: "can't", wont: "won't", isnt: "isn't", arent: "aren't", didnt: "didn't", havent: "haven't", couldnt: "couldn't",
  wouldnt: "wouldn't", shouldnt: "shouldn't", wasnt: "wasn't", im: "I'm", ive: "I've", youre: "you're",
  theyre: "they're", goverment: 'government', buisness: 'business', bussiness: 'business', busines: 'business',
  resturant: 'restaurant', resturants: 'restaurants', restaraunts: 'restaurants', managment: 'management',
  enviroment: 'environment', accomodation: 'accommodation', untill: 'until', wierd: 'weird', definately: 'definitely',
};

/** Names members often type in lower case; written as the brands write them. */
export const PROPER_NAMES: Record<string, string> = Object.fromEntries(
  words(`Amazon Google Uber Facebook Instagram TikTok WhatsApp Excel Airbnb Booking.com Shopify Etsy eBay LinkedIn
  YouTube Spotify Slack Zoom Netflix Apple Microsoft Android iPhone PayPal Stripe Deliveroo Glovo Lyft`).map((name) => [name.toLowerCase(), name]),
);
