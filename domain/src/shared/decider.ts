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

export interface Decider<State, C extends Command, E extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  /** Returns the events that record the decision; [] when there is nothing to record (idempotent repeats). */
  decide: (command: C, state: State) => E[];
}
