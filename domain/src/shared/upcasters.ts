// Events are never rewritten. When an event's payload shape changes, its type gets a new schemaVersion and an
// upcaster registered here turns the stored older shape into the current one on read (DESIGN.md rule 5).

export interface VersionedEvent {
  type: string;
  data: unknown;
  metadata: { schemaVersion?: unknown };
}

/** event type → steps by the version they upgrade from (index 0 upgrades v1 to v2, and so on). */
export type UpcasterRegistry = Record<string, readonly ((data: unknown) => unknown)[]>;

export function createUpcasting(registry: UpcasterRegistry) {
  return {
    /** The schemaVersion that new events of a type are written with. */
    currentSchemaVersion: (type: string): number => (registry[type]?.length ?? 0) + 1,
    upcast: <E extends VersionedEvent>(event: E): E => {
      const steps = registry[event.type];
      const stored = typeof event.metadata.schemaVersion === 'number' ? event.metadata.schemaVersion : 1;
      if (!steps || stored > steps.length) return event;
      const data = steps.slice(stored - 1).reduce((value, step) => step(value), event.data);
      return { ...event, data, metadata: { ...event.metadata, schemaVersion: steps.length + 1 } };
    },
  };
}

/** The product's registry: empty until an event's shape first changes. */
export const { currentSchemaVersion, upcast } = createUpcasting({});
