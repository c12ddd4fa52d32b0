// The platform's own calls, one contract each (api-contract.ts): its health, this API's description, and the
// development mailbox.
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../users/schemas';
import { apiContract } from './api-contract';
import { inputText, text } from './text';

const partSchema = z.looseObject({ status: z.enum(['ok', 'down']) });
/** Each part of the system and the projections' lag (a part that does not answer says why). */
const healthSchema = z.looseObject({
  status: z.enum(['ok', 'degraded', 'down']),
  database: partSchema,
  readDatabase: partSchema.optional(),
  eventStore: partSchema,
});

export const platformApi = {
  health: apiContract({
    method: 'GET',
    path: '/api/health',
    tag: 'platform',
    summary: 'Whether this instance serves: 200 when every part answers (a projection stuck on an event: degraded), else 503',
    access: 'public',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
  openApi: apiContract({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'platform',
    summary: 'This description (OpenAPI 3.1); read at /api/docs',
    access: 'public',
    responses: { 200: z.looseObject({ openapi: text() }) },
  }),
  devMailbox: apiContract({
    method: 'GET',
    path: '/api/dev/mailbox',
    tag: 'platform',
    summary: 'The mails the development mailbox sent to an address (not in production)',
    access: 'public',
    query: z.object({
      to: inputText(
        { max: MAX_EMAIL_LENGTH, trim: true, tooLong: `Query parameter "to" cannot exceed ${MAX_EMAIL_LENGTH} characters` },
        { error: 'Query parameter "to" is required' },
      ).min(1, 'Query parameter "to" is required'),
    }),
    responses: {
      200: z.object({
        messages: z.array(z.object({ id: text(), to: text(), subject: text(), text: text(), html: text().nullable(), sentAt: text() })),
      }),
    },
    developmentOnly: true,
  }),
};
