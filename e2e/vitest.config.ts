import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  // The global setup runs in Vitest's own environment, which needs the condition too.
  environments: { __vitest__: { resolve: { conditions: ['source'] } } },
  test: {
    name: 'browser',
    include: ['**/*.test.ts'],
    // Several processes on one database need PostgreSQL: those tests run where TEST_DATABASE_URL names one.
    exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.postgres.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One server and one database for the run: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
