// One line for a person about one recorded event, from the event alone (its type and payload, never its sealed
// personal data): 'Stamp set to Crazy', 'Role changed from FREE to PREMIUM'. The actor is added by `entrySummary`.
// CONTRACT STUB: the history engineer replaces the body; the signature stays.

export interface DescribableEvent {
  type: string;
  data: unknown;
}

export function describeEvent(event: DescribableEvent): string {
  return event.type;
}
