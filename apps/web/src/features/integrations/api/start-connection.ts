import { API_PATHS } from '@roi/contract/api-paths';
import type { OauthAuthorizeRequest } from '@roi/contract/integrations';
import { MESSAGES } from '@roi/contract/messages';
import { apiRequest } from '../../../lib/api-client';

export interface Authorization {
  /** Where the browser goes next: LinkedIn's consent page, or the sandbox's within this app. */
  authorization_url: string;
  sandbox: boolean;
}

/** Starts a connection: the server keeps a one-time state for the caller and answers where to go. */
export async function startConnection(request: OauthAuthorizeRequest): Promise<Authorization> {
  const response = await apiRequest<{ data?: Authorization }>(API_PATHS.oauthAuthorize, { method: 'POST', body: request });
  if (!response.data?.authorization_url) throw new Error(MESSAGES.integrationFailed);
  return response.data;
}
