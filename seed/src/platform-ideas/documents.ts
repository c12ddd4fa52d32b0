// The five business documents of an idea, as markdown written from the same draft as the idea itself, so the
// figures and names in the documents match the idea's fields (title, audience, market size, model, pricing).
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { IdeaDraft } from './compose-idea';
import { TECH_SENTENCE, pluralUnit } from './compose-idea';
import { financialPlan, type FinancialPlan } from './financials';
import type { Rng } from '@app/domain/shared/rng';
import { article, capitalise, compactDollars, dollars, listOf, lowerFirst } from '@app/domain/shared/prose';

export interface DocumentInput {
  title: string;
  draft: IdeaDraft;
  plan: FinancialPlan;
  rng: Rng;
}

const FIRST_NAMES = ['Amara', 'Lucas', 'Priya', 'Mateo', 'Sofia', 'Kwame', 'Mei', 'Omar', 'Elena', 'Tomás', 'Aisha', 'Jonas', 'Nadia', 'Rafael', 'Yuki', 'Zanele', 'Ingrid', 'Diego', 'Farah', 'Kofi'];
const ROLES = {
  B: ['Operations lead', 'Owner-manager', 'Finance manager', 'Team lead', 'IT administrator'],
  G: ['Programme manager', 'Department head', 'Procurement officer', 'Front-line officer'],
  C: ['Primary user', 'Sceptical switcher', 'Power user'],
} as const;

const TECH_REQUIREMENTS: Record<string, string> = {
  'AI/ML': 'Every automated suggestion shows its reasons and can be corrected in one click; corrections feed back into the model',
  IoT: 'Devices pair in under five minutes, report every 15 minutes and buffer 7 days of readings offline',
  'AR/VR': 'The AR view runs on mid-range phones at 30 fps; a 2D fallback covers every step',
  Blockchain: 'Each record is hashed and anchored to a public ledger; anyone with the link can verify it',
  'Big Data': 'Benchmarks use only anonymised, aggregated data from at least 20 customers',
  Cloud: 'Single sign-on, role-based access and an export of all data at any time',
  Mobile: 'The core flow works offline on Android phones with 2 GB of RAM and syncs when back online',
  '5G': 'Live streams degrade gracefully to store-and-forward when coverage drops',
};

const WHY_NOW: Record<string, string> = {
  'AI/ML': 'Language and vision models became cheap and accurate enough to run on every record, not just samples.',
  IoT: 'Sensor and connectivity costs fell below $20 a point, so instrumenting everything finally pays.',
  'AR/VR': 'Every mid-range phone now ships with AR-capable cameras and chips.',
  Blockchain: 'Public ledgers now settle in seconds for fractions of a cent.',
  'Big Data': 'The data already exists in the systems customers use; APIs finally make it reachable.',
  Cloud: 'Buyers now expect software that starts in a browser the same day.',
  Mobile: 'Smartphone ownership among the target users passed 80% in most markets.',
  '5G': '5G coverage now reaches the industrial sites and corridors that matter.',
};

function money(value: number): string {
  return compactDollars(value);
}

function prd({ title, draft, plan, rng }: DocumentInput): string {
  const { audience, theme, name, content } = draft;
  const units = pluralUnit(audience.unit);
  const roles = rng.sample(ROLES[audience.group], 2);
  const names = rng.sample(FIRST_NAMES, 2);
  const persona = (index: number): string => {
    const role = roles[index] ?? 'User';
    const who = audience.group === 'C' ? `${article(audience.unit)} ${audience.unit}` : `${role.toLowerCase()} at ${article(audience.unit)} ${audience.unit}`;
    const need = index === 0 ? capitalise(theme.gain) : 'Trust the output without checking it by hand';
    return `| ${names[index] ?? 'Alex'} — ${role} | ${capitalise(who)} | ${need} |`;
  };
  const techRequirements = draft.technologies.map((tech) => TECH_REQUIREMENTS[tech]).filter((text): text is string => Boolean(text));
  const requirements = [
    ['Core workflow: it ' + theme.how, 'Must'],
    ['Onboarding in under 15 minutes, with sample data to explore first', 'Must'],
    ...techRequirements.map((text) => [text, 'Must']),
    ['Dashboard with the three numbers that matter and a weekly email summary', 'Should'],
    [`Localisation for ${draft.geography.market ? draft.geography.place : 'the first five launch markets'} (language, currency, regulation)`, 'Should'],
    ['Public API and webhooks for integrations', 'Could'],
  ];
  const monthsToMvp = Number(/(\d+)\s*months?/.exec(content.timeline.replace(/^\d+-/, ''))?.[1] ?? '6');
  return `# ${title} — Product Requirements

## Overview
${content.description} ${name} is ${article(content.businessModel)} ${content.businessModel} product for ${audience.plural}.

## Problem
${content.problem}

## Goals
- Help ${audience.plural} ${theme.gain}, measured 90 days after onboarding.
- Reach ${plan.years[0].customers.toLocaleString('en-US')} ${draft.pricing.customer === audience.unit ? units : `${draft.pricing.customer}s`} by the end of year one.
- Keep monthly churn under ${(plan.monthlyChurn * 100).toFixed(1)}%.

## Non-goals
- Replacing ${draft.vocabulary.incumbents} for the largest customers.
- Custom, per-customer development in the first year.

## Personas
| Persona | Who | Needs |
| --- | --- | --- |
${persona(0)}
${persona(1)}

## Requirements
| ID | Requirement | Priority |
| --- | --- | --- |
${requirements.map(([text, priority], index) => `| R${index + 1} | ${text} | ${priority} |`).join('\n')}

## Milestones
| Milestone | Scope | Target |
| --- | --- | --- |
| M1 — Prototype | R1 with five design partners | Month ${Math.max(1, Math.round(monthsToMvp / 3))} |
| M2 — MVP | R1-R${Math.min(requirements.length, 3 + techRequirements.length)}, billing | Month ${monthsToMvp} |
| M3 — General availability | All Must and Should requirements | Month ${monthsToMvp + 4} |

## Success metrics
- Activation: 60% of new accounts complete the core workflow in week one.
- The wow moment — ${theme.wow} — reached by half of trial users.
`;
}

function pitchDeck({ title, draft, plan }: DocumentInput): string {
  const { audience, theme, name, content, technologies } = draft;
  const [year1, year2, year3] = plan.years;
  const market = draft.marketAmount
    ? `- Market: **${content.marketSize}**\n- Serviceable: ${money(draft.marketAmount * 0.15)} reachable with today’s product\n- Obtainable in 5 years: ${money(draft.marketAmount * 0.15 * 0.04)}`
    : `- Market: **${content.marketSize}** — today’s spend sits in spreadsheets, services and adjacent tools\n- We size it bottom-up: ${year3.customers.toLocaleString('en-US')} ${draft.pricing.customer}s by year 3 at ${dollars(Math.round(draft.pricing.monthly * 12))} a year`;
  return `# ${title} — Pitch Deck

## Slide 1 — ${name}
${content.description}

## Slide 2 — The problem
${content.problem}

## Slide 3 — The solution
${content.solution}

## Slide 4 — Why now
${technologies.map((tech) => `- ${WHY_NOW[tech] ?? ''}`).join('\n')}

## Slide 5 — Market
${market}

## Slide 6 — Product
- ${capitalise(theme.how)}.
- Wow moment: ${theme.wow}.
- Built on ${listOf(technologies)}.

## Slide 7 — Business model
- ${content.businessModel}: ${content.revenue}.
- Customer acquisition cost about ${dollars(plan.acquisitionCost)}.

## Slide 8 — Go-to-market
${content.goToMarket}

## Slide 9 — Competition
- ${content.competition}.
- ${content.differentiation}

## Slide 10 — Financials
| | Year 1 | Year 2 | Year 3 |
| --- | --- | --- | --- |
| Revenue | ${dollars(year1.revenue)} | ${dollars(year2.revenue)} | ${dollars(year3.revenue)} |
| Profit (loss) | ${dollars(year1.profit)} | ${dollars(year2.profit)} | ${dollars(year3.profit)} |

## Slide 11 — Team and the ask
- Founding team of ${content.teamSize}; ${content.timeline}.
- Raising **${money(plan.fundingNeed)}** to reach ${year2.customers.toLocaleString('en-US')} ${draft.pricing.customer}s and ${plan.breakEvenYear ? `break even in year ${plan.breakEvenYear}` : 'a clear path to break-even'}.
- Built for ${audience.plural}${draft.geography.phrase ? ` ${draft.geography.phrase}` : ' worldwide'}.
`;
}

function goToMarket({ title, draft, plan }: DocumentInput): string {
  const { audience, theme, name, content } = draft;
  const channels = draft.channels;
  const shares = [50, 30, 20];
  const kpis = ['qualified leads per month', 'trial-to-paid conversion', 'cost per acquired customer'];
  const tactics = ['Founder-led outreach with a case study from the first design partner', 'Co-marketing and a partner referral fee', 'Content and demos built around the wow moment'];
  const [year1, year2] = plan.years;
  const where = draft.geography.phrase || 'in the first three markets';
  return `# ${title} — Go-to-Market Strategy

## Positioning
For ${audience.plural} who ${theme.pain.replace(/\.$/, '')}, ${name} ${theme.how}. ${content.differentiation}

## Ideal customer
${capitalise(article(audience.unit))} ${audience.unit} ${where} ${audience.group === 'C' ? 'who' : 'that'} feels the problem weekly and can decide within a month. Pricing: ${lowerFirst(content.revenue)}.

## Channels
| Channel | Tactic | Budget share | KPI |
| --- | --- | --- | --- |
${channels.map((channel, index) => `| ${capitalise(channel)} | ${tactics[index] ?? ''} | ${shares[index] ?? 0}% | ${kpis[index] ?? ''} |`).join('\n')}

## Phases
1. **Design partners (months 0-3)** — five ${pluralUnit(audience.unit)} ${where} use the product for free in exchange for weekly feedback and a public case study.
2. **Launch (months 4-9)** — paid plans open; most of the pipeline comes from ${channels[0] ?? 'the first channel'}. Target: ${Math.max(3, Math.round(year1.customers / 2)).toLocaleString('en-US')} ${draft.pricing.customer}s.
3. **Scale (months 10-24)** — add ${channels[1] ?? 'partners'} and a second market; target ${year2.customers.toLocaleString('en-US')} ${draft.pricing.customer}s by the end of year two.

## Metrics
- Customer acquisition cost under ${dollars(plan.acquisitionCost)}, paid back within 12 months.
- Monthly churn under ${(plan.monthlyChurn * 100).toFixed(1)}%.
- Share of trials that reach the wow moment (${theme.wow}) in week one: 50%.
`;
}

function breakEven(plan: FinancialPlan): string {
  if (plan.breakEvenYear) return `Break-even in year ${plan.breakEvenYear}.`;
  const year3 = plan.years[2];
  const loss = `Still loss-making in year 3 (${dollars(year3.profit)})`;
  if (plan.exitRunRate >= year3.totalCosts) {
    return `${loss}, but the exit run-rate of ${dollars(plan.exitRunRate)} a year already covers year-3 costs: break-even early in year 4.`;
  }
  const multiple = Math.ceil((year3.totalCosts / Math.max(plan.exitRunRate, 1)) * 10) / 10;
  return `${loss}; break-even needs about ${multiple}× the year-3 customer base at the year-3 cost base.`;
}

function financial({ title, draft, plan }: DocumentInput): string {
  const [year1, year2, year3] = plan.years;
  const row = (label: string, pick: (year: typeof year1) => number, bold = false): string => {
    const cells = plan.years.map((year) => dollars(pick(year)));
    return bold ? `| **${label}** | ${cells.map((cell) => `**${cell}**`).join(' | ')} |` : `| ${label} | ${cells.join(' | ')} |`;
  };
  const deliveryLabel = draft.technologies.includes('IoT') || draft.vocabulary.category === 'DeviceTech' ? 'Hardware, hosting and support' : 'Hosting and support';
  return `# ${title} — Financial Plan

## Assumptions
- Business model: ${draft.model}; ${draft.content.revenue}.
- Average revenue per ${draft.pricing.customer}: ${dollars(Math.round(draft.pricing.monthly * 12))} a year.
- ${capitalise(draft.pricing.customer)}s at year end: ${plan.years.map((year) => year.customers.toLocaleString('en-US')).join(' → ')}.
- Monthly churn ${(plan.monthlyChurn * 100).toFixed(1)}%; acquisition cost ${dollars(plan.acquisitionCost)} per ${draft.pricing.customer}.
- Team of ${plan.years.map((year) => year.headcount).join(' → ')} people at ${dollars(plan.costPerHead)} fully loaded per person per year.
- ${deliveryLabel} at ${Math.round(plan.deliveryShare * 100)}% of revenue plus ${dollars(12_000)} a year.
- Market: ${draft.content.marketSize}.

## Three-year projection
| | Year 1 | Year 2 | Year 3 |
| --- | --- | --- | --- |
${row('Revenue', (year) => year.revenue)}
${row('Team', (year) => year.team)}
${row(deliveryLabel, (year) => year.delivery)}
${row('Sales and marketing', (year) => year.salesAndMarketing)}
${row('General and admin', (year) => year.generalAndAdmin)}
${row('Total costs', (year) => year.totalCosts, true)}
${row('Profit (loss)', (year) => year.profit, true)}

## Reading the numbers
- ${breakEven(plan)}
- Year-3 revenue of ${dollars(year3.revenue)} is ${draft.marketAmount ? `${((year3.revenue / draft.marketAmount) * 100).toFixed(2)}% of the ${compactDollars(draft.marketAmount)} market` : 'a small slice of a market still being formed'}.
- Funding need: ${dollars(plan.fundingNeed)}, covering the deepest cumulative loss and six months of year-one costs. Year 2 revenue: ${dollars(year2.revenue)}.
`;
}

function prelaunch({ draft }: DocumentInput): string {
  const { audience, theme, name, content, geography } = draft;
  const units = pluralUnit(audience.unit);
  const solutionTail = TECH_SENTENCE[draft.technologies[0] ?? 'Cloud'];
  return `# ${capitalise(theme.gain)}

**${name}** ${theme.how}. Built for ${audience.plural}${geography.phrase ? ` ${geography.phrase}` : ''}.

## Why ${audience.plural} are signing up
- **Sound familiar?** — You ${theme.pain}. Not any more.
- **Results in week one** — ${theme.wow}.
- **Made for you** — ${content.differentiation.replace(/^Unlike [^,]+, it /, 'it ').replace(/\.$/, '')}.
- **${draft.model === 'B2B2C' ? 'Free for you' : 'Fair pricing'}** — ${draft.model === 'B2B2C' ? 'offered through partners such as employers, banks and the platforms you already use' : content.revenue}.

## How it works
1. Sign up and connect what you already use — it takes about ten minutes.
2. ${name} gets to work: ${solutionTail.charAt(0).toLowerCase()}${solutionTail.slice(1)}
3. You ${theme.gain}.

## Join the waitlist
**Get early access →** The first 100 ${units} get founding-member pricing for life.

## FAQ
**Who is it for?**
${capitalise(audience.plural)}${geography.phrase ? ` ${geography.phrase}` : ', wherever they are'}.

**When does it launch?**
We are ${content.timeline.replace(/^(\S+) months to/, '$1 months from')}; waitlist members get in first.

**How much will it cost?**
${draft.model === 'B2B2C' ? `Nothing for you: partners pay for it (${lowerFirst(content.revenue)}).` : `${content.revenue}. Founding members keep their price.`}

**Is my data safe?**
Your data stays yours: encrypted in transit and at rest, never sold, and exportable at any time.
`;
}

const RENDERERS: Record<DocumentType, (input: DocumentInput) => string> = {
  PRD: prd,
  PITCH_DECK: pitchDeck,
  GTM: goToMarket,
  FINANCIAL_PLAN: financial,
  PRELAUNCH: prelaunch,
};

export function renderDocuments(title: string, draft: IdeaDraft, types: readonly DocumentType[], rng: Rng): { type: DocumentType; content: string }[] {
  const plan = financialPlan(rng, draft);
  return types.map((type) => ({ type, content: RENDERERS[type]({ title, draft, plan, rng }) }));
}
