import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { CALENDAR_STATES, type CalendarState } from '@roi/contract/scheduling';
import { CALENDAR_STATE_VIEWS } from '../calendar-states';
import type { ClockChoice } from '../calendar-view';
import { useCampaignOptions, useOrganizationOptions } from '../hooks/use-calendar';

export interface CalendarFilterValues {
  /** Agency users: one organisation, or every one (undefined). */
  organizationId?: number;
  campaignId?: number;
  state?: CalendarState;
}

interface CalendarFiltersProps {
  values: CalendarFilterValues;
  onChange: (values: CalendarFilterValues) => void;
  isAgencyUser: boolean;
  /** The organisation whose campaigns the campaign filter offers; none for "all organisations". */
  campaignsOf: number | undefined;
  clock: ClockChoice;
  onClockChange: (clock: ClockChoice) => void;
  /** The organisation's zone, when one organisation is shown; null for every one. */
  organizationZone: string | null;
  viewerZone: string;
}

const ALL = '';
const numberOr = (value: string) => (value === ALL ? undefined : Number(value));

/** Which posts the calendar shows, and whose clock it is drawn on. */
export function CalendarFilters({
  values,
  onChange,
  isAgencyUser,
  campaignsOf,
  clock,
  onClockChange,
  organizationZone,
  viewerZone,
}: CalendarFiltersProps) {
  const organizations = useOrganizationOptions(isAgencyUser);
  const campaigns = useCampaignOptions(campaignsOf);
  const fieldSx = { minWidth: { xs: '100%', sm: 200 } };
  // The empty value is a choice of its own ("All …"), so the label stays above it.
  const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      {isAgencyUser && (
        <TextField
          select
          slotProps={selectProps}
          size="small"
          label="Organization"
          value={values.organizationId ?? ALL}
          onChange={(event) => onChange({ ...values, organizationId: numberOr(event.target.value), campaignId: undefined })}
          sx={fieldSx}
        >
          <MenuItem value={ALL}>All organizations</MenuItem>
          {organizations.data?.map((organization) => (
            <MenuItem key={organization.id} value={organization.id}>
              {organization.organization_name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        slotProps={selectProps}
        size="small"
        label="Campaign"
        value={values.campaignId ?? ALL}
        onChange={(event) => onChange({ ...values, campaignId: numberOr(event.target.value) })}
        disabled={campaignsOf === undefined}
        helperText={campaignsOf === undefined ? 'Choose an organization first' : undefined}
        sx={fieldSx}
      >
        <MenuItem value={ALL}>All campaigns</MenuItem>
        {campaigns.data?.map((campaign) => (
          <MenuItem key={campaign.id} value={campaign.id}>
            {campaign.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={selectProps}
        size="small"
        label="State"
        value={values.state ?? ALL}
        onChange={(event) => onChange({ ...values, state: event.target.value === ALL ? undefined : (event.target.value as CalendarState) })}
        sx={fieldSx}
      >
        <MenuItem value={ALL}>All states</MenuItem>
        {CALENDAR_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {CALENDAR_STATE_VIEWS[state].label}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={organizationZone === null ? 'viewer' : clock}
        onChange={(_event, next: ClockChoice | null) => next && onClockChange(next)}
        aria-label="Times shown in"
      >
        <ToggleButton value="organization" disabled={organizationZone === null}>
          Organization time{organizationZone ? ` (${organizationZone})` : ''}
        </ToggleButton>
        <ToggleButton value="viewer">My time ({viewerZone})</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
