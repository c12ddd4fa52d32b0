// The change feed (docs/architecture.md "Live change feed"): `GET /api/live` is a Server-Sent Events stream that tells
// a screen which read models and which entities changed, position by position, so it refetches exactly what moved.
// Messages name an entity by its kind and id, never its content; each connection hears only what its viewer may read
// (live-topics.ts). The stream is not JSON, so the contract declares no success answer; the messages' shapes are
// below, and the SPA parses each `data:` line with them.
import { z } from 'zod';
import { apiContract } from '../shared/api-contract';
import { text } from '../shared/text';
import { ACTIVITY_KINDS } from '../history/history-view';
import { LIVE_TOPICS } from './live-topics';

/** A comment line this often keeps proxies (HAProxy's `timeout server`/`client`, 60 s) from closing a quiet stream. */
export const LIVE_HEARTBEAT_MS = 15_000;

/** The SSE event names. */
export const LIVE_EVENTS = {
  /** Sent first: the position the stream starts after (the message's id, so a reconnect resumes from it). */
  ready: 'ready',
  /** What changed up to the message's position. */
  changes: 'changes',
  /** More changed than can be listed, or a resume from further back than can be replayed: refetch everything. */
  refetch: 'refetch',
} as const;

export const liveChangeSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  id: text(),
  /** The read models (as the screens name them) this entity's change touched, among those the viewer may read. */
  topics: z.array(z.enum(LIVE_TOPICS)),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const liveReadySchema = z.object({ position: text().nullable() });
export type LiveReady = z.infer<typeof liveReadySchema>;

export const liveChangesSchema = z.object({
  /** The position every read model this query API serves has reached; also the message's SSE id. */
  position: text(),
  changes: z.array(liveChangeSchema),
});
export type LiveChanges = z.infer<typeof liveChangesSchema>;

export const LIVE_REFETCH_REASONS = ['too-many-changes', 'resume-too-old'] as const;
export const liveRefetchSchema = z.object({ position: text(), reason: z.enum(LIVE_REFETCH_REASONS) });
export type LiveRefetch = z.infer<typeof liveRefetchSchema>;

export const liveApi = {
  feed: apiContract({
    method: 'GET',
    path: '/api/live',
    tag: 'live',
    summary:
      'Server-Sent Events: `ready`, then `changes` (kind and id of each changed entity, with its read models) and ' +
      '`refetch` messages, each with the position as its id; `Last-Event-ID` resumes; a comment line every 15 s',
    access: 'public',
    responses: {},
    errors: [429],
  }),
};
