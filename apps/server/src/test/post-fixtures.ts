import { expect } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import type { SessionData } from '@roi/contract/auth';
import type { NextStepData } from '@roi/contract/posts';
import type { TestApp } from './test-app.js';

/** A setup of reference values as the seed holds them (decisions §6). */
export const POST_SETUP = {
  goal: 'Attract investment',
  campaign_name: 'Spring Site Tour',
  industry: 'Advanced manufacturing',
  region: 'Southeast',
  audience: 'Site selectors',
};

/** The create call as the wizard makes it, for the session's own organisation unless told otherwise. */
export function createPostAs(t: TestApp, session: SessionData, fields: Record<string, unknown>) {
  return t.as(session, {
    method: 'POST',
    url: API_PATHS.postCreate,
    payload: { organization_id: session.org_id, user_id: session.user_id, ...POST_SETUP, ...fields },
  });
}

/** Next on stage 1: the initial record and its next-step data. */
export async function startPost(t: TestApp, session: SessionData, fields: Record<string, unknown> = {}): Promise<NextStepData> {
  const response = await createPostAs(t, session, { publish_status: 0, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: NextStepData }>().data;
}
