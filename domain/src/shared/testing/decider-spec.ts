// Given/when/then for deciders (after Emmett's DeciderSpecification):
//   const given = deciderSpec(decider);
//   given([registered]).when(verifyEmail).then([emailVerified]);
//   given([registered]).when(deleteAdmin).thenThrows(Conflict, 'Admin accounts cannot be deleted');
//   given([created]).when(publishIdea).thenRefuses({ message: 'Missing documents: ...', missingDocuments, reason: null });
import { expect } from 'vitest';
import type { Command, Decider, DomainEvent } from '../decider';

export function deciderSpec<State, C extends Command, E extends DomainEvent, R = never>(decider: Decider<State, C, E, R>) {
  return (history: readonly E[]) => ({
    when(command: C) {
      const decide = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
      return {
        then(expected: readonly E[]): void {
          expect(decide()).toEqual(expected);
        },
        /** An expected refusal: answered with `refusal`, recording `events` all the same (none by default). */
        thenRefuses(refusal: R, events: readonly E[] = []): void {
          expect(decide()).toEqual({ events, refusal });
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
