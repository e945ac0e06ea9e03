import {
  apiKeyCreateRequestSchema,
  apiKeyCreateResponseSchema,
  apiKeyListResponseSchema,
  apiKeyRevokeRequestSchema,
  apiKeyRevokeResponseSchema,
} from '../api-keys.js';
import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';

export const apiKeyEndpoints = defineEndpoints({
  apiKeyList: {
    method: 'GET',
    path: API_PATHS.apiKeyList,
    tag: 'api-keys',
    summary: "The caller's organisation's API keys (never the keys themselves), and what the caller may grant",
    access: { permission: 'apiKeysView' },
    answer: apiKeyListResponseSchema,
  },
  apiKeyCreate: {
    method: 'POST',
    path: API_PATHS.apiKeyCreate,
    tag: 'api-keys',
    summary: 'Make an API key with some of the actions the caller holds, and an optional expiry; the key is answered once',
    access: { permission: 'apiKeysManage' },
    body: apiKeyCreateRequestSchema,
    answer: apiKeyCreateResponseSchema,
  },
  apiKeyRevoke: {
    method: 'POST',
    path: API_PATHS.apiKeyRevoke,
    tag: 'api-keys',
    summary: 'Revoke an API key of the organisation: its next call is refused (401)',
    access: { permission: 'apiKeysManage' },
    body: apiKeyRevokeRequestSchema,
    answer: apiKeyRevokeResponseSchema,
    errors: [404],
  },
});
