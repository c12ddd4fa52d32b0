// The built-in system prompts (docs/product.md "Admin: System Prompts"): what the AI is asked for each kind of
// generation until an admin edits a prompt (edits arrive as PromptsUpdated events, decided in prompts-decider.ts).
// Placeholders are `{{variable}}`, filled by fillPrompt with the idea's fields and the member's problem text
// (`userContext`).
import { BUSINESS_MODELS, CATEGORIES, TECHNOLOGY_TAGS } from '../ideas/idea-enumerations';
import { promptVariables } from './fill-prompt';
import type { PromptType } from './prompt-types';

export interface SystemPrompt {
  type: PromptType;
  title: string;
  description: string;
  content: string;
  /** The `{{variables}}` the content names, in order. */
  variables: string[];
}

/** The idea as the document and power-up prompts show it to the model. */
const IDEA_BRIEF = `Startup idea: {{title}}
Summary: {{description}}
Category: {{category}}
Problem: {{problem}}
Solution: {{solution}}
Market size: {{marketSize}}
Business model: {{businessModel}}
Competition: {{competition}}
Differentiation: {{differentiation}}
Go-to-market: {{goToMarket}}
Wow factor: {{wowFactor}}
Tags: {{tags}}`;

const BE_SPECIFIC = 'Be specific to this idea: name real customer segments, channels, numbers and risks; never write placeholders such as [Company] or TBD.';
/**
 * An idea written a minute ago has no traction: a figure it cannot know yet is a target or an assumption, and says so
 * (infra/src/ai/local/README.md "No invented facts").
 */
const NO_INVENTED_FACTS = `The idea is new: it has held no interviews and has no sign-ups, users, customers or revenue yet. Never state such
figures as facts; write each one as a target or an assumption and label it so ("Target: 30 problem interviews",
"Assumption: 5% of trial users convert").`;
const MARKDOWN_RULES = `Answer in GitHub-flavoured markdown only: no preamble, no closing remarks, no code fences around the answer.
${BE_SPECIFIC}
${NO_INVENTED_FACTS}`;

/** The fields every generated idea carries, with the enumerations the platform filters on. */
const IDEA_FIELDS = `Return one idea as JSON with these fields:
- title: a product name and a short tagline (at most 80 characters)
- description: two or three sentences a busy investor understands
- category: one or two of ${CATEGORIES.join(', ')} (comma-separated)
- businessModel: one of ${BUSINESS_MODELS.join(', ')}
- marketSize: an amount and what it measures, e.g. "$5B global market for ..."
- competition: level first (Low, Medium or High), then " — " and who competes and why they fall short
- problem, solution, differentiation, goToMarket, wowFactor: a few concrete sentences each
- revenue: pricing and revenue streams; timeline: months to an MVP and to launch; teamSize: the founding team
- technologies: from ${TECHNOLOGY_TAGS.join(', ')}; tags: three to six short keywords
- country: "Global" or the countries it starts in (comma-separated); mockup: null
- type: "PREMIUM"
- assumptions: the figures the idea cannot know yet that it relies on (conversion, prices to test, share of the
  market it can win), one sentence each starting "Assumption:"; keep them out of the other fields
${NO_INVENTED_FACTS}`;

function prompt(type: PromptType, title: string, description: string, content: string): SystemPrompt {
  return { type, title, description, content, variables: promptVariables(content) };
}

const platformIdea = (tier: 'free' | 'premium') =>
  `You are a venture analyst writing the platform's ${tier} startup ideas.
Write one original startup idea in the category {{category}} that solves a problem people or businesses have today.
${tier === 'premium' ? 'Premium ideas are deeper: a defensible insight, a sharper wedge and a credible path to $10M in revenue.' : 'Free ideas are simple to grasp and cheap to start: a clear problem, a clear first customer.'}

${IDEA_FIELDS.replace('type: "PREMIUM"', `type: "${tier.toUpperCase()}"`)}`;

const problemToProduct = (reading: string) =>
  `You are a startup strategist turning a member's problem into a product (${reading}).
The member describes the problem in their own words:
"""
{{userContext}}
"""
Preferred categories (may be empty): {{category}}

Design one product that solves exactly this problem for the people who have it. Keep the member's words in the title
and problem so they recognise their idea; make the solution buildable by a small team within a year.

${IDEA_FIELDS}`;

const document = (what: string, sections: string) => `You are an experienced startup operator writing the ${what} for this idea.

${IDEA_BRIEF}

${sections}

${MARKDOWN_RULES}`;

const powerUp = (what: string, ask: string) => `You are a startup advisor. Suggest ${what} for this idea.

${IDEA_BRIEF}

${ask}
Answer as a markdown list of 5 to 7 items, each a bold short name followed by two or three sentences on how to do it
and why it works for this idea. ${BE_SPECIFIC}
${NO_INVENTED_FACTS}`;

/**
 * The scoring rubric (docs/product.md "Scores and market sizing"): what each of the seven dimensions rewards, how the
 * overall is formed, and the market sizing. The OpenAI provider answers it as the scorecard's JSON schema; the local
 * provider follows the same rubric from the idea's fields.
 */
const SCORING_RUBRIC = `You are a seasoned venture analyst scoring a startup idea for founders who must choose what to build.

Startup idea: {{title}}
Summary: {{description}}
Category: {{category}}
Country: {{country}}
Problem: {{problem}}
Solution: {{solution}}
Market size: {{marketSize}}
Business model: {{businessModel}}
Revenue: {{revenue}}
Competition: {{competition}}
Go-to-market: {{goToMarket}}
Timeline: {{timeline}}
Team size: {{teamSize}}
Technologies: {{technologies}}

Score each dimension from 1 (poor) to 10 (exceptional), with one sentence that names the field it rests on and cites
this idea's own facts (an amount, a price, a competitor, a month count), never generic praise:
- opportunity: the size and growth of the market the idea can reach ($10M niche = 2, $1B = 6, $50B+ = 10)
- problem: how severe and costly the problem is for the people who have it (money lost, risk, hours wasted)
- feasibility: whether a small team can build it in the stated timeline with the stated technologies (hardware,
  regulation and long pilots lower it)
- whyNow: what changed recently that makes it possible or urgent now (a technology, a rule, a growing market)
- revenue: how much and how reliably it earns: recurring business revenue and high prices score higher than one-off
  consumer sales
- goToMarket: how concrete and cheap the first channel is (a named channel, a pilot offer, one starting country)
- competition: how crowded the field is, 10 = least crowded (Low ≈ 8, Medium ≈ 5, High ≈ 2, adjusted for who competes)

overall: 0-100, the weighted mean of the dimensions (opportunity, problem and revenue count double), spread out so
that an average idea scores about 50 and only rare ideas pass 85. verdict: one short sentence. redFlags and
greenLights: up to three each, one sentence each, from the weakest and the strongest dimensions.

marketSizing: TAM, SAM and SOM in US dollars (or the currency the idea names). Take an amount from the idea's text
where it names it ("TAM $12B, SAM $1.1B"); otherwise estimate it, SAM from where the idea starts and SOM from what its
business model can win in three years. Give each amount's source or assumption as one sentence.`;

export const DEFAULT_PROMPTS: Readonly<Record<PromptType, SystemPrompt>> = {
  IDEA_FREE: prompt('IDEA_FREE', 'Free idea', 'Generates a free platform idea in a batch run.', platformIdea('free')),
  IDEA_PREMIUM: prompt('IDEA_PREMIUM', 'Premium idea', 'Generates a premium platform idea in a batch run.', platformIdea('premium')),
  IDEA_UGI: prompt(
    'IDEA_UGI',
    'Problem to product (UGI)',
    "Turns a member's problem description into an idea in their UGI collection.",
    problemToProduct('the idea goes to the member\'s own ideas'),
  ),
  IDEA_UGP2P: prompt(
    'IDEA_UGP2P',
    'Problem to product (UGP2P)',
    "Turns a member's problem description into an idea in their problem-to-product collection.",
    problemToProduct('problem to product'),
  ),
  DOC_PRD: prompt(
    'DOC_PRD',
    'Product Requirements Doc',
    'Writes the product requirements document of a workspace idea.',
    document(
      'product requirements document',
      `Start with "# {{title}} — Product Requirements", then these sections as "##" headings:
Overview; Problem; Goals (a bulleted list of measurable goals); Target Users (a table: persona, who they are, what
they need); Requirements (a table: requirement, priority as Must / Should / Could); Non-functional Requirements;
Milestones (a table: milestone, month, outcome); Risks and Open Questions.`,
    ),
  ),
  DOC_PITCH: prompt(
    'DOC_PITCH',
    'Pitch Deck',
    'Writes the investor pitch deck of a workspace idea, one section per slide.',
    document(
      'investor pitch deck',
      `Start with "# {{title}} — Pitch Deck". Write 10 to 12 slides, each as a "## Slide N — Title" heading followed by
three to five bullet points: Title, Problem, Solution, Why Now, Market Size, Product, Business Model, Validation Plan
(the targets it will measure, since it has no traction yet), Competition (a comparison table), Go-to-Market, Team, The
Ask.`,
    ),
  ),
  DOC_GTM: prompt(
    'DOC_GTM',
    'Go-to-Market Strategy',
    'Writes the go-to-market strategy of a workspace idea.',
    document(
      'go-to-market strategy',
      `Start with "# {{title}} — Go-to-Market Strategy", then "##" sections: Positioning; Ideal Customer Profile;
Channels (a table: channel, why it fits, monthly budget, target metric); Pricing and Packaging; Launch Plan (phases
with dates relative to launch as a numbered list); Sales Motion; Metrics and Targets (a table); Risks.`,
    ),
  ),
  DOC_FINANCIAL: prompt(
    'DOC_FINANCIAL',
    'Financial Plan',
    'Writes the three-year financial plan of a workspace idea.',
    document(
      'three-year financial plan',
      `Start with "# {{title}} — Financial Plan", then "##" sections: Assumptions (a bulleted list with prices, conversion
and churn); Revenue Projection (a table with one row per year: Year, Customers, Revenue, Costs, Profit, where Profit
equals Revenue minus Costs); Cost Breakdown (a table per year); Unit Economics (CAC, LTV, payback); Funding
Requirements; Break-even. Numbers in tables are whole dollars such as $120,000 so they convert to CSV.`,
    ),
  ),
  DOC_PRELAUNCH: prompt(
    'DOC_PRELAUNCH',
    'Pre-launch Page',
    'Writes the copy of a pre-launch landing page for a workspace idea.',
    document(
      'pre-launch landing page copy',
      `Start with "# {{title}}", then: a one-line headline and a subheadline; "## Why join early" (three benefits as a
list); "## How it works" (three numbered steps); "## Who it is for"; "## Frequently asked questions" (four questions
as "###" headings with short answers); "## Join the waitlist" with the call to action and the early-bird offer.`,
    ),
  ),
  PU_DIFFERENTIATORS: prompt(
    'PU_DIFFERENTIATORS',
    'Differentiators & Defensibles',
    'Suggests how a workspace idea stands apart and stays defensible.',
    powerUp(
      'differentiators and defensibles',
      'Cover what makes it different today and what keeps competitors out tomorrow: data, network effects, switching costs, brand, regulation, distribution.',
    ),
  ),
  PU_HACKS: prompt(
    'PU_HACKS',
    'Validation Hacks',
    'Suggests cheap, fast experiments that validate a workspace idea.',
    powerUp(
      'validation hacks',
      'Each experiment must run within two weeks for under $500 and name the signal that counts as success.',
    ),
  ),
  PU_SUGGESTIONS: prompt(
    'PU_SUGGESTIONS',
    'Virality Suggestions',
    'Suggests built-in ways for a workspace idea to spread.',
    powerUp(
      'virality suggestions',
      'Focus on loops built into the product: referrals, sharing, invitations, public artefacts, community; say what triggers each loop.',
    ),
  ),
  SCORING: prompt('SCORING', 'Scoring rubric', "Scores every platform idea's scorecard and sizes its market; a saved change drafts a rubric version.", SCORING_RUBRIC),
};
