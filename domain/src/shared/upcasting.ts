// Events are never rewritten. When an event's payload shape changes, its type gets a new schemaVersion and an
// upcaster turns the stored older shape into the current one on read (docs/architecture.md "Event store"). This is the
// mechanism; the product's registry of upcasters is upcasters.ts.

export interface VersionedEvent {
  type: string;
  data: unknown;
  metadata: { schemaVersion?: unknown };
}

export type Upcaster = (data: unknown) => unknown;

/** event type → steps by the version they upgrade from (index 0 upgrades v1 to v2, and so on). */
export type UpcasterRegistry = Record<string, readonly Upcaster[]>;

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
    /**
     * Adds the step that upgrades `type` from `fromVersion` to the next version. Steps come in version order, so
     * `fromVersion` must be the type's current version; from then on new events of the type are written with the
     * next one. Returns the function that takes the step away again (the newest step first).
     */
    registerUpcaster: (type: string, fromVersion: number, step: Upcaster): (() => void) => {
      const steps = registry[type] ?? [];
      if (fromVersion !== steps.length + 1) throw new Error(`${type} is at version ${steps.length + 1}: its next upcaster upgrades from that version, not ${fromVersion}`);
      registry[type] = [...steps, step];
      return () => {
        const current = registry[type] ?? [];
        if (current.at(-1) !== step) throw new Error(`${type}: upcasters are removed newest first`);
        if (current.length === 1) delete registry[type];
        else registry[type] = current.slice(0, -1);
      };
    },
  };
}
