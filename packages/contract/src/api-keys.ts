import { z } from 'zod';
import { envelopeWith } from './envelope.js';
import { ACTION_NAMES } from './menu.js';

/**
 * The wire contract of API keys: an organisation's credentials for other tools
 * (docs/product/integrations-api.md). A key carries 256 random bits after a recognisable prefix, so
 * that a leaked one is easy to spot in logs and code, and the server keeps only its hash.
 */
export const API_KEY_PREFIX = 'roi_key_';
export const API_KEY_NAME_MAX_CHARS = 100;
/** How many characters of a key (after the prefix) its list shows, to tell keys apart. */
export const API_KEY_SHOWN_CHARS = 6;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** One action of one feature of the menu access table, as a key is granted it. */
export const apiKeyPermissionSchema = z.object({
  feature: z.string().trim().min(1).max(100),
  action: z.enum(ACTION_NAMES),
});
export type ApiKeyPermission = z.infer<typeof apiKeyPermissionSchema>;

export const apiKeyCreateRequestSchema = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX_CHARS),
  permissions: z.array(apiKeyPermissionSchema).min(1).max(100),
  /** When the key stops working; none: until it is revoked. */
  expires_at: z.iso.datetime({ offset: true }).optional(),
});

export type ApiKeyCreateRequest = z.input<typeof apiKeyCreateRequestSchema>;

export const apiKeyRevokeRequestSchema = z.object({ api_key_id: id });

export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;

export const apiKeyRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The prefix and the first characters of the key: enough to recognise it, never enough to use it. */
  shown: z.string(),
  permissions: z.array(apiKeyPermissionSchema),
  status: z.enum(API_KEY_STATUSES),
  created_at: z.string(),
  created_by: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;

export const apiKeyListResponseSchema = envelopeWith({
  records: z.array(apiKeyRecordSchema),
  /** What the caller may grant a new key: the actions its own role holds. */
  grantable: z.array(apiKeyPermissionSchema),
});
/** The key itself is in this answer only: it is shown once and cannot be read again. */
export const apiKeyCreateResponseSchema = envelopeWith({ data: apiKeyRecordSchema.extend({ key: z.string() }) });
export const apiKeyRevokeResponseSchema = envelopeWith({ data: apiKeyRecordSchema });
