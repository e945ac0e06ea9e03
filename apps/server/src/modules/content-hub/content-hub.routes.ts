import type { FastifyInstance } from 'fastify';
import { contentHubEndpoints } from '@roi/contract/endpoints/content-hub';
import { MESSAGES } from '@roi/contract/messages';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import { POST_IMAGE_BODY_LIMIT_BYTES } from '../media/limits.js';
import type { Services } from '../../services.js';
import {
  changeLibraryImage,
  findContentPieces,
  findLibrary,
  removeContentPiece,
  removeLibraryImage,
  saveContentPiece,
  uploadLibraryImage,
} from './content-hub.service.js';

export function contentHubRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(app, contentHubEndpoints.libraryList, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, await findLibrary(services, caller, query)),
    );
    route(
      app,
      contentHubEndpoints.libraryUpload,
      async ({ caller, body }) => ok(MESSAGES.libraryImageAdded, { data: await uploadLibraryImage(services, caller, body) }),
      { bodyLimit: POST_IMAGE_BODY_LIMIT_BYTES },
    );
    route(app, contentHubEndpoints.libraryUpdate, async ({ caller, body }) =>
      ok(MESSAGES.libraryImageSaved, { data: await changeLibraryImage(services, caller, body) }),
    );
    route(app, contentHubEndpoints.libraryDelete, async ({ caller, body }) =>
      ok(MESSAGES.libraryImageDeleted, { data: await removeLibraryImage(services, caller, body.id) }),
    );
    route(app, contentHubEndpoints.contentPieceList, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { records: await findContentPieces(services, caller, query) }),
    );
    route(app, contentHubEndpoints.contentPieceSave, async ({ caller, body }) =>
      ok(MESSAGES.contentPieceSaved, { data: await saveContentPiece(services, caller, body) }),
    );
    route(app, contentHubEndpoints.contentPieceDelete, async ({ caller, body }) =>
      ok(MESSAGES.contentPieceDeleted, { data: await removeContentPiece(services, caller, body.id) }),
    );
  };
}
