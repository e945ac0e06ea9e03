import type { InviteRequest } from '@roi/contract/accounts';
import { MESSAGES } from '@roi/contract/messages';
import { isValidEmail } from '@roi/contract/validation';

export interface InviteFormValues {
  email: string;
  first_name: string;
  last_name: string;
  role_id: string;
  organization_id: string;
}

export type InviteField = keyof InviteFormValues;

export const ROLE_REQUIRED = 'Please choose a role';
export const ORGANIZATION_REQUIRED = 'Please choose an organization';

/** The invitation the form asks for, or the first problem with it. */
export function checkInvite(
  values: InviteFormValues,
): { request: InviteRequest; problem: null } | { request: null; problem: { field: InviteField; message: string } } {
  const email = values.email.trim().toLowerCase();
  if (!isValidEmail(email)) {
    return { request: null, problem: { field: 'email', message: MESSAGES.emailFormat } };
  }
  const organizationId = Number(values.organization_id);
  if (!values.organization_id || !Number.isInteger(organizationId) || organizationId <= 0) {
    return { request: null, problem: { field: 'organization_id', message: ORGANIZATION_REQUIRED } };
  }
  const roleId = Number(values.role_id);
  if (!values.role_id || !Number.isInteger(roleId) || roleId <= 0) {
    return { request: null, problem: { field: 'role_id', message: ROLE_REQUIRED } };
  }
  const firstName = values.first_name.trim();
  const lastName = values.last_name.trim();
  return {
    problem: null,
    request: {
      email,
      role_id: roleId,
      organization_id: organizationId,
      ...(firstName && { first_name: firstName }),
      ...(lastName && { last_name: lastName }),
    },
  };
}
