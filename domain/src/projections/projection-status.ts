// What the admin view and /api/health show per projection generation (GET /api/admin/projections): the projector
// runtime fills it (projectors/src/runtime/status.ts), the query API sends it as it is, the admin panel shows it.
// Plain JSON values.

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  /** building: filling new tables while another generation serves; active: behind the read views. */
  status: 'building' | 'active';
  /** The checkpoint as `formatPosition` writes it; null before the first page. */
  position: string | null;
  eventsApplied: number;
  /** How far behind the head of the store it is; see `measureLag` in the projector runtime (projectors/src/runtime/status.ts). */
  lag: number;
  /** Percent of the store's history processed, while building; null once active. */
  progress: number | null;
  /**
   * While building: set once it has caught up and its deferred indexes are being built, before it is switched in:
   * since when (ISO-8601), and how many of them are built, of how many. The progress stands at 100 meanwhile.
   */
  indexing: { since: string; built: number; total: number } | null;
  /** The process holding the runner lock, and when it last proved it is alive. */
  runner: string | null;
  heartbeatAt: string | null;
  updatedAt: string;
  /**
   * Set while the handler keeps failing (it is being retried with backoff); `event` names the one event it throws on,
   * when it throws on one alone (null for a failure that is not an event's, such as a lost connection).
   */
  error: { message: string; since: string; event: StuckEventStatus | null } | null;
}

export interface StuckEventStatus {
  /** As the runtime writes positions: what `npm run projections:skip <name> <position>` takes. */
  position: string;
  type: string;
  streamId: string;
  id: string;
}
