// Personal data an event's older version stored in clear, before that kind of text was sealed in the payload's
// `personal` field (domain/src/users/README.md "Personal data"). The store is append-only, so the old rows keep it;
// their upcaster moves it into `unsealedPersonal`, and the infra that opens personal data merges it into `personal`
// while the subject has a key and drops it once the subject is erased (infra/src/personal-data/personal-field.ts).
// So a reader sees an old event as it sees a new one: the text in `personal`, or `personal` null once erased.

export const UNSEALED_PERSONAL = 'unsealedPersonal';

/** An upcaster's step: `keys` of the stored payload move into `unsealedPersonal`, the rest stays where it was. */
export function moveToUnsealedPersonal<T extends object, K extends keyof T & string>(data: T, keys: readonly K[]): Omit<T, K> & { [UNSEALED_PERSONAL]: Pick<T, K> } {
  const rest: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  const unsealed: Record<string, unknown> = {};
  for (const key of keys) {
    if (key in rest) unsealed[key] = rest[key];
    delete rest[key];
  }
  return { ...rest, [UNSEALED_PERSONAL]: unsealed } as Omit<T, K> & { [UNSEALED_PERSONAL]: Pick<T, K> };
}
