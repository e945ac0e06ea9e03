import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@roi/contract/messages';
import { escapeHtml } from '../../lib/escape-html.js';
import { deriveKey } from '../../lib/keys.js';
import { errorEnvelope } from '../../plugins/errors.js';
import type { Services } from '../../services.js';
import { isClickCounted } from './click-limits.js';
import { CODE_PATTERN, isPersonsClick, TRACKED_LINK_PREFIX, withUtm } from './tracked-links.js';
import { countClick, findLinkByCode } from './tracked-links.repository.js';

/** What a person who follows an unknown short link sees: a page saying so, not the product's sign-in. */
function notFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not found</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Link not found</h1><p>${escapeHtml(MESSAGES.trackedLinkNotFound)}</p></body></html>`;
}

/**
 * The short links of published posts (docs/decisions/0032-tracked-links.md): a 302 to the address with
 * its UTM parameters, for people and robots alike; a person's click is counted, up to a limit per client
 * address and hour, and nothing about them is kept. Outside the API: no session, no envelope on success,
 * and no request log line (it would hold the address).
 */
export function registerTrackedLinks(app: FastifyInstance, services: Services): void {
  const clickLimitKey = deriveKey(services.config.jwtSecret, 'tracked-link-click-limits');
  app.get<{ Params: { code: string } }>(`${TRACKED_LINK_PREFIX}:code`, { logLevel: 'warn' }, async (request, reply) => {
    const { code } = request.params;
    const link = CODE_PATTERN.test(code) ? await findLinkByCode(services.db, code) : undefined;
    if (!link) {
      const wantsHtml = /text\/html/.test(request.headers.accept ?? '');
      reply.status(404).header('cache-control', 'no-store');
      return wantsHtml
        ? reply.type('text/html; charset=utf-8').send(notFoundPage())
        : reply.send(errorEnvelope(404, 'trackedLinkNotFound', MESSAGES.trackedLinkNotFound));
    }
    const purpose = request.headers['sec-purpose'] ?? request.headers.purpose ?? request.headers['x-purpose'];
    if (
      isPersonsClick({ method: request.method, userAgent: request.headers['user-agent'], purpose: typeof purpose === 'string' ? purpose : undefined }) &&
      (await isClickCounted(services.db, clickLimitKey, { clientAddress: request.ip, linkId: link.id }))
    ) {
      await countClick(services.db, link, new Date().toISOString().slice(0, 10));
    }
    // Not kept by browsers or caches, so that each click reaches the server to be counted.
    return reply.header('cache-control', 'private, no-store').redirect(withUtm(link.targetUrl, link), 302);
  });
}
