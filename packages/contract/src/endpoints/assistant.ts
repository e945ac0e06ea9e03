import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import { altTextRequestSchema, altTextResponseSchema, generateResponseSchema, promptRequestSchema, streamRequestSchema, versionRequestSchema } from '../posts.js';

export const assistantEndpoints = defineEndpoints({
  postGenerate: {
    method: 'POST',
    path: API_PATHS.postGenerate,
    tag: 'assistant',
    summary: 'Draft a post from a prompt and the setup; records[0].generated_text is the text',
    access: { permission: 'postsCreate' },
    body: promptRequestSchema,
    answer: generateResponseSchema,
    errors: [404, 429, 502, 504],
  },
  postGenerateVersion: {
    method: 'POST',
    path: API_PATHS.postGenerateVersion,
    tag: 'assistant',
    summary: 'Work on a text: enhancement with enhancement_text, or one action flag set to yes',
    access: { permission: 'postsCreate' },
    body: versionRequestSchema,
    answer: generateResponseSchema,
    errors: [404, 429, 502, 504],
  },
  postGenerateStream: {
    method: 'POST',
    path: API_PATHS.postGenerateStream,
    tag: 'assistant',
    summary:
      'Either request, answered as Server-Sent Events: "token" events carry the text as it is written, then "done" ' +
      'carries the whole answer (as records[0] of generate) or "error" a status_code and message. A request refused ' +
      'before writing starts is answered with the usual JSON envelope and status.',
    access: { permission: 'postsCreate' },
    body: streamRequestSchema,
    answer: generateResponseSchema,
    errors: [404, 429, 502, 504],
    produces: 'text/event-stream',
  },
  postAltTextSuggest: {
    method: 'POST',
    path: API_PATHS.postAltTextSuggest,
    tag: 'assistant',
    summary:
      "Suggest alt text for one of the post's images, from a model that can see images (AI_VISION); the author edits it " +
      'before it is saved. 409 when the configured model cannot see images.',
    access: { permission: 'postsCreate' },
    body: altTextRequestSchema,
    answer: altTextResponseSchema,
    errors: [404, 409, 429, 502, 504],
  },
});
