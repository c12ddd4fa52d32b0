import type { RubricVersionView } from '@app/domain/scoring/scoring-api';

/** The latest draft (the highest version), if any. */
export function newestDraft(versions: readonly RubricVersionView[]): RubricVersionView | undefined {
  return versions.filter((version) => version.status === 'draft').reduce<RubricVersionView | undefined>((newest, version) => (!newest || version.version > newest.version ? version : newest), undefined);
}
