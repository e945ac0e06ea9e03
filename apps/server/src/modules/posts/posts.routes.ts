import type { FastifyInstance } from 'fastify';
import { postEndpoints, postImportEndpoints } from '@roi/contract/endpoints/posts';
import { POST_IMPORT_MAX_BASE64_CHARS } from '@roi/contract/post-import';
import { MESSAGES } from '@roi/contract/messages';
import { POST_IMAGE_MAX_BYTES, POST_IMAGES_MAX, PUBLISH_STATUS } from '@roi/contract/post-rules';
import { ok } from '../../lib/envelope.js';
import { route } from '../../lib/route.js';
import type { Services } from '../../services.js';
import { exportPosts } from './post-export.service.js';
import { importPosts, previewImport } from './post-import.service.js';
import { archivePost, createPost, deletePost, duplicatePost, findCampaigns, findPostOrganizations, findPosts, getPost } from './posts.service.js';

/** A post with its images inline: base64 makes each 2 MB into about 2.7 MB, plus the text. */
const POST_BODY_LIMIT_BYTES = Math.ceil(POST_IMAGE_MAX_BYTES * 1.4) * POST_IMAGES_MAX + 256 * 1024;

export function postRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    route(
      app,
      postEndpoints.postCreate,
      async ({ caller, body }) => {
        const result = await createPost(services, caller, body);
        if (result.kind === 'started') return ok(MESSAGES.postStarted, { data: result.data });
        const message =
          result.data.publish_status !== PUBLISH_STATUS.posted
            ? MESSAGES.postDrafted
            : body.add_to_queue
              ? MESSAGES.postQueued
              : result.data.scheduled_at
              ? MESSAGES.postScheduled
              : MESSAGES.posted;
        return ok(message, { data: result.data });
      },
      { bodyLimit: POST_BODY_LIMIT_BYTES },
    );
    route(app, postEndpoints.postList, async ({ caller, body }) =>
      ok(MESSAGES.listLoaded, await findPosts(services, caller, body)),
    );
    route(app, postEndpoints.postGet, async ({ caller, query }) =>
      ok(MESSAGES.postLoaded, { data: await getPost(services, caller, query.postId) }),
    );
    route(app, postEndpoints.postCampaigns, async ({ caller, query }) =>
      ok(MESSAGES.listLoaded, { records: await findCampaigns(services, caller, query.organizationId) }),
    );
    route(app, postEndpoints.postOrganizations, async ({ caller }) =>
      ok(MESSAGES.listLoaded, { records: await findPostOrganizations(services, caller) }),
    );
    route(app, postEndpoints.postDelete, async ({ caller, body }) =>
      ok(MESSAGES.postDeleted, { data: await deletePost(services, caller, body.post_id) }),
    );
    route(app, postEndpoints.postArchive, async ({ caller, body }) =>
      ok(body.archived ? MESSAGES.postArchived : MESSAGES.postUnarchived, { data: await archivePost(services, caller, body) }),
    );
    route(app, postEndpoints.postDuplicate, async ({ caller, body }) =>
      ok(MESSAGES.postDuplicated, { data: await duplicatePost(services, caller, body.post_id, body.planned_at) }),
    );
    const importOptions = { bodyLimit: IMPORT_BODY_LIMIT_BYTES };
    route(
      app,
      postImportEndpoints.postImportPreview,
      async ({ caller, body }) => ok(MESSAGES.importPreviewed, await previewImport(services, caller, body.organization_id, body.file_base64)),
      importOptions,
    );
    route(
      app,
      postImportEndpoints.postImport,
      async ({ caller, body }) => ok(MESSAGES.importDone, { data: await importPosts(services, caller, body.organization_id, body.file_base64) }),
      importOptions,
    );
    route(app, postImportEndpoints.postExport, async ({ caller, body }) =>
      ok(MESSAGES.exportDone, { data: await exportPosts(services, caller, body) }),
    );
  };
}

/** Room for the largest file of posts as base64, with the call's other fields. */
const IMPORT_BODY_LIMIT_BYTES = POST_IMPORT_MAX_BASE64_CHARS + 4096;
