import type { IntegrationAccount } from '@roi/contract/integrations';

/** The ids of the accounts the organisation publishes to now, in the order shown. */
export function selectedIdsOf(accounts: readonly IntegrationAccount[]): number[] {
  return accounts.filter((account) => account.is_selected).map((account) => account.id);
}

/**
 * What the callback screen starts with. A new connection's accounts start not chosen (pressing Back
 * chooses nothing), so all of them are suggested, for the user to untick; a reconnect shows the choice
 * already saved.
 */
export function suggestedIdsOf(accounts: readonly IntegrationAccount[]): number[] {
  const saved = selectedIdsOf(accounts);
  return saved.length > 0 ? saved : accounts.map((account) => account.id);
}

/** The choice after one checkbox changed, kept in the order of `accounts`. */
export function withAccountChecked(
  accounts: readonly IntegrationAccount[],
  chosenIds: readonly number[],
  accountId: number,
  isChecked: boolean,
): number[] {
  const chosen = new Set(chosenIds);
  if (isChecked) chosen.add(accountId);
  else chosen.delete(accountId);
  return accounts.filter((account) => chosen.has(account.id)).map((account) => account.id);
}

/** Whether the choice differs from what is saved: accounts added or removed, whatever their order. */
export function hasSelectionChanged(accounts: readonly IntegrationAccount[], chosenIds: readonly number[]): boolean {
  const saved = new Set(selectedIdsOf(accounts));
  const chosen = new Set(chosenIds.filter((id) => accounts.some((account) => account.id === id)));
  return saved.size !== chosen.size || [...chosen].some((id) => !saved.has(id));
}
