// Which of the catalog's categories a member's problem is about: the word roots that point to each one. Everything
// else the local provider writes with (audiences, themes, markets, incumbents, channels, prices) is the seed catalog's
// own material (seed/src/platform-ideas/vocabulary-part-*.ts); choose-material.ts weighs these roots together with
// the words of that material.
import type { Category, TechnologyTag } from '@app/domain/ideas/idea-enumerations';

export interface Sector {
  category: Category;
  /** Word beginnings that point to this category ('recycl' matches recycle, recycling); none for the general one. */
  roots: readonly string[];
}

const roots = (category: Category, list: string): Sector => ({ category, roots: list.trim().split(/\s+/) });

export const SECTORS: readonly Sector[] = [
  roots('EdTech', 'school student teach learn class course exam tutor homework study educat pupil lesson grad essay math maths literacy curricul classroom'),
  roots('FinTech', 'money bank pay paid invoice loan budget saving tax expense debt credit financ salary cash wallet remittanc lend lender accountant bookkeep bill earn earning income'),
  roots('HealthTech', 'health doctor patient clinic hospital medic medicin medication nurse therap mental symptom pharma pharmac dentist dental appointment diabet specialist diagnos pill vaccin'),
  roots('GreenTech', 'waste recycl compost climate carbon plastic pollut emission sustainab environment unsold leftover surplus landfill bin'),
  roots('PropTech', 'rent tenant landlord apartment housing property flat flatmate roommate mortgage lease deposit letting'),
  roots('AgriTech', 'farm crop harvest soil livestock agricult irrigat cattle cow dairy vineyard grape frost beekeep bee hive orchard greenhouse'),
  roots('GovTech', 'council municipal citizen resident permit government public civic benefit pothole streetlight bureaucra hall ministry'),
  roots('RetailTech', 'shop store retail grocer checkout inventor stock ecommerce boutique shelf shelves best-seller merchandis fashion clothing apparel'),
  roots('LegalTech', 'legal lawyer contract court complian regulat visa permit paperwork eviction rights attorney lawsuit'),
  roots('HRTech', 'hiring recruit employee job staff payroll candidate onboard rota shift cv cvs hire workforce'),
  roots('SecurityTech', 'security password fraud scam privacy hack phishing identity theft cyber ransomware malware breach caller'),
  roots('IndustryTech', 'factory factories machine manufactur plant mill production defect inspect maintenanc downtime assembly'),
  roots('SpaceTech', 'satellite space orbit debris astronom telescope rocket launch'),
  roots('MediaTech', 'news newspaper journalis newsroom reader publish magazine fact-check broadcast'),
  roots('TravelTech', 'travel trip hotel flight tourist tourism vacation holiday booking luggage itinerar hostel'),
  roots('SportsTech', 'sport athlet gym coach fitness running runner football training workout club injur marathon mileage'),
  roots('CreatorTech', 'creator video youtube podcaster content music musician artist artwork illustrat influenc stream photo photograph sponsor royalt'),
  roots('EntertainTech', 'cinema film movie concert ticket scalper gig festival theatre theater game gaming museum venue'),
  roots('InsurTech', 'insur claim premium policy policies cover underwrit vet'),
  roots('LogisticsTech', 'deliver shipping parcel warehouse truck freight courier package supply container customs port cargo import export'),
  roots('DeviceTech', 'device gadget sensor wearable smart fall thermostat appliance alarm'),
  roots('ResearchTech', 'research paper papers lab laboratory sample phd thesis scientist experiment literature journal grant'),
  roots('DefenseTech', 'defence defense drone military border emergency responder disaster flood radio resilien crisis'),
  roots('EnergyTech', 'energy electric electricity solar panel battery grid power heating charger charge ev evs tariff'),
  roots('ConstructionTech', 'construct building builder contractor subcontractor renovat tradespeople tradesperson architect quote plumb'),
  roots('TransportTech', 'parking traffic commut bus buses car bike scooter taxi ride train drive metro transit wheelchair lift route'),
  roots('MarketingTech', 'ad ads advert marketing campaign seo customer review donation donor email lead click loyal regular promot'),
  roots('DataTech', 'data report reports excel spreadsheet dashboard analyst analytic record records database'),
];

/**
 * For problems that name no known category. Its category is drawn from the broad ones: a problem about community
 * gardens is not a space or defence product.
 */
export const GENERAL_CATEGORIES: readonly Category[] = ['DataTech', 'MarketingTech', 'MediaTech', 'InsurTech', 'IndustryTech'];

// Endings a root may take and still mean the same thing: 'recycl' + 'ing', 'clinic' + 's', 'shop' + 'ping'.
const ROOT_ENDINGS = new Set(
  `- s es e ed d r rs er ers ing ings ion ions ation ations al ic ics ist ists ment ments y ies ity ility le ure ures ural
  ance ant ants ent ents ory or ors ive ial ine ce cy cies ceutical ceuticals ian ians ee ees`.split(/\s+/),
);
/** Words a root and an ending make that mean something else: 'bus' + 'y', 'bill' + 'ion'. */
const FALSE_FRIENDS = new Set(
  ['car:carer', 'car:carers', 'car:career', 'car:careers', 'car:care', 'car:cares', 'car:cared', 'care:career', 'care:careers',
    'bus:busy', 'bill:billion', 'bill:billions', 'class:classic', 'product:productive', 'stream:streamer', 'remote:remotely',
    'ev:event', 'ev:events', 'bee:beer', 'bee:beers', 'port:portal', 'port:portals', 'lab:labor', 'journal:journalist',
    'journal:journalists', 'plant:plantation', 'lead:leader', 'lead:leaders'],
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
