// Who sees which idea, and how much of it (contract "Reads"; docs/product.md "Marketplace and idea detail"): everyone
// sees Published ideas that are not archived, deleted or private; ADMIN sees every platform idea not deleted, and
// members' ideas as everyone does. A premium idea shows its body (problem, solution, differentiation, go-to-market,
// revenue) from PREMIUM up and its mockup from PRO up; a valid share hash shows it all.
import type { Actor } from '@app/domain/shared/decider';
import { meetsRole } from '@app/domain/shared/roles';
import type { CatalogEntry } from './catalog-index';
import type { IdeaVariant } from './idea-json';

export function isAdmin(actor: Actor | null): boolean {
  return actor?.role === 'ADMIN';
}

export function canSee(actor: Actor | null, entry: CatalogEntry | undefined): entry is CatalogEntry {
  return entry !== undefined && (isAdmin(actor) ? entry.live : entry.public);
}

export function variantFor(actor: Actor | null, entry: CatalogEntry, sharedLink = false): IdeaVariant {
  if (!entry.premium || sharedLink) return 'full';
  if (actor && meetsRole(actor.role, 'PRO')) return 'full';
  if (actor && meetsRole(actor.role, 'PREMIUM')) return 'no-mockup';
  return 'locked';
}
