import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which organisations' rows the database shows the work under way (row-level security on
 * PostgreSQL, drizzle/0005): one organisation, or all of them for agency users. Work outside any
 * scope (migrations, the publishing worker, sign-in) sees everything.
 */
export type OrganizationScope = { organizationId: number } | 'all';

const scopes = new AsyncLocalStorage<OrganizationScope>();

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
