// What the local provider knows about the markets a member's problem may belong to: the words that point to a
// sector, who usually has the problem and what it is about (for problems that name neither), who competes and which
// technologies fit. A problem matching no sector still gets a plausible idea from the general sector.
import type { BusinessModel, Category, TechnologyTag } from '@app/domain/ideas/idea-enumerations';

export interface Sector {
  category: Category;
  /** Word beginnings that point to this sector ('recycl' matches recycle, recycling). */
  roots: readonly string[];
  /** Plural noun phrases, for a problem that names nobody. */
  audiences: readonly string[];
  /** A noun phrase for what the problem is about, when the problem gives none. */
  topic: string;
  /** Who solves it today, and why they fall short: plural noun phrases that end in a noun. */
  incumbents: readonly string[];
  technologies: readonly TechnologyTag[];
  businessModel: BusinessModel;
  /** Market size range in billions of dollars. */
  marketBillions: readonly [number, number];
}

export const SECTORS: readonly Sector[] = [
  {
    category: 'EdTech',
    topic: 'learning and homework',
    roots: ['school', 'student', 'teach', 'learn', 'class', 'course', 'exam', 'tutor', 'homework', 'study', 'educat', 'kid', 'child'],
    audiences: ['students', 'teachers', 'parents of school-age children', 'adult learners'],
    incumbents: ['generic course platforms with one-size-fits-all content', 'private tutors priced out of reach for most families'],
    technologies: ['AI/ML', 'Mobile', 'Cloud'],
    businessModel: 'B2C',
    marketBillions: [4, 40],
  },
  {
    category: 'HealthTech',
    topic: 'care and appointments',
    roots: ['health', 'doctor', 'patient', 'clinic', 'hospital', 'medic', 'nurse', 'therap', 'mental', 'sleep', 'diet', 'symptom', 'pharma', 'care'],
    audiences: ['patients with chronic conditions', 'small clinics', 'family caregivers', 'health-conscious adults'],
    incumbents: ['clunky hospital portals', 'wellness apps without clinical grounding'],
    technologies: ['AI/ML', 'Mobile', 'IoT'],
    businessModel: 'B2B2C',
    marketBillions: [8, 60],
  },
  {
    category: 'FinTech',
    topic: 'payments and cash flow',
    roots: ['money', 'bank', 'pay', 'paid', 'invoice', 'loan', 'budget', 'saving', 'tax', 'expense', 'debt', 'credit', 'financ', 'salary', 'bill'],
    audiences: ['freelancers', 'small business owners', 'young professionals', 'households on tight budgets'],
    incumbents: ['traditional banks with slow, paper-heavy processes', 'spreadsheet templates that break at the first exception'],
    technologies: ['AI/ML', 'Cloud', 'Mobile'],
    businessModel: 'B2C',
    marketBillions: [10, 90],
  },
  {
    category: 'GreenTech',
    topic: 'waste and recycling',
    roots: ['waste', 'wast', 'recycl', 'food', 'climate', 'carbon', 'plastic', 'pollut', 'compost', 'emission', 'sustainab', 'environment'],
    audiences: ['eco-minded households', 'restaurants and cafés', 'facility managers', 'municipal waste teams'],
    incumbents: ['municipal programmes with little feedback', 'consultancies that audit once a year'],
    technologies: ['IoT', 'Big Data', 'Mobile'],
    businessModel: 'B2B',
    marketBillions: [3, 30],
  },
  {
    category: 'EnergyTech',
    topic: 'energy use',
    roots: ['energy', 'electric', 'solar', 'battery', 'grid', 'power', 'heating', 'charger'],
    audiences: ['homeowners with rooftop solar', 'small manufacturers', 'apartment building managers'],
    incumbents: ['utilities with flat tariffs and no insight', 'installers who disappear after the sale'],
    technologies: ['IoT', 'Big Data', 'Cloud'],
    businessModel: 'B2C',
    marketBillions: [6, 50],
  },
  {
    category: 'PropTech',
    topic: 'rentals and repairs',
    roots: ['rent', 'tenant', 'landlord', 'apartment', 'housing', 'property', 'flat', 'roommate', 'mortgage', 'lease'],
    audiences: ['renters in big cities', 'independent landlords', 'property managers'],
    incumbents: ['listing portals full of outdated ads', 'agencies charging a month of rent in fees'],
    technologies: ['Cloud', 'Mobile', 'AI/ML'],
    businessModel: 'B2B2C',
    marketBillions: [5, 35],
  },
  {
    category: 'AgriTech',
    topic: 'crops and harvests',
    roots: ['farm', 'crop', 'harvest', 'soil', 'livestock', 'agricult', 'irrigat', 'seed', 'cattle'],
    audiences: ['smallholder farmers', 'farm cooperatives', 'greenhouse growers'],
    incumbents: ['agronomists who visit a few times a season', 'generic weather apps'],
    technologies: ['IoT', 'AI/ML', 'Mobile'],
    businessModel: 'B2B',
    marketBillions: [3, 25],
  },
  {
    category: 'RetailTech',
    topic: 'stock and orders',
    roots: ['shop', 'store', 'retail', 'grocer', 'checkout', 'inventor', 'customer', 'product', 'ecommerce', 'order'],
    audiences: ['independent shop owners', 'online sellers', 'busy shoppers'],
    incumbents: ['point-of-sale systems built for large chains', 'marketplaces that own the customer relationship'],
    technologies: ['Cloud', 'AI/ML', 'Mobile'],
    businessModel: 'B2B',
    marketBillions: [6, 45],
  },
  {
    category: 'LogisticsTech',
    topic: 'deliveries',
    roots: ['deliver', 'shipping', 'parcel', 'warehouse', 'truck', 'freight', 'courier', 'package', 'supply'],
    audiences: ['small e-commerce brands', 'local couriers', 'warehouse operators'],
    incumbents: ['national carriers with rigid pick-up windows', 'freight brokers working by phone and email'],
    technologies: ['IoT', 'Cloud', 'Big Data'],
    businessModel: 'B2B',
    marketBillions: [8, 70],
  },
  {
    category: 'TransportTech',
    topic: 'everyday journeys',
    roots: ['parking', 'traffic', 'commut', 'bus', 'car', 'bike', 'scooter', 'taxi', 'ride', 'train', 'drive'],
    audiences: ['daily commuters', 'city drivers', 'fleet managers'],
    incumbents: ['city apps showing stale data', 'ride-hailing platforms that optimise for their own margins'],
    technologies: ['Mobile', 'IoT', '5G'],
    businessModel: 'B2C',
    marketBillions: [5, 40],
  },
  {
    category: 'TravelTech',
    topic: 'trips and bookings',
    roots: ['travel', 'trip', 'hotel', 'flight', 'tourist', 'vacation', 'holiday', 'booking', 'luggage'],
    audiences: ['independent travellers', 'boutique hotels', 'tour operators'],
    incumbents: ['online travel agencies taking 15–25% commission', 'guidebooks that are out of date on arrival'],
    technologies: ['Mobile', 'AI/ML', 'Cloud'],
    businessModel: 'B2C',
    marketBillions: [7, 55],
  },
  {
    category: 'HRTech',
    topic: 'hiring and onboarding',
    roots: ['hiring', 'recruit', 'employee', 'job', 'staff', 'payroll', 'interview', 'candidate', 'onboard', 'remote', 'team'],
    audiences: ['HR teams at growing companies', 'job seekers', 'managers of remote teams'],
    incumbents: ['applicant tracking systems built for enterprises', 'job boards that reward volume over fit'],
    technologies: ['AI/ML', 'Cloud', 'Big Data'],
    businessModel: 'B2B',
    marketBillions: [4, 30],
  },
  {
    category: 'LegalTech',
    topic: 'contracts and paperwork',
    roots: ['legal', 'lawyer', 'contract', 'court', 'complian', 'regulat', 'visa', 'permit', 'paperwork'],
    audiences: ['small businesses without in-house counsel', 'immigrants handling paperwork', 'solo lawyers'],
    incumbents: ['law firms billing by the hour', 'template sites with no guidance'],
    technologies: ['AI/ML', 'Cloud', 'Blockchain'],
    businessModel: 'B2B2C',
    marketBillions: [2, 20],
  },
  {
    category: 'CreatorTech',
    topic: 'content and payouts',
    roots: ['creator', 'video', 'podcast', 'content', 'music', 'artist', 'influenc', 'stream', 'audience', 'photo'],
    audiences: ['independent creators', 'small media studios', 'musicians'],
    incumbents: ['social platforms whose algorithms decide the payouts', 'agencies taking a large cut'],
    technologies: ['AI/ML', 'Cloud', 'Mobile'],
    businessModel: 'B2C',
    marketBillions: [3, 25],
  },
  {
    category: 'SportsTech',
    topic: 'training and fitness',
    roots: ['sport', 'athlet', 'gym', 'coach', 'fitness', 'running', 'football', 'training', 'workout'],
    audiences: ['amateur athletes', 'grassroots sports clubs', 'personal trainers'],
    incumbents: ['expensive wearables that only count steps', 'club spreadsheets and group chats'],
    technologies: ['IoT', 'Mobile', 'AI/ML'],
    businessModel: 'B2C',
    marketBillions: [2, 20],
  },
  {
    category: 'SecurityTech',
    topic: 'scams and account security',
    roots: ['security', 'password', 'fraud', 'scam', 'privacy', 'hack', 'phishing', 'identity', 'theft'],
    audiences: ['small companies without a security team', 'older adults targeted by scams', 'IT administrators'],
    incumbents: ['enterprise suites priced for large companies', 'antivirus tools that miss social engineering'],
    technologies: ['AI/ML', 'Cloud', 'Big Data'],
    businessModel: 'B2B',
    marketBillions: [5, 45],
  },
];

/**
 * For problems that name no known sector. Its category is drawn from the broad ones: a problem about community
 * gardens is not a space or defence product.
 */
export const GENERAL_CATEGORIES: readonly Category[] = ['DataTech', 'MarketingTech', 'MediaTech', 'GovTech', 'InsurTech', 'IndustryTech'];
export const GENERAL_SECTOR: Omit<Sector, 'category' | 'roots'> = {
  audiences: ['small teams', 'busy professionals', 'busy households'],
  topic: 'everyday admin',
  incumbents: ['manual workarounds with spreadsheets and messaging apps', 'general-purpose tools that fit nobody exactly'],
  technologies: ['Cloud', 'Mobile', 'AI/ML'],
  businessModel: 'B2C',
  marketBillions: [1, 15],
};

// Endings a root may take and still mean the same thing: 'recycl' + 'ing', 'clinic' + 's', 'shop' + 'ping'.
const ROOT_ENDINGS = new Set(
  `- s es e ed d r rs er ers ing ings ion ions ation ations al ic ics ist ists ment ments y ies ity ility le ure ures ural
  ance ant ants ent ents ory or ors ive ial ine ce cy cies ceutical ceuticals ian ians ee ees`.split(/\s+/),
);
/** Words a root and an ending make that mean something else: 'bus' + 'y', 'bill' + 'ion'. */
const FALSE_FRIENDS = new Set(
  ['car:carer', 'car:carers', 'car:career', 'car:careers', 'care:career', 'care:careers', 'bus:busy', 'bill:billion',
    'bill:billions', 'class:classic', 'product:productive', 'stream:streamer', 'remote:remotely'],
);

/** Whether a lower-case word points to the sector: one of its roots with an ending ('parking', 'clinics'). */
export function sectorMatches(sector: Sector, word: string): boolean {
  return sector.roots.some((root) => {
    if (!word.startsWith(root) || FALSE_FRIENDS.has(`${root}:${word}`)) return false;
    const ending = word.slice(root.length) || '-';
    // A doubled last letter before the ending: 'shop' + 'p' + 'ing'.
    return ROOT_ENDINGS.has(ending) || (ending.startsWith(root.slice(-1)) && ROOT_ENDINGS.has(ending.slice(1)));
  });
}

/** How a technology reads in a sentence: 'It combines machine learning and a mobile app.' */
const TECHNOLOGY_NOUNS: Record<TechnologyTag, string> = {
  'AI/ML': 'machine learning',
  Blockchain: 'a shared ledger',
  IoT: 'connected sensors',
  'AR/VR': 'augmented reality',
  'Big Data': 'data analytics',
  Cloud: 'cloud software',
  Mobile: 'a mobile app',
  '5G': '5G connectivity',
};

/** A technology tag as a noun phrase; a tag the member typed that the catalog lacks stays as they wrote it. */
export function technologyNoun(tag: string): string {
  return (TECHNOLOGY_NOUNS as Record<string, string | undefined>)[tag] ?? tag;
}
