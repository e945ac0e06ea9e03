import { integrationEndpoints } from '@roi/contract/endpoints/integrations';
import type { OauthAuthorizeRequest } from '@roi/contract/integrations';
import { call } from '../../../lib/call';

/**
 * Starts a connection: the server keeps a one-time state for the caller and answers where the browser
 * goes next (LinkedIn's consent page, or the sandbox's within this app).
 */
export async function startConnection(request: OauthAuthorizeRequest) {
  return (await call(integrationEndpoints.oauthAuthorize, { body: request })).data;
}
