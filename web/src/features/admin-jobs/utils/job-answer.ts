import type { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import type { JobResult } from '@app/domain/jobs/job-view';
import { z } from 'zod';

/** What a generation call answered: its result at once (200), or the job to follow (202). */
export type JobAnswer = { state: 'finished'; jobId: string; cancelled: boolean; result: JobResult } | { state: 'accepted'; jobId: string };

type Generation = typeof adminAiApi.generateBatch | typeof adminAiApi.generateDocuments;

/** Either answer of a generation call: the job's result (200) or where to follow it (202). */
export const generationAnswer = (call: Generation) => z.union([call.responses[200], call.responses[202]]);

export function jobAnswerOf(answer: z.output<ReturnType<typeof generationAnswer>>): JobAnswer {
  if (answer.status === 'running') return { state: 'accepted', jobId: answer.jobId };
  const { jobId, status, position: _, ...result } = answer;
  return { state: 'finished', jobId, cancelled: status === 'cancelled', result };
}
