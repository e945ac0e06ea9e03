import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { UnexpectedAnswerError } from '../../../lib/call';
import { answerWith, signInForCalls } from '../../../test/signed-in-calls';
import { getOrganizationList } from './get-organization-list';
import { getUserList } from './get-user-list';

const user = {
  user_id: 3,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  status: 'active',
  role_id: 2,
  role_name: 'Admin',
  organization_id: 1,
  organization_name: 'Acme',
  created_at: '2024-01-01T00:00:00.000Z',
};

describe('the administration lists', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInForCalls();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('accept an answer with error false and status_code 200: its records and the total', async () => {
    answerWith({ error: false, status_code: 200, message: 'ok', records: [user], total_count: 12 });
    expect(await getUserList({ page: 1, page_size: 10 })).toEqual({ records: [user], totalCount: 12 });
  });

  it('refuse any other answer, with its message', async () => {
    answerWith({ error: false, status_code: 206, message: 'Partial list', records: [], total_count: 0 });
    await expect(getUserList({ page: 1, page_size: 10 })).rejects.toThrow('Partial list');
    answerWith({ error: true, status_code: 200, records: [], total_count: 0 });
    await expect(getUserList({ page: 1, page_size: 10 })).rejects.toBeInstanceOf(ApiError);
    answerWith({ error: false, status_code: 200, message: 'ok' });
    await expect(getOrganizationList({ page: 1, page_size: 10 })).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });
});
