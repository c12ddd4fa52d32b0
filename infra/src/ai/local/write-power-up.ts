// The local provider's power-ups: markdown lists of concrete suggestions for the workspace idea, a few of them
// chosen and ordered by the seed from a larger set per type.
import type { PowerUpType } from '@app/domain/workspace/power-ups';
import type { CopyFields } from '@app/domain/workspace/workspace-fields';
import type { Rng } from '@app/domain/shared/rng';
import { productName } from './product-name';

type Suggestion = (idea: CopyFields, name: string, topic: string) => string;

const SUGGESTIONS: Record<PowerUpType, { heading: string; items: Suggestion[] }> = {
  DIFFERENTIATORS_DEFENSIBLES: {
    heading: 'Differentiators & Defensibles',
    items: [
      (_, name) => `**Proprietary data**: every use of ${name} records outcomes competitors cannot see; after a year the recommendations draw on a unique data set.`,
      (idea) => `**Focus as a moat**: ${idea.differentiation} Generalist tools would have to rebuild their product to match it.`,
      (_, name) => `**Workflow lock-in**: once history, settings and integrations live in ${name}, switching means losing them; offer exports, but make staying the easy choice.`,
      (_, __, topic) => `**Community**: host the place where people discuss ${topic}; that audience becomes a marketing channel with no cost per click.`,
      (idea) => `**Network effects**: each new ${idea.businessModel === 'B2C' ? 'user' : 'customer'} improves benchmarks and matches for everyone else.`,
      (idea, name) => `**Local depth**: regulation, language and partnerships in ${markets(idea)} give ${name} a head start of several years over incumbents.`,
      (idea) => `**Brand of the wow moment**: ${asSentence(idea.wowFactor)} Put that moment at the centre of the brand: it is the story users retell to their friends.`,
    ],
  },
  VALIDATION_HACKS: {
    heading: 'Validation Hacks',
    items: [
      (_, name, topic) => `**Fake-door landing page**: describe ${name} with a price and a "Start now" button; $200 of ads aimed at people searching for ${topic}. Target: at least 5% of visitors click the button.`,
      () => `**Concierge MVP**: deliver the result by hand for 10 early users for two weeks. Target: at least 6 ask to keep using it and 3 offer to pay the planned price.`,
      (_, __, topic) => `**Problem interviews**: 15 calls in one week with people who mention ${topic} online. Target: 10 of them describe the pain in their own words before being asked about it.`,
      () => `**Pre-sales**: offer a founding-member discount to the waitlist. Target: 20 paid pre-orders at the planned price.`,
      (_, name) => `**Wizard-of-Oz demo**: a clickable prototype of ${name} with the automation done manually behind it. Target: 8 of 10 testers finish the core task.`,
      (_, __, topic) => `**Community post test**: post a question about ${topic} in three forums popular with the audience. Target: 50+ replies or upvotes.`,
      (_, name, topic) => `**Competitor review mining**: read 100 reviews of the tools people use today for ${topic} and count the complaints ${name} answers. Target: at least one complaint in five.`,
    ],
  },
  VIRALITY_SUGGESTIONS: {
    heading: 'Virality Suggestions',
    items: [
      (_, name) => `**Double-sided referral**: both sides get a free month of ${name} when an invited friend completes their first task.`,
      (_, name) => `**Shareable result card**: after the first-use moment, ${name} offers a one-tap image to share, branded and linking back to the product.`,
      (_, name) => `**Invite to collaborate**: the core workflow gets better with a second person, so inviting a teammate or family member is part of onboarding in ${name}.`,
      (_, __, topic) => `**Public leaderboard or map**: show anonymised progress on ${topic} by city; people share their city's rank.`,
      (_, name) => `**"Made with ${name}" footer**: every document, report or page users export carries a light link back.`,
      (_, __, topic) => `**Challenge weeks**: a monthly 7-day challenge around ${topic} with badges people post on social media.`,
      (_, name) => `**Partner embeds**: give the communities and partners of the go-to-market plan a widget that sends their audience to ${name}.`,
    ],
  },
};

/** Where the idea is launched, for a sentence: its countries, or every launch market for a global idea. */
const markets = (idea: CopyFields) => (!idea.country || idea.country === 'Global' ? 'each launch market' : idea.country);
/** A field the member may have edited, ended as a sentence. */
const asSentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function writePowerUp(type: PowerUpType, idea: CopyFields, random: Rng): string {
  const { heading, items } = SUGGESTIONS[type];
  const name = productName(idea.title);
  const topic = idea.tags[0] ?? idea.category.split(',')[0]?.trim() ?? 'the problem';
  const chosen = random.sample(items, random.int(5, 6)).map((write) => `- ${write(idea, name, topic)}`);
  return `## ${heading} for ${name}\n\n${chosen.join('\n')}\n`;
}
