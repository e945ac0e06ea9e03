import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run in Node: read '@roi/contract' from its TypeScript sources like the app does.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
