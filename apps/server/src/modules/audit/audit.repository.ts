import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

export type AuditEvent =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.login_locked'
  | 'auth.refresh'
  | 'auth.refresh_reuse'
  | 'auth.logout'
  | 'authz.denied'
  | 'account.invited'
  | 'account.reinvited'
  | 'account.registered'
  | 'account.signup_code_sent'
  | 'account.signed_up'
  | 'account.reset_code_sent'
  | 'account.password_reset'
  | 'account.password_changed'
  | 'account.password_change_failed'
  | 'organization.updated'
  | 'organization.created'
  | 'user.updated'
  | 'menu.updated'
  | 'profile.updated'
  | 'reference.created'
  | 'reference.updated'
  | 'post.deleted'
  | 'approval.chain_saved'
  | 'post.archived'
  | 'post.unarchived'
  | 'integration.connected'
  | 'integration.connect_failed'
  | 'integration.accounts_chosen'
  | 'integration.disconnected'
  | 'publishing.released'
  | 'publishing.rescheduled'
  | 'post.planned_date_moved'
  | 'publishing.withdrawn'
  | 'api_key.created'
  | 'api_key.revoked'
  | 'api_key.refused'
  | 'api_key.call'
  | 'analytics.outcome_recorded'
  | 'analytics.outcome_removed'
  | 'analytics.outcome_secret_replaced'
  | 'analytics.monthly_report_saved'
  | 'analytics.monthly_report_sent'
  | 'scheduling.queue_saved'
  | 'scheduling.feed_address_made';

export interface AuditEntry {
  event: AuditEvent;
  actorUserId?: number | null;
  organizationId?: number | null;
  subjectUserId?: number | null;
  /** The API key the call was made with. */
  apiKeyId?: number | null;
  ip?: string | null;
  /** Never a secret: no password, token or code goes here. */
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    actorUserId: entry.actorUserId ?? null,
    organizationId: entry.organizationId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    apiKeyId: entry.apiKeyId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}
