// Given/when/then for deciders (after Emmett's DeciderSpecification):
//   const given = deciderSpec(decider);
//   given([registered]).when(verifyEmail).then([emailVerified]);
//   given([registered]).when(deleteAdmin).thenThrows(Conflict, 'Admin accounts cannot be deleted');
import { expect } from 'vitest';
import type { Command, Decider, DomainEvent } from '../decider';

export function deciderSpec<State, C extends Command, E extends DomainEvent>(decider: Decider<State, C, E>) {
  return (history: readonly E[]) => ({
    when(command: C) {
      const decide = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
      return {
        then(expected: readonly E[]): void {
          expect(decide()).toEqual(expected);
        },
        thenThrows(type: abstract new (...args: never[]) => Error, message: string): void {
          let thrown: unknown;
          try {
            decide();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(type);
          expect((thrown as Error).message).toBe(message);
        },
      };
    },
  });
}
