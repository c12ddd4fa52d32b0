// The Builder Studio application form (docs/product.md "Builder Studio"): shared by the server and the form, so both
// say the same words.
import { z } from 'zod';
import { inputText } from '../shared/text';
import { MAX_EMAIL_LENGTH } from '../users/schemas';

export const WEEKLY_HOURS = ['5-10 hours', '10-15 hours', '15+ hours'] as const;
export const APPLICATION_RECEIVED_MESSAGE = 'Application submitted successfully';

const required = (label: string, max: number) => inputText({ label, max, trim: true }, { error: `${label} is required` }).min(1, `${label} is required`);

export const studioApplicationSchema = z.object({
  name: required('Name', 100),
  email: inputText({ label: 'Email', max: MAX_EMAIL_LENGTH, trim: true }, { error: 'Please enter a valid email' }).pipe(z.email({ error: 'Please enter a valid email', abort: true })),
  phone: inputText({ label: 'Phone', max: 40, trim: true }).optional().default(''),
  idea: required('Idea', 2000),
  problem: required('Problem', 2000),
  targetUsers: required('Target users', 1000),
  // The message sits on the union: a union reports its own error ('Invalid input'), not its members'.
  weeklyHours: z
    .union([z.enum(WEEKLY_HOURS), z.literal('')], { error: 'Weekly hours must be 5-10 hours, 10-15 hours or 15+ hours' })
    .optional()
    .default(''),
});
export type StudioApplication = z.output<typeof studioApplicationSchema>;
export type StudioApplicationInput = z.input<typeof studioApplicationSchema>;
