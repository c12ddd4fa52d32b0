// The idea the OpenAI provider asks for as structured output (JSON schema from zod), and checks on return. The
// enumerations the platform filters on are enforced here, so a model's creative category never reaches the catalog.
import { BUSINESS_MODELS, CATEGORIES, TECHNOLOGY_TAGS } from '@app/domain/ideas/catalog';
import { COUNTRIES, GLOBAL_COUNTRY } from '@app/domain/ideas/countries';
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const commaList = (allowed: readonly string[], what: string) =>
  text(300).refine((value) => value.split(',').every((item) => allowed.includes(item.trim())), `every ${what} must be one of the platform's`);

export const GeneratedIdeaSchema = z.object({
  title: text(120),
  description: text(2000),
  category: commaList(CATEGORIES, 'category'),
  businessModel: z.enum(BUSINESS_MODELS),
  marketSize: text(300),
  competition: text(1000),
  problem: text(3000),
  solution: text(3000),
  differentiation: text(3000),
  goToMarket: text(3000),
  wowFactor: text(2000),
  revenue: text(1000),
  timeline: text(300),
  teamSize: text(300),
  technologies: z.array(z.enum(TECHNOLOGY_TAGS)).max(TECHNOLOGY_TAGS.length),
  tags: z.array(text(40)).min(1).max(8),
  country: commaList([GLOBAL_COUNTRY, ...COUNTRIES], 'country'),
});
export type GeneratedIdea = z.infer<typeof GeneratedIdeaSchema>;
