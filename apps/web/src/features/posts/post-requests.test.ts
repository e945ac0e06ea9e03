import { describe, expect, it } from 'vitest';
import { draftContent, initialPostRequest, savedPostRequest, type PostContent } from './post-requests';
import { SETUP } from './wizard-test-fixtures';

const setup = SETUP;
const fields = {
  organization_id: 3,
  user_id: 9,
  goal: 'attract_investment',
  campaign_name: 'Spring sites',
  industry: 'technology',
  region: 'midwest',
  audience: 'site_selectors',
};

describe('create requests', () => {
  it('make the initial record from the setup', () => {
    expect(initialPostRequest(setup, 9)).toEqual({ ...fields, publish_status: 0 });
  });

  it('save a draft of the setup alone on the record made at Next', () => {
    expect(savedPostRequest({ setup, userId: 9, publishStatus: 1, postId: 41, content: null })).toEqual({
      ...fields,
      publish_status: 1,
      post_id: 41,
    });
  });

  it('carry the text, LinkedIn and the images of the editor', () => {
    const request = savedPostRequest({
      setup,
      userId: 9,
      publishStatus: 2,
      postId: 41,
      content: {
        html: '<p>Hello</p>',
        text: 'Hello',
        images: [{ id: 'a', kind: 'saved', url: '/media/a.png', altText: 'The new office' }],
      },
    });
    expect(request).toEqual({
      ...fields,
      publish_status: 2,
      post_id: 41,
      post_content: '<p>Hello</p>',
      post_to: [{ platform_name: 'linkedin' }],
      post_assests: [{ url: '/media/a.png', file_type: 'IMAGE', alt_text: 'The new office' }],
    });
  });

  it('carry the schedule with the final post only', () => {
    const content = { html: '<p>Hello</p>', text: 'Hello', images: [] };
    const posted = savedPostRequest({ setup, userId: 9, publishStatus: 2, postId: 41, content, scheduleAt: '2026-07-01T15:00' });
    expect(posted.schedule_at).toBe('2026-07-01T15:00');
    const drafted = savedPostRequest({ setup, userId: 9, publishStatus: 1, postId: 41, content, scheduleAt: '2026-07-01T15:00' });
    expect(drafted).not.toHaveProperty('schedule_at');
    expect(savedPostRequest({ setup, userId: 9, publishStatus: 2, postId: 41, content, scheduleAt: null })).not.toHaveProperty('schedule_at');
  });

  it('make a new record when there is none yet', () => {
    expect(savedPostRequest({ setup, userId: 9, publishStatus: 1, postId: null, content: null })).not.toHaveProperty('post_id');
  });
});

describe('a draft', () => {
  const empty: PostContent = { html: '', text: '', images: [] };
  const written: PostContent = { html: '<p>Mine</p>', text: 'Mine', images: [] };

  it('carries its stage and the replies its chat keeps', () => {
    const request = savedPostRequest({
      setup,
      userId: 9,
      publishStatus: 1,
      postId: 41,
      content: null,
      draft: { stage: 2, chatGenerationIds: [5, 6] },
    });
    expect(request).toMatchObject({ draft_stage: 2, chat_generation_ids: [5, 6] });
  });

  it('saves on the assistant’s stage the reply Next would take to the editor', () => {
    expect(draftContent(2, empty, 'Big news!\n\nCome and see.')).toEqual({
      html: '<p>Big news!</p><p>Come and see.</p>',
      text: 'Big news!\n\nCome and see.',
      images: [],
    });
    expect(draftContent(2, written, 'Big news!')).toBe(written);
    expect(draftContent(2, empty, null)).toBeNull();
  });

  it('saves the editor’s post on the editor’s stage, or text and images from before; the setup alone otherwise', () => {
    expect(draftContent(3, empty, 'Big news!')).toBe(empty);
    expect(draftContent(1, written, null)).toBe(written);
    expect(draftContent(1, empty, null)).toBeNull();
  });
});
