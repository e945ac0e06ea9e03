import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrganizationChoice } from '../hooks/use-organization-choice';

/** Agency users choose whose connections (or sandbox posts) they see; nobody else is shown the field. */
export function OrganizationSelect({ choice }: { choice: OrganizationChoice }) {
  if (!choice.options) return null;
  return (
    <TextField
      select
      label="Organization"
      size="small"
      value={String(choice.chosenId)}
      onChange={(event) => choice.choose(Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 320 } }}
    >
      {choice.options.map((organization) => (
        <MenuItem key={organization.id} value={String(organization.id)} sx={{ whiteSpace: 'normal' }}>
          {organization.organization_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
