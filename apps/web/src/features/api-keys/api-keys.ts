import type { ApiKeyPermission, ApiKeyRecord } from '@roi/contract/api-keys';
import { MENU_CATALOGUE } from '@roi/contract/menu-catalogue';

const FEATURE_LABELS: ReadonlyMap<string, string> = new Map(
  MENU_CATALOGUE.flatMap((entry) => entry.features.map((feature) => [feature.element, feature.label] as const)),
);

export function featureLabel(feature: string): string {
  return FEATURE_LABELS.get(feature) ?? feature;
}

export const permissionKey = (permission: ApiKeyPermission) => `${permission.feature}:${permission.action}`;

/** Permissions grouped by feature, in the order given, for one line (or one group of boxes) per feature. */
export function groupByFeature(permissions: readonly ApiKeyPermission[]): { feature: string; label: string; actions: ApiKeyPermission[] }[] {
  const groups = new Map<string, ApiKeyPermission[]>();
  for (const permission of permissions) groups.set(permission.feature, [...(groups.get(permission.feature) ?? []), permission]);
  return [...groups].map(([feature, actions]) => ({ feature, label: featureLabel(feature), actions }));
}

/** "Posts: View · Create Post: Create, Publish" */
export function describePermissions(permissions: readonly ApiKeyPermission[]): string {
  return groupByFeature(permissions)
    .map((group) => `${group.label}: ${group.actions.map((permission) => permission.action).join(', ')}`)
    .join(' · ');
}

export const EXPIRY_CHOICES = [
  { value: 'never', label: 'Never (until revoked)', days: null },
  { value: '30', label: 'In 30 days', days: 30 },
  { value: '90', label: 'In 90 days', days: 90 },
  { value: '365', label: 'In a year', days: 365 },
] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['value'];

/** The expiry a choice gives, counted from `now`; none for a key that lasts until revoked. */
export function expiryOf(choice: ExpiryChoice, now: Date): string | undefined {
  const days = EXPIRY_CHOICES.find((option) => option.value === choice)?.days;
  return days ? new Date(now.getTime() + days * 86_400_000).toISOString() : undefined;
}

export const STATUS_LABELS: Record<ApiKeyRecord['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDate(iso: string | null, none: string): string {
  return iso ? dateFormat.format(new Date(iso)) : none;
}
