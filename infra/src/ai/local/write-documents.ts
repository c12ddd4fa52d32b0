// The local provider's five business documents, as markdown written from the workspace idea's fields (which the
// member may have edited), so names, prices and markets match the idea card. The pitch deck's `## Slide N — Title`
// sections are what the pptx download splits on; the financial plan's tables convert to CSV.
import type { DocumentType } from '@app/domain/ideas/idea-enumerations';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import { financialAssumptions, yearlyFigures, type YearFigures } from './financial-figures';
import type { Rng } from '@app/domain/shared/rng';
import { article, dollars, listOf } from '@app/domain/shared/prose';
import { productName } from './product-name';
import { technologyNoun } from './sectors';

const PERSONA_NAMES = ['Amara', 'Lucas', 'Priya', 'Mateo', 'Sofia', 'Kwame', 'Mei', 'Omar', 'Elena', 'Jonas', 'Nadia', 'Yuki'];

const firstSentence = (text: string) => text.trim().split(/(?<=[.!?])\s+/)[0] ?? text;
const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

function prd(idea: CopyFields, random: Rng): string {
  const name = productName(idea.title);
  const [first = 'Alex', second = 'Sam'] = random.sample(PERSONA_NAMES, 2);
  const tech = idea.technologies.length > 0 ? listOf(idea.technologies.map(technologyNoun)) : 'cloud software';
  const model = idea.businessModel || 'B2C';
  // Matched only from the start of a run of digits: from every digit of a long run it took 0.3 s at 10,000 characters.
  const mvp = Number(/(?<!\d)(\d+)\s*months?/.exec(idea.timeline)?.[1] ?? '6');
  return `# ${idea.title} — Product Requirements

## Overview
${idea.description} ${name} is ${article(model)} ${model} product in ${idea.category || 'its category'}, built on ${tech}.

## Problem
${idea.problem}

## Goals
- Cut the time users spend on the problem by at least 50% within 90 days of onboarding.
- Reach ${random.int(200, 600)} weekly active accounts three months after launch.
- Keep monthly churn under ${random.pick([3, 4, 5])}% from the second quarter onwards.
- Earn a satisfaction score of 40+ (NPS) from the first cohort.

## Target Users
${table(['Persona', 'Who they are', 'What they need'], [
  [`${first} — primary user`, 'Meets the problem every week and has tried a workaround', 'A result in minutes, without training'],
  [`${second} — decision maker`, 'Pays for the tool and reports on it', 'Proof of time and money saved'],
])}

## Requirements
${table(['Requirement', 'Priority'], [
  [`Core workflow: ${firstSentence(idea.solution).replace(/\.$/, '')}`, 'Must'],
  ['Onboarding in under 10 minutes, with sample data to explore first', 'Must'],
  [`Differentiator: ${firstSentence(idea.differentiation).replace(/\.$/, '')}`, 'Must'],
  ['Dashboard with the three numbers that matter and a weekly email summary', 'Should'],
  [`Localisation for ${idea.country || 'Global'} (language, currency, regulation)`, 'Should'],
  ['Public API and webhooks for integrations', 'Could'],
])}

## Non-functional Requirements
- Pages answer in under 300 ms for 95% of requests.
- Personal data encrypted at rest and in transit; export and deletion on request.
- 99.5% monthly availability; daily backups kept for 30 days.

## Milestones
${table(['Milestone', 'Month', 'Outcome'], [
  ['Discovery interviews', 1, '20 interviews, top three pains ranked'],
  ['Clickable prototype', 2, 'Five users complete the core workflow unaided'],
  ['MVP', mvp, 'First paying customers'],
  ['Public launch', mvp + 4, `${idea.wowFactor ? 'The wow moment in every onboarding' : 'Self-serve sign-up'}`],
])}

## Risks and Open Questions
- Will users trust automated results? Mitigation: show the reasons behind every suggestion.
- Competition: ${idea.competition || 'incumbents may copy the feature'}.
- Which channel brings the cheapest first 100 customers?
`;
}

function pitchDeck(idea: CopyFields, random: Rng): string {
  const name = productName(idea.title);
  const raise = random.pick([500_000, 750_000, 1_000_000, 1_500_000]);
  const slides: [string, string[]][] = [
    ['Title', [`**${name}**`, idea.description]],
    ['Problem', [idea.problem, 'Every week without a fix costs time, money and trust.']],
    ['Solution', [idea.solution, idea.wowFactor]],
    ['Why Now', [`The building blocks (${listOf(idea.technologies) || 'cloud software'}) are now cheap and reliable enough for a small team.`, 'Buyers now expect self-serve tools that work on day one.']],
    ['Market Size', [idea.marketSize, `Beachhead: ${firstSentence(idea.goToMarket)}`]],
    ['Product', [firstSentence(idea.solution), 'Onboarding in minutes; results on the first day.']],
    ['Business Model', [`${idea.businessModel || 'B2C'}: ${idea.revenue}`, 'Gross margin above 75% from year two.']],
    // A new idea has no traction yet: the slide states what it will measure, as targets (README.md "No invented facts").
    ['Validation Plan', [`Target: ${random.int(20, 40)} problem interviews before the MVP, with at least half naming this a top-three pain.`, `Target: ${random.int(150, 500)} waitlist sign-ups before launch.`]],
    ['Go-to-Market', [idea.goToMarket]],
    ['Team', [idea.teamSize || 'A founding team of product, engineering and domain experience.']],
    ['The Ask', [`Raising ${dollars(raise)} for 18 months of runway.`, `Milestones: ${idea.timeline || 'MVP and public launch'}.`]],
  ];
  const competition = table(['', name, 'Incumbents', 'Doing nothing'], [
    ['Built for this problem', 'Yes', 'Partly', 'No'],
    ['Time to first result', 'Minutes', 'Weeks', '—'],
    ['Price', 'Affordable', 'High', 'Hidden costs'],
  ]);
  const sections = slides.map(([title, points]) => ({ title, body: points.filter(Boolean).map((point) => `- ${point}`).join('\n') }));
  sections.splice(8, 0, { title: 'Competition', body: `- ${idea.competition}\n\n${competition}` });
  return `# ${idea.title} — Pitch Deck

${sections.map((slide, index) => `## Slide ${index + 1} — ${slide.title}\n${slide.body}`).join('\n\n')}
`;
}

function gtm(idea: CopyFields, random: Rng): string {
  const budget = () => dollars(random.int(5, 40) * 100);
  const channels: (string | number)[][] = [
    ['Community partnerships', 'Users already gather and trust these groups', budget(), `${random.int(30, 80)} sign-ups a month`],
    ['Content and SEO', 'People search for answers to this problem every day', budget(), `${random.int(2, 9)},000 visits a month`],
    ['Referral programme', 'Happy users bring peers with the same problem', budget(), `${random.int(15, 30)}% of new users`],
    ['Direct outreach', 'Reaches the first decision makers personally', budget(), `${random.int(10, 40)} demos a month`],
  ];
  return `# ${idea.title} — Go-to-Market Strategy

## Positioning
${firstSentence(idea.problem)} ${firstSentence(idea.solution)} ${firstSentence(idea.differentiation)}

## Ideal Customer Profile
- Market: ${idea.marketSize}
- Model: ${idea.businessModel}; where: ${idea.country || 'Global'}
- Feels the pain weekly and has tried at least one workaround.

## Channels
${table(['Channel', 'Why it fits', 'Monthly budget', 'Target'], channels)}

## Pricing and Packaging
${idea.revenue}

## Launch Plan
1. Weeks −8 to −4: waitlist page, ${random.int(10, 25)} design-partner interviews.
2. Weeks −4 to 0: private beta with the design partners; collect testimonials.
3. Launch week: public launch, community posts and a founder-led demo.
4. Weeks 1 to 12: double down on the two channels that bring users at the lowest cost per sign-up.

## Sales Motion
${idea.goToMarket}

## Metrics and Targets
${table(['Metric', 'Month 3', 'Month 12'], [
  ['Active accounts', random.int(100, 400), random.int(1000, 4000)],
  ['Conversion to paid', '3%', '6%'],
  ['Monthly churn', '6%', '3%'],
])}

## Risks
- ${idea.competition}
- Channel fatigue: keep testing one new channel a month.
`;
}

function financialPlan(idea: CopyFields, random: Rng): string {
  const assumptions = financialAssumptions(idea, random);
  const years = yearlyFigures(assumptions, random);
  const row = (figures: YearFigures, cells: (keyof YearFigures)[]) => [`Year ${figures.year}`, ...cells.map((key) => dollars(figures[key]))];
  const breakEven = years.find((figures) => figures.profit > 0);
  const ltv = Math.round((assumptions.monthlyPrice * 0.8) / (assumptions.monthlyChurnPercent / 100));
  const funding = Math.max(0, -Math.min(0, ...years.map((_, index) => years.slice(0, index + 1).reduce((sum, figures) => sum + figures.profit, 0))));
  return `# ${idea.title} — Financial Plan

## Assumptions
- Price: ${dollars(assumptions.monthlyPrice)} per customer per month (${idea.revenue})
- Average paying customers in year 1: ${assumptions.customersYear1.toLocaleString('en-US')}, growing ×${assumptions.growth} a year
- Monthly churn: ${assumptions.monthlyChurnPercent}%
- Customer acquisition cost (CAC): ${dollars(assumptions.acquisitionCost)}
- Market: ${idea.marketSize}

## Revenue Projection
${table(['Year', 'Customers', 'Revenue', 'Costs', 'Profit'], years.map((figures) => [`Year ${figures.year}`, figures.customers, dollars(figures.revenue), dollars(figures.costs), dollars(figures.profit)]))}

## Cost Breakdown
${table(['Year', 'Team', 'Marketing', 'Infrastructure', 'Operations', 'Total'], years.map((figures) => row(figures, ['team', 'marketing', 'infrastructure', 'operations', 'costs'])))}

## Unit Economics
- CAC: ${dollars(assumptions.acquisitionCost)}
- LTV (80% gross margin): ${dollars(ltv)}
- LTV / CAC: ${(ltv / assumptions.acquisitionCost).toFixed(1)}
- Payback: ${Math.ceil(assumptions.acquisitionCost / (assumptions.monthlyPrice * 0.8))} months

## Funding Requirements
${funding > 0 ? `The cumulative loss peaks at ${dollars(funding)}; raising ${dollars(Math.ceil((funding * 1.3) / 50_000) * 50_000)} covers it with a 30% buffer.` : 'The plan is profitable from the first year; outside funding would only speed up growth.'}

## Break-even
${breakEven ? `On these assumptions, profitable in year ${breakEven.year}, with ${breakEven.customers.toLocaleString('en-US')} paying customers.` : 'Not within three years at these assumptions; reaching it needs a higher price or a lower acquisition cost.'}
`;
}

function prelaunch(idea: CopyFields, random: Rng): string {
  const name = productName(idea.title);
  const discount = random.pick([20, 30, 40, 50]);
  return `# ${idea.title}

**${firstSentence(idea.wowFactor || idea.description)}**

${idea.description}

## Why join early
- **Founding-member price**: ${discount}% off for life.
- **Shape the product**: early members vote on what we build next.
- **First in line**: access weeks before the public launch.

## How it works
1. Sign up in 30 seconds.
2. ${firstSentence(idea.solution)}
3. See what you saved on your first day.

## Who it is for
${firstSentence(idea.problem)} If that sounds familiar, ${name} is for you.

## Frequently asked questions
### When does ${name} launch?
${idea.timeline ? `The plan: ${idea.timeline}.` : 'Within the next few months.'} Waitlist members get in first.

### How much will it cost?
${idea.revenue}

### Is my data safe?
Yes: encrypted, never sold, and you can export or delete it at any time.

### What makes it different?
${idea.differentiation}

## Join the waitlist
Leave your email and get ${discount}% off as a founding member. Only the first ${random.pick([100, 250, 500])} places get the founding price.
`;
}

const WRITERS: Record<DocumentType, (idea: CopyFields, random: Rng) => string> = {
  PRD: prd,
  PITCH_DECK: pitchDeck,
  GTM: gtm,
  FINANCIAL_PLAN: financialPlan,
  PRELAUNCH: prelaunch,
};

export function writeDocument(type: DocumentType, idea: CopyFields, random: Rng): string {
  return WRITERS[type](idea, random);
}
