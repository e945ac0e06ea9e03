import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrganizationRecord, OrganizationUpdateRequest } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import { ASSISTANT_LABEL_MAX_CHARS, PLAIN_LANGUAGE_GRADES } from '@roi/contract/post-rules';
import type { FieldProblem } from './details-fields';

const ACCESSIBILITY_HEADING_ID = 'organization-accessibility-heading';
const ALT_TEXT_HINT_ID = 'organization-alt-text-hint';
const LABEL_HINT_ID = 'organization-assistant-label-hint';
const LINKS_HEADING_ID = 'organization-links-heading';
const LINKS_HINT_ID = 'organization-links-hint';
const GRADES = Array.from({ length: PLAIN_LANGUAGE_GRADES.max - PLAIN_LANGUAGE_GRADES.min + 1 }, (_, index) => PLAIN_LANGUAGE_GRADES.min + index);

/** The organisation's rules for its posts as the form holds them. */
export interface PublishingRulesValues {
  allowsImagesWithoutAltText: boolean;
  /** 'off', or the grade as text ('6' to '14'). */
  readingGrade: string;
  isLabelled: boolean;
  /** Kept while the label is off, so that turning it on again shows what was typed. */
  assistantLabel: string;
  tracksLinks: boolean;
}

type PublishingRulesUpdate = Pick<
  OrganizationUpdateRequest,
  'allow_images_without_alt_text' | 'plain_language_grade' | 'assistant_label' | 'track_links'
>;

export function publishingRulesValuesOf(organization: OrganizationRecord): PublishingRulesValues {
  return {
    allowsImagesWithoutAltText: organization.allow_images_without_alt_text,
    readingGrade: organization.plain_language_grade === null ? 'off' : String(organization.plain_language_grade),
    isLabelled: organization.assistant_label !== null,
    assistantLabel: organization.assistant_label ?? '',
    tracksLinks: organization.track_links,
  };
}

/** Why the rules cannot be saved as they are (the assistant label, blank or too long); null when they can. */
export function publishingRulesProblem(values: PublishingRulesValues): FieldProblem | null {
  if (!values.isLabelled) return null;
  const label = values.assistantLabel.trim();
  if (!label) return { field: 'assistantLabel', message: MESSAGES.assistantLabelBlank };
  if (label.length > ASSISTANT_LABEL_MAX_CHARS) return { field: 'assistantLabel', message: MESSAGES.assistantLabelTooLong };
  return null;
}

/** The four fields of the organisation update: a label that is off is sent as null, an Off reading level too. */
export function toPublishingRulesUpdate(values: PublishingRulesValues): PublishingRulesUpdate {
  return {
    allow_images_without_alt_text: values.allowsImagesWithoutAltText,
    plain_language_grade: values.readingGrade === 'off' ? null : Number(values.readingGrade),
    assistant_label: values.isLabelled ? values.assistantLabel.trim() : null,
    track_links: values.tracksLinks,
  };
}

/** Whether saving the values would change what was saved (a label typed and turned off again does not). */
export function isPublishingRulesDirty(saved: PublishingRulesValues, current: PublishingRulesValues): boolean {
  const before = toPublishingRulesUpdate(saved);
  const after = toPublishingRulesUpdate(current);
  return (Object.keys(before) as (keyof PublishingRulesUpdate)[]).some((field) => before[field] !== after[field]);
}

interface PublishingRulesFieldsProps {
  values: PublishingRulesValues;
  onChange: (changes: Partial<PublishingRulesValues>) => void;
  problem: FieldProblem | null;
  /** Whether tracked links are offered on this server, and its address (the organisation record's `tracked_links`). */
  trackedLinks: OrganizationRecord['tracked_links'];
  /**
   * 'cards': each section an outlined card with an h2 heading, as on a settings page of its own;
   * 'inline': parts of a form already in a card, with h3 headings beside the form's other parts.
   */
  layout: 'cards' | 'inline';
}

/**
 * The organisation's rules for what it publishes: the "Accessibility" section (images without alt text, the
 * plain-language reading level, the label of posts drafted with the assistant) and the "Links" section
 * (tracked links). The organisation settings and the agency's organisation details edit them with these
 * fields; each page has one of them, so the ids are fixed.
 */
export function PublishingRulesFields({ values, onChange, problem, trackedLinks, layout }: PublishingRulesFieldsProps) {
  const labelProblem = problem?.field === 'assistantLabel' ? problem.message : null;
  return (
    <>
      <RulesSection headingId={ACCESSIBILITY_HEADING_ID} title="Accessibility" layout={layout}>
        <FormControlLabel
          control={
            <Switch
              checked={values.allowsImagesWithoutAltText}
              onChange={(event) => onChange({ allowsImagesWithoutAltText: event.target.checked })}
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
          value={values.readingGrade}
          onChange={(event) => onChange({ readingGrade: event.target.value })}
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
              checked={values.isLabelled}
              // Sent with the label, so that the label's problem goes when the switch changes too.
              onChange={(event) => onChange({ isLabelled: event.target.checked, assistantLabel: values.assistantLabel })}
              slotProps={{ input: { 'aria-describedby': LABEL_HINT_ID } }}
            />
          }
          label="Label posts drafted with the AI assistant"
        />
        <Typography id={LABEL_HINT_ID} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          On: a post whose text came, wholly or partly, from the ROI Assistant goes to LinkedIn with this label on
          its last line. Authors see it in the preview and cannot remove it.
        </Typography>
        {values.isLabelled && (
          <TextField
            label="Label"
            value={values.assistantLabel}
            onChange={(event) => onChange({ assistantLabel: event.target.value })}
            placeholder="Drafted with AI assistance"
            error={labelProblem !== null}
            helperText={labelProblem ?? `${values.assistantLabel.trim().length} / ${ASSISTANT_LABEL_MAX_CHARS} characters`}
            slotProps={{ htmlInput: { maxLength: ASSISTANT_LABEL_MAX_CHARS + 20 } }}
            fullWidth
            sx={{ mt: 2, maxWidth: 560 }}
          />
        )}
      </RulesSection>
      <RulesSection headingId={LINKS_HEADING_ID} title="Links" layout={layout}>
        <FormControlLabel
          control={
            <Switch
              checked={values.tracksLinks}
              disabled={!trackedLinks.is_offered && !values.tracksLinks}
              onChange={(event) => onChange({ tracksLinks: event.target.checked })}
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
        {!trackedLinks.is_offered && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {MESSAGES.trackedLinksNeedPublicAddress} APP_URL is now {trackedLinks.app_url}.
          </Alert>
        )}
      </RulesSection>
    </>
  );
}

/** A section named by its heading: a card of its own, or a part of the card the form is in. */
function RulesSection({
  headingId,
  title,
  layout,
  children,
}: {
  headingId: string;
  title: string;
  layout: PublishingRulesFieldsProps['layout'];
  children: ReactNode;
}) {
  if (layout === 'cards') {
    return (
      <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    );
  }
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
