// Inputs of the trend calls (docs/product.md "Admin: Trends"), shared by the command API and the admin forms.
import { z } from 'zod';
import { inputText } from '../shared/text';
import { NO_IDEAS_SELECTED } from './trend-decider';
import { TREND_SOURCES, TREND_TYPES } from './trend-view';

export const TITLE_AND_DESCRIPTION_REQUIRED = 'Title and description are required';
export const TREND_TYPE_REQUIRED = 'Trend type is required';

const required = (label: string, max: number) =>
  inputText({ label, max, trim: true }, { error: TITLE_AND_DESCRIPTION_REQUIRED }).min(1, TITLE_AND_DESCRIPTION_REQUIRED);

export const createTrendSchema = z.object({
  title: required('Title', 200),
  description: required('Description', 5000),
  type: z.enum(TREND_TYPES, { error: TREND_TYPE_REQUIRED }),
  // Ours: a trend an admin writes up without naming a source is the platform's own.
  source: z.enum(TREND_SOURCES, { error: 'Source must be YC, IdeaPlatform or Other' }).default('IdeaPlatform'),
});
export type CreateTrendInput = z.input<typeof createTrendSchema>;

const ideaId = z.number({ error: 'Idea ids must be positive whole numbers' }).int('Idea ids must be positive whole numbers').positive('Idea ids must be positive whole numbers');

export const linkIdeasSchema = z.object({
  ideaIds: z.array(ideaId, { error: NO_IDEAS_SELECTED }).min(1, NO_IDEAS_SELECTED).max(10000),
});
export const linkIdeaSchema = z.object({ ideaId });
