import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built client on the API's origin. Hashed assets are cached for good; every other path
 * answers index.html so that the client's router can take it.
 */
export async function registerWebClient(app: FastifyInstance, webDistDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // Cache-Control is set below, per file; the plugin's own default (max-age=0) would override it.
    cacheControl: false,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets'));
      reply.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
