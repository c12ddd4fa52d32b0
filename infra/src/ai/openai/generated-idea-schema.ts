// The idea the OpenAI provider asks for as structured output (JSON schema from zod), and checks on return. The
// enumerations the platform filters on are enforced here, so a model's creative category never reaches the catalog;
// the assumptions come apart from the facts.
import { BUSINESS_MODELS, CATEGORIES, TECHNOLOGY_TAGS } from '@app/domain/ideas/idea-enumerations';
import { COUNTRIES, GLOBAL_COUNTRY } from '@app/domain/ideas/countries';
import { text } from '@app/domain/shared/text';
import { z } from 'zod';

const answer = (max: number) => text().trim().min(1).max(max);
const commaList = (allowed: readonly string[], what: string) =>
  answer(300).refine((value) => value.split(',').every((item) => allowed.includes(item.trim())), `every ${what} must be one of the platform's`);

export const GeneratedIdeaSchema = z.object({
  title: answer(120),
  description: answer(2000),
  category: commaList(CATEGORIES, 'category'),
  businessModel: z.enum(BUSINESS_MODELS),
  marketSize: answer(300),
  competition: answer(1000),
  problem: answer(3000),
  solution: answer(3000),
  differentiation: answer(3000),
  goToMarket: answer(3000),
  wowFactor: answer(2000),
  revenue: answer(1000),
  timeline: answer(300),
  teamSize: answer(300),
  technologies: z.array(z.enum(TECHNOLOGY_TAGS)).max(TECHNOLOGY_TAGS.length),
  tags: z.array(answer(40)).min(1).max(8),
  country: commaList([GLOBAL_COUNTRY, ...COUNTRIES], 'country'),
  // Kept apart from the facts above: what the idea relies on but cannot know yet (infra/src/ai/local/README.md "No
  // invented facts").
  assumptions: z.array(answer(300)).max(8).describe('Figures the idea cannot know yet, one sentence each starting "Assumption:"'),
});
export type GeneratedIdea = z.infer<typeof GeneratedIdeaSchema>;
