import type { IdeaSource } from '@app/domain/ideas/idea-enumerations';

/** A row of the Deleted Ideas table (GET /api/admin/deleted-ideas). */
export interface DeletedIdea {
  /** The row's own id. */
  id: number;
  /** Which of ideaId / ugiId / ugp2pId the server set: FD, UGI or UGP2P. */
  source: IdeaSource;
  /** The idea's id within its source: what the restore names. */
  ideaId: number;
  title: string;
  description: string;
  /** ISO 8601, as the server sent it; null when it sent none. */
  deletedAt: string | null;
}
