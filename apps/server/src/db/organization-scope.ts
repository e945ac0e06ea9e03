import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which organisations' rows the database shows the work under way (row-level security on
 * PostgreSQL, drizzle/0005): one organisation, or all of them for agency users. Work outside any
 * scope (migrations, the publishing worker, sign-in) sees everything.
 */
export type OrganizationScope = { organizationId: number } | 'all';

const scopes = new AsyncLocalStorage<OrganizationScope>();

/**
 * Work that reads only what every scope may read (no row security, readable by the tenant role): it
 * takes a connection as the last work left it, instead of paying a round trip to change its scope.
 */
const scopeFree = new AsyncLocalStorage<true>();

export function runInAnyScope<T>(work: () => T): T {
  return scopeFree.run(true, work);
}

export function isInAnyScope(): boolean {
  return scopeFree.getStore() === true;
}

/** Runs `work`, and everything it starts, under `scope`. */
export function runInOrganizationScope<T>(scope: OrganizationScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The setting the database's policies read: 'all', an organisation id, or undefined when unscoped. */
export function currentOrganizationScopeSetting(): string | undefined {
  const scope = scopes.getStore();
  if (scope === undefined) return undefined;
  if (scope === 'all') return 'all';
  if (!Number.isSafeInteger(scope.organizationId)) throw new Error('An organisation scope needs an integer id');
  return String(scope.organizationId);
}
