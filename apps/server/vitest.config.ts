import { configDefaults, defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The global setup runs in Vitest's own environment, which needs the condition too.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    name: onPostgres ? 'server (PostgreSQL)' : 'server (PGlite)',
    include: ['src/**/*.test.ts'],
    // What only PostgreSQL has (row-level security applied per request) is tested on it alone.
    exclude: onPostgres ? configDefaults.exclude : [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
