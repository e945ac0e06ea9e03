import type { NextStepData } from '@roi/contract/posts';
import type { CreatePostData } from './setup';

/** A complete setup and the next-step data the server answers for it, shared by the wizard's tests. */
export const SETUP: CreatePostData = {
  organization: 3,
  campaign: 'Spring sites',
  goal: 'attract_investment',
  industry: 'technology',
  region: 'midwest',
  audience: 'site_selectors',
};

export const NEXT_STEP: NextStepData = { post_id: 41, user_id: 7, organiztion_id: 3, prompt_suggestion: [] };
