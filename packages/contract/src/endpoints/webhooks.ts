import { API_PATHS } from '../api-paths.js';
import { defineEndpoints } from '../endpoint.js';
import {
  webhookCreateRequestSchema,
  webhookCreateResponseSchema,
  webhookDeleteResponseSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookIdRequestSchema,
  webhookListResponseSchema,
  webhookTestResponseSchema,
} from '../webhooks.js';

export const webhookEndpoints = defineEndpoints({
  webhookList: {
    method: 'GET',
    path: API_PATHS.webhookList,
    tag: 'webhooks',
    summary: "The caller's organisation's webhook endpoints, and the events one may subscribe to",
    access: { permission: 'webhooksView' },
    answer: webhookListResponseSchema,
  },
  webhookCreate: {
    method: 'POST',
    path: API_PATHS.webhookCreate,
    tag: 'webhooks',
    summary: 'Register an HTTPS endpoint for some events; answers its signing secret, once',
    access: { permission: 'webhooksManage' },
    body: webhookCreateRequestSchema,
    answer: webhookCreateResponseSchema,
  },
  webhookDelete: {
    method: 'POST',
    path: API_PATHS.webhookDelete,
    tag: 'webhooks',
    summary: 'Remove an endpoint: nothing more is sent to it',
    access: { permission: 'webhooksManage' },
    body: webhookIdRequestSchema,
    answer: webhookDeleteResponseSchema,
    errors: [404],
  },
  webhookDeliveries: {
    method: 'GET',
    path: API_PATHS.webhookDeliveries,
    tag: 'webhooks',
    summary: "An endpoint's latest deliveries, newest first, with their tries and the receiver's answers",
    access: { permission: 'webhooksView' },
    query: webhookDeliveriesQuerySchema,
    answer: webhookDeliveriesResponseSchema,
    errors: [404],
  },
  webhookTest: {
    method: 'POST',
    path: API_PATHS.webhookTest,
    tag: 'webhooks',
    summary: 'Send a signed test event to an endpoint now',
    access: { permission: 'webhooksManage' },
    body: webhookIdRequestSchema,
    answer: webhookTestResponseSchema,
    errors: [404],
  },
});
