import type { AssistantActionFlag } from '@roi/contract/post-rules';
import type { NextStepData, PromptRequest, VersionRequest } from '@roi/contract/posts';
import type { CreatePostData } from './setup';

/** What every request to the ROI Assistant carries: who asks, for which post, with which setup. */
export interface AssistantContext {
  setup: CreatePostData;
  nextStep: NextStepData;
  userId: number;
  organizationName: string | null;
}

/** The actions that ask the assistant for a new version; 'Open Preview Panel' only opens the editor. */
export type VersionActionFlag = Exclude<AssistantActionFlag, 'OpenPreviewPanel'>;

function baseRequest({ setup, nextStep, userId, organizationName }: AssistantContext): Omit<PromptRequest, 'prompt'> {
  return {
    org_id: setup.organization,
    user_id: userId,
    ...(organizationName ? { org_name: organizationName } : {}),
    goal: setup.goal,
    campaign_name: setup.campaign,
    post_id: nextStep.post_id,
    platform_name: 'linkedin',
    keyword: { Industry: setup.industry, Region: setup.region, Audience: setup.audience },
  };
}

/**
 * What a prompt asks: a first post from the setup, or, once there is a reply, an enhancement of
 * the latest one following the prompt.
 */
export function requestForPrompt(
  context: AssistantContext,
  prompt: string,
  latestReply: string | null,
): PromptRequest | VersionRequest {
  const base = baseRequest(context);
  if (latestReply === null) return { ...base, prompt };
  return { ...base, prompt, text: latestReply, enhancement: 'yes', enhancement_text: prompt };
}

/** An action on a reply: its text, with the action's one flag set to 'yes'. */
export function requestForAction(context: AssistantContext, flag: VersionActionFlag, text: string): VersionRequest {
  return { ...baseRequest(context), text, [flag]: 'yes' };
}
