// The shape of every aggregate (Emmett style): plain functions, no I/O. Time, ids and the acting user enter
// through the command's metadata, never from Date.now() inside the domain.
import type { Role } from './roles';

export interface Actor {
  userId: string;
  role: Role;
  emailVerified: boolean;
}

export interface CommandMetadata {
  actor: Actor | null;
  now: Date;
}

export interface Command<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
}

export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * An expected business outcome other than plain success (a publish refused for missing documents): a result the caller
 * answers with, never an exception, and recorded nowhere. `events` are what the decision records all the same (none
 * when the whole command is refused). Broken invariants still throw.
 */
export interface Refused<E extends DomainEvent, R> {
  events: E[];
  refusal: R;
}

/** A decider that never refuses (R = never) decides plain event lists. */
export type Decision<E extends DomainEvent, R = never> = E[] | ([R] extends [never] ? never : Refused<E, R>);

export interface Decider<State, C extends Command, E extends DomainEvent, R = never> {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  /** Returns the events that record the decision; [] when there is nothing to record (idempotent repeats). */
  decide: (command: C, state: State) => Decision<E, R>;
}

/** The events a decision records and its refusal, if any. */
export function outcomeOf<E extends DomainEvent, R>(decision: E[] | Refused<E, R>): { events: E[]; refusal: R | undefined } {
  return Array.isArray(decision) ? { events: decision, refusal: undefined } : decision;
}
