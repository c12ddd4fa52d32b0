// The content fields every full view of an idea carries after its title, description and category: the admin's idea
// detail and a workspace copy hold them alike (docs/product.md "Data model").
import { z } from 'zod';
import { text } from '../shared/text';

export const ideaContentShape = {
  businessModel: text(),
  marketSize: text(),
  competition: text(),
  problem: text(),
  solution: text(),
  differentiation: text(),
  goToMarket: text(),
  wowFactor: text(),
  revenue: text(),
  timeline: text(),
  teamSize: text(),
  technologies: z.array(text()),
  tags: z.array(text()),
  mockup: text().nullable(),
  country: text(),
};
