// Who sees which idea, and how much of it (contract "Reads"; docs/product.md "Marketplace and idea detail"): everyone
// sees Published ideas that are not archived, deleted or private; ADMIN sees every platform idea not deleted, and
// members' ideas as everyone does. A premium idea shows its body (problem, solution, differentiation, go-to-market,
// revenue) from PREMIUM up and its mockup from PRO up; a valid share hash shows it all. The same rules for the index's
// cards and for one idea read from Postgres (`accessOf`).
import { IDEA_BODY_FIELDS, type IdeaDetailView } from '@app/domain/ideas/idea-view';
import type { Actor } from '@app/domain/shared/decider';
import { meetsRole } from '@app/domain/shared/roles';
import { isLiveIdea, isPublicIdea, type IdeaRecord } from '../read-models/catalog';
import type { CatalogEntry } from './catalog-index';
import type { IdeaVariant } from './idea-json';

/** What the rules read of an idea. */
export type IdeaAccess = Pick<CatalogEntry, 'live' | 'public' | 'premium'>;

export function accessOf(row: IdeaRecord): IdeaAccess {
  return { live: isLiveIdea(row), public: isPublicIdea(row), premium: row.type === 'PREMIUM' };
}

export function isAdmin(actor: Actor | null): boolean {
  return actor?.role === 'ADMIN';
}

export function canSee<T extends IdeaAccess>(actor: Actor | null, entry: T | undefined): entry is T {
  return entry !== undefined && (isAdmin(actor) ? entry.live : entry.public);
}

export function variantFor(actor: Actor | null, entry: IdeaAccess, sharedLink = false): IdeaVariant {
  if (!entry.premium || sharedLink) return 'full';
  if (actor && meetsRole(actor.role, 'PRO')) return 'full';
  if (actor && meetsRole(actor.role, 'PREMIUM')) return 'no-mockup';
  return 'locked';
}

/** One idea as the variant shows it: a locked one without its body, mockup and the scorecard's reasons. */
export function shownAs(idea: IdeaDetailView, variant: IdeaVariant): IdeaDetailView {
  if (variant === 'full') return idea;
  if (variant === 'no-mockup') return { ...idea, mockup: null };
  const body = Object.fromEntries(IDEA_BODY_FIELDS.map((field) => [field, null]));
  return { ...idea, ...body, locked: true, score: idea.score && { ...idea.score, reasons: null, redFlags: null, greenLights: null } };
}
