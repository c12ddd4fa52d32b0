// Three years of figures for the local financial plan. Every number is derived from a few assumptions, so the
// tables agree with each other: revenue = average paying customers × monthly price × 12, costs = the sum of the
// cost lines, profit = revenue − costs.
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import type { Rng } from '@app/domain/shared/rng';

export interface FinancialAssumptions {
  monthlyPrice: number;
  customersYear1: number;
  /** Growth of paying customers from one year to the next, e.g. 2.5 = ×2.5. */
  growth: number;
  monthlyChurnPercent: number;
  acquisitionCost: number;
}

export interface YearFigures {
  year: number;
  customers: number;
  revenue: number;
  team: number;
  marketing: number;
  infrastructure: number;
  operations: number;
  costs: number;
  profit: number;
}

export function financialAssumptions(idea: CopyFields, random: Rng): FinancialAssumptions {
  const business = idea.businessModel !== 'B2C';
  // The idea's own price when its revenue text names one, so the plan matches the idea card: '$49/month',
  // '$4.99/month', 'Annual licence from $24K' (a year's price, so a twelfth of it a month).
  const stated = /\$(\d+(?:\.\d+)?)([KM]?)/.exec(idea.revenue);
  const yearly = /\b(?:annual|a year|per year|yearly)\b/i.test(idea.revenue) && !/\/month|per month/i.test(idea.revenue);
  const statedPrice = (Number(stated?.[1]) * (stated?.[2] === 'K' ? 1e3 : stated?.[2] === 'M' ? 1e6 : 1)) / (yearly ? 12 : 1);
  return {
    monthlyPrice: statedPrice > 0 ? Math.round(statedPrice * 100) / 100 : business ? random.pick([49, 79, 99, 149]) : random.pick([7, 9, 12, 15]),
    customersYear1: business ? random.int(20, 80) : random.int(300, 1500),
    growth: random.pick([2, 2.5, 3]),
    monthlyChurnPercent: business ? random.pick([1, 1.5, 2]) : random.pick([3, 4, 5]),
    acquisitionCost: business ? random.int(300, 900) : random.int(15, 45),
  };
}

export function yearlyFigures(assumptions: FinancialAssumptions, random: Rng): YearFigures[] {
  return [1, 2, 3].map((year) => {
    const customers = Math.round(assumptions.customersYear1 * assumptions.growth ** (year - 1));
    const revenue = customers * assumptions.monthlyPrice * 12;
    const team = [240_000, 480_000, 840_000][year - 1] ?? 0;
    const marketing = customers * assumptions.acquisitionCost;
    const infrastructure = Math.round(revenue * 0.06) + 12_000;
    const operations = random.int(3, 6) * 10_000 * year;
    const costs = team + marketing + infrastructure + operations;
    return { year, customers, revenue, team, marketing, infrastructure, operations, costs, profit: revenue - costs };
  });
}
