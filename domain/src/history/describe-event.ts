// One line for a person about one recorded event, from the event alone (its type and payload, never its sealed
// personal data): 'Stamp set to Crazy', 'Role changed from FREE to PREMIUM'. The actor is added by `entrySummary`.
// Every event type the store holds has its line: the table below is typed over all of them, so a new event type
// without a description does not compile (and `describe-event.test.ts` / the query API's scan of the domain fail).
import type { StudioApplicationSubmitted } from '../builder-studio/studio-application';
import { DOCUMENT_TYPE_NAMES, type DocumentType } from '../ideas/idea-enumerations';
import type { IdeaEvent, IdeaViewsRecorded } from '../ideas/idea-events';
import { jobLabel } from '../jobs/job-label';
import type { ItemResult, JobEvent } from '../jobs/job-events';
import type { CheckoutEvent } from '../payments/checkout';
import type { SubscriptionEvent } from '../payments/subscription';
import type { ProjectionEvent } from '../projections/projection-events';
import type { PromptsEvent } from '../prompts/prompts-events';
import type { RubricEvent } from '../scoring/scoring-events';
import { capitalise, listOf } from '../shared/prose';
import type { TrendEvent } from '../trends/trend-events';
import type { ReservationEvent } from '../users/reservation';
import type { UserEvent } from '../users/user-events';
import type { PowerUpType } from '../workspace/power-ups';
import type { WorkspaceEvent } from '../workspace/workspace-events';
import type { CopyFields, CopyKind, UserIdeaSource } from '../workspace/workspace-fields';

export interface DescribableEvent {
  type: string;
  data: unknown;
}

/** Every event the store holds. */
export type RecordedDomainEvent =
  | IdeaEvent
  | IdeaViewsRecorded
  | UserEvent
  | ReservationEvent<'Email'>
  | ReservationEvent<'Username'>
  | TrendEvent
  | WorkspaceEvent
  | JobEvent
  | PromptsEvent
  | RubricEvent
  | CheckoutEvent
  | SubscriptionEvent
  | StudioApplicationSubmitted
  | ProjectionEvent;

/**
 * What the reader knows beside the event: an edit of a document names only the document's id, and a history, which
 * folds the whole stream, knows its type ('Pitch Deck rewritten' rather than 'Document 41 rewritten').
 */
export interface DescriptionContext {
  documentType?: DocumentType;
  /**
   * The fields the event changed, when the reader folded the entity to know (an entity's history): an edit names those,
   * whatever its event lists (edits recorded before ideas kept their content listed every field of the form).
   */
  changedFields?: readonly string[];
}

type Describer<E extends RecordedDomainEvent> = (data: E['data'], context: DescriptionContext) => string;
type Describers = { [T in RecordedDomainEvent['type']]: Describer<Extract<RecordedDomainEvent, { type: T }>> };

/** How an edit names the fields it changed (the web's labels, lower-cased for the middle of a sentence). */
const FIELD_NAMES: Record<keyof CopyFields, string> = {
  title: 'title',
  description: 'description',
  category: 'category',
  businessModel: 'business model',
  marketSize: 'market size',
  competition: 'competition',
  problem: 'problem',
  solution: 'solution',
  differentiation: 'differentiation',
  goToMarket: 'go-to-market',
  wowFactor: 'wow factor',
  revenue: 'revenue',
  timeline: 'timeline',
  teamSize: 'team size',
  technologies: 'technologies',
  tags: 'tags',
  mockup: 'mockup',
  country: 'country',
  type: 'type',
};
/** An edit names this many fields, then counts the rest. */
const NAMED_FIELDS = 3;

function edited(fields: readonly string[]): string {
  const names = fields.map((field) => FIELD_NAMES[field as keyof CopyFields] ?? field);
  if (names.length === 0) return 'Edited nothing';
  if (names.length <= NAMED_FIELDS + 1) return `Edited ${listOf(names)}`;
  return `Edited ${names.slice(0, NAMED_FIELDS).join(', ')} and ${names.length - NAMED_FIELDS} more fields`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const stamped = (stamp: string | null) => (stamp === null ? 'Stamp removed' : `Stamp set to ${stamp}`);
const documentName = (type: DocumentType | undefined, documentId: number) => (type ? DOCUMENT_TYPE_NAMES[type] : `Document ${documentId}`);
const powerUpName = (type: PowerUpType) => capitalise(type.toLowerCase().replaceAll('_', ' '));
const userIdea = (source: UserIdeaSource, ideaId: number) => `${source} idea ${ideaId}`;
/** A workspace copy: of a platform idea ('saved idea 12'), or of a member's idea ('UGI idea 12'). */
const COPY_NAMES: Record<CopyKind, string> = { idea: 'copy', ugi: 'UGI copy', ugp2p: 'UGP2P copy' };
const copy = (kind: CopyKind, copyId: number) => `${COPY_NAMES[kind]} ${copyId}`;

function itemDone(result: ItemResult): string {
  switch (result.kind) {
    case 'idea':
      return `idea ${result.ideaId} "${result.title}"`;
    case 'document':
      return `${DOCUMENT_TYPE_NAMES[result.documentType]} for idea ${result.ideaId}`;
    case 'scores':
      return `${plural(result.scored, 'idea')} scored, ${result.unchanged} unchanged, ${result.failed} failed`;
  }
}

const DESCRIBERS: Describers = {
  // Platform ideas
  IdeaCreated: ({ title, type }) => `Created ${type} idea "${title}"`,
  IdeaEdited: ({ changes }, { changedFields }) => edited(changedFields ?? Object.keys(changes)),
  IdeaPublished: () => 'Published',
  IdeaUnpublished: () => 'Unpublished',
  IdeaTypeChanged: ({ type }) => `Type changed to ${type}`,
  IdeaStamped: ({ stamp }) => stamped(stamp),
  IdeaAutoDeleteSwitched: ({ autoDeleted }) => `Auto-delete switched ${autoDeleted ? 'on' : 'off'}`,
  IdeaArchived: () => 'Archived',
  IdeaDeleted: () => 'Deleted',
  IdeaRestored: () => 'Restored',
  IdeaDocumentAdded: ({ type, generation }) => `${DOCUMENT_TYPE_NAMES[type]} ${generation ? 'generated' : 'added'}`,
  IdeaDocumentEdited: ({ documentId, generation }, { documentType }) =>
    `${documentName(documentType, documentId)} ${generation ? 'regenerated' : 'rewritten'}`,
  IdeaScored: ({ scorecard, rubricVersion }) => `Scored ${scorecard.overall}/100 (rubric v${rubricVersion})`,
  IdeaViewsRecorded: ({ counts, shares }) => {
    const total = (named: Record<string, number>) => Object.values(named).reduce((sum, count) => sum + count, 0);
    const ideas = new Set([...Object.keys(counts), ...Object.keys(shares)]).size;
    const shared = total(shares);
    return `${plural(total(counts), 'view')}${shared ? ` and ${plural(shared, 'share')}` : ''} of ${plural(ideas, 'idea')} recorded`;
  },
  // Accounts
  UserRegistered: ({ role }) => `Registered as ${role}`,
  EmailVerificationRequested: () => 'Verification email sent',
  EmailVerified: () => 'Email verified',
  UserLoggedIn: () => 'Signed in',
  LoginFailed: () => 'Sign-in failed: wrong password',
  SessionEnded: ({ reason }) => (reason === 'logout' ? 'Signed out' : 'Signed out by a password change'),
  UsernameChanged: () => 'Username changed',
  PasswordChanged: () => 'Password changed',
  RoleChanged: ({ previousRole, role }) => `Role changed from ${previousRole} to ${role}`,
  UserDeleted: () => 'Account deleted',
  EmailReserved: () => 'Email address reserved',
  EmailReleased: () => 'Email address released',
  UsernameReserved: () => 'Username reserved',
  UsernameReleased: () => 'Username released',
  // Trends
  TrendCreated: ({ title, type, source }) => `Created ${type} trend "${title}" from ${source}`,
  TrendIdeasLinked: ({ ideaIds }) => (ideaIds.length === 1 ? `Linked idea ${ideaIds[0]}` : `Linked ${plural(ideaIds.length, 'idea')}`),
  TrendIdeaUnlinked: ({ ideaId }) => `Unlinked idea ${ideaId}`,
  TrendDeleted: () => 'Deleted',
  // Workspaces
  // The idea's title is the member's (sealed in `personal`), so the line names the idea by its id only.
  UserIdeaGenerated: (data) => `Generated ${data.private ? 'private ' : ''}${userIdea(data.source, data.ideaId)}`,
  IdeaSavedToWorkspace: ({ kind, originalId }) => `Saved ${kind === 'idea' ? 'idea' : `${kind.toUpperCase()} idea`} ${originalId} to the workspace`,
  WorkspaceIdeaEdited: ({ fields, kind, copyId }) => `${edited(fields)} of ${copy(kind, copyId)}`,
  UserIdeaShared: ({ source, ideaId }) => `Shared ${userIdea(source, ideaId)}`,
  UserIdeaPublished: ({ source, ideaId }) => `Published ${userIdea(source, ideaId)}`,
  UserIdeaUnpublished: ({ source, ideaId }) => `Unpublished ${userIdea(source, ideaId)}`,
  UserIdeaStamped: ({ source, ideaId, stamp }) => `${stamped(stamp)} on ${userIdea(source, ideaId)}`,
  UserIdeaDeleted: ({ source, ideaId }) => `Deleted ${userIdea(source, ideaId)}`,
  UserIdeaRestored: ({ source, ideaId }) => `Restored ${userIdea(source, ideaId)}`,
  UserIdeaScored: ({ source, ideaId, overall, rubricVersion }) => `Scored ${userIdea(source, ideaId)} ${overall}/100 (rubric v${rubricVersion})`,
  WorkspaceDocumentGenerated: ({ type, kind, copyId }) => `${DOCUMENT_TYPE_NAMES[type]} generated for ${copy(kind, copyId)}`,
  WorkspaceDocumentEdited: ({ documentId }, { documentType }) => `${documentName(documentType, documentId)} rewritten`,
  PowerUpGenerated: ({ type, kind, copyId }) => `${powerUpName(type)} power-up generated for ${copy(kind, copyId)}`,
  // Admins' AI jobs
  JobRequested: ({ request }) => `Requested ${jobLabel(request)}`,
  JobItemSucceeded: ({ itemKey, result }) => `Item ${itemKey} done: ${itemDone(result)}`,
  JobItemFailed: ({ itemKey, reason }) => `Item ${itemKey} failed: ${reason}`,
  JobCancelled: () => 'Cancelled',
  JobCompleted: ({ succeeded, failed }) => `Completed: ${succeeded} succeeded, ${failed} failed`,
  // System prompts
  PromptsUpdated: ({ prompts }) => `Updated prompts: ${listOf(Object.values(prompts).map((prompt) => prompt.title))}`,
  // The scoring rubric
  RubricVersionDrafted: ({ version }) => `Drafted scoring rubric v${version}`,
  RubricVersionActivated: ({ version, previous }) => `Activated scoring rubric v${version} (was v${previous})`,
  RubricVersionDiscarded: ({ version }) => `Discarded scoring rubric v${version}`,
  // Payments
  CheckoutStarted: ({ targetRole }) => `Checkout for ${targetRole} started`,
  CheckoutCompleted: () => 'Checkout paid',
  CheckoutCancelled: () => 'Checkout cancelled',
  PlanChangeConfirmed: () => 'Plan change confirmed',
  SubscriptionStarted: ({ role }) => `${role} subscription started`,
  SubscriptionChanged: ({ role, status, cancelAtPeriodEnd }) =>
    `Subscription ${status === 'canceled' ? 'ended' : `${role}, ${status.replace('_', ' ')}`}${cancelAtPeriodEnd && status !== 'canceled' ? ', cancels at period end' : ''}`,
  SubscriptionPaymentFailed: () => 'Subscription payment failed',
  ProviderEventIgnored: ({ reason }) => `Payment provider event ignored: ${reason}`,
  // Builder Studio
  StudioApplicationSubmitted: () => 'Builder Studio application submitted',
  // Projections
  ProjectionEventSkipped: ({ projection, eventType, position, reason }) => `${projection} skipped ${eventType} at ${position}: ${reason}`,
  ProjectionRebuildRequested: ({ name, version, generation }) => `Rebuild of ${name} v${version} requested (generation ${generation})`,
};

/** Every event type with a description. */
export const DESCRIBED_EVENT_TYPES = Object.keys(DESCRIBERS) as RecordedDomainEvent['type'][];

const isDescribed = (type: string): type is RecordedDomainEvent['type'] => Object.hasOwn(DESCRIBERS, type);

/** The event's line; an event type this code does not know (none in the product's store) reads as its type. */
export function describeEvent(event: DescribableEvent, context: DescriptionContext = {}): string {
  if (!isDescribed(event.type)) return event.type;
  return (DESCRIBERS[event.type] as (data: unknown, context: DescriptionContext) => string)(event.data, context);
}
