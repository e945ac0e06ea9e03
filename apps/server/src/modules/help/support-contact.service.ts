import type { SupportContact, SupportContactRecord } from '@roi/contract/support-contact';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission, hasPermission } from '../access/access.service.js';
import { recordAudit } from '../audit/audit.repository.js';
import { deleteSupportContact, findSupportContact, saveSupportContact } from './support-contact.repository.js';

/**
 * The support contact of the caller's own organisation (docs/product/help.md#support-contact). Help
 * shows each person their own organisation's contact, agency users included: the agency's people ask
 * the agency, and a client's people ask whomever their organisation named.
 */
export async function getSupportContact(services: Services, caller: Caller): Promise<SupportContactRecord> {
  const row = await findSupportContact(services.db, caller.organizationId);
  if (!row) throw new AppError(404, 'organizationNotFound');
  const { organizationName, name, email, phone, url, updatedAt } = row;
  // The left join gives every column of the contact, or none: the organisation named no contact.
  const hasContact = updatedAt !== null && name !== null && email !== null && phone !== null && url !== null;
  return {
    organization_id: caller.organizationId,
    organization_name: organizationName,
    contact: hasContact ? { name, email, phone, url, updated_at: updatedAt.toISOString() } : null,
    can_edit: await hasPermission(services, caller, 'orgSettingsEdit'),
  };
}

/** Those who may edit their organisation's settings set its contact; every field empty removes it. */
export async function setSupportContact(services: Services, caller: Caller, contact: SupportContact) {
  await assertPermission(services, caller, 'orgSettingsEdit');
  const isEmpty = !contact.name && !contact.email && !contact.phone && !contact.url;
  if (isEmpty) await deleteSupportContact(services.db, caller.organizationId);
  else await saveSupportContact(services.db, caller.organizationId, contact, caller.userId);
  await recordAudit(services.db, {
    event: 'organization.updated',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    apiKeyId: caller.apiKey?.id,
    ip: caller.ip,
    detail: { fields: ['support_contact'] },
  });
  return { isEmpty, record: await getSupportContact(services, caller) };
}
