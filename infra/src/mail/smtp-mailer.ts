// The production mailer (`SMTP_URL`): `smtp://user:pass@host:port` (STARTTLS when the server offers it) or
// `smtps://` (TLS from the start). One connection per message: accounts mail rarely, so a pool would mostly hold
// idle connections open.
import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM, type Mailer } from './mailer';

export interface SmtpMailerOptions {
  url: string;
  /** Defaults to DEFAULT_MAIL_FROM. */
  from?: string;
  /** Limit for connecting, for the greeting and for each silence of the server afterwards (default 15 s). */
  timeoutMs?: number;
}

export function createSmtpMailer({ url, from = DEFAULT_MAIL_FROM, timeoutMs = 15_000 }: SmtpMailerOptions): Mailer {
  const server = parseSmtpUrl(url);
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (error) {
        // Logs hold no personal data, and a refusal names the recipient: the address is left out.
        const reason = withoutAddress(server.redact(describe(error)), message.to);
        throw new Error(`mail: the SMTP server at ${server.address} did not take the message (${reason})`);
      }
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

function parseSmtpUrl(text: string): { address: string; redact(message: string): string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('mail: the SMTP URL is not a valid URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`mail: the SMTP URL must start with smtp:// or smtps:// (got "${url.protocol}//...")`);
  }
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  // Errors end up in logs: a server that echoed the password back must not put it there.
  const secrets = [...new Set([url.password, decodePercent(url.password)])].filter(Boolean);
  return {
    address: `${url.hostname}:${port}`,
    redact: (message) => secrets.reduce((redacted, secret) => redacted.split(secret).join('***'), message),
  };
}

function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The text with every spelling of the address (any case) replaced by `<recipient>`. */
function withoutAddress(text: string, address: string): string {
  const escaped = address.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return escaped ? text.replace(new RegExp(escaped, 'gi'), '<recipient>') : text;
}

/** One line: the error code nodemailer gives (EAUTH, ETIMEDOUT, ...) and its message. */
function describe(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
}
