import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Integration } from '@roi/contract/integrations';
import {
  callbackViewOf,
  isExchangeDue,
  parseCallbackOutcome,
  readStoredCallbackOutcome,
  storeCallbackOutcome,
  subscribeToCallbackOutcome,
  type CallbackOutcome,
} from './callback-outcome';
import { exchangeKeyOf, type CallbackParams } from './oauth-callback';
import { memoryStorage } from '../../test/memory-storage';

const integration: Integration = {
  id: 9,
  app_name: 'linkedin',
  organization_id: 3,
  display_name: 'Ada Lovelace',
  sandbox: false,
  state: 'active',
  expires_at: '2026-09-01T00:00:00Z',
  connected_by: 'Ann Lee',
  connected_at: '2026-07-01T00:00:00Z',
  accounts: [
    { id: 1, display_name: 'Ada Lovelace', account_type: 'Member profile', external_id: 'urn:li:person:ada', is_selected: false },
  ],
};

const code: CallbackParams = { kind: 'code', code: 'abc', state: 's1' };
const key = exchangeKeyOf({ code: 'abc', state: 's1' });
const none: CallbackParams = { kind: 'none' };
const nothingSent = new Set<string>();

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the kept outcome of a connection', () => {
  it('survives a reload, and tells the page each time it changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCallbackOutcome(listener);
    storeCallbackOutcome({ exchangeKey: key, status: 'pending' });
    storeCallbackOutcome({ exchangeKey: key, status: 'success', integration });
    unsubscribe();
    storeCallbackOutcome({ exchangeKey: key, status: 'error', message: 'The connection request has expired' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(parseCallbackOutcome(readStoredCallbackOutcome())).toEqual({
      exchangeKey: key,
      status: 'error',
      message: 'The connection request has expired',
    });
  });

  it('keeps the connection itself, and an exchange that got no answer', () => {
    storeCallbackOutcome({ exchangeKey: key, status: 'success', integration });
    expect(parseCallbackOutcome(readStoredCallbackOutcome())).toEqual({ exchangeKey: key, status: 'success', integration });
    storeCallbackOutcome({ exchangeKey: key, status: 'unanswered' });
    expect(parseCallbackOutcome(readStoredCallbackOutcome())).toEqual({ exchangeKey: key, status: 'unanswered' });
  });

  it('ignores what is not of the right shape', () => {
    expect(parseCallbackOutcome(null)).toBeNull();
    expect(parseCallbackOutcome('not json')).toBeNull();
    expect(parseCallbackOutcome('{"status":"pending"}')).toBeNull();
    expect(parseCallbackOutcome(JSON.stringify({ exchangeKey: key, status: 'success' }))).toBeNull();
    const brokenAccount = { ...integration, accounts: [{ id: 1 }] };
    expect(parseCallbackOutcome(JSON.stringify({ exchangeKey: key, status: 'success', integration: brokenAccount }))).toBeNull();
    expect(parseCallbackOutcome(JSON.stringify({ exchangeKey: key, status: 'error' }))).toBeNull();
  });
});

describe('sending the code', () => {
  it('is due for a code the tab has not sent', () => {
    expect(isExchangeDue(code, null)).toBe(true);
    expect(isExchangeDue(code, { exchangeKey: 'other:code', status: 'success', integration })).toBe(true);
  });

  it('is never due twice for one code, however the first went', () => {
    const outcomes: CallbackOutcome[] = [
      { exchangeKey: key, status: 'pending' },
      { exchangeKey: key, status: 'unanswered' },
      { exchangeKey: key, status: 'success', integration },
      { exchangeKey: key, status: 'error', message: 'No' },
    ];
    for (const outcome of outcomes) expect(isExchangeDue(code, outcome)).toBe(false);
  });

  it('is not due without a code', () => {
    expect(isExchangeDue(none, null)).toBe(false);
    expect(isExchangeDue({ kind: 'error', message: null }, null)).toBe(false);
  });
});

describe('the callback screen', () => {
  it('connects a new code', () => {
    expect(callbackViewOf(code, null, nothingSent)).toEqual({ kind: 'connecting' });
    expect(callbackViewOf(none, { exchangeKey: key, status: 'pending' }, new Set([key]))).toEqual({ kind: 'connecting' });
  });

  it('shows the kept outcome once the code has left the address, as after a reload', () => {
    expect(callbackViewOf(none, { exchangeKey: key, status: 'success', integration }, nothingSent)).toEqual({
      kind: 'connected',
      exchangeKey: key,
      integration,
    });
    expect(callbackViewOf(none, { exchangeKey: key, status: 'error', message: 'Expired' }, nothingSent)).toEqual({
      kind: 'failed',
      message: 'Expired',
      fromAddress: false,
    });
  });

  it('shows the kept outcome for the same code back in the address', () => {
    expect(callbackViewOf(code, { exchangeKey: key, status: 'success', integration }, nothingSent).kind).toBe('connected');
  });

  it('says that it cannot tell when no answer came, or the page was reloaded while the code was on its way', () => {
    expect(callbackViewOf(none, { exchangeKey: key, status: 'pending' }, nothingSent)).toEqual({ kind: 'interrupted' });
    expect(callbackViewOf(none, { exchangeKey: key, status: 'unanswered' }, new Set([key]))).toEqual({ kind: 'interrupted' });
  });

  it('fails when the address says why, or carries nothing and nothing was kept', () => {
    expect(callbackViewOf({ kind: 'error', message: 'The user cancelled' }, null, nothingSent)).toEqual({
      kind: 'failed',
      message: 'The user cancelled',
      fromAddress: true,
    });
    expect(callbackViewOf(none, null, nothingSent)).toEqual({ kind: 'failed', message: null, fromAddress: true });
  });
});
