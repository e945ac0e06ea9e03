import { z } from 'zod';
import { envelopeWith } from './envelope.js';

/**
 * The wire contract of webhooks: an organisation's HTTPS endpoints told of what happens to its posts and
 * connections (docs/product/integrations-api.md#webhooks).
 *
 * Every event an endpoint may subscribe to, with what it means. Adding an event is one line here, and
 * one call of the server's `enqueueWebhookEvent` where it happens.
 */
export const WEBHOOK_EVENTS = {
  'post.scheduled': 'A post was scheduled, or moved to another time',
  'post.published': 'A post went out on one of its accounts',
  'post.failed': 'A post could not be published on one of its accounts',
  'post.submitted_for_approval': 'A post is waiting for someone who may publish it',
  'connection.expiring': 'A LinkedIn connection will stop working within 7 days unless it is reconnected',
} as const;
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as [WebhookEvent, ...WebhookEvent[]];
/** The event "Send test event" sends; not one an endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-roi-signature';
export const WEBHOOK_EVENT_HEADER = 'x-roi-event';
export const WEBHOOK_DELIVERY_HEADER = 'x-roi-delivery';
/** How old a signed timestamp a receiver should accept, as the documentation advises. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const WEBHOOK_URL_MAX_CHARS = 2000;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Deliveries delivered or given up are kept this long for the delivery log, then deleted. */
export const WEBHOOK_DELIVERY_KEEP_DAYS = 30;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** An absolute http: or https: address. */
const httpAddress = z.url({ protocol: /^https?$/ });

export const webhookCreateRequestSchema = z.object({
  // The length first, and alone: reading a very long international host name costs more than its length.
  url: z.string().max(WEBHOOK_URL_MAX_CHARS, { abort: true }).refine((value) => httpAddress.safeParse(value).success, { message: 'Invalid URL' }),
  events: z.array(z.enum(WEBHOOK_EVENT_NAMES)).min(1).max(WEBHOOK_EVENT_NAMES.length),
});
export type WebhookCreateRequest = z.input<typeof webhookCreateRequestSchema>;
/** A new address or choice of events for an endpoint; its signing secret stays as it is. */
export const webhookUpdateRequestSchema = webhookCreateRequestSchema.extend({ webhook_id: z.coerce.number().int().positive().max(2_147_483_647) });
export type WebhookUpdateRequest = z.output<typeof webhookUpdateRequestSchema>;
export const webhookIdRequestSchema = z.object({ webhook_id: id });
export const webhookDeliveriesQuerySchema = z.object({ webhookId: id });

export const webhookRecordSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  created_at: z.string(),
  created_by: z.string(),
});
export type WebhookRecord = z.infer<typeof webhookRecordSchema>;

export const WEBHOOK_DELIVERY_STATES = ['queued', 'delivering', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The receiver's HTTP status at the last try; null when it could not be reached. */
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_try_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookListResponseSchema = envelopeWith({
  records: z.array(webhookRecordSchema),
  events: z.array(z.object({ name: z.string(), description: z.string() })),
});
/** The signing secret is in this answer only. */
export const webhookCreateResponseSchema = envelopeWith({ data: webhookRecordSchema.extend({ secret: z.string() }) });
export const webhookDeleteResponseSchema = envelopeWith({});
export const webhookUpdateResponseSchema = envelopeWith({ data: webhookRecordSchema });
export const webhookDeliveriesResponseSchema = envelopeWith({ records: z.array(webhookDeliverySchema) });
export const webhookTestResponseSchema = envelopeWith({ data: webhookDeliverySchema });
