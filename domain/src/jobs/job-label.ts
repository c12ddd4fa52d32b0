// The one line the admin's progress view shows for a job (ours): what was asked, counted, in the admin's words.
// Computed from the request when read, so a change of wording needs no rebuild of the jobs read model.
import { DOCUMENT_TYPE_NAMES } from '../ideas/idea-enumerations';
import { isScoreChunk, type JobRequest } from './job-events';

const ideas = (count: number) => (count === 1 ? 'idea' : 'ideas');

/**
 * 'Batch 7: 5 free + 3 premium ideas', 'Pitch Deck for 1 idea', 'Generate All Documents for 2 ideas', 'Score ideas
 * 1-1250 and 3 member ideas with rubric v2'.
 */
export function jobLabel(request: JobRequest): string {
  if (request.kind === 'score-ideas') {
    const chunks = request.items.filter(isScoreChunk);
    const memberIdeas = request.items.reduce((sum, item) => sum + ('ideaIds' in item ? item.ideaIds.length : 0), 0);
    const first = Math.min(...chunks.map((item) => item.firstId));
    const last = Math.max(...chunks.map((item) => item.lastId));
    const platform = chunks.length === 0 ? null : first === last ? `idea ${first}` : `ideas ${first}-${last}`;
    const members = memberIdeas === 0 ? null : `${memberIdeas} member ${ideas(memberIdeas)}`;
    return `Score ${[platform, members].filter(Boolean).join(' and ')} with rubric v${request.rubricVersion}`;
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
