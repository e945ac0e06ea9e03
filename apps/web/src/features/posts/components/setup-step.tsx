import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@roi/contract/messages';
import { CAMPAIGN_NAME_MAX_CHARS, type ReferenceCategory } from '@roi/contract/post-rules';
import type { CampaignRecord } from '@roi/contract/posts';
import { useCampaignOptions, useOrganizationOptions, useReferenceEntries } from '../hooks/use-post-list-queries';
import { ChoiceField } from './choice-field';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { missingSetupFields, SETUP_FIELDS, type SetupField, type SetupValues } from '../setup';

/** Enough existing campaigns to pick from at a glance; typing narrows them. */
const CAMPAIGN_SUGGESTIONS_MAX = 8;

/** Next or Save as Draft found these fields empty (counted, so that a second try is told again). */
export interface SetupCheck {
  count: number;
  missing: SetupField[];
}

interface SetupStepProps {
  values: SetupValues;
  onChange: (changes: Partial<SetupValues>) => void;
  /** Agency users choose the organisation they post for; everyone else posts for their own. */
  isAgency: boolean;
  /** The last try that found fields empty, if one did. */
  check: SetupCheck | null;
}

const MISSING_TEXT = new Map(SETUP_FIELDS.map(({ field, missing }) => [field, missing]));
const LABELS = new Map(SETUP_FIELDS.map(({ field, label }) => [field, label]));

/**
 * Stage 1, 'Post Setup': who the post is for, its campaign, goal and key words. Once a try found fields
 * empty, each empty field is marked and says what it needs, the first takes the focus, and a screen
 * reader hears which are missing.
 */
export function SetupStep({ values, onChange, isAgency, check }: SetupStepProps) {
  const organizations = useOrganizationOptions(isAgency);
  const campaigns = useCampaignOptions(values.organization);
  const form = useRef<HTMLDivElement>(null);
  const missingNow = new Set(missingSetupFields(values));
  /** What an empty field says once a try found fields missing; null otherwise. */
  const problemOf = (field: SetupField) => (check !== null && missingNow.has(field) ? (MISSING_TEXT.get(field) ?? null) : null);

  // The first field marked, in the form's order (a select's button carries the mark, not its hidden input).
  useEffect(() => {
    if (check) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"])')?.focus();
  }, [check]);

  return (
    <Box ref={form} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}>
      {check && (
        <Box key={check.count} role="alert" sx={VISUALLY_HIDDEN}>
          {`${MESSAGES.provideAllFields}: ${check.missing.map((field) => LABELS.get(field)).join(', ')}.`}
        </Box>
      )}
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
            problem={problemOf('organization')}
          />
        </Box>
      )}
      <CampaignField
        value={values.campaign}
        onChange={(campaign) => onChange({ campaign })}
        campaigns={campaigns.data ?? []}
        problem={problemOf('campaign')}
      />
      <ReferenceField
        category="goal"
        label="Goal"
        placeholder="Select a goal"
        value={values.goal}
        onChange={(goal) => onChange({ goal })}
        problem={problemOf('goal')}
      />
      <Typography variant="subtitle1" component="h3" sx={{ gridColumn: '1 / -1', fontWeight: 700, mt: 1 }}>
        Select Key Words
      </Typography>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, columnGap: 2, rowGap: 1 }}>
        {(['industry', 'region', 'audience'] as const).map((category) => (
          <ReferenceField
            key={category}
            category={category}
            label={LABELS.get(category)!}
            value={values[category]}
            onChange={(value) => onChange({ [category]: value })}
            problem={problemOf(category)}
          />
        ))}
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
  problem: string | null;
}

/** A setup choice from the reference lists: the value is sent, the label shown. */
function ReferenceField({ category, label, placeholder = 'Any', value, onChange, problem }: ReferenceFieldProps) {
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
      problem={problem}
    />
  );
}

interface CampaignFieldProps {
  value: string;
  onChange: (value: string) => void;
  campaigns: CampaignRecord[];
  problem: string | null;
}

/** Free text: a new name starts a campaign; the organisation's existing ones are offered to pick. */
function CampaignField({ value, onChange, campaigns, problem }: CampaignFieldProps) {
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
        error={problem !== null}
        helperText={
          problem ?? 'Link the post to a new or existing campaign by its name, or give it a name of its own to keep it standalone.'
        }
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
