import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import { ApiError } from '../../../lib/api-client';
import { acceptList } from './accept-list';

describe('acceptList', () => {
  it('accepts an answer with error false and status_code 200', () => {
    expect(acceptList({ error: false, status_code: 200, message: 'ok', records: [1, 2], total_count: 12 }, 'x')).toEqual({
      records: [1, 2],
      totalCount: 12,
    });
  });

  it('refuses any other answer with its message, else the fallback', () => {
    expect(() => acceptList({ error: false, status_code: 206, message: 'Partial list', records: [] }, MESSAGES.userListFailed)).toThrow(
      'Partial list',
    );
    const refused = (() => {
      try {
        acceptList({ error: true, status_code: 200, records: [] }, MESSAGES.userListFailed);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(MESSAGES.userListFailed);
    expect(() => acceptList({ error: false, status_code: 200 }, MESSAGES.organizationListFailed)).toThrow(
      MESSAGES.organizationListFailed,
    );
  });
});
