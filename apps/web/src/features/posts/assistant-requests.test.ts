import { describe, expect, it } from 'vitest';
import { requestForAction, requestForPrompt, type AssistantContext } from './assistant-requests';
import { NEXT_STEP, SETUP } from './wizard-test-fixtures';

const context: AssistantContext = {
  setup: SETUP,
  nextStep: NEXT_STEP,
  userId: 9,
  organizationName: 'Lakeside EDO',
};

const base = {
  org_id: 3,
  user_id: 9,
  org_name: 'Lakeside EDO',
  goal: 'attract_investment',
  campaign_name: 'Spring sites',
  post_id: 41,
  platform_name: 'linkedin',
  keyword: { Industry: 'technology', Region: 'midwest', Audience: 'site_selectors' },
};

describe('requests to the ROI Assistant', () => {
  it('ask for a first post from the setup and the prompt', () => {
    expect(requestForPrompt(context, 'Announce our new site', null)).toEqual({ ...base, prompt: 'Announce our new site' });
  });

  it('enhance the latest reply once there is one', () => {
    expect(requestForPrompt(context, 'Mention the river', 'Our post')).toEqual({
      ...base,
      prompt: 'Mention the river',
      text: 'Our post',
      enhancement: 'yes',
      enhancement_text: 'Mention the river',
    });
  });

  it("set the action's one flag, spelt as the contract spells it", () => {
    expect(requestForAction(context, 'MoreCaual', 'Our post')).toEqual({ ...base, text: 'Our post', MoreCaual: 'yes' });
  });

  it('leave out an organisation name that is not known', () => {
    expect(requestForPrompt({ ...context, organizationName: null }, 'Hi', null)).not.toHaveProperty('org_name');
  });
});
