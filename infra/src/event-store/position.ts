// A global position in $all. For Postgres `commit` is the appending transaction's xid8 and `prepare` the
// global_position sequence value (docs/architecture.md "Event store"); for KurrentDB they are its commit/prepare
// positions. Either way positions order by (commit, prepare). Callers treat the string form as opaque.
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** Positions travel in HTTP headers and bodies as "<commit>-<prepare>". */
export function formatPosition(position: Position): string {
  return `${position.commit}-${position.prepare}`;
}

const POSITION_PATTERN = /^(\d{1,20})-(\d{1,20})$/;

/** Returns undefined for anything that is not a well-formed position, so bad headers never become 500s. */
export function parsePosition(text: string | undefined | null): Position | undefined {
  const match = text ? POSITION_PATTERN.exec(text.trim()) : null;
  if (!match) return undefined;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
}

export function maxPosition(a: Position | undefined, b: Position | undefined): Position | undefined {
  if (!a) return b;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}
