// The default bus when every service runs in one process (`npm start`).
import { EventEmitter } from 'node:events';
import type { Bus } from './bus';

export function createInProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'in-process',
    publish(subject, message) {
      // Deliver on a later tick, as a network bus would, so a publisher never runs subscriber code re-entrantly.
      queueMicrotask(() => emitter.emit(subject, message));
    },
    subscribe(subject, handler) {
      emitter.on(subject, handler);
      return () => emitter.off(subject, handler);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
