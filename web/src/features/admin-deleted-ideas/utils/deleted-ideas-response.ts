import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';
import { InvalidResponseError, isRecord, optionalText } from '../../../lib/invalid-response';
import type { DeletedIdea } from '../types';

// GET /api/admin/deleted-ideas → { deletedIdeas: [{ id, userId, ideaId, ugiId, ugp2pId, title, description,
// deletedAt }] }, newest first; exactly one of ideaId / ugiId / ugp2pId is set, and it says the idea's source.

const SOURCE_IDS = [
  ['ideaId', 'FD'],
  ['ugiId', 'UGI'],
  ['ugp2pId', 'UGP2P'],
] as const satisfies readonly (readonly [string, IdeaSource])[];

/**
 * The source and id of a deleted idea, from which of its three ids is set; null when none is, or more than one is
 * (such a row cannot be named to the restore).
 */
export function sourceOf(row: Record<string, unknown>): { source: IdeaSource; ideaId: number } | null {
  const set = SOURCE_IDS.flatMap(([field, source]) => {
    const id = positiveId(row[field]);
    return id === null ? [] : [{ source, ideaId: id }];
  });
  return set.length === 1 ? (set[0] ?? null) : null;
}

/** The rows in the server's order. Rows without an id or a source are dropped. */
export function parseDeletedIdeas(body: unknown): DeletedIdea[] {
  if (!isRecord(body) || !Array.isArray(body.deletedIdeas)) throw new InvalidResponseError();
  return body.deletedIdeas.map(parseDeletedIdea).filter((idea): idea is DeletedIdea => idea !== null);
}

function parseDeletedIdea(value: unknown): DeletedIdea | null {
  if (!isRecord(value)) return null;
  const id = positiveId(value.id);
  const origin = sourceOf(value);
  if (id === null || origin === null) return null;
  return {
    id,
    ...origin,
    title: typeof value.title === 'string' ? value.title : '',
    description: typeof value.description === 'string' ? value.description : '',
    deletedAt: optionalText(value.deletedAt),
  };
}

/** Ids are positive whole numbers; a numeric string (a bigint column) counts too. */
function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
