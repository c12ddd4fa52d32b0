// Keeps deploy/ honest without a container engine (none runs here): every file parses; each service process is given
// only variables the config reader reads, and its environment, once the secret files are filled in, passes that
// reader with what the service needs (production's refusals included), while the files as copied do not; the proxy's
// servers are the API services; compose and Kubernetes describe the same services.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { ConfigError, readConfig } from '@app/infra/config/config';

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');

type Env = Record<string, string>;
type Role = 'command-api' | 'job-worker' | 'query-api' | 'projectors';

/** The command that starts each service alone (README "Running each service alone"). */
const ROLES: Record<string, Role> = {
  'npm run start -w command-api': 'command-api',
  'npm run worker -w command-api': 'job-worker',
  'npm run start -w query-api': 'query-api',
  'npm run start -w projectors': 'projectors',
};

interface Service {
  name: string;
  role: Role;
  env: Env;
}

/** KEY=VALUE lines, as compose's env_file and kustomize's envs read them; secrets are read from their *.example. */
function readEnvFile(file: string): Env {
  const lines = read(file).split('\n').map((line) => line.trim());
  return Object.fromEntries(
    lines.filter((line) => line && !line.startsWith('#')).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/**
 * What an operator does with a secret file's example: `filledIn` gives each value the example leaves empty (the
 * passwords and keys) a placeholder; `asCopied` copies it and forgets to.
 */
type Secrets = (example: Env) => Env;
const filledIn: Secrets = (example) => Object.fromEntries(Object.entries(example).map(([key, value]) => [key, value || `placeholder-${key}`]));
const asCopied: Secrets = (example) => example;

function roleOf(command: unknown): Role | undefined {
  return Array.isArray(command) ? ROLES[command.join(' ')] : undefined;
}

function stringValues(record: Record<string, unknown> | undefined): Env {
  return Object.fromEntries(Object.entries(record ?? {}).map(([key, value]) => [key, String(value)]));
}

// ---- compose ----
interface ComposeService {
  image?: string;
  command?: unknown;
  env_file?: string[];
  environment?: Record<string, unknown>;
  volumes?: string[];
  deploy?: { replicas?: number };
}
const compose = parse(read('compose/compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

function composeServices(secrets: Secrets): Service[] {
  return Object.entries(compose.services).flatMap(([name, service]) => {
    const role = roleOf(service.command);
    if (!role) return [];
    const fromFiles = (service.env_file ?? []).map((file) => secrets(readEnvFile(`compose/${file}.example`)));
    const env = Object.assign({}, ...fromFiles, stringValues(service.environment)) as Env;
    return Array.from({ length: service.deploy?.replicas ?? 1 }, () => ({ name, role, env }));
  });
}

// ---- kubernetes (the manifests and the generators of deploy/kustomization.yaml) ----
interface Container {
  image: string;
  command?: unknown;
  args?: unknown;
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  volumeMounts?: { name: string; mountPath: string }[];
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  spec?: {
    replicas?: number;
    selector?: { app?: string; matchLabels?: { app: string } };
    template?: { metadata: { labels: { app: string } }; spec: { containers: Container[]; volumes?: { name: string; configMap?: { name: string } }[] } };
    scaleTargetRef?: { kind: string; name: string };
  };
}
interface Kustomization {
  resources: string[];
  configMapGenerator: { name: string; envs?: string[]; files?: string[] }[];
  secretGenerator: { name: string; envs: string[] }[];
}
const kustomization = parse(read('kustomization.yaml')) as Kustomization;
const manifests = kustomization.resources.flatMap((file) =>
  parseAllDocuments(read(file)).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
    return document.toJS() as Manifest;
  }),
);

/** What each generated ConfigMap or Secret holds, by name (secrets from their *.example). */
function generated(secrets: Secrets): Record<string, Env> {
  const sources: [string, Env][] = [
    ...kustomization.configMapGenerator.filter((generator) => generator.envs).map((generator): [string, Env] => [generator.name, Object.assign({}, ...generator.envs!.map(readEnvFile)) as Env]),
    ...kustomization.secretGenerator.map((generator): [string, Env] => [generator.name, Object.assign({}, ...generator.envs.map((file) => secrets(readEnvFile(`${file}.example`)))) as Env]),
  ];
  return Object.fromEntries(sources);
}

const podSpecs = manifests.filter((manifest) => manifest.kind === 'Deployment' || manifest.kind === 'StatefulSet');

function kubernetesServices(secrets: Secrets): Service[] {
  const sources = generated(secrets);
  return podSpecs.flatMap((manifest) =>
    manifest.spec!.template!.spec.containers.flatMap((container) => {
      const role = roleOf(container.command);
      if (!role) return [];
      const fromRefs = (container.envFrom ?? []).map((source) => {
        const name = source.configMapRef?.name ?? source.secretRef!.name;
        if (!sources[name]) throw new Error(`${manifest.metadata.name} reads ${name}, which the kustomization does not generate`);
        return sources[name];
      });
      const own = Object.fromEntries((container.env ?? []).map(({ name, value }) => [name, value ?? '']));
      const env = Object.assign({}, ...fromRefs, own) as Env;
      return Array.from({ length: manifest.spec!.replicas ?? 1 }, () => ({ name: manifest.metadata.name, role, env }));
    }),
  );
}

/** Every variable readConfig reads, recorded while it reads an environment that takes each of its branches. */
function variablesTheConfigReads(): Set<string> {
  const seen = new Set<string>();
  const everyBranch: Env = {
    EVENT_STORE: 'kurrentdb',
    KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail:25',
    PUBLIC_URL: 'https://ideas.example.com',
    ADMIN_PASSWORD: 'password',
    SEED_PASSWORD: 'password',
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'key',
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk',
    STRIPE_WEBHOOK_SECRET: 'whsec',
    STRIPE_PRICE_PREMIUM: 'price_1',
    STRIPE_PRICE_PRO: 'price_2',
  };
  readConfig(
    new Proxy(everyBranch, {
      get(target, key) {
        if (typeof key === 'string') seen.add(key);
        return target[key as string];
      },
    }),
  );
  return seen;
}

const configVariables = variablesTheConfigReads();
const platforms = { compose: composeServices(filledIn), kubernetes: kubernetesServices(filledIn) };
const copiedOnly = { compose: composeServices(asCopied), kubernetes: kubernetesServices(asCopied) };

describe('deploy/', () => {
  it('records the config reader in every branch (the check below relies on it)', () => {
    for (const variable of ['DATABASE_URL', 'READ_DATABASE_URL', 'NATS_URL', 'KURRENTDB_URL', 'OPENAI_API_KEY', 'STRIPE_PRICE_PRO', 'JOB_QUEUE_REPLICAS']) {
      expect(configVariables).toContain(variable);
    }
  });

  describe.each(Object.entries(platforms))('%s', (platform, services) => {
    it('runs each service', () => {
      const count = (role: Role) => services.filter((service) => service.role === role).length;
      expect({ commandApis: count('command-api'), queryApis: count('query-api'), projectors: count('projectors') }).toEqual({ commandApis: 2, queryApis: 2, projectors: 2 });
      expect(count('job-worker')).toBeGreaterThan(0);
    });

    it('gives each service only variables the config reader reads, and an environment it accepts', () => {
      for (const { name, env } of services) {
        expect(Object.keys(env).filter((variable) => !configVariables.has(variable)), name).toEqual([]);
        const config = readConfig(env);
        expect(config.databaseUrl, name).toBeDefined();
        expect(config.natsUrl?.split(','), name).toHaveLength(3);
        expect(config.eventStore.kind, name).toBe('kurrentdb');
        expect(config.host, `${name}: reachable from outside its container`).toBe('0.0.0.0');
        expect(config.production, name).toBe(true);
        expect(config.workQueue.replicas, name).toBe(3);
        expect(config.payments.kind, name).toBe('stripe');
        expect(config.seed.adminPassword, name).toBe('placeholder-ADMIN_PASSWORD');
        expect(new URL(config.publicUrl).protocol, name).toBe('https:');
      }
    });

    it('refuses to start from the secret files copied and not filled in', () => {
      for (const { name, env } of copiedOnly[platform as keyof typeof copiedOnly]) {
        expect(() => readConfig(env), name).toThrow(ConfigError);
      }
    });

    it('would refuse the offline checkout these files once gave production', () => {
      for (const { name, env } of services) {
        const stripeless = Object.fromEntries(Object.entries(env).filter(([variable]) => !variable.startsWith('STRIPE_')));
        expect(() => readConfig({ ...stripeless, PAYMENTS_PROVIDER: 'local' }), name).toThrow(
          'PAYMENTS_PROVIDER: must be "stripe" when NODE_ENV=production (the local checkout takes no payment)',
        );
      }
    });

    it('gives the query APIs the replica and the others the primary only', () => {
      for (const { name, role, env } of services) {
        const { databaseUrl, readDatabaseUrl } = readConfig(env);
        if (role === 'query-api') expect(readDatabaseUrl && new URL(readDatabaseUrl).hostname, name).toBe('postgres-replica');
        else expect(readDatabaseUrl, name).toBeUndefined();
        expect(new URL(databaseUrl!).hostname, name).toBe('postgres-primary');
      }
    });

    it('leaves the AI work to the job workers', () => {
      for (const { name, role, env } of services) {
        const { concurrency } = readConfig(env).jobs;
        if (role === 'job-worker') expect(concurrency, name).toBeGreaterThan(0);
        if (role === 'command-api') expect(concurrency, name).toBe(0);
      }
    });
  });

  it('runs the same services, images and variables in compose and Kubernetes', () => {
    const variablesByRole = (services: Service[]) =>
      Object.fromEntries(services.map(({ role, env }) => [role, Object.keys(env).sort()]));
    expect(variablesByRole(platforms.kubernetes)).toEqual(variablesByRole(platforms.compose));
    const composeImages = new Set(Object.values(compose.services).map((service) => service.image));
    const kubernetesImages = new Set(podSpecs.flatMap((manifest) => manifest.spec!.template!.spec.containers.map((container) => container.image)));
    expect([...kubernetesImages].sort()).toEqual([...composeImages].sort());
  });

  describe('the proxy', () => {
    // The variables its lines use (comments left out: they name "${VAR}" to explain the syntax).
    const lines = read('haproxy/haproxy.cfg').split('\n').map((line) => line.replace(/#.*/, ''));
    const variables = lines.flatMap((line) => [...line.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]!));
    const servers = (prefix: string) => variables.filter((variable) => variable.startsWith(prefix));

    it('sends to both kinds of API', () => {
      expect(servers('COMMAND_API_').length).toBeGreaterThan(0);
      expect(servers('QUERY_API_').length).toBeGreaterThan(0);
    });

    it('in compose, runs the shared configuration with its servers pointing at the API services', () => {
      const proxy = Object.values(compose.services).find((service) => service.image?.startsWith('haproxy:'))!;
      expect(proxy.volumes).toContain('../haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
      const env = stringValues(proxy.environment);
      const roleOfHost = (variable: string) => {
        expect(env[variable], variable).toBeDefined();
        return roleOf(compose.services[env[variable]!.split(':')[0]!]?.command);
      };
      for (const variable of variables) expect(env[variable], variable).toBeDefined();
      expect(servers('COMMAND_API_').map(roleOfHost)).toEqual(servers('COMMAND_API_').map(() => 'command-api'));
      expect(servers('QUERY_API_').map(roleOfHost)).toEqual(servers('QUERY_API_').map(() => 'query-api'));
    });

    it('in Kubernetes, runs the shared configuration with its servers pointing at the API services', () => {
      expect(kustomization.configMapGenerator).toContainEqual({ name: 'haproxy-config', files: ['haproxy/haproxy.cfg'] });
      const proxy = podSpecs.find((manifest) => manifest.spec!.template!.spec.containers.some((container) => container.image.startsWith('haproxy:')))!;
      const pod = proxy.spec!.template!.spec;
      const [container] = pod.containers;
      const configVolume = pod.volumes?.find((volume) => volume.configMap?.name === 'haproxy-config');
      expect(container!.volumeMounts).toContainEqual({ name: configVolume?.name, mountPath: '/usr/local/etc/haproxy' });
      const env = Object.fromEntries((container!.env ?? []).map(({ name, value }) => [name, value]));
      const appOfService = (name: string) => manifests.find((manifest) => manifest.kind === 'Service' && manifest.metadata.name === name)?.spec?.selector?.app;
      const roleOfHost = (variable: string) => {
        expect(env[variable], variable).toBeDefined();
        const app = appOfService(env[variable]!.split(':')[0]!);
        const workload = podSpecs.find((manifest) => manifest.spec!.template!.metadata.labels.app === app);
        return roleOf(workload?.spec!.template!.spec.containers[0]!.command);
      };
      for (const variable of variables) expect(env[variable], variable).toBeDefined();
      expect(servers('COMMAND_API_').map(roleOfHost)).toEqual(servers('COMMAND_API_').map(() => 'command-api'));
      expect(servers('QUERY_API_').map(roleOfHost)).toEqual(servers('QUERY_API_').map(() => 'query-api'));
    });
  });

  it('lists every manifest in the kustomization, and scales the query API', () => {
    const files = readdirSync(path.join(DEPLOY, 'kubernetes')).filter((file) => file.endsWith('.yaml'));
    expect(kustomization.resources.map((file) => path.basename(file)).sort()).toEqual(files.sort());
    const autoscaled = manifests.filter((manifest) => manifest.kind === 'HorizontalPodAutoscaler').map((manifest) => manifest.spec!.scaleTargetRef);
    expect(autoscaled).toEqual([{ apiVersion: 'apps/v1', kind: 'Deployment', name: 'query-api' }]);
  });
});
