import { defineConfig } from 'vitest/config';

// The unit and API test projects; the browser tests (e2e/) run separately against the built product.
export default defineConfig({
  test: { projects: ['packages/contract', 'apps/server', 'apps/web'] },
});
