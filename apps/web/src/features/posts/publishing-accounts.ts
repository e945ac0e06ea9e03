import type { Integration } from '@roi/contract/integrations';
import { TOKEN_WARNING_DAYS } from '@roi/contract/scheduling';

const DAY_MS = 86_400_000;

/** One LinkedIn account the organisation publishes to, as the Create Post screen lists it. */
export interface ChosenAccount {
  id: number;
  display_name: string;
  account_type: string;
  /** Of the sandbox network: labelled so wherever it appears. */
  sandbox: boolean;
  /** Its connection has lapsed: posting to it fails until someone reconnects in Settings. */
  isExpired: boolean;
  /** Its connection ends within TOKEN_WARNING_DAYS days: posts planned after that would fail. */
  isEndingSoon: boolean;
}

/** The accounts chosen in Settings for publishing, across the organisation's connections. */
export function chosenAccounts(integrations: readonly Integration[], now: Date): ChosenAccount[] {
  return integrations.flatMap((integration) =>
    integration.accounts
      .filter((account) => account.is_selected)
      .map((account) => ({
        id: account.id,
        display_name: account.display_name,
        account_type: account.account_type,
        sandbox: integration.sandbox,
        isExpired: integration.state === 'expired',
        isEndingSoon:
          integration.state !== 'expired' && Date.parse(integration.expires_at) - now.getTime() <= TOKEN_WARNING_DAYS * DAY_MS,
      })),
  );
}
