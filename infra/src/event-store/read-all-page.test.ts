import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from './event-store';
import type { Position } from './position';
import { toReadAllPage } from './read-all-page';

const at = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
const eventAt = (n: number) => ({ position: at(n) }) as RecordedEvent;

describe('toReadAllPage', () => {
  it('a full page continues after its last event', () => {
    expect(toReadAllPage([eventAt(2), eventAt(3)], 2, at(1), at(9))).toMatchObject({ next: at(3), atEnd: false });
  });

  it('a full page that reaches the head is at the end', () => {
    expect(toReadAllPage([eventAt(2), eventAt(3)], 2, at(1), at(3))).toMatchObject({ next: at(3), atEnd: true });
  });

  it('a short page moves the reader up to the head, past events a filter left out', () => {
    expect(toReadAllPage([eventAt(4)], 10, at(1), at(9))).toMatchObject({ next: at(9), atEnd: true });
    expect(toReadAllPage([], 10, at(1), at(9))).toMatchObject({ next: at(9), atEnd: true });
  });

  it('never moves a reader back, even when it starts beyond the visible head', () => {
    expect(toReadAllPage([], 10, at(12), at(9))).toMatchObject({ next: at(12), atEnd: true });
  });

  it('an empty store has nowhere to continue from', () => {
    expect(toReadAllPage([], 10, undefined, undefined)).toEqual({ events: [], next: undefined, atEnd: true });
  });
});
