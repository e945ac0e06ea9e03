/** Every query key of the connections screens, written once so that a change can invalidate what it touched. */
export const integrationKeys = {
  all: ['integrations'] as const,
  connectionLists: () => [...integrationKeys.all, 'connections'] as const,
  connections: (userId: number, organizationId: number | undefined) =>
    [...integrationKeys.connectionLists(), userId, organizationId ?? null] as const,
  sandboxFeed: (organizationId: number | undefined) => [...integrationKeys.all, 'sandbox-feed', organizationId ?? null] as const,
  organizations: () => [...integrationKeys.all, 'organizations'] as const,
};
