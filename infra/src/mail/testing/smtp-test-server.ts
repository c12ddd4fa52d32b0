// A real SMTP server (smtp-server) on 127.0.0.1 for the tests: it requires a login, keeps every message it accepts,
// and reads it back with readRawMail. It refuses any recipient whose address holds NO_SUCH_MAILBOX, naming the address
// in its answer as real servers do.
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../net/free-port';
import { readRawMail, type ReadMail } from './raw-mail';

export interface ReceivedMail extends ReadMail {
  /** RCPT TO addresses, as the client sent them. */
  envelopeTo: string[];
}

/** A recipient with this in the address is refused (550). */
export const NO_SUCH_MAILBOX = 'no-such-mailbox';

export interface SmtpTestServer {
  /** `smtp://user:pass@127.0.0.1:port`. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpTestServer(login: { user: string; pass: string }): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain text on loopback: TLS would only test certificates, which are not ours to test.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      // Echoes the attempt, as a careless server might, so tests can check credentials stay out of error messages.
      else callback(Object.assign(new Error(`Invalid login ${auth.username}:${auth.password}`), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().includes(NO_SUCH_MAILBOX)) callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received.push({
          ...readRawMail(Buffer.concat(chunks).toString('utf8')),
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
