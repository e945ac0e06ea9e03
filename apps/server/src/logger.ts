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

/**
 * Structured logs; anything that could carry a secret is replaced before it is written. The redaction
 * paths match a key at the top level and up to three levels down (request headers and bodies sit at
 * the second and third).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const paths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths, censor: '[redacted]' },
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
