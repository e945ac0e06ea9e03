import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The global setup runs in Vitest's own environment, which needs the condition too.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    name: process.env.TEST_DB === 'postgres' ? 'server (PostgreSQL)' : 'server (PGlite)',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
