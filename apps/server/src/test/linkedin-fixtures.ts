import type { FakeLinkedIn } from './linkedin-server.js';
import { FAKE_LINKEDIN_CLIENT } from './linkedin-server.js';

/** The product's LinkedIn settings pointing at the local LinkedIn server. */
export function linkedInSettings(fake: FakeLinkedIn, extra: Record<string, string> = {}): Record<string, string> {
  return {
    LINKEDIN_CLIENT_ID: FAKE_LINKEDIN_CLIENT.id,
    LINKEDIN_CLIENT_SECRET: FAKE_LINKEDIN_CLIENT.secret,
    LINKEDIN_REDIRECT_URI: 'http://product.test/linkedin-oauth',
    LINKEDIN_AUTH_BASE: fake.authBase,
    LINKEDIN_API_BASE: fake.apiBase,
    ...extra,
  };
}

/** The member's browser on LinkedIn's consent page: answers where LinkedIn sends it back. */
export async function consentOnLinkedIn(authorizationUrl: string): Promise<string> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`no redirect from the consent page (${response.status})`);
  return location;
}
