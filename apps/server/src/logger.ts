import type { FastifyServerOptions } from 'fastify';

/** Structured logs; anything that could carry a secret is replaced before it is written. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refreshToken',
        '*.refresh_token',
        '*.access_token',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
  };
}
