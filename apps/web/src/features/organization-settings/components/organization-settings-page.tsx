import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { MESSAGES } from '@roi/contract/messages';
import { ASSISTANT_LABEL_MAX_CHARS, PLAIN_LANGUAGE_GRADES } from '@roi/contract/post-rules';
import Typography from '@mui/material/Typography';
import type { OrganizationRecord } from '@roi/contract/administration';
import { showErrorToast } from '../../../components/error-toast';
import { useUpdateOrganization } from '../hooks/use-update-organization';
import {
  brandProblem,
  brandValuesOf,
  detailsProblem,
  detailsValuesOf,
  isUploadingLogo,
  organizationNameProblem,
  toBrandUpdate,
  toDetailsUpdate,
  type BrandValues,
} from '../organization-form';
import { BrandFields } from '../../../components/organization-fields/brand-fields';
import {
  DetailsFields,
  type DetailsValues,
  type FieldProblem,
} from '../../../components/organization-fields/details-fields';
import { OrganizationNameField } from '../../../components/organization-fields/name-field';
import { LogoField } from './logo-field';
import { OrganizationGate } from './organization-gate';

const DETAILS_HEADING_ID = 'organization-details-heading';
const BRAND_HEADING_ID = 'organization-brand-heading';
const ACCESSIBILITY_HEADING_ID = 'organization-accessibility-heading';
const ALT_TEXT_HINT_ID = 'organization-alt-text-hint';
const LABEL_HINT_ID = 'organization-assistant-label-hint';
const LINKS_HEADING_ID = 'organization-links-heading';
const LINKS_HINT_ID = 'organization-links-hint';
const GRADES = Array.from({ length: PLAIN_LANGUAGE_GRADES.max - PLAIN_LANGUAGE_GRADES.min + 1 }, (_, index) => PLAIN_LANGUAGE_GRADES.min + index);

/** Why the assistant label cannot be saved as typed; null when it can. */
function assistantLabelProblem(isLabelled: boolean, label: string): string | null {
  if (!isLabelled) return null;
  if (!label.trim()) return MESSAGES.assistantLabelBlank;
  if (label.trim().length > ASSISTANT_LABEL_MAX_CHARS) return MESSAGES.assistantLabelTooLong;
  return null;
}

/** /orgsetting: the caller's own organisation, its details and its brand. */
export function OrganizationSettingsPage({ orgId }: { orgId: number }) {
  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
        Your organization&apos;s details and brand. The brand colours, fonts and logo apply across the product
        for everyone in your organization.
      </Typography>
      <OrganizationGate orgId={orgId}>
        {(organization) => <OrganizationSettingsForm key={organization.id} organization={organization} />}
      </OrganizationGate>
    </Box>
  );
}

function OrganizationSettingsForm({ organization }: { organization: OrganizationRecord }) {
  const [name, setName] = useState(organization.organization_name);
  const [details, setDetails] = useState<DetailsValues>(() => detailsValuesOf(organization));
  const [brand, setBrand] = useState<BrandValues>(() => brandValuesOf(organization));
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [isSendingLogo, setIsSendingLogo] = useState(false);
  const [allowsImagesWithoutAltText, setAllowsImagesWithoutAltText] = useState(organization.allow_images_without_alt_text);
  const [readingGrade, setReadingGrade] = useState(organization.plain_language_grade === null ? 'off' : String(organization.plain_language_grade));
  const [isLabelled, setIsLabelled] = useState(organization.assistant_label !== null);
  const [assistantLabel, setAssistantLabel] = useState(organization.assistant_label ?? '');
  const [labelProblem, setLabelProblem] = useState<string | null>(null);
  const [tracksLinks, setTracksLinks] = useState(organization.track_links);
  const update = useUpdateOrganization((saved) => setBrand((current) => ({ ...current, logo: saved.company_logo_url ?? '' })));

  const clearProblemOf = (fields: string[]) =>
    setProblem((current) => (current && fields.includes(current.field) ? null : current));

  const changeBrand = (changes: Partial<BrandValues>) => {
    setBrand((current) => ({ ...current, ...changes }));
    clearProblemOf(Object.keys(changes));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = organizationNameProblem(name) ?? detailsProblem(details) ?? brandProblem(brand);
    setProblem(found);
    if (found) {
      showErrorToast(found.message);
      return;
    }
    const labelFound = assistantLabelProblem(isLabelled, assistantLabel);
    setLabelProblem(labelFound);
    if (labelFound) {
      showErrorToast(labelFound);
      return;
    }
    const brandUpdate = toBrandUpdate(brand, organization.company_logo_url);
    setIsSendingLogo(isUploadingLogo(brandUpdate));
    update.save({
      organization_id: organization.id,
      organization_name: name.trim(),
      ...toDetailsUpdate(details),
      ...brandUpdate,
      allow_images_without_alt_text: allowsImagesWithoutAltText,
      plain_language_grade: readingGrade === 'off' ? null : Number(readingGrade),
      assistant_label: isLabelled ? assistantLabel.trim() : null,
      track_links: tracksLinks,
    });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Organization settings" sx={{ display: 'grid', gap: 3 }}>
      <Paper component="section" variant="outlined" aria-labelledby={DETAILS_HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={DETAILS_HEADING_ID} variant="h6" component="h2" sx={{ mb: 2.5 }}>
          Organization details
        </Typography>
        <OrganizationNameField
          value={name}
          onChange={(organizationName) => {
            setName(organizationName);
            clearProblemOf(['organizationName']);
          }}
          problem={problem}
        />
        <DetailsFields
          values={details}
          onChange={(changes) => {
            setDetails((current) => ({ ...current, ...changes }));
            clearProblemOf(Object.keys(changes));
          }}
          problem={problem}
        />
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby={BRAND_HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={BRAND_HEADING_ID} variant="h6" component="h2" sx={{ mb: 2.5 }}>
          Brand identity
        </Typography>
        <BrandFields
          values={brand}
          onChange={changeBrand}
          problem={problem}
          logo={
            <LogoField
              value={brand.logo}
              onChange={(logo) => changeBrand({ logo })}
              isUploading={update.isPending && isSendingLogo}
              progress={update.progress}
            />
          }
        />
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby={ACCESSIBILITY_HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={ACCESSIBILITY_HEADING_ID} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Accessibility
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={allowsImagesWithoutAltText}
              onChange={(event) => setAllowsImagesWithoutAltText(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': ALT_TEXT_HINT_ID } }}
            />
          }
          label="Allow publishing images without alt text"
        />
        <Typography id={ALT_TEXT_HINT_ID} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          Off: a post is posted or scheduled only when every image has alt text, which screen readers read out
          on LinkedIn. Public bodies must publish accessible posts; turn this on only if your organization does
          not have to.
        </Typography>
        <TextField
          select
          label="Plain-language reading level"
          value={readingGrade}
          onChange={(event) => setReadingGrade(event.target.value)}
          helperText="The editor's Accessibility check flags a post's text that reads above this US school grade (grade 8 or below suits most readers)."
          sx={{ mt: 3, maxWidth: 420, display: 'flex' }}
        >
          <MenuItem value="off">Off: do not check the reading level</MenuItem>
          {GRADES.map((grade) => (
            <MenuItem key={grade} value={String(grade)}>
              Grade {grade}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          sx={{ mt: 2 }}
          control={
            <Switch
              checked={isLabelled}
              onChange={(event) => {
                setIsLabelled(event.target.checked);
                setLabelProblem(null);
              }}
              slotProps={{ input: { 'aria-describedby': LABEL_HINT_ID } }}
            />
          }
          label="Label posts drafted with the AI assistant"
        />
        <Typography id={LABEL_HINT_ID} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          On: a post whose text came, wholly or partly, from the ROI Assistant goes to LinkedIn with this label on
          its last line. Authors see it in the preview and cannot remove it.
        </Typography>
        {isLabelled && (
          <TextField
            label="Label"
            value={assistantLabel}
            onChange={(event) => {
              setAssistantLabel(event.target.value);
              setLabelProblem(null);
            }}
            placeholder="Drafted with AI assistance"
            error={labelProblem !== null}
            helperText={labelProblem ?? `${assistantLabel.trim().length} / ${ASSISTANT_LABEL_MAX_CHARS} characters`}
            slotProps={{ htmlInput: { maxLength: ASSISTANT_LABEL_MAX_CHARS + 20 } }}
            fullWidth
            sx={{ mt: 2, maxWidth: 560 }}
          />
        )}
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby={LINKS_HEADING_ID} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={LINKS_HEADING_ID} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Links
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={tracksLinks}
              disabled={!organization.tracked_links.is_offered && !tracksLinks}
              onChange={(event) => setTracksLinks(event.target.checked)}
              slotProps={{ input: { 'aria-describedby': LINKS_HINT_ID } }}
            />
          }
          label="Track links in published posts"
        />
        <Typography id={LINKS_HINT_ID} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          On: each link in a post goes to LinkedIn as a short link on this product&apos;s address, which leads to the
          same page with UTM parameters for your web analytics. Analytics &amp; Reports counts people&apos;s clicks per
          post and campaign; robots and link previews are not counted, and nothing about who clicked is kept. Your
          posts keep their links as written.
        </Typography>
        {!organization.tracked_links.is_offered && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {MESSAGES.trackedLinksNeedPublicAddress} APP_URL is now {organization.tracked_links.app_url}.
          </Alert>
        )}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={update.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' }, px: 6 }}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}
