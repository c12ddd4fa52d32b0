// The mail port (docs/architecture.md "Outside services"): the dev mailbox by default, so `npm start` works offline and
// the developer can follow a verification link; SMTP (`SMTP_URL`) in production.

export interface OutgoingMail {
  /** One address. */
  to: string;
  /** The user the mail is for: the dev mailbox forgets a user's mails when the user is erased. */
  userId: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly kind: 'dev-mailbox' | 'smtp';
  /** Resolves once the message is stored (dev mailbox) or accepted by the SMTP server; rejects otherwise. */
  send(message: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** The sender when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'IdeaPlatform <no-reply@ideaplatform.local>';
