// Configuration comes only from environment variables. Every problem is reported as one line that
// names the variable, so a bad start-up never ends in a stack trace.
import { DEFAULT_ACK_WAIT_MS } from '../work-queue/work-queue';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
  }
}

export interface Config {
  port: number;
  /** Interface to listen on (default localhost). */
  host: string;
  /** Where embedded Postgres keeps its data when DATABASE_URL is not set. */
  dataDir: string;
  /** Undefined: boot the embedded Postgres. */
  databaseUrl: string | undefined;
  /**
   * A streaming replica of that database the query API reads its read models from (READ_DATABASE_URL); undefined:
   * the query API reads them from DATABASE_URL.
   */
  readDatabaseUrl: string | undefined;
  eventStore: { kind: 'postgres' } | { kind: 'kurrentdb'; url: string };
  /** One NATS server, or a cluster's servers separated by commas (`nats://a:4222,nats://b:4222`). */
  natsUrl: string | undefined;
  /**
   * Which proxies' X-Forwarded-For to believe when deriving the client's IP (Fastify's `trustProxy`): false (the
   * connecting address is the client), true (any), or a list of proxy addresses / CIDRs. Per-IP limits (logins,
   * sign-ups, mails, applications) need it behind a reverse proxy, else every client shares the proxy's IP.
   */
  trustProxy: boolean | string[];
  production: boolean;
  /** Where users reach the app: links in mails point here. */
  publicUrl: string;
  mail: { kind: 'dev-mailbox'; from: string } | { kind: 'smtp'; url: string; from: string };
  /** The AI provider: the offline deterministic one, or an OpenAI-compatible server. */
  ai: AiConfig;
  /** Who takes payments: our own checkout page (offline), or Stripe. */
  payments: PaymentsConfig;
  /** The admin's AI jobs: items this process works on at once (JOB_CONCURRENCY, 0: none here). */
  jobs: { concurrency: number };
  /** The JetStream work queue of those items (with NATS_URL). */
  workQueue: { ackWaitMs: number; replicas: number };
  seed: {
    /** false: no test accounts and no catalog, only the admin. */
    enabled: boolean;
    /** Password of the tier test accounts; generated (and printed once) when unset. */
    password: string | undefined;
    adminEmail: string;
    /** Generated (and printed once) when unset. */
    adminPassword: string | undefined;
  };
}

export type AiConfig =
  | { kind: 'local' }
  | { kind: 'openai'; apiKey: string; model: string; baseUrl: string | undefined; timeoutMs: number };

export type PaymentsConfig =
  | { kind: 'local' }
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      prices: { PREMIUM: string; PRO: string };
      /** A Stripe-compatible API to call instead of Stripe's own (the tests' fake); undefined: api.stripe.com. */
      apiUrl: string | undefined;
    };

const DEFAULT_MAIL_FROM = 'IdeaPlatform <no-reply@ideaplatform.local>';

type Env = Record<string, string | undefined>;

export function readConfig(env: Env = process.env): Config {
  const eventStoreKind = env.EVENT_STORE?.trim() || 'postgres';
  if (eventStoreKind !== 'postgres' && eventStoreKind !== 'kurrentdb') {
    throw new ConfigError('EVENT_STORE', `must be "postgres" or "kurrentdb" (got "${eventStoreKind}")`);
  }
  const port = readPort(env, 'PORT', 3000);
  const production = env.NODE_ENV === 'production';
  const smtpUrl = readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const publicUrl = readUrl(env, 'PUBLIC_URL', ['http:', 'https:']);
  const config: Config = {
    port,
    host: env.HOST?.trim() || 'localhost',
    dataDir: env.DATA_DIR?.trim() || '.data',
    databaseUrl: readUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    readDatabaseUrl: readUrl(env, 'READ_DATABASE_URL', ['postgres:', 'postgresql:']),
    eventStore:
      eventStoreKind === 'kurrentdb'
        ? { kind: 'kurrentdb', url: requireValue(readMultiHostUrl(env, 'KURRENTDB_URL', ['kurrentdb:', 'esdb:', 'esdb+discover:', 'kurrentdb+discover:', 'kdb:']), 'KURRENTDB_URL', 'is required when EVENT_STORE=kurrentdb') }
        : { kind: 'postgres' },
    natsUrl: readUrlList(env, 'NATS_URL', ['nats:', 'tls:']),
    trustProxy: readTrustProxy(env),
    production,
    publicUrl: (publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    mail: smtpUrl ? { kind: 'smtp', url: smtpUrl, from } : { kind: 'dev-mailbox', from },
    ai: readAiConfig(env),
    payments: readPaymentsConfig(env),
    jobs: { concurrency: readWholeNumber(env, 'JOB_CONCURRENCY', DEFAULT_JOB_CONCURRENCY, 64) },
    workQueue: readWorkQueueConfig(env),
    seed: {
      enabled: readBoolean(env, 'SEED', true),
      password: env.SEED_PASSWORD || undefined,
      adminEmail: readEmail(env, 'ADMIN_EMAIL') ?? 'admin@ideaplatform.local',
      adminPassword: env.ADMIN_PASSWORD || undefined,
    },
  };
  if (production) refuseDevelopmentDefaults(config, { publicUrlSet: publicUrl !== undefined });
  return config;
}

/**
 * What makes a start safe for development makes it unsafe in production: each default below hands something away
 * (docs/operations.md "Security"). The first one found stops start-up, as every other problem does.
 */
function refuseDevelopmentDefaults(config: Config, { publicUrlSet }: { publicUrlSet: boolean }): void {
  const when = 'when NODE_ENV=production';
  // Mails would go to the dev mailbox, which production does not serve: no address could be verified.
  if (config.mail.kind === 'dev-mailbox') throw new ConfigError('SMTP_URL', `is required ${when} (the dev mailbox is for development)`);
  if (!publicUrlSet) throw new ConfigError('PUBLIC_URL', `is required ${when} (links in mails would point at ${config.publicUrl})`);
  // Our own checkout page completes a payment with a click: anyone could make themselves PREMIUM or PRO.
  if (config.payments.kind !== 'stripe') throw new ConfigError('PAYMENTS_PROVIDER', `must be "stripe" ${when} (the local checkout takes no payment)`);
  // A generated password is printed once, so it lives on in whatever keeps the logs.
  if (!config.seed.adminPassword) throw new ConfigError('ADMIN_PASSWORD', `is required ${when} (a generated one would be printed in the log)`);
  // The tier test accounts have paid roles; with a password nobody chose, whoever reads the log has them.
  if (config.seed.enabled && !config.seed.password) {
    throw new ConfigError('SEED', `must be false ${when}, unless SEED_PASSWORD is set (the test accounts free@, premium@ and pro@test.com would get a generated password, printed in the log)`);
  }
}

/** Enough to keep an OpenAI-compatible server busy without tripping its rate limits on a small account. */
const DEFAULT_JOB_CONCURRENCY = 4;
const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
const DEFAULT_AI_TIMEOUT_MS = 60_000;

function readAiConfig(env: Env): AiConfig {
  const provider = env.AI_PROVIDER?.trim() || 'local';
  if (provider === 'local') return { kind: 'local' };
  if (provider !== 'openai') throw new ConfigError('AI_PROVIDER', `must be "local" or "openai" (got "${provider}")`);
  return {
    kind: 'openai',
    apiKey: requireValue(env.OPENAI_API_KEY?.trim() || undefined, 'OPENAI_API_KEY', 'is required when AI_PROVIDER=openai'),
    model: env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL,
    baseUrl: readUrl(env, 'OPENAI_BASE_URL', ['http:', 'https:']),
    timeoutMs: readPositiveInteger(env, 'AI_TIMEOUT_MS', DEFAULT_AI_TIMEOUT_MS),
  };
}

/** JetStream keeps at most 5 copies of a stream. */
const MAX_STREAM_REPLICAS = 5;

function readWorkQueueConfig(env: Env): Config['workQueue'] {
  const replicas = readPositiveInteger(env, 'JOB_QUEUE_REPLICAS', 1);
  if (replicas > MAX_STREAM_REPLICAS) throw new ConfigError('JOB_QUEUE_REPLICAS', `must be from 1 to ${MAX_STREAM_REPLICAS} (got "${replicas}")`);
  return { ackWaitMs: readPositiveInteger(env, 'JOB_ACK_WAIT_MS', DEFAULT_ACK_WAIT_MS), replicas };
}

function readPaymentsConfig(env: Env): PaymentsConfig {
  const provider = env.PAYMENTS_PROVIDER?.trim() || 'local';
  if (provider === 'local') return { kind: 'local' };
  if (provider !== 'stripe') throw new ConfigError('PAYMENTS_PROVIDER', `must be "local" or "stripe" (got "${provider}")`);
  const required = (variable: string) => requireValue(env[variable]?.trim() || undefined, variable, 'is required when PAYMENTS_PROVIDER=stripe');
  return {
    kind: 'stripe',
    secretKey: required('STRIPE_SECRET_KEY'),
    webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
    prices: { PREMIUM: required('STRIPE_PRICE_PREMIUM'), PRO: required('STRIPE_PRICE_PRO') },
    apiUrl: readUrl(env, 'STRIPE_API_URL', ['http:', 'https:']),
  };
}

function readTrustProxy(env: Env): Config['trustProxy'] {
  const text = env.TRUST_PROXY?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  const addresses = text.split(',').map((part) => part.trim());
  const bad = addresses.find((address) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address));
  if (bad !== undefined) {
    throw new ConfigError('TRUST_PROXY', `must be true, false or a comma-separated list of proxy addresses (got "${bad}")`);
  }
  return addresses;
}

function readPositiveInteger(env: Env, variable: string, fallback: number): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(variable, `must be a whole number above 0 (got "${text}")`);
  return value;
}

function readWholeNumber(env: Env, variable: string, fallback: number, max: number): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new ConfigError(variable, `must be a whole number from 0 to ${max} (got "${text}")`);
  return value;
}

export function readPort(env: Env, variable: string, fallback: number): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(variable, `must be a port number from 0 to 65535 (got "${text}")`);
  }
  return port;
}

function readUrl(env: Env, variable: string, protocols: string[]): string | undefined {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(variable, `is not a valid URL (got "${text}")`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(variable, `must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//...")`);
  }
  return text;
}

/**
 * A connection string that may name a cluster's nodes in its host part (`kurrentdb://a:2113,b:2113,c:2113?tls=false`,
 * which `new URL` refuses): checked as `readUrl` checks one URL, once per host.
 */
function readMultiHostUrl(env: Env, variable: string, protocols: string[]): string | undefined {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  const match = /^([^:/]+:)\/\/([^/?#]*)(.*)$/.exec(text);
  if (!match) return readUrl(env, variable, protocols);
  const [, scheme, hosts, rest] = match as unknown as [string, string, string, string];
  for (const host of hosts.split(',')) {
    if (!host) throw new ConfigError(variable, `has an empty host in its list (got "${text}")`);
    readUrl({ [variable]: `${scheme}//${host}${rest}` }, variable, protocols);
  }
  return text;
}

/** A comma-separated list of URLs (a cluster's servers), each checked as `readUrl` checks one. */
function readUrlList(env: Env, variable: string, protocols: string[]): string | undefined {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  const urls = text.split(',').map((url) => url.trim());
  if (urls.includes('')) throw new ConfigError(variable, `has an empty entry in its list (got "${text}")`);
  for (const url of urls) readUrl({ [variable]: url }, variable, protocols);
  return urls.join(',');
}

function readBoolean(env: Env, variable: string, fallback: boolean): boolean {
  const text = env[variable]?.trim().toLowerCase();
  if (!text) return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new ConfigError(variable, `must be true or false (got "${env[variable]}")`);
}

function readEmail(env: Env, variable: string): string | undefined {
  const text = env[variable]?.trim();
  if (!text) return undefined;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) throw new ConfigError(variable, `is not an email address (got "${text}")`);
  return text;
}

function requireValue<T>(value: T | undefined, variable: string, problem: string): T {
  if (value === undefined) throw new ConfigError(variable, problem);
  return value;
}
