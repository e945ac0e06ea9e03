import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { newPasswordProblem } from '@roi/contract/password-policy';
import { LINKEDIN_CALLBACK_PATH } from '@roi/contract/client-paths';
import { isValidEmail } from '@roi/contract/validation';

/** Every setting the server reads; nothing else touches process.env (architecture guide). */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isValidEmail, 'must be an email address')
    .default('admin@example.com'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? null : newPasswordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url('must be a comma-separated list of origins'))),
  TRUST_PROXY: z.stringbool().default(false),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).default(256),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ROI Social <no-reply@roi-social.local>'),
  APP_URL: z.url('must be the address people open the product at, e.g. https://social.example.org').optional(),
  AI_BASE_URL: z.url('must be the base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1').optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  AI_VISION: z.stringbool().default(false),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_REDIRECT_URI: z.url('must be the address of the /linkedin-oauth screen registered with LinkedIn').optional(),
  LINKEDIN_API_BASE: z.url('must be the base URL of LinkedIn\'s API, e.g. https://api.linkedin.com').default('https://api.linkedin.com'),
  LINKEDIN_AUTH_BASE: z
    .url('must be the base URL of LinkedIn\'s OAuth 2.0 endpoints, e.g. https://www.linkedin.com/oauth/v2')
    .default('https://www.linkedin.com/oauth/v2'),
  LINKEDIN_VERSION: z.string().regex(/^\d{6}$/, 'must be a LinkedIn API version as YYYYMM, e.g. 202610').default('202610'),
  LINKEDIN_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  LINKEDIN_SCOPES: z
    .string()
    .trim()
    .regex(/^[\w.]+( [\w.]+)*$/, 'must be LinkedIn scopes separated by single spaces')
    .default('openid profile w_member_social r_organization_admin w_organization_social r_organization_social r_member_postAnalytics'),
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (e.g. `openssl rand -base64 32`)')
    .optional(),
  PUBLISH_WORKER: z.stringbool().default(true),
  PUBLISH_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(2000),
  PUBLISH_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  PUBLISH_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(5000),
  PUBLISH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(10),
  ANALYTICS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(7 * 86_400).default(21_600),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z.stringbool().default(false),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name, e.g. eu-west-1 (us-east-1 for most S3-compatible services)').optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) base URL of an S3-compatible service, e.g. http://minio.internal:9000' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_.-]+\/)*$/, 'must be folder names each ending in /, e.g. roi-social/images/')
    .optional(),
});

export interface Config {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Stored pictures and logos, served under /uploads. */
  uploadsDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string | undefined };
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  corsOrigins: string[];
  trustProxy: boolean;
  /**
   * How long a request may take to arrive, and how many connections may be open, in all and from one
   * client address (none behind a proxy, TRUST_PROXY, where every connection comes from the proxy).
   */
  connections: {
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    max: number;
    maxPerClient: number | undefined;
  };
  logLevel: string;
  /** The built client, served on the API's origin; absent when it has not been built. */
  webDistDir: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  /** Where people open the product: the base of the links in emails. */
  appUrl: string;
  /**
   * The ROI Assistant's writer: an OpenAI-compatible API when a base URL is set, else the built-in
   * writer. Generations per organisation per minute are limited either way.
   */
  assistant: {
    /** `vision`: the model can see images (AI_VISION), so the assistant may suggest alt text. */
    provider: { baseUrl: string; apiKey: string | undefined; model: string; vision: boolean } | undefined;
    timeoutMs: number;
    requestsPerMinute: number;
  };
  /**
   * LinkedIn's endpoints; without credentials every connection and post goes to the sandbox network.
   */
  linkedin: {
    credentials: { clientId: string; clientSecret: string } | undefined;
    redirectUri: string;
    apiBase: string;
    authBase: string;
    version: string;
    timeoutMs: number;
    /**
     * What the app asks LinkedIn for. Reading a member's own posts (r_member_social) is granted to
     * approved apps only; without it, an unknown outcome of a member post cannot be checked.
     */
    scopes: string[];
  };
  /** Encrypts the networks' tokens at rest (AES-256-GCM). */
  tokenKey: Buffer;
  /** The publishing worker: its polling, its lease on a job, its retries. */
  publishing: {
    workerEnabled: boolean;
    pollMs: number;
    leaseMs: number;
    retryBaseMs: number;
    maxAttempts: number;
  };
  /** Collecting LinkedIn statistics: a page is collected again this long after its last collection. */
  analytics: {
    intervalMs: number;
  };
  /** Calls one API key may make per minute, whoever makes them. */
  apiKeyRequestsPerMinute: number;
  webhooks: {
    /**
     * Lets endpoints be plain HTTP and resolve to private, loopback or link-local addresses: for a
     * receiver on the operator's own network (and the tests' local one). Off, such endpoints are refused.
     */
    allowPrivateTargets: boolean;
    timeoutMs: number;
    retryBaseMs: number;
    maxAttempts: number;
  };
  /**
   * Where stored images are kept when set (S3_*): a bucket of S3 or of an S3-compatible service, which
   * every server process reaches. Unset, the database decides (files beside PGlite, rows of PostgreSQL).
   */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  /** The bucket's address, objects' keys follow it: virtual-hosted on AWS, path-style on any other endpoint. */
  bucketUrl: string;
  region: string;
  accessKeyId: string;
  /** Signs requests; never logged, never sent to the browser. */
  secretAccessKey: string;
  /** Put before every image's name in its key, e.g. `roi-social/images/`; empty for none. */
  keyPrefix: string;
}

/** The settings that keep images in S3: all of them, or none. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export class ConfigError extends Error {}

/**
 * Reads and validates every setting once. A bad value stops the start with a message naming it
 * (docs/product/services.md#settings).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  if (Boolean(settings.LINKEDIN_CLIENT_ID) !== Boolean(settings.LINKEDIN_CLIENT_SECRET)) {
    throw new ConfigError('Invalid settings:\n  LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET: set both, or neither for the sandbox network');
  }
  // A job's lease must outlast the slowest request a worker may still have in flight, or a second
  // worker could take the job over while the first one's post is still on its way to LinkedIn.
  if (settings.PUBLISH_LEASE_SECONDS * 1000 < 2 * settings.LINKEDIN_TIMEOUT_MS) {
    throw new ConfigError('Invalid settings:\n  PUBLISH_LEASE_SECONDS: must be at least twice LINKEDIN_TIMEOUT_MS');
  }
  if (settings.HEADERS_TIMEOUT_SECONDS > settings.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError('Invalid settings:\n  HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  const s3Given = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_KEY_PREFIX'].filter((name) => env[name] !== undefined);
  const s3Missing = S3_REQUIRED.filter((name) => settings[name] === undefined);
  if (s3Given.length > 0 && s3Missing.length > 0) {
    throw new ConfigError(
      `Invalid settings:\n  ${s3Missing.join(', ')}: set ${S3_REQUIRED.join(', ')} to keep images in S3 (${s3Given.join(', ')} given), or none of the S3_ settings`,
    );
  }
  const dataDir = path.resolve(settings.DATA_DIR);
  const appUrl = (settings.APP_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, '');
  const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    isProduction: settings.NODE_ENV === 'production',
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: settings.DATABASE_URL,
    admin: { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD },
    jwtSecret: new TextEncoder().encode(settings.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret')),
    accessTokenTtlSeconds: settings.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: settings.REFRESH_TOKEN_TTL_DAYS,
    corsOrigins: settings.CORS_ORIGINS,
    trustProxy: settings.TRUST_PROXY,
    connections: {
      requestTimeoutMs: settings.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: settings.HEADERS_TIMEOUT_SECONDS * 1000,
      max: settings.MAX_CONNECTIONS,
      maxPerClient: settings.TRUST_PROXY ? undefined : settings.MAX_CONNECTIONS_PER_CLIENT,
    },
    logLevel: settings.LOG_LEVEL,
    webDistDir: settings.WEB_DIST_DIR ?? (existsSync(defaultWebDist) ? defaultWebDist : undefined),
    mail: { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM },
    appUrl,
    assistant: {
      provider: settings.AI_BASE_URL
        ? { baseUrl: settings.AI_BASE_URL.replace(/\/+$/, ''), apiKey: settings.AI_API_KEY, model: settings.AI_MODEL, vision: settings.AI_VISION }
        : undefined,
      timeoutMs: settings.AI_TIMEOUT_MS,
      requestsPerMinute: settings.AI_RATE_LIMIT_PER_MINUTE,
    },
    linkedin: {
      credentials:
        settings.LINKEDIN_CLIENT_ID && settings.LINKEDIN_CLIENT_SECRET
          ? { clientId: settings.LINKEDIN_CLIENT_ID, clientSecret: settings.LINKEDIN_CLIENT_SECRET }
          : undefined,
      redirectUri: settings.LINKEDIN_REDIRECT_URI ?? `${appUrl}${LINKEDIN_CALLBACK_PATH}`,
      apiBase: settings.LINKEDIN_API_BASE.replace(/\/+$/, ''),
      authBase: settings.LINKEDIN_AUTH_BASE.replace(/\/+$/, ''),
      version: settings.LINKEDIN_VERSION,
      timeoutMs: settings.LINKEDIN_TIMEOUT_MS,
      scopes: settings.LINKEDIN_SCOPES.split(' '),
    },
    tokenKey: Buffer.from(settings.TOKEN_ENCRYPTION_KEY ?? readOrCreateSecret(dataDir, 'token-key', 32, 'base64'), 'base64'),
    publishing: {
      workerEnabled: settings.PUBLISH_WORKER,
      pollMs: settings.PUBLISH_POLL_MS,
      leaseMs: settings.PUBLISH_LEASE_SECONDS * 1000,
      retryBaseMs: settings.PUBLISH_RETRY_BASE_MS,
      maxAttempts: settings.PUBLISH_MAX_ATTEMPTS,
    },
    analytics: { intervalMs: settings.ANALYTICS_INTERVAL_SECONDS * 1000 },
    apiKeyRequestsPerMinute: settings.API_KEY_RATE_LIMIT_PER_MINUTE,
    webhooks: {
      allowPrivateTargets: settings.WEBHOOK_ALLOW_PRIVATE_TARGETS,
      timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
      retryBaseMs: settings.WEBHOOK_RETRY_BASE_MS,
      maxAttempts: settings.WEBHOOK_MAX_ATTEMPTS,
    },
    s3: s3SettingsOf(settings),
  };
}

function s3SettingsOf(settings: z.infer<typeof settingsSchema>): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return undefined;
  // Other services address a bucket by path (MinIO, Ceph, Garage and most others expect it); AWS by host,
  // the one way it promises to keep.
  const bucketUrl = settings.S3_ENDPOINT
    ? `${settings.S3_ENDPOINT.replace(/\/+$/, '')}/${bucket}`
    : `https://${bucket}.s3.${region}.amazonaws.com`;
  return { bucketUrl, region, accessKeyId, secretAccessKey, keyPrefix: settings.S3_KEY_PREFIX ?? '' };
}

/**
 * The embedded default keeps generated secrets in DATA_DIR so that sessions survive a restart;
 * several processes sharing one PostgreSQL must be given the secret in the environment instead.
 */
function readOrCreateSecret(dataDir: string, name: string, bytes = 48, encoding: BufferEncoding = 'base64url'): string {
  const secretsDir = path.join(dataDir, 'secrets');
  const file = path.join(secretsDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(bytes).toString(encoding);
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
