// The one line the admin's progress view shows for a job (ours): what was asked, counted, in the admin's words.
// Computed from the request when read, so a change of wording needs no rebuild of the jobs read model.
import { DOCUMENT_TYPE_NAMES } from '../ideas/idea-enumerations';
import type { JobRequest } from './job-events';

const ideas = (count: number) => (count === 1 ? 'idea' : 'ideas');

/**
 * 'Batch 7: 5 free + 3 premium ideas', 'Pitch Deck for 1 idea', 'Generate All Documents for 2 ideas', 'Score ideas
 * 1-1250 with rubric v2'.
 */
export function jobLabel(request: JobRequest): string {
  if (request.kind === 'score-ideas') {
    const first = Math.min(...request.items.map((item) => item.firstId));
    const last = Math.max(...request.items.map((item) => item.lastId));
    return `Score ${first === last ? `idea ${first}` : `ideas ${first}-${last}`} with rubric v${request.rubricVersion}`;
  }
  if (request.kind === 'generate-ideas') {
    const free = request.items.filter((item) => item.type === 'FREE').length;
    const premium = request.items.length - free;
    const counts = [free && `${free} free`, premium && `${premium} premium`].filter(Boolean).join(' + ');
    return `Batch ${request.batchNumber}: ${counts} ${ideas(request.items.length)}`;
  }
  const ideaCount = new Set(request.items.map((item) => item.ideaId)).size;
  const what = request.generateAll
    ? 'Generate All Documents'
    : [...new Set(request.items.map((item) => DOCUMENT_TYPE_NAMES[item.documentType]))].join(', ');
  return `${what} for ${ideaCount} ${ideas(ideaCount)}`;
}
