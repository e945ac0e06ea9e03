import type { ReferenceCategory } from '@roi/contract/post-rules';
import type { ReferenceRecord, ReferenceSaveRequest } from '@roi/contract/posts';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.repository.js';
import { assertPermission } from '../access/access.service.js';
import {
  findReference,
  insertReference,
  labelTaken,
  listReference,
  updateReference,
} from './reference.repository.js';

/**
 * A reference list. Everyone signed in reads the active entries; the retired ones are
 * shown to those who manage the lists (docs/product/administration.md#reference-lists).
 */
export async function getReference(
  services: Services,
  caller: Caller,
  category: ReferenceCategory,
  includeInactive: boolean,
): Promise<ReferenceRecord[]> {
  if (includeInactive) await assertPermission(services, caller, 'referenceManage');
  return listReference(services.db, category, includeInactive);
}

/** Adds an entry or renames, reorders, retires or restores one; values never change (posts keep them). */
export async function saveReference(services: Services, caller: Caller, request: ReferenceSaveRequest): Promise<ReferenceRecord> {
  await assertPermission(services, caller, 'referenceManage');
  if (request.id !== undefined) {
    const current = await findReference(services.db, request.id);
    if (!current || current.category !== request.category) throw new AppError(404, 'referenceEntryNotFound');
  }
  if (await labelTaken(services.db, request.category, request.label, request.id)) {
    throw new AppError(409, 'referenceLabelTaken');
  }
  const id =
    request.id ??
    (await insertReference(services.db, {
      category: request.category,
      label: request.label,
      sortOrder: request.sort_order,
      active: request.active,
    }));
  if (request.id !== undefined) {
    await updateReference(services.db, request.id, { label: request.label, sortOrder: request.sort_order, active: request.active });
  }
  await recordAudit(services.db, {
    event: request.id === undefined ? 'reference.created' : 'reference.updated',
    actorUserId: caller.userId,
    organizationId: caller.organizationId,
    ip: caller.ip,
    detail: { id, category: request.category, label: request.label, active: request.active },
  });
  return (await findReference(services.db, id))!;
}
