import { inject } from 'vitest';
import { linkedInSettings } from '../../apps/server/src/test/linkedin-fixtures.js';
import { startLinkedInServer, type FakeLinkedIn } from '../../apps/server/src/test/linkedin-server.js';
import { E2E_ADMIN } from './accounts.js';
import { startServer, type RunningServer } from './server-process.js';

export interface LinkedInProduct {
  fake: FakeLinkedIn;
  server: RunningServer;
  stop(): Promise<void>;
}

/**
 * The product with LinkedIn credentials, talking to a local server that speaks LinkedIn's protocol;
 * LinkedIn sends the browser back to this server's own /linkedin-oauth. Publishing is polled often.
 */
export async function startLinkedInProduct(): Promise<LinkedInProduct> {
  const fake = await startLinkedInServer();
  const server = await startServer((baseUrl) => ({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: inject('smtpUrl'),
    PUBLISH_POLL_MS: '300',
    ...linkedInSettings(fake, { LINKEDIN_REDIRECT_URI: `${baseUrl}/linkedin-oauth` }),
  }));
  return {
    fake,
    server,
    async stop() {
      await server.stop();
      fake.release();
      await fake.close();
    },
  };
}
