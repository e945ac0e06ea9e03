import { describe, expect, it } from 'vitest';
import type { OrganizationRecord } from '@roi/contract/administration';
import { MESSAGES } from '@roi/contract/messages';
import {
  isPublishingRulesDirty,
  publishingRulesProblem,
  publishingRulesValuesOf,
  toPublishingRulesUpdate,
} from './publishing-rules-fields';

const organization: OrganizationRecord = {
  id: 3,
  organization_name: 'Harbor Point EDC',
  org_type_id: 2,
  org_type_name: 'Economic Development Organization',
  website: null,
  country: null,
  timezone: null,
  company_logo_url: null,
  primary_color: null,
  secondary_color: null,
  header_font: null,
  body_font: null,
  allow_images_without_alt_text: false,
  plain_language_grade: 10,
  assistant_label: null,
  track_links: false,
  tracked_links: { is_offered: false, app_url: 'http://localhost:3000' },
  user_count: 0,
  created_at: '2025-01-01T00:00:00Z',
};

describe('publishing rules', () => {
  it('send what the organisation holds unchanged', () => {
    const labelled = { ...organization, plain_language_grade: 8, assistant_label: 'Drafted with AI assistance', track_links: true };
    expect(toPublishingRulesUpdate(publishingRulesValuesOf(labelled))).toEqual({
      allow_images_without_alt_text: false,
      plain_language_grade: 8,
      assistant_label: 'Drafted with AI assistance',
      track_links: true,
    });
    const off = publishingRulesValuesOf({ ...organization, plain_language_grade: null });
    expect(off.readingGrade).toBe('off');
    expect(toPublishingRulesUpdate(off)).toMatchObject({ plain_language_grade: null, assistant_label: null });
  });

  it('refuse a label that is on and blank or too long, with the contract’s messages', () => {
    const values = publishingRulesValuesOf(organization);
    expect(publishingRulesProblem(values)).toBeNull();
    expect(publishingRulesProblem({ ...values, isLabelled: true, assistantLabel: '  ' })).toEqual({
      field: 'assistantLabel',
      message: MESSAGES.assistantLabelBlank,
    });
    expect(publishingRulesProblem({ ...values, isLabelled: true, assistantLabel: 'x'.repeat(101) })?.message).toBe(
      MESSAGES.assistantLabelTooLong,
    );
    expect(publishingRulesProblem({ ...values, isLabelled: false, assistantLabel: '' })).toBeNull();
  });

  it('are changed only when saving them would change what is saved', () => {
    const saved = publishingRulesValuesOf(organization);
    expect(isPublishingRulesDirty(saved, { ...saved })).toBe(false);
    expect(isPublishingRulesDirty(saved, { ...saved, readingGrade: '8' })).toBe(true);
    expect(isPublishingRulesDirty(saved, { ...saved, isLabelled: true })).toBe(true);
    // A label typed and turned off again sends what was saved.
    expect(isPublishingRulesDirty(saved, { ...saved, isLabelled: false, assistantLabel: 'Typed' })).toBe(false);
  });
});
