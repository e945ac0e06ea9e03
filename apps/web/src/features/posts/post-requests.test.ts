import { describe, expect, it } from 'vitest';
import { initialPostRequest, savedPostRequest } from './post-requests';
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
        images: [{ id: 'a', kind: 'saved', url: '/media/a.png' }],
      },
    });
    expect(request).toEqual({
      ...fields,
      publish_status: 2,
      post_id: 41,
      post_content: '<p>Hello</p>',
      post_to: [{ platform_name: 'linkedin' }],
      post_assests: [{ url: '/media/a.png', file_type: 'IMAGE' }],
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
