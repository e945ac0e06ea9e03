import { loadConfig, type Config } from '../config.js';

export const TEST_ADMIN = { email: 'admin@agency.test', password: 'Agency!Admin1' };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent-data-dir-unused-in-tests',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST_DIR: '',
    ...overrides,
  });
}
