// The seed's trends: written by hand (they are few and users read them closely); the ideas each one links are
// drawn from the published ideas of the trend's categories.
import type { Category } from '@app/domain/ideas/idea-enumerations';
import type { TrendSource, TrendType } from '@app/domain/trends/trend-view';

export interface TrendDefinition {
  title: string;
  description: string;
  type: TrendType;
  source: TrendSource;
  daysAgo: number;
  categories: readonly Category[];
  /** How many ideas to link (fewer when the catalog has fewer fitting ideas); 0 for a trend nobody filled yet. */
  links: number;
}

export const TREND_DEFINITIONS: readonly TrendDefinition[] = [
  {
    title: 'AI Agents for Back-Office Work',
    description: 'Software that does the clerical work between systems — reconciling, filing, checking, chasing — instead of helping people do it faster. Looking for ideas that take a whole workflow off someone’s plate.',
    type: 'RFI', source: 'YC', daysAgo: 412, categories: ['FinTech', 'LegalTech', 'HRTech', 'DataTech'], links: 14,
  },
  {
    title: 'Month-End Close Still Takes Ten Days',
    description: 'Finance teams at mid-sized companies still spend the first fortnight of every month matching transactions by hand. The tools exist for enterprises; the middle of the market is underserved.',
    type: 'PROBLEM', source: 'IdeaPlatform', daysAgo: 388, categories: ['FinTech', 'DataTech'], links: 8,
  },
  {
    title: 'Software for Small Manufacturers',
    description: 'Most factories with under 200 people run on whiteboards, spreadsheets and machines older than their operators. Ideas that bring predictive maintenance, quality and planning to them without an integrator.',
    type: 'RFI', source: 'YC', daysAgo: 361, categories: ['IndustryTech', 'DeviceTech'], links: 11,
  },
  {
    title: 'Food Waste in Kitchens and Shops',
    description: 'Restaurants, grocers and farms throw away a large share of what they buy or grow, and mostly cannot say why. Measuring waste is the first step to paying less for it.',
    type: 'PROBLEM', source: 'Other', daysAgo: 334, categories: ['GreenTech', 'RetailTech', 'AgriTech'], links: 9,
  },
  {
    title: 'Climate Adaptation Tools',
    description: 'Heatwaves, floods and droughts are already here. We want ideas that help cities, farms and builders adapt — not only cut emissions.',
    type: 'RFI', source: 'IdeaPlatform', daysAgo: 301, categories: ['GreenTech', 'AgriTech', 'ConstructionTech'], links: 12,
  },
  {
    title: 'Healthcare Staffing Relief',
    description: 'Clinics, care agencies and hospitals cannot hire fast enough. Ideas that give clinicians back time — scheduling, documentation, remote monitoring — rather than asking them to do more.',
    type: 'RFI', source: 'YC', daysAgo: 276, categories: ['HealthTech', 'HRTech'], links: 10,
  },
  {
    title: 'Permits and Paperwork Slow Down Building',
    description: 'A routine building permit can take months, and every month of delay adds cost to homes that are already unaffordable. Plan checks and inspections are ripe for automation.',
    type: 'PROBLEM', source: 'YC', daysAgo: 249, categories: ['GovTech', 'ConstructionTech', 'PropTech'], links: 7,
  },
  {
    title: 'Open Data for Cities',
    description: 'Cities sit on data about roads, budgets, permits and services that residents and builders cannot use. Ideas that publish it, clean it and put it to work.',
    type: 'RFI', source: 'Other', daysAgo: 221, categories: ['GovTech', 'DataTech'], links: 6,
  },
  {
    title: 'Last-Mile Delivery Costs',
    description: 'The last mile is still the most expensive part of a parcel’s journey, and failed deliveries make it worse. Routing, consolidation and cold chain all have room to improve.',
    type: 'PROBLEM', source: 'Other', daysAgo: 198, categories: ['LogisticsTech', 'TransportTech', 'RetailTech'], links: 13,
  },
  {
    title: 'Financial Access for Emerging Markets',
    description: 'Hundreds of millions of people earn, save and send money through their phones but still lack credit, insurance and fair remittances. Ideas built for them from the start.',
    type: 'RFI', source: 'IdeaPlatform', daysAgo: 176, categories: ['FinTech', 'InsurTech', 'AgriTech'], links: 12,
  },
  {
    title: 'Scope 3 Emissions Nobody Can Measure',
    description: 'Large buyers must now report their suppliers’ emissions, and suppliers have no way to produce the numbers. Whoever makes measurement cheap owns the relationship.',
    type: 'PROBLEM', source: 'YC', daysAgo: 154, categories: ['GreenTech', 'LogisticsTech', 'EnergyTech'], links: 10,
  },
  {
    title: 'Grid Flexibility and Home Energy',
    description: 'Batteries, heat pumps and EVs could balance the grid if someone coordinated them. Ideas for the software layer between homes, buildings and grid operators.',
    type: 'RFI', source: 'Other', daysAgo: 133, categories: ['EnergyTech', 'PropTech', 'GreenTech'], links: 9,
  },
  {
    title: 'Ransomware Hits Small Organisations',
    description: 'Schools, clinics and small firms are now the main ransomware targets, with no security team and backups nobody has tested. Security has to come packaged for them.',
    type: 'PROBLEM', source: 'IdeaPlatform', daysAgo: 6, categories: ['SecurityTech', 'DataTech'], links: 8,
  },
  {
    title: 'Tools for Independent Creators',
    description: 'Millions of creators run one-person media businesses on tools built for brands and agencies. Ideas for sponsorships, repurposing, royalties and owned audiences.',
    type: 'RFI', source: 'IdeaPlatform', daysAgo: 97, categories: ['CreatorTech', 'MediaTech', 'MarketingTech'], links: 11,
  },
  {
    title: 'Rural Patients Wait Too Long for Care',
    description: 'Outside the cities, the nearest clinic is far, understaffed and often out of stock. Remote monitoring, supply forecasting and triage can close part of the gap.',
    type: 'PROBLEM', source: 'YC', daysAgo: 84, categories: ['HealthTech', 'DeviceTech'], links: 9,
  },
  {
    title: 'Resilience and Civil Protection',
    description: 'Floods, fires, grid failures and hostile drones test the same thing: whether agencies can see and coordinate in time. Dual-use ideas welcome.',
    type: 'RFI', source: 'Other', daysAgo: 71, categories: ['DefenseTech', 'SecurityTech', 'SpaceTech'], links: 8,
  },
  {
    title: 'Frontline Workers Lack Good Tools',
    description: 'Four out of five workers never sit at a desk, yet most workplace software assumes they do. Scheduling, training and safety tools built for the shop floor and the road.',
    type: 'PROBLEM', source: 'IdeaPlatform', daysAgo: 58, categories: ['HRTech', 'IndustryTech', 'ConstructionTech'], links: 12,
  },
  {
    title: 'Earth Observation Beyond Imagery',
    description: 'Satellites now image the whole planet daily; the opportunity is in answers, not pictures. Yield forecasts, ground movement and methane plumes sold to the people who act on them.',
    type: 'RFI', source: 'YC', daysAgo: 45, categories: ['SpaceTech', 'AgriTech', 'GreenTech'], links: 7,
  },
  {
    title: 'Fans Priced Out by Ticket Touts',
    description: 'Bots buy tickets in seconds and resell them at several times face value. Artists, venues and teams want fair resale that keeps fans in the room.',
    type: 'PROBLEM', source: 'Other', daysAgo: 33, categories: ['EntertainTech', 'SportsTech'], links: 5,
  },
  {
    title: 'Research Results That Cannot Be Reproduced',
    description: 'A large share of published findings cannot be reproduced, often because protocols and data were never captured properly. Better lab tooling is part of the fix.',
    type: 'PROBLEM', source: 'Other', daysAgo: 21, categories: ['ResearchTech', 'DataTech'], links: 6,
  },
  {
    title: 'Learning That Leads to Jobs',
    description: 'Course completions do not get people hired; proof of skills does. Ideas that connect learning, credentials and hiring for career switchers and frontline workers.',
    type: 'RFI', source: 'IdeaPlatform', daysAgo: 12, categories: ['EdTech', 'HRTech'], links: 10,
  },
  {
    title: 'Local Commerce Comeback',
    description: 'Independent shops, restaurants and service businesses compete with chains and marketplaces using tools built for neither. Loyalty, reviews, stock and delivery for the high street.',
    type: 'RFI', source: 'IdeaPlatform', daysAgo: 3, categories: ['RetailTech', 'MarketingTech', 'LogisticsTech'], links: 15,
  },
  {
    title: 'Tourism Overload in Popular Destinations',
    description: 'A few famous places are overrun while the towns around them empty out. Destinations need to measure and spread visitor flows without turning people away.',
    type: 'PROBLEM', source: 'IdeaPlatform', daysAgo: 5, categories: ['TravelTech', 'TransportTech'], links: 4,
  },
  {
    title: 'Older Adults Living Alone',
    description: 'More people than ever are growing old alone at home. Falls, missed medication and isolation go unnoticed for too long; the right devices and services could help without intruding.',
    type: 'PROBLEM', source: 'IdeaPlatform', daysAgo: 1, categories: ['HealthTech', 'DeviceTech'], links: 0,
  },
];
