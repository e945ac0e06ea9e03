import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { IntegrationAccount } from '@roi/contract/integrations';
import { withAccountChecked } from '../account-selection';

interface AccountCheckboxesProps {
  accounts: readonly IntegrationAccount[];
  chosenIds: readonly number[];
  onChange: (chosenIds: number[]) => void;
  legend: string;
  isDisabled?: boolean;
  /** Shows each account's LinkedIn id under its name. */
  showExternalId?: boolean;
}

/** The accounts of a connection, each a checkbox: checked ones are published to. */
export function AccountCheckboxes({
  accounts,
  chosenIds,
  onChange,
  legend,
  isDisabled = false,
  showExternalId = false,
}: AccountCheckboxesProps) {
  const idPrefix = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.5, fontWeight: 700 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: showExternalId ? 1 : 0 }}>
        {accounts.map((account) => {
          const externalIdId = `${idPrefix}-${account.id}`;
          return (
            <Box key={account.id} sx={{ minWidth: 0 }}>
              <FormControlLabel
                disabled={isDisabled}
                label={`${account.display_name} (${account.account_type})`}
                sx={{ mr: 0, alignItems: 'center', '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={
                  <Checkbox
                    checked={chosenIds.includes(account.id)}
                    onChange={(event) => onChange(withAccountChecked(accounts, chosenIds, account.id, event.target.checked))}
                    slotProps={{
                      input: showExternalId ? { 'aria-describedby': externalIdId } : undefined,
                    }}
                  />
                }
              />
              {showExternalId && (
                <Typography
                  id={externalIdId}
                  variant="body2"
                  sx={{ color: 'text.secondary', pl: 4.25, mt: -0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                >
                  {account.external_id}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
