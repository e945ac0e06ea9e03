import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: '@roi/contract', include: ['src/**/*.test.ts'] } });
