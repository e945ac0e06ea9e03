import { describe, expect, it } from 'vitest';
import type { NextStepData, PostDetail } from '@roi/contract/posts';
import { emptySetup, missingSetupFields, toCreatePostData } from './setup';
import { POST_NOW, type PublishChoice } from './publish-choice';
import {
  contentOfPost,
  contentWithKeptText,
  nextStepAfterSave,
  publishChoiceOf,
  restoreWizard,
  wizardOfPost,
  wizardReducer,
  type StoredWizard,
  type WizardState,
} from './wizard-state';
import { postRecord } from './post-list-test-fixtures';
import { NEXT_STEP, SETUP } from './wizard-test-fixtures';

const setup = SETUP;
const nextStep: NextStepData = { ...NEXT_STEP, prompt_suggestion: [{ suggestion: 'Say hi' }] };
const atAssistant: WizardState = { stage: 2, setup: { ...setup }, nextStep };

const post: PostDetail = {
  ...postRecord({ publish_status: 1, created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z', can_manage: true }),
  post_content: '<p>Hello</p>',
  post_assests: [],
  draft_stage: null,
  chat: [],
  assistant_generations: [],
  writing_rules: { plain_language_grade: 10, assistant_label: null },
  assistant_sees_images: false,
};

describe('the setup', () => {
  it('counts only when every field is filled, the campaign name trimmed', () => {
    expect(toCreatePostData({ ...setup, campaign: '  Spring sites ' })).toEqual(setup);
    expect(toCreatePostData({ ...setup, campaign: '   ' })).toBeNull();
    expect(toCreatePostData({ ...setup, audience: '' })).toBeNull();
    expect(toCreatePostData({ ...setup, organization: null })).toBeNull();
  });

  it('names the fields still empty in the form’s order', () => {
    expect(missingSetupFields({ ...emptySetup(null), goal: 'attract_investment', campaign: '  ' })).toEqual([
      'organization',
      'campaign',
      'industry',
      'region',
      'audience',
    ]);
    expect(missingSetupFields(setup)).toEqual([]);
  });
});

describe('wizardReducer', () => {
  it('forgets the record when a setup field changes, so that the next Next makes a new one', () => {
    const changed = wizardReducer(atAssistant, { type: 'setupChanged', changes: { region: 'west' } });
    expect(changed.nextStep).toBeNull();
    expect(changed.setup.region).toBe('west');
  });

  it('keeps the record when a field is set to the value it already has', () => {
    expect(wizardReducer(atAssistant, { type: 'setupChanged', changes: { region: 'midwest' } })).toBe(atAssistant);
  });

  it('takes the record answered for the setup on screen', () => {
    const waiting: WizardState = { ...atAssistant, nextStep: null };
    expect(wizardReducer(waiting, { type: 'recordReceived', nextStep, forSetup: setup }).nextStep).toBe(nextStep);
  });

  it('ignores a record answered for a setup changed since', () => {
    const waiting: WizardState = { ...atAssistant, setup: { ...setup, goal: 'announce_news' }, nextStep: null };
    expect(wizardReducer(waiting, { type: 'recordReceived', nextStep, forSetup: setup }).nextStep).toBeNull();
  });

  it('goes back to the setup when the record could not be made', () => {
    const waiting: WizardState = { ...atAssistant, nextStep: null };
    expect(wizardReducer(waiting, { type: 'recordFailed' }).stage).toBe(1);
    expect(wizardReducer(atAssistant, { type: 'recordFailed' })).toBe(atAssistant);
  });
});

describe('restoreWizard', () => {
  it('carries on where this tab left off', () => {
    expect(restoreWizard({ stage: 2, createPostData: setup, nextStep, publishChoice: null, editorText: null }, null)).toEqual(atAssistant);
  });

  it('starts at the setup when what a later stage needs is missing', () => {
    expect(restoreWizard({ stage: 3, createPostData: setup, nextStep: null, publishChoice: null, editorText: null }, null)).toEqual({
      stage: 1,
      setup,
      nextStep: null,
    });
    expect(restoreWizard({ stage: 2, createPostData: null, nextStep, publishChoice: null, editorText: null }, 5)).toEqual({
      stage: 1,
      setup: emptySetup(5),
      nextStep: null,
    });
  });

  it("does not carry on another organisation's setup for a user fixed to their own", () => {
    expect(restoreWizard({ stage: 2, createPostData: setup, nextStep, publishChoice: null, editorText: null }, 5)).toEqual({
      stage: 1,
      setup: emptySetup(5),
      nextStep: null,
    });
    expect(restoreWizard({ stage: 2, createPostData: setup, nextStep, publishChoice: null, editorText: null }, 3)).toEqual(atAssistant);
  });
});

describe('publishChoiceOf', () => {
  const schedule: PublishChoice = { mode: 'schedule', at: '2026-07-02T09:30' };
  const stored: StoredWizard = { stage: 3, createPostData: setup, nextStep, publishChoice: { postId: 41, choice: schedule }, editorText: null };

  it('takes up the schedule the tab kept for the post', () => {
    expect(publishChoiceOf(stored, 41)).toEqual(schedule);
  });

  it('posts now when the choice kept was for another post, or none was kept', () => {
    expect(publishChoiceOf(stored, 50)).toEqual(POST_NOW);
    expect(publishChoiceOf(stored, null)).toEqual(POST_NOW);
    expect(publishChoiceOf({ ...stored, publishChoice: null, editorText: null }, 41)).toEqual(POST_NOW);
  });
});

describe('wizardOfPost', () => {
  it('opens a post at the editor with its setup and record, keeping the suggestions this tab has for it', () => {
    expect(wizardOfPost(post, nextStep, null)).toEqual({ stage: 3, setup, nextStep });
    expect(wizardOfPost(post, { ...nextStep, post_id: 99 }, null).nextStep).toEqual({ ...nextStep, prompt_suggestion: [] });
    expect(wizardOfPost(post, null, null).nextStep?.prompt_suggestion).toEqual([]);
  });

  it('opens a draft on the stage it was saved on, unless this tab was on another', () => {
    expect(wizardOfPost({ ...post, draft_stage: 2 }, null, null).stage).toBe(2);
    expect(wizardOfPost({ ...post, draft_stage: 1 }, null, null).stage).toBe(1);
    expect(wizardOfPost({ ...post, draft_stage: 2 }, null, 3).stage).toBe(3);
  });
});

describe('contentOfPost', () => {
  const reply = { generation_id: 5, generated_text: 'Big news!\n\nCome & see.', writer: 'Built-in writer', sources: [], prompt: 'Announce it' };
  const savedOnAssistant: PostDetail = { ...post, draft_stage: 2, post_content: '<p>Big news!</p><p>Come &amp; see.</p>', chat: [reply] };

  it('puts the post’s text and images in the editor', () => {
    expect(contentOfPost(post, 3)).toEqual({ html: '<p>Hello</p>', text: 'Hello', images: [] });
    expect(contentOfPost(savedOnAssistant, 3).text).toBe('Big news!\n\nCome & see.');
  });

  it('leaves the editor empty on the assistant’s stage while the text is the chat’s latest reply', () => {
    expect(contentOfPost(savedOnAssistant, 2)).toEqual({ html: '', text: '', images: [] });
    expect(contentOfPost({ ...savedOnAssistant, post_content: '<p>My own words</p>' }, 2).text).toBe('My own words');
  });
});

describe('contentWithKeptText', () => {
  const stored: StoredWizard = {
    stage: 3,
    createPostData: setup,
    nextStep,
    publishChoice: null,
    editorText: { postId: 41, html: '<p>Not saved &amp; kept</p>' },
  };

  it('puts back the text the tab kept for the post, its images as the draft saved them', () => {
    expect(contentWithKeptText({ html: '<p>Hello</p>', text: 'Hello', images: [] }, stored, 41)).toEqual({
      html: '<p>Not saved &amp; kept</p>',
      text: 'Not saved & kept',
      images: [],
    });
  });

  it('never puts one post’s text in another', () => {
    expect(contentWithKeptText(contentOfPost(post, 3), stored, 50)).toBeNull();
    expect(contentWithKeptText(contentOfPost(post, 3), { ...stored, editorText: null }, 41)).toBeNull();
  });
});

describe('nextStepAfterSave', () => {
  it('carries on the record the wizard has, suggestions and all', () => {
    expect(nextStepAfterSave(nextStep, post)).toBe(nextStep);
  });

  it('takes up the record a first draft made', () => {
    expect(nextStepAfterSave(null, { ...post, post_id: 50 })).toEqual({
      post_id: 50,
      user_id: 7,
      organiztion_id: 3,
      prompt_suggestion: [],
    });
  });
});
