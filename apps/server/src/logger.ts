import type { FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Keys whose values are secrets wherever they appear in a logged object. */
const SECRET_KEYS = [
  'password',
  'old_password',
  'new_password',
  'refreshToken',
  'refresh_token',
  'access_token',
  'idToken',
  'authorization',
  'cookie',
  'otp',
  'auth_code',
  'code_verifier',
  'client_secret',
  'state',
];

/**
 * Query parameters that carry secrets in an address: LinkedIn's code and state on the callback, a
 * calendar feed's token (the feed's only credential) and an invitation link's externalId (opened in the
 * browser as /userinvite?externalId=…).
 */
const SECRET_QUERY = /([?&](?:code|state|token|externalId)=)[^&#]*/gi;

/** What PostgreSQL says of a failure, less its `detail`, which repeats the values of the row concerned. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * An error as the log writes it: its kind, message, stack and causes, but never what a failed statement
 * carried. Drizzle writes the statement's parameters (a password hash, a code's hash, whatever a
 * client sent) into its message; the statement itself is kept.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const entry = { type: error.name, message, stack: (error.stack ?? '').replace(error.message, message) } as ReturnType<typeof serializeError>;
  for (const field of DATABASE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') entry[field] = value;
  }
  if (error.cause !== undefined) entry.cause = serializeError(error.cause);
  return entry;
}

const SECRET_KEY_SET = new Set(SECRET_KEYS);
const CENSOR = '[redacted]';
/** How far down a logged object secrets are looked for: request headers and bodies sit at the second and third level. */
const REDACTION_DEPTH = 4;

/**
 * `value` with the value of every secret key replaced, down to `depth` levels; what holds no secret is
 * returned as it is, not copied.
 */
function withoutSecrets(value: unknown, depth: number): unknown {
  // A buffer's bytes are no object's keys: JSON writes it whole, and walking it byte by byte is costly.
  if (depth === 0 || typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, inner] of Object.entries(value)) {
    const cleaned = SECRET_KEY_SET.has(key) ? CENSOR : withoutSecrets(inner, depth - 1);
    if (cleaned === inner) continue;
    copy ??= (Array.isArray(value) ? Array.from(value as unknown[]) : { ...value }) as Record<string, unknown>;
    copy[key] = cleaned;
  }
  return copy ?? value;
}

/**
 * Structured logs; anything that could carry a secret is replaced before it is written: the value of a
 * secret key anywhere in a logged object, down to four levels. The request and the error are written by
 * their own serializers, which keep only what is safe. A child logger's bindings are not searched: the
 * only ones are Fastify's request ids.
 *
 * One walk of the object, rather than pino's `redact`: its paths were tried one by one, wildcards
 * included, on every value, which cost more than the rest of a small request's logging
 * (docs/decisions/0021, eighth pass).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    formatters: {
      log: (entry) => {
        const { req, res, err, ...rest } = entry;
        return { ...(withoutSecrets(rest, REDACTION_DEPTH) as object), req, res, err };
      },
    },
    serializers: {
      err: serializeError,
      // Fastify's request, as its own serializer writes it, with the address's secrets taken out.
      req: (request) => ({
        method: request.method,
        url: typeof request.url === 'string' ? request.url.replace(SECRET_QUERY, '$1[redacted]') : undefined,
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}
