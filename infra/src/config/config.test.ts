import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: '.data',
      databaseUrl: undefined,
      readDatabaseUrl: undefined,
      eventStore: { kind: 'postgres' },
      natsUrl: undefined,
      trustProxy: false,
      production: false,
      publicUrl: 'http://localhost:3000',
      mail: { kind: 'dev-mailbox', from: 'IdeaPlatform <no-reply@ideaplatform.local>' },
      ai: { kind: 'local' },
      payments: { kind: 'local' },
      jobs: { concurrency: 4 },
      workQueue: { ackWaitMs: 60_000, replicas: 1 },
      seed: { enabled: true, password: undefined, adminEmail: 'admin@ideaplatform.local', adminPassword: undefined },
    });
  });

  it('reads every variable', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/ideas',
      DATABASE_URL: 'postgres://u:p@db:5432/ideas',
      READ_DATABASE_URL: 'postgres://u:p@db-replica:5432/ideas',
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: 'kurrentdb://localhost:2113?tls=false',
      NATS_URL: 'nats://127.0.0.1:4222, nats://127.0.0.1:4223,nats://127.0.0.1:4224',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ideas.example.com/',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Ideas <hello@example.com>',
      SEED: 'false',
      SEED_PASSWORD: 'Seed-pass1!',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'Admin-pass1!',
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'gpt-4.1',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_TIMEOUT_MS: '90000',
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PREMIUM: 'price_p',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      JOB_CONCURRENCY: '0',
      JOB_ACK_WAIT_MS: '2000',
      JOB_QUEUE_REPLICAS: '3',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/ideas',
      databaseUrl: 'postgres://u:p@db:5432/ideas',
      readDatabaseUrl: 'postgres://u:p@db-replica:5432/ideas',
      eventStore: { kind: 'kurrentdb', url: 'kurrentdb://localhost:2113?tls=false' },
      natsUrl: 'nats://127.0.0.1:4222,nats://127.0.0.1:4223,nats://127.0.0.1:4224',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      production: true,
      publicUrl: 'https://ideas.example.com',
      mail: { kind: 'smtp', url: 'smtps://mailer:secret@smtp.example.com:465', from: 'Ideas <hello@example.com>' },
      ai: { kind: 'openai', apiKey: 'sk-test', model: 'gpt-4.1', baseUrl: 'http://127.0.0.1:11434/v1', timeoutMs: 90000 },
      payments: {
        kind: 'stripe',
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        prices: { PREMIUM: 'price_p', PRO: 'price_pro' },
        apiUrl: 'http://127.0.0.1:12111',
      },
      jobs: { concurrency: 0 },
      workQueue: { ackWaitMs: 2000, replicas: 3 },
      seed: { enabled: false, password: 'Seed-pass1!', adminEmail: 'root@example.com', adminPassword: 'Admin-pass1!' },
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a port number from 0 to 65535 (got "70000")'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL: is not a valid URL (got "not a url")'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL: must start with postgres:// or postgresql:// (got "mysql://...")'],
    [{ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'kurrentdb://a:2113,,c:2113?tls=false' }, 'KURRENTDB_URL: has an empty host in its list (got "kurrentdb://a:2113,,c:2113?tls=false")'],
    [{ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: 'http://a:2113,b:2113' }, 'KURRENTDB_URL: must start with kurrentdb:// or esdb:// or esdb+discover:// or kurrentdb+discover:// or kdb:// (got "http://...")'],
    [{ NATS_URL: 'nats://127.0.0.1:4222,http://127.0.0.1:4223' }, 'NATS_URL: must start with nats:// or tls:// (got "http://...")'],
    [{ NATS_URL: 'nats://127.0.0.1:4222,' }, 'NATS_URL: has an empty entry in its list (got "nats://127.0.0.1:4222,")'],
    [{ READ_DATABASE_URL: 'mysql://x/y' }, 'READ_DATABASE_URL: must start with postgres:// or postgresql:// (got "mysql://...")'],
    [{ EVENT_STORE: 'mongo' }, 'EVENT_STORE: must be "postgres" or "kurrentdb" (got "mongo")'],
    [{ EVENT_STORE: 'kurrentdb' }, 'KURRENTDB_URL: is required when EVENT_STORE=kurrentdb'],
    [{ NATS_URL: 'http://x' }, 'NATS_URL: must start with nats:// or tls:// (got "http://...")'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL: is required when NODE_ENV=production (the dev mailbox is for development)'],
    [{ SEED: 'maybe' }, 'SEED: must be true or false (got "maybe")'],
    [{ TRUST_PROXY: 'proxy.local' }, 'TRUST_PROXY: must be true, false or a comma-separated list of proxy addresses (got "proxy.local")'],
    [{ ADMIN_EMAIL: 'root' }, 'ADMIN_EMAIL: is not an email address (got "root")'],
    [{ AI_PROVIDER: 'claude' }, 'AI_PROVIDER: must be "local" or "openai" (got "claude")'],
    [{ AI_PROVIDER: 'openai' }, 'OPENAI_API_KEY: is required when AI_PROVIDER=openai'],
    [{ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk', OPENAI_BASE_URL: 'ftp://x' }, 'OPENAI_BASE_URL: must start with http:// or https:// (got "ftp://...")'],
    [{ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk', AI_TIMEOUT_MS: '0' }, 'AI_TIMEOUT_MS: must be a whole number above 0 (got "0")'],
    [{ JOB_CONCURRENCY: '-1' }, 'JOB_CONCURRENCY: must be a whole number from 0 to 64 (got "-1")'],
    [{ JOB_CONCURRENCY: '65' }, 'JOB_CONCURRENCY: must be a whole number from 0 to 64 (got "65")'],
    [{ JOB_ACK_WAIT_MS: '1.5' }, 'JOB_ACK_WAIT_MS: must be a whole number above 0 (got "1.5")'],
    [{ JOB_QUEUE_REPLICAS: '0' }, 'JOB_QUEUE_REPLICAS: must be a whole number above 0 (got "0")'],
    [{ JOB_QUEUE_REPLICAS: '6' }, 'JOB_QUEUE_REPLICAS: must be from 1 to 5 (got "6")'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER: must be "local" or "stripe" (got "paypal")'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY: is required when PAYMENTS_PROVIDER=stripe'],
    [{ PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_PRICE_PREMIUM: 'p' }, 'STRIPE_PRICE_PRO: is required when PAYMENTS_PROVIDER=stripe'],
    [
      { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_PRICE_PREMIUM: 'p', STRIPE_PRICE_PRO: 'q', STRIPE_API_URL: 'ftp://x' },
      'STRIPE_API_URL: must start with http:// or https:// (got "ftp://...")',
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('NODE_ENV=production', () => {
  // What deploy/ gives every service, secrets filled in.
  const SAFE = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
    PUBLIC_URL: 'https://ideas.example.com',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
    STRIPE_PRICE_PREMIUM: 'price_p',
    STRIPE_PRICE_PRO: 'price_pro',
    ADMIN_PASSWORD: 'Admin-pass1!',
    SEED: 'false',
  };
  const without = (variable: keyof typeof SAFE) => Object.fromEntries(Object.entries(SAFE).filter(([key]) => key !== variable));

  it('starts with a mail server, its public address, Stripe and an admin password of its own', () => {
    expect(readConfig(SAFE)).toMatchObject({ production: true, publicUrl: 'https://ideas.example.com', payments: { kind: 'stripe' }, seed: { enabled: false } });
  });

  it('takes the tier test accounts when their password is given', () => {
    expect(readConfig({ ...SAFE, SEED: 'true', SEED_PASSWORD: 'Seed-pass1!' }).seed).toMatchObject({ enabled: true, password: 'Seed-pass1!' });
  });

  const PAYMENTS_REFUSED = 'PAYMENTS_PROVIDER: must be "stripe" when NODE_ENV=production (the local checkout takes no payment)';
  it.each([
    ['without SMTP_URL', without('SMTP_URL'), 'SMTP_URL: is required when NODE_ENV=production (the dev mailbox is for development)'],
    ['without PUBLIC_URL', without('PUBLIC_URL'), 'PUBLIC_URL: is required when NODE_ENV=production (links in mails would point at http://localhost:3000)'],
    ['with the local checkout', { ...SAFE, PAYMENTS_PROVIDER: 'local' }, PAYMENTS_REFUSED],
    ['with the local checkout by default', without('PAYMENTS_PROVIDER'), PAYMENTS_REFUSED],
    ['without ADMIN_PASSWORD', without('ADMIN_PASSWORD'), 'ADMIN_PASSWORD: is required when NODE_ENV=production (a generated one would be printed in the log)'],
    ['with an empty ADMIN_PASSWORD', { ...SAFE, ADMIN_PASSWORD: '' }, 'ADMIN_PASSWORD: is required when NODE_ENV=production'],
    [
      'with the test accounts by default and no SEED_PASSWORD',
      without('SEED'),
      'SEED: must be false when NODE_ENV=production, unless SEED_PASSWORD is set (the test accounts free@, premium@ and pro@test.com would get a generated password, printed in the log)',
    ],
    ['with SEED=true and no SEED_PASSWORD', { ...SAFE, SEED: 'true' }, 'SEED: must be false when NODE_ENV=production, unless SEED_PASSWORD is set'],
  ])('refuses to start %s, in one line naming the variable', (_, env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  it.each(['SMTP_URL', 'PUBLIC_URL', 'PAYMENTS_PROVIDER', 'ADMIN_PASSWORD', 'SEED'] as const)('leaves the default of %s alone outside production', (variable) => {
    expect(readConfig({ ...without(variable), NODE_ENV: 'development' }).production).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['::1', ['::1']],
  ])('reads %j', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

describe('AI settings', () => {
  it('defaults the OpenAI model to gpt-4o-mini, the official server and a 60 s timeout', () => {
    expect(readConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }).ai).toEqual({
      kind: 'openai',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      baseUrl: undefined,
      timeoutMs: 60_000,
    });
  });

  it('ignores the OpenAI settings with the local provider', () => {
    expect(readConfig({ OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-4.1' }).ai).toEqual({ kind: 'local' });
  });
});

describe('readConfig of a KurrentDB cluster', () => {
  it('takes the cluster form that names every node', () => {
    const url = 'kurrentdb://node1:2113,node2:2113,node3:2113?tls=false&nodePreference=leader';
    expect(readConfig({ EVENT_STORE: 'kurrentdb', KURRENTDB_URL: url }).eventStore).toEqual({ kind: 'kurrentdb', url });
  });
});
