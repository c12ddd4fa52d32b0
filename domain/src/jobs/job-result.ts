// What a job has produced, folded from its events: the answer of the generation call that asked for it (docs/product.md
// "Admin: AI jobs, Batch-Runs and Batch-Docs": generate-batch's `ideas`; documents/generate's `successful` and
// `failed`), with the trend links of a batch. The job's state carries it (the command API answers it when the job ends
// within the request), and the jobs read model shows it while the job runs.
import type { JobEvent, JobRequest } from './job-events';
import type { JobResult } from './job-view';

export function emptyJobResult(request: JobRequest): JobResult {
  switch (request.kind) {
    case 'generate-ideas':
      return { kind: 'generate-ideas', ideas: [], links: [], skipped: [], failed: [] };
    case 'generate-documents':
      return { kind: 'generate-documents', successful: [], failed: [] };
    case 'score-ideas':
      return { kind: 'score-ideas', rubricVersion: request.rubricVersion, scored: 0, unchanged: 0, failed: 0 };
  }
}

/** The result with one more event of the job folded in (events other than outcomes change nothing). */
export function evolveJobResult(result: JobResult, request: JobRequest, event: JobEvent): JobResult {
  if (event.type === 'JobItemSucceeded') {
    const { result: item, at } = event.data;
    if (item.kind === 'idea' && result.kind === 'generate-ideas' && request.kind === 'generate-ideas') {
      const idea = { id: item.ideaId, title: item.title, type: item.type };
      if (item.linked && request.trendId !== null) {
        return { ...result, ideas: [...result.ideas, idea], links: [...result.links, { trendId: request.trendId, ideaId: item.ideaId, createdAt: at }] };
      }
      return { ...result, ideas: [...result.ideas, idea], skipped: request.trendId === null ? result.skipped : [...result.skipped, item.ideaId] };
    }
    if (item.kind === 'scores' && result.kind === 'score-ideas') {
      return { ...result, scored: result.scored + item.scored, unchanged: result.unchanged + item.unchanged, failed: result.failed + item.failed };
    }
    if (item.kind === 'document' && result.kind === 'generate-documents') {
      return { ...result, successful: [...result.successful, { ideaId: item.ideaId, type: item.documentType, documentId: item.documentId }] };
    }
    return result;
  }
  if (event.type === 'JobItemFailed' && result.kind === 'generate-ideas' && request.kind === 'generate-ideas') {
    const item = request.items.find((candidate) => candidate.key === event.data.itemKey);
    return item ? { ...result, failed: [...result.failed, { type: item.type, reason: event.data.reason }] } : result;
  }
  if (event.type === 'JobItemFailed' && result.kind === 'generate-documents' && request.kind === 'generate-documents') {
    const item = request.items.find((candidate) => candidate.key === event.data.itemKey);
    return item ? { ...result, failed: [...result.failed, { ideaId: item.ideaId, type: item.documentType, reason: event.data.reason }] } : result;
  }
  return result;
}
