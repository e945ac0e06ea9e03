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
}

/** The accounts of a connection, each a checkbox: checked ones are published to. */
export function AccountCheckboxes({ accounts, chosenIds, onChange, legend, isDisabled = false }: AccountCheckboxesProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.5, fontWeight: 700 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid' }}>
        {accounts.map((account) => (
          <FormControlLabel
            key={account.id}
            disabled={isDisabled}
            label={`${account.display_name} (${account.account_type})`}
            sx={{ mr: 0, alignItems: 'center', minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={
              <Checkbox
                checked={chosenIds.includes(account.id)}
                onChange={(event) => onChange(withAccountChecked(accounts, chosenIds, account.id, event.target.checked))}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
