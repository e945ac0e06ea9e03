import type { UserRecord } from '@roi/contract/administration';

export type UserStatus = UserRecord['status'];

export const USER_STATUSES: readonly { value: UserStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'invited', label: 'Invited' },
  { value: 'disabled', label: 'Disabled' },
];

export function statusLabel(status: UserStatus): string {
  return USER_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

export function hasName(user: Pick<UserRecord, 'first_name' | 'last_name'>): boolean {
  return Boolean(`${user.first_name}${user.last_name}`.trim());
}

/** A user's name, or their email while they have none (an invitation not yet completed). */
export function fullName(user: Pick<UserRecord, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** The words of an empty list: what matched nothing, so the admin knows which filter to loosen. */
export function emptyListMessage(noun: string, filters: { search?: string; hasFilters: boolean }): string {
  const search = filters.search?.trim();
  if (search) return `No ${noun} match “${search}”${filters.hasFilters ? ' with these filters' : ''}.`;
  if (filters.hasFilters) return `No ${noun} match these filters.`;
  return `No ${noun} yet.`;
}
