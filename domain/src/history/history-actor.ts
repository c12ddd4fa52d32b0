// Who caused a recorded event, from its metadata and stream: a person's account or a named system actor. The cases,
// as the code records them: the seed acts as userId 'system' (correlation 'seed', 'seed-catalog'); a job's items as
// userId 'job' (command-api/src/jobs/job-item-context.ts); the payment webhook with no user, on the subscription and
// checkout streams and as the member's RoleChanged `by: 'payment'` (routes/payments/handle-payment-event.ts); a
// person signing up or in acts before they are anyone's actor, so their own stream (and the email / username
// reservations they take) records no user: it is theirs.
import type { HistoryActor, SystemActor } from './history-view';

/**
 * `label` names a system actor more closely than its id where the event tells ('Local checkout' for the local
 * payment provider's deliveries); without it the actor's own label applies (`SYSTEM_ACTOR_LABELS`).
 */
export type ActorRef = { kind: 'user'; id: string } | { kind: 'system'; id: SystemActor; label?: string };

/** What `actorRefOf` reads of a recorded event. */
export interface AttributableEvent {
  streamId: string;
  type: string;
  data: unknown;
  metadata: { userId: string | null; correlationId: string };
}

export const SYSTEM_ACTOR_LABELS: Record<SystemActor, string> = { seed: 'Seed', webhook: 'Stripe checkout', job: 'AI job', platform: 'Platform' };
export const LOCAL_CHECKOUT_LABEL = 'Local checkout';

/** The local payment provider's event ids (infra/src/payments/local/). */
const LOCAL_PROVIDER_EVENT = 'evt_local_';
/** Streams whose events the provider's webhook writes. */
const PAYMENT_STREAMS = ['subscription-', 'checkout-'];
/** Streams whose unattributed events a person wrote about themself, named in the payload's `userId`. */
const OWN_STREAMS = ['user-', 'email-', 'username-'];

const field = (data: unknown, name: string): unknown => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined);

export function actorRefOf(event: AttributableEvent): ActorRef {
  const { streamId, type, data, metadata } = event;
  const { userId, correlationId } = metadata;
  if (userId === 'system' || correlationId.startsWith('seed')) return { kind: 'system', id: 'seed' };
  if (userId === 'job') return { kind: 'system', id: 'job' };
  if (userId !== null) return { kind: 'user', id: userId };
  if (PAYMENT_STREAMS.some((prefix) => streamId.startsWith(prefix)) || (type === 'RoleChanged' && field(data, 'by') === 'payment')) {
    return correlationId.startsWith(LOCAL_PROVIDER_EVENT) ? { kind: 'system', id: 'webhook', label: LOCAL_CHECKOUT_LABEL } : { kind: 'system', id: 'webhook' };
  }
  const subject = field(data, 'userId');
  if (OWN_STREAMS.some((prefix) => streamId.startsWith(prefix)) && typeof subject === 'string') return { kind: 'user', id: subject };
  return { kind: 'system', id: 'platform', label: unattributedLabel(type, data) };
}

/**
 * The few events no account and no other system actor caused: the query API's view counter, an operator's skip from
 * the command line, an application sent by someone signed out. They are the platform's own doing, under a label that
 * says who it was.
 */
function unattributedLabel(type: string, data: unknown): string {
  const skippedBy = field(data, 'skippedBy');
  if (type === 'ProjectionEventSkipped' && typeof skippedBy === 'string') return `Operator ${skippedBy}`;
  if (type === 'IdeaViewsRecorded') return 'View counter';
  if (type === 'StudioApplicationSubmitted') return 'Visitor';
  return SYSTEM_ACTOR_LABELS.platform;
}

/** The entry's one line: the event's description and who did it ('Published by admin@example.com'). */
export function entrySummary(description: string, actor: HistoryActor): string {
  return `${description} by ${actor.label}`;
}
