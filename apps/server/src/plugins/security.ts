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
  // Built once: constructing it parses every directive, which costs more than the rest of a small
  // request (the Fastify wrapper constructed it anew on every request).
  const setSecurityHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) => {
    // An API answer is about its caller (a session's tokens, a profile, a post…): no browser or proxy
    // keeps it. A route that says otherwise (the calendar feed, a stream) sets its own.
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // Closed unless origins are configured: the client is served from the API's own origin.
  await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false });
}
