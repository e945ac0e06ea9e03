import type { FastifyInstance } from 'fastify';
import { UPLOADS_PATH } from '@roi/contract/constants';
import type { ImageStore } from './image-store.js';

/**
 * Serves stored pictures, logos and post images from wherever they are kept, to anyone with the URL
 * (an image tag sends no session). Their names are random and never reused, so they are cached for
 * good; they are images the server encoded itself, never what was uploaded.
 */
export function registerUploads(app: FastifyInstance, images: ImageStore): void {
  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, async (request, reply) => {
    const image = await images.read(request.params.name);
    if (!image) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(image.contentType).send(image.bytes);
  });
}
