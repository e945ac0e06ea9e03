import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_NAME_MAX_CHARS, type ReferenceCategory } from '@roi/contract/post-rules';
import type { CampaignRecord } from '@roi/contract/posts';
import { useCampaignOptions, useOrganizationOptions, useReferenceEntries } from '../hooks/use-post-list-queries';
import { ChoiceField } from './choice-field';
import type { SetupValues } from '../setup';

/** Enough existing campaigns to pick from at a glance; typing narrows them. */
const CAMPAIGN_SUGGESTIONS_MAX = 8;

interface SetupStepProps {
  values: SetupValues;
  onChange: (changes: Partial<SetupValues>) => void;
  /** Agency users choose the organisation they post for; everyone else posts for their own. */
  isAgency: boolean;
}

/** Stage 1, 'Post Setup': who the post is for, its campaign, goal and key words. */
export function SetupStep({ values, onChange, isAgency }: SetupStepProps) {
  const organizations = useOrganizationOptions(isAgency);
  const campaigns = useCampaignOptions(values.organization);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
      {isAgency && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ChoiceField
            id="create-post-agency"
            label="Agency"
            placeholder="Select agency"
            value={values.organization === null ? '' : String(values.organization)}
            onChange={(value) => onChange({ organization: Number(value) })}
            choices={(organizations.data ?? []).map((organization) => ({
              value: String(organization.id),
              label: organization.organization_name,
            }))}
            isLoading={organizations.isPending}
            helperText="The organization this post speaks for."
          />
        </Box>
      )}
      <CampaignField value={values.campaign} onChange={(campaign) => onChange({ campaign })} campaigns={campaigns.data ?? []} />
      <ReferenceField category="goal" label="Goal" placeholder="Select a goal" value={values.goal} onChange={(goal) => onChange({ goal })} />
      <Typography variant="subtitle1" component="h3" sx={{ gridColumn: '1 / -1', fontWeight: 700, mt: 1 }}>
        Select Key Words
      </Typography>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, columnGap: 2 }}>
        <ReferenceField category="industry" label="Industry" value={values.industry} onChange={(industry) => onChange({ industry })} />
        <ReferenceField category="region" label="Region" value={values.region} onChange={(region) => onChange({ region })} />
        <ReferenceField category="audience" label="Audience" value={values.audience} onChange={(audience) => onChange({ audience })} />
      </Box>
    </Box>
  );
}

interface ReferenceFieldProps {
  category: ReferenceCategory;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A setup choice from the reference lists: the value is sent, the label shown. */
function ReferenceField({ category, label, placeholder = 'Any', value, onChange }: ReferenceFieldProps) {
  const entries = useReferenceEntries(category);
  return (
    <ChoiceField
      id={`create-post-${category}`}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      choices={entries.data ?? []}
      isLoading={entries.isPending}
    />
  );
}

interface CampaignFieldProps {
  value: string;
  onChange: (value: string) => void;
  campaigns: CampaignRecord[];
}

/** Free text: a new name starts a campaign; the organisation's existing ones are offered to pick. */
function CampaignField({ value, onChange, campaigns }: CampaignFieldProps) {
  const typed = value.trim().toLowerCase();
  const matches = campaigns
    .filter((campaign) => campaign.name.toLowerCase() !== typed && campaign.name.toLowerCase().includes(typed))
    .slice(0, CAMPAIGN_SUGGESTIONS_MAX);
  return (
    <Box sx={{ minWidth: 0 }}>
      <TextField
        id="create-post-campaign"
        label="Campaign name"
        placeholder="Enter campaign name"
        required
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        helperText="Link the post to a new or existing campaign by its name, or give it a name of its own to keep it standalone."
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: CAMPAIGN_NAME_MAX_CHARS, autoComplete: 'off' } }}
      />
      {matches.length > 0 && (
        <Box role="group" aria-label="Existing campaigns" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.5, mb: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Existing campaigns:
          </Typography>
          {matches.map((campaign) => (
            <Chip key={campaign.id} size="small" label={campaign.name} onClick={() => onChange(campaign.name)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
