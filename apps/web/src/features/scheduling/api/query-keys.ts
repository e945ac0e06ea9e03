import type { CalendarQuery } from '@roi/contract/scheduling';

/** Every query key of the scheduling screen, written once so that a move can refresh what it changed. */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  calendars: () => [...schedulingKeys.all, 'calendar'] as const,
  calendar: (query: CalendarQuery) => [...schedulingKeys.calendars(), query] as const,
  health: (organizationId: number | undefined) => [...schedulingKeys.all, 'health', organizationId ?? 'own'] as const,
  feedAddress: () => [...schedulingKeys.all, 'feed-address'] as const,
  organizations: () => [...schedulingKeys.all, 'organizations'] as const,
  campaigns: (organizationId: number) => [...schedulingKeys.all, 'campaigns', organizationId] as const,
};
