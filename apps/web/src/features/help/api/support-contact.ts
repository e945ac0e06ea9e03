import { helpEndpoints } from '@roi/contract/endpoints/help';
import type { SupportContact } from '@roi/contract/support-contact';
import { call } from '../../../lib/call';

/** Query keys of the Help centre, written once. */
export const helpKeys = {
  supportContact: () => ['help', 'support-contact'] as const,
};

/** The support contact of the signed-in person's own organisation. */
export async function getSupportContact(signal?: AbortSignal) {
  return call(helpEndpoints.supportContact, { signal });
}

/** Sets the organisation's support contact; every field empty removes it. */
export async function saveSupportContact(contact: SupportContact) {
  return call(helpEndpoints.supportContactSave, { body: contact });
}
