import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import cors from '@fastify/cors';

/** Where the API answers: its calls, and the token refresh kept at its historical address. */
const API_PREFIXES = ['/api/', '/auth/'];

/**
 * Headers that keep the session safe in the browser: no inline or foreign script (the tokens live in
 * localStorage), no framing, no sniffing, HTTPS remembered. Inline styles stay allowed because the
 * component library injects them; they cannot run code.
 */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  const securityHeaders = headersSetBy(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  }));
  app.addHook('onRequest', (request, reply, done) => {
    // An API answer is about its caller (a session's tokens, a profile, a post…): no browser or proxy
    // keeps it. A route that says otherwise (the calendar feed, a stream) sets its own.
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
    // On the raw response, so that an answer written there directly (a stream) carries them too.
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  // Closed unless origins are configured: the client is served from the API's own origin.
  await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false });
}

/**
 * The headers a header-setting middleware sets, taken once. Every directive given here is fixed, so
 * the headers are the same for every answer; run per request, the middleware built its policy anew each
 * time, a few per cent of a small request's processor time (docs/decisions/0021, eighth pass).
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let isDone = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => (isDone = true));
  if (!isDone) throw new Error('The security headers middleware did not finish at once.');
  return [...headers];
}
