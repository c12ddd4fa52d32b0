import type { Command, Decider, DomainEvent } from '@app/domain/shared/decider';
import type { HandledCommand } from '../commands/command-handler';

/** The command handler bound to one caller (an HTTP request, or the seed at start-up). */
export type RunCommand = <State, C extends Command, E extends DomainEvent, R = never>(
  decider: Decider<State, C, E, R>,
  streamId: string,
  command: C,
) => Promise<HandledCommand<State, R>>;
