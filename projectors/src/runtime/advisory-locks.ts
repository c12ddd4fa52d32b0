// Postgres advisory locks are one shared key space per database; the runtime's locks use the two-integer form
// with a first key of their own so they cannot collide with other modules' locks (or with each other).

/** Session lock per registry row: held by the one process that runs that generation. */
export const RUNNER_LOCK_SPACE = 0x70726a31; // "prj1"

/** Transaction lock per projection name: serialises changes to a projection's registry rows and read views. */
export const REGISTRY_LOCK_SPACE = 0x70726a32; // "prj2"
