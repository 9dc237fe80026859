/** The server's settings, read once from the environment and checked before anything starts. */
import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['0', '1']).transform((value) => value === '1');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** Unset: every interface, except with DEMO=1, whose well-known logins must not be open to the network. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Connections of this node's pool; all nodes' pools together must fit PostgreSQL's `max_connections` (docs/deploy.md). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(1_000).default(20),
  /** A pool connection asked for inside a transaction: `log` reports it and serves it, `throw` refuses it (tests). */
  POOL_GUARD: z.enum(['log', 'throw']).default('log'),
  /** Put before every bus topic to make its Redis channel, so deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/)
    .default('kabuto:'),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[a-z0-9_.-]{3,32}$/)
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  MARKET_SESSIONS: z.enum(['tse', 'always']).default('always'),
  SIM_SEED: z.string().min(1).default('kabuto'),
  /** `short` keeps 2 days of minute bars and a year of days, for tests that start many servers. */
  MARKET_HISTORY: z.enum(['full', 'short']).default('full'),
  DEMO: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `text` for a terminal; `json` (pino's lines) for a log collector. */
  LOG_FORMAT: z.enum(['text', 'json']).default('text'),
  /**
   * Proxies whose `X-Forwarded-For` is believed, as a comma-separated list of addresses or CIDRs
   * (`10.0.0.1,192.168.0.0/16`). Unset, the client address is the connection's own: a header
   * anyone can write must not pick the address that sign-in limits and stream caps count by.
   */
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])))
    .optional(),
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** The domain passkeys are bound to and the member app's origin (e.g. `kabuto.example`, `https://kabuto.example`). */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]{1,253}$/)
    .optional(),
  WEBAUTHN_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * An S3-compatible object store for uploads (identity photos, deposit receipts), e.g.
   * `https://s3.ap-northeast-1.amazonaws.com` or `http://minio:9000`; unset, they are kept in PostgreSQL.
   */
  S3_URL: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's own credential chain (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Put before every object key, so deployments can share a bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^[\w/.-]{0,64}$/)
    .default(''),
  /** Where the built member app and back office are; defaults to the apps' own dist folders. */
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
});

export type ServerConfig = ReturnType<typeof readConfig>;

export class ConfigError extends Error {}

/** Reads the environment; a wrong value stops the start with a message naming the variable. */
export function readConfig(environment: Record<string, string | undefined> = process.env) {
  const defined = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid environment:\n${problems}`);
  }
  const values = parsed.data;
  if (values.S3_URL && !values.S3_BUCKET) throw new ConfigError('Invalid environment:\n  S3_BUCKET: required with S3_URL');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('Invalid environment:\n  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: values.PORT,
    host: values.HOST ?? (values.DEMO ? '127.0.0.1' : '0.0.0.0'),
    hostDefaultedToLoopback: values.HOST === undefined && values.DEMO,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databasePoolMax: values.DATABASE_POOL_MAX,
    poolGuard: values.POOL_GUARD,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    marketSessions: values.MARKET_SESSIONS,
    simSeed: values.SIM_SEED,
    marketHistory: values.MARKET_HISTORY === 'short' ? { minuteDays: 2, years: 1 } : { minuteDays: 10, years: 3 },
    demo: values.DEMO,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    signInRateLimit: values.SIGN_IN_RATE_LIMIT,
    trustedProxies: values.TRUST_PROXY ?? [],
    webAuthn: { rpId: values.WEBAUTHN_RP_ID, origin: values.WEBAUTHN_ORIGIN?.replace(/\/$/, '') },
    s3:
      values.S3_URL && values.S3_BUCKET
        ? {
            endpoint: values.S3_URL,
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            prefix: values.S3_PREFIX,
            credentials:
              values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    webDist: path.resolve(values.WEB_DIST ?? path.join(root, 'apps/web/dist')),
    adminDist: path.resolve(values.ADMIN_DIST ?? path.join(root, 'apps/admin/dist')),
  };
}
