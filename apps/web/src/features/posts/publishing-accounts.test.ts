import { describe, expect, it } from 'vitest';
import type { Integration } from '@roi/contract/integrations';
import { accountLabel } from '@roi/contract/integrations';
import { chosenAccounts } from './publishing-accounts';

function integration(overrides: Partial<Integration>): Integration {
  return {
    id: 1,
    app_name: 'linkedin',
    organization_id: 3,
    display_name: 'Ann Lee',
    sandbox: false,
    state: 'active',
    expires_at: '2026-09-01T00:00:00Z',
    connected_by: 'Ann Lee',
    connected_at: '2026-06-01T00:00:00Z',
    accounts: [],
    ...overrides,
  };
}

/** Weeks before the connections above end. */
const NOW = new Date('2026-07-01T00:00:00Z');

const account = (id: number, display_name: string, is_selected: boolean) => ({
  id,
  display_name,
  account_type: id % 2 ? 'Member profile' : 'Organization page',
  external_id: `urn:li:person:${id}`,
  is_selected,
});

describe('chosenAccounts', () => {
  it('lists the accounts chosen for publishing across connections, with their connection’s sandbox flag', () => {
    const records = [
      integration({ id: 1, accounts: [account(1, 'Ann Lee', true), account(2, 'Lakeside EDO', false)] }),
      integration({ id: 2, sandbox: true, state: 'expired', accounts: [account(4, 'Sandbox EDO', true)] }),
    ];
    expect(chosenAccounts(records, NOW)).toEqual([
      { id: 1, display_name: 'Ann Lee', account_type: 'Member profile', sandbox: false, isExpired: false, isEndingSoon: false },
      { id: 4, display_name: 'Sandbox EDO', account_type: 'Organization page', sandbox: true, isExpired: true, isEndingSoon: false },
    ]);
  });

  it('lists nothing when no account is chosen', () => {
    expect(chosenAccounts([integration({ accounts: [account(2, 'Lakeside EDO', false)] })], NOW)).toEqual([]);
    expect(chosenAccounts([], NOW)).toEqual([]);
  });
});

describe('accountLabel', () => {
  it('names the account and what it publishes as', () => {
    expect(accountLabel({ display_name: 'Lakeside EDO', account_type: 'Organization page' })).toBe('Lakeside EDO · Organization page');
  });
});

describe('a connection ending soon', () => {
  it('is flagged within 14 days of its end, not before and not once it has ended', () => {
    const records = [integration({ accounts: [account(1, 'Ann Lee', true)] })];
    expect(chosenAccounts(records, new Date('2026-08-17T00:00:00Z'))[0]!.isEndingSoon).toBe(false);
    expect(chosenAccounts(records, new Date('2026-08-19T00:00:00Z'))[0]!.isEndingSoon).toBe(true);
    expect(chosenAccounts([integration({ state: 'expired', accounts: [account(1, 'Ann Lee', true)] })], new Date('2026-09-02T00:00:00Z'))[0]!.isEndingSoon).toBe(false);
  });
});
