import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '@app/domain/live/live-api';
import { lastEventPosition } from '../event-position';
import { openLiveFeed } from './live-feed-client';
import { currentLiveStatus as currentStatus, setLiveStatus } from './live-status';

// A stand-in for the browser's EventSource: the test plays the server's messages and the connection's fate.
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  message(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  fail(readyState: number) {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.closed = true;
  }
}

describe('openLiveFeed', () => {
  const changed = vi.fn<(changes: readonly LiveChange[]) => void>();
  const refetchAll = vi.fn<() => void>();
  const latest = () => FakeEventSource.opened.at(-1)!;

  beforeEach(() => {
    FakeEventSource.opened = [];
    changed.mockReset();
    refetchAll.mockReset();
    setLiveStatus('connecting');
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands on the changes of each message, parsed', () => {
    const close = openLiveFeed({ changed, refetchAll }, false);
    expect(latest().url).toBe('/api/live');
    latest().message('ready', { position: '10' });
    latest().message('changes', { position: '11', changes: [{ kind: 'ideas', id: '7', topics: ['catalog'] }] });
    expect(changed).toHaveBeenCalledWith([{ kind: 'ideas', id: '7', topics: ['catalog'] }]);
    // The reads it sets off wait for the query API to serve that position.
    expect(lastEventPosition()).toBe('11');
    expect(refetchAll).not.toHaveBeenCalled();
    close();
    expect(latest().closed).toBe(true);
  });

  it('refetches everything when told to, or when a message does not parse', () => {
    openLiveFeed({ changed, refetchAll }, false);
    latest().message('refetch', { position: '12', reason: 'too-many-changes' });
    latest().message('changes', { position: '13', changes: [{ kind: 'nonsense', id: '7', topics: [] }] });
    latest().message('changes', '{not json');
    expect(refetchAll).toHaveBeenCalledTimes(3);
    expect(changed).not.toHaveBeenCalled();
  });

  it('refetches everything once ready when it replaces an earlier feed', () => {
    openLiveFeed({ changed, refetchAll }, true);
    latest().message('ready', { position: '10' });
    latest().message('ready', { position: '10' });
    expect(refetchAll).toHaveBeenCalledTimes(1);
  });

  it('tells it is reconnecting from a cut until the stream is open again', () => {
    openLiveFeed({ changed, refetchAll }, false);
    expect(currentStatus()).toBe('connecting');
    latest().open();
    expect(currentStatus()).toBe('open');
    latest().fail(FakeEventSource.CONNECTING);
    expect(currentStatus()).toBe('reconnecting');
    latest().open();
    expect(currentStatus()).toBe('open');
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens a new feed after a refused one, and refetches everything it may have missed', () => {
    const close = openLiveFeed({ changed, refetchAll }, false);
    latest().fail(FakeEventSource.CLOSED);
    expect(currentStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(30_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    latest().open();
    latest().message('ready', { position: '20' });
    expect(refetchAll).toHaveBeenCalledTimes(1);
    close();
    expect(latest().closed).toBe(true);
  });
});
