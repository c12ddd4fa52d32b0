// A tiny aggregate for exercising the command pipeline in tests (no product feature depends on it).
import type { Command, Decider, DomainEvent } from '@app/domain/shared/decider';
import { Conflict, Forbidden, NotFound, TooManyRequests, Unauthenticated, ValidationError } from '@app/domain/shared/errors';

export type CounterCommand =
  | Command<'Increment', { by: number }>
  | Command<'Label', { ownerId: string; label: string }>
  | Command<'Fail', { kind: string }>;
export type CounterEvent =
  | DomainEvent<'CounterIncremented', { by: number }>
  // A payload with personal data, as user events carry it: sealed with the owner's key when stored.
  | DomainEvent<'CounterLabelled', { userId: string; personal: { label: string } | null }>;

export interface CounterState {
  value: number;
  label: string | null;
}

export const counter: Decider<CounterState, CounterCommand, CounterEvent> = {
  initialState: () => ({ value: 0, label: null }),
  evolve: (state, event) =>
    event.type === 'CounterIncremented'
      ? { ...state, value: state.value + event.data.by }
      : { ...state, label: event.data.personal?.label ?? null },
  decide(command) {
    switch (command.type) {
      case 'Increment':
        if (command.data.by === 0) return [];
        return [{ type: 'CounterIncremented', data: { by: command.data.by } }];
      case 'Label':
        return [{ type: 'CounterLabelled', data: { userId: command.data.ownerId, personal: { label: command.data.label } } }];
      case 'Fail':
        throw failure(command.data.kind);
    }
  },
};

function failure(kind: string): Error {
  switch (kind) {
    case 'validation':
      return new ValidationError('Title and description are required', { title: 'Title is required' });
    case 'unauthenticated':
      return new Unauthenticated('Please sign in to access this feature');
    case 'forbidden':
      return new Forbidden('Admin access required');
    case 'not-found':
      return new NotFound('Idea not found');
    case 'conflict':
      return new Conflict('This idea is already in your workspace');
    case 'rate-limit':
      return new TooManyRequests('Too many login attempts. Please try again in 60 seconds.', 60);
    default:
      return new Error('a bug: secret internals');
  }
}
