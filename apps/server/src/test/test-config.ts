import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config.js';

export const TEST_ADMIN = { email: 'admin@agency.test', password: 'Agency!Admin1' };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    // Uploads land here; the database is cloned in memory.
    DATA_DIR: path.join(os.tmpdir(), `roi-test-data-${process.pid}`),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    WEB_DIST_DIR: '',
    // Tests drive the publishing worker themselves (app.publisher.runDue()).
    PUBLISH_WORKER: 'false',
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...overrides,
  });
}
