// The bus port: wake-ups only ("new events at position P", "projection X reached P"). Nothing is ever stored only
// on the bus; the event store stays the source of truth, so a lost message costs latency, never data.
export type BusSubject = 'events.appended' | 'projections.progress';

export interface Bus {
  readonly kind: 'in-process' | 'postgres' | 'nats';
  publish(subject: BusSubject, message: string): void;
  /** Returns a function that stops the subscription. */
  subscribe(subject: BusSubject, handler: (message: string) => void): () => void;
  close(): Promise<void>;
}
