// The workspace's monthly caps (docs/product.md "Limits") and the messages that name them (docs/product.md "Workspace
// and AI generation"). A month is the calendar month in UTC of the event's time, so a cap resets for every member at
// the same instant.
export const MONTHLY_IDEA_LIMIT = 1500;
export const MONTHLY_DOCUMENT_IDEA_LIMIT = 100;
/** Ours: the spec writes `{email}`; the terms page shows the same address. */
export const SUPPORT_EMAIL = 'support@ideaplatform.app';

export const MONTHLY_LIMIT_TITLE = 'Monthly Limit Reached';
export const IDEA_LIMIT_MESSAGE = `You have reached the maximum limit of ${MONTHLY_IDEA_LIMIT} ideas for this month. To request an increase, please contact us at ${SUPPORT_EMAIL}.`;
export const DOCUMENT_LIMIT_MESSAGE = `You have reached the maximum limit of ${MONTHLY_DOCUMENT_IDEA_LIMIT} ideas with documents generated this month. To request an increase, please contact us at ${SUPPORT_EMAIL}.`;

/** 'YYYY-MM' of an ISO-8601 time or a Date, in UTC: the key every monthly count uses. */
export function utcMonth(at: string | Date): string {
  return (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 7);
}

/** The longest problem description a generation takes. */
export const MAX_USER_CONTEXT_LENGTH = 5000;
