// A three-year plan from an idea's pricing and model. Every line is rounded to the thousand before it is added, so
// the table's totals are exact sums of the lines shown.
import type { IdeaDraft } from './compose-idea';
import type { Rng } from '@app/domain/shared/rng';

export interface PlanYear {
  /** Customers (accounts, paying users or contracts) at the year's end. */
  customers: number;
  headcount: number;
  revenue: number;
  team: number;
  delivery: number;
  salesAndMarketing: number;
  generalAndAdmin: number;
  totalCosts: number;
  profit: number;
}

export interface FinancialPlan {
  years: [PlanYear, PlanYear, PlanYear];
  costPerHead: number;
  /** Cost to win one customer, in dollars. */
  acquisitionCost: number;
  /** Share of revenue spent on hosting, support and (for devices) hardware. */
  deliveryShare: number;
  monthlyChurn: number;
  /** The deepest cumulative loss, plus six months of year-one costs: what the company should raise. */
  fundingNeed: number;
  /** 1-3, or null when the plan is still loss-making in year 3. */
  breakEvenYear: number | null;
  /** Annual revenue at the end of year 3: year-3 customers paying for a full year. */
  exitRunRate: number;
}

const thousand = (value: number): number => Math.round(value / 1000) * 1000;

function growth(rng: Rng, draft: IdeaDraft): [number, number, number] {
  const { model, pricing } = draft;
  switch (model) {
    case 'B2B': {
      // Cheaper products win more, smaller customers.
      const first = Math.max(5, Math.round(rng.int(15, 60) * Math.sqrt(299 / pricing.monthly)));
      const second = Math.round(first * (2.2 + rng.next() * 1.6));
      return [first, second, Math.round(second * (1.8 + rng.next()))];
    }
    case 'B2C': {
      const first = rng.int(600, 4000);
      const second = Math.round(first * (3 + rng.next() * 2));
      return [first, second, Math.round(second * (2 + rng.next()))];
    }
    case 'B2B2C': {
      const first = rng.int(3000, 20_000);
      const second = Math.round(first * (3 + rng.next() * 2));
      return [first, second, Math.round(second * (2 + rng.next()))];
    }
    case 'B2G': {
      const scale = Math.sqrt(90_000 / (pricing.monthly * 12));
      const first = Math.max(1, Math.round(rng.int(2, 5) * scale));
      const second = first + Math.round(rng.int(3, 8) * scale);
      return [first, second, second + Math.round(rng.int(5, 12) * scale)];
    }
  }
}

function acquisitionCost(rng: Rng, draft: IdeaDraft): number {
  switch (draft.model) {
    case 'B2B': return Math.round(draft.pricing.monthly * (3 + rng.next() * 5));
    case 'B2C': return rng.int(12, 40);
    case 'B2B2C': return rng.int(2, 6);
    case 'B2G': return rng.int(15, 40) * 1000;
  }
}

export function financialPlan(rng: Rng, draft: IdeaDraft): FinancialPlan {
  const customers = growth(rng, draft);
  const startingTeam = Number(/^(\d+)/.exec(draft.content.teamSize)?.[1] ?? '3') + 1;
  const headcounts = [startingTeam, Math.round(startingTeam * 1.8), Math.round(startingTeam * 2.7)];
  const costPerHead = rng.int(17, 26) * 5000;
  const cac = acquisitionCost(rng, draft);
  const hardware = draft.technologies.includes('IoT') || draft.vocabulary.category === 'DeviceTech';
  const deliveryShare = (hardware ? rng.int(22, 32) : rng.int(8, 16)) / 100;
  const monthlyChurn = (draft.model === 'B2C' ? rng.int(30, 60) : rng.int(8, 25)) / 1000;
  let previous = 0;
  const years = customers.map((atEnd, index): PlanYear => {
    const average = (previous + atEnd) / 2;
    const revenue = thousand(average * draft.pricing.monthly * 12);
    const headcount = headcounts[index] ?? startingTeam;
    const team = thousand(headcount * costPerHead);
    const delivery = thousand(12_000 + revenue * deliveryShare);
    // Churned customers must be replaced too, so acquisition covers net growth plus churn.
    const won = Math.max(0, atEnd - previous) + Math.round(average * monthlyChurn * 12);
    const salesAndMarketing = thousand(20_000 + won * cac);
    const generalAndAdmin = thousand(25_000 + team * 0.08);
    const totalCosts = team + delivery + salesAndMarketing + generalAndAdmin;
    previous = atEnd;
    return { customers: atEnd, headcount, revenue, team, delivery, salesAndMarketing, generalAndAdmin, totalCosts, profit: revenue - totalCosts };
  }) as [PlanYear, PlanYear, PlanYear];
  let cumulative = 0;
  let deepest = 0;
  for (const year of years) {
    cumulative += year.profit;
    deepest = Math.min(deepest, cumulative);
  }
  const breakEven = years.findIndex((year) => year.profit >= 0);
  return {
    years,
    costPerHead,
    acquisitionCost: cac,
    deliveryShare,
    monthlyChurn,
    fundingNeed: Math.ceil((-deepest + years[0].totalCosts / 2) / 50_000) * 50_000,
    breakEvenYear: breakEven === -1 ? null : breakEven + 1,
    exitRunRate: thousand(years[2].customers * draft.pricing.monthly * 12),
  };
}
