import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import { checkInvite, ORGANIZATION_REQUIRED, ROLE_REQUIRED } from './invite-form';

const FILLED = { email: ' Ada@Example.org ', first_name: ' Ada ', last_name: '', role_id: '4', organization_id: '2' };

describe('checkInvite', () => {
  it('builds the invitation, lower-casing the email and leaving out empty names', () => {
    expect(checkInvite(FILLED)).toEqual({
      problem: null,
      request: { email: 'ada@example.org', role_id: 4, organization_id: 2, first_name: 'Ada' },
    });
  });

  it('names the first missing or wrong field', () => {
    expect(checkInvite({ ...FILLED, email: 'ada@example' }).problem).toEqual({ field: 'email', message: MESSAGES.emailFormat });
    expect(checkInvite({ ...FILLED, organization_id: '' }).problem).toEqual({ field: 'organization_id', message: ORGANIZATION_REQUIRED });
    expect(checkInvite({ ...FILLED, role_id: '' }).problem).toEqual({ field: 'role_id', message: ROLE_REQUIRED });
  });
});
