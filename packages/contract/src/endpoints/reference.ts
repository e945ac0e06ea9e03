import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import {
  referenceListResponseSchema,
  referenceQuerySchema,
  referenceSaveRequestSchema,
  referenceSaveResponseSchema,
} from '../posts.js';

export const referenceEndpoints = defineEndpoints({
  referenceGet: {
    method: 'GET',
    path: API_PATHS.referenceGet,
    tag: 'reference',
    summary: 'A reference list: goal, industry, region, audience, country or timezone',
    access: 'session',
    query: referenceQuerySchema,
    answer: referenceListResponseSchema,
  },
  referenceSave: {
    method: 'POST',
    path: API_PATHS.referenceSave,
    tag: 'reference',
    summary: 'Add, rename, reorder, retire or restore a reference entry (agency admins)',
    access: { permission: 'referenceManage' },
    body: referenceSaveRequestSchema,
    answer: referenceSaveResponseSchema,
    errors: [404, 409],
  },
});
