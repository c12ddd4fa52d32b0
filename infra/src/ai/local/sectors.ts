// What the local provider knows about the markets a member's problem may belong to: the words that point to a
// sector, who has the problem, who competes and which technologies fit. A problem matching no sector still gets a
// plausible idea from the general sector.
import type { BusinessModel, Category, TechnologyTag } from '@app/domain/ideas/catalog';

export interface Sector {
  category: Category;
  /** Word beginnings that point to this sector ('recycl' matches recycle, recycling). */
  roots: readonly string[];
  audiences: readonly string[];
  /** Who solves it today, and why they fall short. */
  incumbents: readonly string[];
  technologies: readonly TechnologyTag[];
  businessModel: BusinessModel;
  /** Market size range in billions of dollars. */
  marketBillions: readonly [number, number];
}

export const SECTORS: readonly Sector[] = [
  {
    category: 'EdTech',
    roots: ['school', 'student', 'teach', 'learn', 'class', 'course', 'exam', 'tutor', 'homework', 'study', 'educat', 'kid', 'child'],
    audiences: ['students', 'teachers', 'parents of school-age children', 'adult learners'],
    incumbents: ['generic course platforms with one-size-fits-all content', 'private tutors priced out of reach for most families'],
    technologies: ['AI/ML', 'Mobile', 'Cloud'],
    businessModel: 'B2C',
    marketBillions: [4, 40],
  },
  {
    category: 'HealthTech',
    roots: ['health', 'doctor', 'patient', 'clinic', 'hospital', 'medic', 'nurse', 'therap', 'mental', 'sleep', 'diet', 'symptom', 'pharma', 'care'],
    audiences: ['patients with chronic conditions', 'small clinics', 'family caregivers', 'health-conscious adults'],
    incumbents: ['hospital portals nobody enjoys using', 'wellness apps without clinical grounding'],
    technologies: ['AI/ML', 'Mobile', 'IoT'],
    businessModel: 'B2B2C',
    marketBillions: [8, 60],
  },
  {
    category: 'FinTech',
    roots: ['money', 'bank', 'pay', 'invoice', 'loan', 'budget', 'saving', 'tax', 'expense', 'debt', 'credit', 'financ', 'salary', 'bill'],
    audiences: ['freelancers', 'small business owners', 'young professionals', 'households on tight budgets'],
    incumbents: ['traditional banks with slow, paper-heavy processes', 'spreadsheet templates that break at the first exception'],
    technologies: ['AI/ML', 'Cloud', 'Mobile'],
    businessModel: 'B2C',
    marketBillions: [10, 90],
  },
  {
    category: 'GreenTech',
    roots: ['waste', 'recycl', 'climate', 'carbon', 'plastic', 'pollut', 'compost', 'emission', 'sustainab', 'environment'],
    audiences: ['eco-minded households', 'restaurants and cafés', 'facility managers', 'municipal waste teams'],
    incumbents: ['municipal programmes with little feedback', 'consultancies that audit once a year'],
    technologies: ['IoT', 'Big Data', 'Mobile'],
    businessModel: 'B2B',
    marketBillions: [3, 30],
  },
  {
    category: 'EnergyTech',
    roots: ['energy', 'electric', 'solar', 'battery', 'grid', 'power', 'heating', 'charger'],
    audiences: ['homeowners with rooftop solar', 'small manufacturers', 'apartment building managers'],
    incumbents: ['utilities with flat tariffs and no insight', 'installers who disappear after the sale'],
    technologies: ['IoT', 'Big Data', 'Cloud'],
    businessModel: 'B2C',
    marketBillions: [6, 50],
  },
  {
    category: 'PropTech',
    roots: ['rent', 'tenant', 'landlord', 'apartment', 'housing', 'property', 'flat', 'roommate', 'mortgage', 'lease'],
    audiences: ['renters in big cities', 'independent landlords', 'property managers'],
    incumbents: ['listing portals full of outdated ads', 'agencies charging a month of rent in fees'],
    technologies: ['Cloud', 'Mobile', 'AI/ML'],
    businessModel: 'B2B2C',
    marketBillions: [5, 35],
  },
  {
    category: 'AgriTech',
    roots: ['farm', 'crop', 'harvest', 'soil', 'livestock', 'agricult', 'irrigat', 'seed', 'cattle'],
    audiences: ['smallholder farmers', 'farm cooperatives', 'greenhouse growers'],
    incumbents: ['agronomists who visit a few times a season', 'generic weather apps'],
    technologies: ['IoT', 'AI/ML', 'Mobile'],
    businessModel: 'B2B',
    marketBillions: [3, 25],
  },
  {
    category: 'RetailTech',
    roots: ['shop', 'store', 'retail', 'grocer', 'checkout', 'inventor', 'customer', 'product', 'ecommerce', 'order'],
    audiences: ['independent shop owners', 'online sellers', 'busy shoppers'],
    incumbents: ['point-of-sale systems built for large chains', 'marketplaces that own the customer relationship'],
    technologies: ['Cloud', 'AI/ML', 'Mobile'],
    businessModel: 'B2B',
    marketBillions: [6, 45],
  },
  {
    category: 'LogisticsTech',
    roots: ['deliver', 'shipping', 'parcel', 'warehouse', 'truck', 'freight', 'courier', 'package', 'supply'],
    audiences: ['small e-commerce brands', 'local couriers', 'warehouse operators'],
    incumbents: ['national carriers with rigid pick-up windows', 'freight brokers working by phone and email'],
    technologies: ['IoT', 'Cloud', 'Big Data'],
    businessModel: 'B2B',
    marketBillions: [8, 70],
  },
  {
    category: 'TransportTech',
    roots: ['parking', 'traffic', 'commut', 'bus', 'car', 'bike', 'scooter', 'taxi', 'ride', 'train', 'drive'],
    audiences: ['daily commuters', 'city drivers', 'fleet managers'],
    incumbents: ['city apps showing stale data', 'ride-hailing platforms that optimise for their own margins'],
    technologies: ['Mobile', 'IoT', '5G'],
    businessModel: 'B2C',
    marketBillions: [5, 40],
  },
  {
    category: 'TravelTech',
    roots: ['travel', 'trip', 'hotel', 'flight', 'tourist', 'vacation', 'holiday', 'booking', 'luggage'],
    audiences: ['independent travellers', 'boutique hotels', 'tour operators'],
    incumbents: ['online travel agencies taking 15–25% commission', 'guidebooks that are out of date on arrival'],
    technologies: ['Mobile', 'AI/ML', 'Cloud'],
    businessModel: 'B2C',
    marketBillions: [7, 55],
  },
  {
    category: 'HRTech',
    roots: ['hiring', 'recruit', 'employee', 'job', 'staff', 'payroll', 'interview', 'candidate', 'onboard', 'remote', 'team'],
    audiences: ['HR teams at growing companies', 'job seekers', 'managers of remote teams'],
    incumbents: ['applicant tracking systems built for enterprises', 'job boards that reward volume over fit'],
    technologies: ['AI/ML', 'Cloud', 'Big Data'],
    businessModel: 'B2B',
    marketBillions: [4, 30],
  },
  {
    category: 'LegalTech',
    roots: ['legal', 'lawyer', 'contract', 'court', 'complian', 'regulat', 'visa', 'permit', 'paperwork'],
    audiences: ['small businesses without in-house counsel', 'immigrants handling paperwork', 'solo lawyers'],
    incumbents: ['law firms billing by the hour', 'template sites with no guidance'],
    technologies: ['AI/ML', 'Cloud', 'Blockchain'],
    businessModel: 'B2B2C',
    marketBillions: [2, 20],
  },
  {
    category: 'CreatorTech',
    roots: ['creator', 'video', 'podcast', 'content', 'music', 'artist', 'influenc', 'stream', 'audience', 'photo'],
    audiences: ['independent creators', 'small media studios', 'musicians'],
    incumbents: ['social platforms whose algorithms decide who gets paid', 'agencies taking a large cut'],
    technologies: ['AI/ML', 'Cloud', 'Mobile'],
    businessModel: 'B2C',
    marketBillions: [3, 25],
  },
  {
    category: 'SportsTech',
    roots: ['sport', 'athlet', 'gym', 'coach', 'fitness', 'running', 'football', 'training', 'workout'],
    audiences: ['amateur athletes', 'grassroots sports clubs', 'personal trainers'],
    incumbents: ['expensive wearables that only count steps', 'club spreadsheets and group chats'],
    technologies: ['IoT', 'Mobile', 'AI/ML'],
    businessModel: 'B2C',
    marketBillions: [2, 20],
  },
  {
    category: 'SecurityTech',
    roots: ['security', 'password', 'fraud', 'scam', 'privacy', 'hack', 'phishing', 'identity', 'theft'],
    audiences: ['small companies without a security team', 'older adults targeted by scams', 'IT administrators'],
    incumbents: ['enterprise suites priced for large companies', 'antivirus tools that miss social engineering'],
    technologies: ['AI/ML', 'Cloud', 'Big Data'],
    businessModel: 'B2B',
    marketBillions: [5, 45],
  },
];

/** For problems that name no known sector. */
export const GENERAL_SECTOR: Omit<Sector, 'category' | 'roots'> = {
  audiences: ['small teams', 'busy professionals', 'local communities'],
  incumbents: ['manual workarounds with spreadsheets and messaging apps', 'general-purpose tools that fit nobody exactly'],
  technologies: ['Cloud', 'Mobile', 'AI/ML'],
  businessModel: 'B2C',
  marketBillions: [1, 15],
};
