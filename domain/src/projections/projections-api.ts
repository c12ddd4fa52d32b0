// The projections' calls, one contract each (shared/api-contract.ts): their state for the admin panel, and a rebuild.
import { z } from 'zod';
import { apiContract, commandAnswer } from '../shared/api-contract';
import { text } from '../shared/text';

export const projectionStatusSchema = z.object({
  name: text(),
  version: z.number(),
  generation: z.number(),
  status: z.enum(['building', 'active']),
  position: text().nullable(),
  eventsApplied: z.number(),
  lag: z.number(),
  progress: z.number().nullable(),
  indexing: z.object({ since: text(), built: z.number(), total: z.number() }).nullable(),
  runner: text().nullable(),
  heartbeatAt: text().nullable(),
  updatedAt: text(),
  error: z
    .object({
      message: text(),
      since: text(),
      event: z.object({ position: text(), type: text(), streamId: text(), id: text() }).nullable(),
    })
    .nullable(),
});

export const projectionsApi = {
  list: apiContract({
    method: 'GET',
    path: '/api/admin/projections',
    tag: 'admin projections',
    summary: "Each projection's position, lag and rebuild progress",
    access: 'ADMIN',
    responses: { 200: z.object({ projections: z.array(projectionStatusSchema) }) },
  }),
  rebuild: apiContract({
    method: 'POST',
    path: '/api/admin/projections/:name/rebuild',
    tag: 'admin projections',
    summary: 'Has a read model built afresh while the serving one answers, then switched in (202: follow it in the list)',
    access: 'ADMIN',
    params: z.object({ name: text() }),
    responses: { 202: commandAnswer({ name: text(), version: z.number(), generation: z.number(), status: z.literal('building') }) },
    errors: [404],
  }),
};
