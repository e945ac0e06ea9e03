import { API_PATHS } from '../api-paths.js';
import {
  postExportRequestSchema,
  postExportResponseSchema,
  postImportPreviewResponseSchema,
  postImportRequestSchema,
  postImportResponseSchema,
} from '../post-import.js';
import { defineEndpoints } from '../endpoint.js';
import { publishRequestSchema, publishTargetsResponseSchema, rescheduleRequestSchema, withdrawRequestSchema } from '../integrations.js';
import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  postCreateRequestSchema,
  postCreateResponseSchema,
  postGetQuerySchema,
  postGetResponseSchema,
  postArchiveRequestSchema,
  postDeleteResponseSchema,
  postIdRequestSchema,
  postListRequestSchema,
  postListResponseSchema,
  postOrganizationsResponseSchema,
} from '../posts.js';

export const postEndpoints = defineEndpoints({
  postCreate: {
    method: 'POST',
    path: API_PATHS.postCreate,
    tag: 'posts',
    summary: 'Start a post (0, answers the next-step data), save it as a draft (1) or post it (2)',
    access: { permission: 'postsCreate' },
    body: postCreateRequestSchema,
    answer: postCreateResponseSchema,
    errors: [404, 409],
  },
  postList: {
    method: 'POST',
    path: API_PATHS.postList,
    tag: 'posts',
    summary: 'A page of posts, newest first, with search and filters, and the total they match',
    access: { permission: 'postsView' },
    body: postListRequestSchema,
    answer: postListResponseSchema,
  },
  postGet: {
    method: 'GET',
    path: API_PATHS.postGet,
    tag: 'posts',
    summary: 'One post whole, with its rich text and images, to open it in the editor',
    access: { permission: 'postsView' },
    query: postGetQuerySchema,
    answer: postGetResponseSchema,
    errors: [404],
  },
  postCampaigns: {
    method: 'GET',
    path: API_PATHS.postCampaigns,
    tag: 'posts',
    summary: 'The campaigns of an organisation, with how many posts each has',
    access: { permission: 'postsView' },
    query: campaignListQuerySchema,
    answer: campaignListResponseSchema,
    errors: [404],
  },
  postOrganizations: {
    method: 'GET',
    path: API_PATHS.postOrganizations,
    tag: 'posts',
    summary: 'The organisations one may post for: every one for agency users, one’s own otherwise',
    access: { permission: 'postsCreate' },
    answer: postOrganizationsResponseSchema,
  },
  postDelete: {
    method: 'POST',
    path: API_PATHS.postDelete,
    tag: 'posts',
    summary: "Delete a post that was never posted (in progress or a draft); another's needs Posts: Delete",
    access: { permission: 'postsCreate' },
    body: postIdRequestSchema,
    answer: postDeleteResponseSchema,
    errors: [404, 409],
  },
  postArchive: {
    method: 'POST',
    path: API_PATHS.postArchive,
    tag: 'posts',
    summary:
      'Archive a post (out of the list, kept on record) or bring it back; not while it is on its way to LinkedIn; ' +
      "another's needs Posts: Delete",
    access: { permission: 'postsCreate' },
    body: postArchiveRequestSchema,
    answer: postGetResponseSchema,
    errors: [404, 409],
  },
  postDuplicate: {
    method: 'POST',
    path: API_PATHS.postDuplicate,
    tag: 'posts',
    summary: "A new draft of the caller's with a post's setup, text and images",
    access: { permission: 'postsCreate' },
    body: postIdRequestSchema,
    answer: postGetResponseSchema,
    errors: [404],
  },
});

export const postImportEndpoints = defineEndpoints({
  postImportPreview: {
    method: 'POST',
    path: API_PATHS.postImportPreview,
    tag: 'posts',
    summary: 'Read a CSV file of posts and answer every row with what it would become and its problems; stores nothing',
    access: { permission: 'postsCreate' },
    body: postImportRequestSchema,
    answer: postImportPreviewResponseSchema,
    errors: [404],
  },
  postImport: {
    method: 'POST',
    path: API_PATHS.postImport,
    tag: 'posts',
    summary: "Create the file's rows without problems, drafts or scheduled, in one transaction; the others are skipped",
    access: { permission: 'postsCreate' },
    body: postImportRequestSchema,
    answer: postImportResponseSchema,
    errors: [404],
  },
  postExport: {
    method: 'POST',
    path: API_PATHS.postExport,
    tag: 'posts',
    summary: "Every post the list's filters match, with their accounts and results, as CSV (re-importable) or JSON",
    access: { permission: 'postsView' },
    body: postExportRequestSchema,
    answer: postExportResponseSchema,
    errors: [404],
  },
});

export const publishingEndpoints = defineEndpoints({
  postPublish: {
    method: 'POST',
    path: API_PATHS.postPublish,
    tag: 'publishing',
    summary: "Send a posted post's held or failed targets (all, or the one named): Publish and Retry",
    access: { permission: 'postsPublish' },
    body: publishRequestSchema,
    answer: publishTargetsResponseSchema,
    errors: [404, 409],
  },
  postReschedule: {
    method: 'POST',
    path: API_PATHS.postReschedule,
    tag: 'publishing',
    summary: "Move a scheduled post to another time of the organisation's time zone",
    access: { permission: 'postsPublish' },
    body: rescheduleRequestSchema,
    answer: publishTargetsResponseSchema,
    errors: [404, 409],
  },
  postWithdraw: {
    method: 'POST',
    path: API_PATHS.postWithdraw,
    tag: 'publishing',
    summary:
      'Take a posted post back to draft while nothing of it has gone out (a schedule, a refused post); ' +
      "another's post needs Publish",
    access: { permission: 'postsCreate' },
    body: withdrawRequestSchema,
    answer: publishTargetsResponseSchema,
    errors: [404, 409],
  },
});
