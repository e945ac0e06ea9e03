import { describe, expect, it } from 'vitest';
import type { IntegrationAccount } from '@roi/contract/integrations';
import { hasSelectionChanged, selectedIdsOf, suggestedIdsOf, withAccountChecked } from './account-selection';

function account(id: number, isSelected: boolean): IntegrationAccount {
  return {
    id,
    display_name: `Account ${id}`,
    account_type: 'Organization page',
    external_id: `urn:li:organization:${id}`,
    is_selected: isSelected,
  };
}

const accounts = [account(1, true), account(2, false), account(3, true)];

describe('selectedIdsOf', () => {
  it('lists the accounts published to, in the order shown', () => {
    expect(selectedIdsOf(accounts)).toEqual([1, 3]);
    expect(selectedIdsOf([])).toEqual([]);
  });
});

describe('suggestedIdsOf', () => {
  it('suggests every account of a new connection, none of which is chosen yet', () => {
    expect(suggestedIdsOf([account(1, false), account(2, false)])).toEqual([1, 2]);
  });

  it('shows the saved choice of a connection that has one (a reconnect)', () => {
    expect(suggestedIdsOf(accounts)).toEqual([1, 3]);
    expect(suggestedIdsOf([account(1, false), account(2, true)])).toEqual([2]);
  });

  it('suggests nothing when there is no account', () => {
    expect(suggestedIdsOf([])).toEqual([]);
  });
});

describe('withAccountChecked', () => {
  it('adds a checked account in the order of the list', () => {
    expect(withAccountChecked(accounts, [3, 1], 2, true)).toEqual([1, 2, 3]);
  });

  it('removes an unchecked account, and checking one twice keeps it once', () => {
    expect(withAccountChecked(accounts, [1, 3], 1, false)).toEqual([3]);
    expect(withAccountChecked(accounts, [1, 3], 3, true)).toEqual([1, 3]);
  });
});

describe('hasSelectionChanged', () => {
  it('is false for the saved choice, in any order', () => {
    expect(hasSelectionChanged(accounts, [3, 1])).toBe(false);
  });

  it('is true when an account was added or removed', () => {
    expect(hasSelectionChanged(accounts, [1, 2, 3])).toBe(true);
    expect(hasSelectionChanged(accounts, [1])).toBe(true);
    expect(hasSelectionChanged(accounts, [1, 2])).toBe(true);
  });

  it('ignores ids of accounts the connection no longer has', () => {
    expect(hasSelectionChanged(accounts, [1, 3, 99])).toBe(false);
  });
});
