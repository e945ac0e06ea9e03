import type { FastifyServerOptions } from 'fastify';

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

/** Query parameters that carry secrets in an address: LinkedIn's code and state on the callback. */
const SECRET_QUERY = /([?&](?:code|state)=)[^&#]*/g;

/**
 * Structured logs; anything that could carry a secret is replaced before it is written. The redaction
 * paths match a key at the top level and up to three levels down (request headers and bodies sit at
 * the second and third).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  const paths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);
  return {
    level,
    redact: { paths, censor: '[redacted]' },
    serializers: {
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
