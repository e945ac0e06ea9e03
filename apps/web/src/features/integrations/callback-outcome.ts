import type { Integration, IntegrationAccount } from '@roi/contract/integrations';
import { exchangeKeyOf, type CallbackParams } from './oauth-callback';
import { isRecord } from '../../lib/is-record';

/**
 * How the exchange of one code went, kept in the tab's session storage. LinkedIn's code and state are
 * single use: once the exchange is sent the page drops them from its address, and a reload shows what
 * is kept here instead of sending them again.
 */
export type CallbackOutcome =
  | { exchangeKey: string; status: 'pending' }
  | { exchangeKey: string; status: 'success'; integration: Integration }
  | { exchangeKey: string; status: 'error'; message: string }
  /** No answer came (the page unloaded, or the network dropped): the server may have connected. */
  | { exchangeKey: string; status: 'unanswered' };

/** This tab's last connection attempt. */
const STORAGE_KEY = 'linkedinCallbackOutcome';

function isAccount(value: unknown): value is IntegrationAccount {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.display_name === 'string' &&
    typeof value.account_type === 'string' &&
    typeof value.external_id === 'string' &&
    typeof value.is_selected === 'boolean'
  );
}

function isIntegration(value: unknown): value is Integration {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.organization_id === 'number' &&
    typeof value.display_name === 'string' &&
    typeof value.sandbox === 'boolean' &&
    Array.isArray(value.accounts) &&
    value.accounts.every(isAccount)
  );
}

/** The kept outcome as stored (JSON), read back; anything of the wrong shape counts as none. */
export function parseCallbackOutcome(raw: string | null): CallbackOutcome | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.exchangeKey !== 'string' || value.exchangeKey === '') return null;
  const { exchangeKey } = value;
  if (value.status === 'pending' || value.status === 'unanswered') return { exchangeKey, status: value.status };
  if (value.status === 'success' && isIntegration(value.integration)) {
    return { exchangeKey, status: 'success', integration: value.integration };
  }
  if (value.status === 'error' && typeof value.message === 'string') return { exchangeKey, status: 'error', message: value.message };
  return null;
}

const listeners = new Set<() => void>();

/** The stored outcome as it is kept (JSON text, so that an unchanged one compares equal). */
export function readStoredCallbackOutcome(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

export function storeCallbackOutcome(outcome: CallbackOutcome): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(outcome));
  for (const listener of listeners) listener();
}

/** Tells `listener` whenever this page stores an outcome (another tab has its own session storage). */
export function subscribeToCallbackOutcome(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the callback screen shows. */
export type CallbackView =
  | { kind: 'connecting' }
  | { kind: 'connected'; exchangeKey: string; integration: Integration }
  /** `fromAddress`: the address itself said why (LinkedIn refused, or no code); else the exchange failed. */
  | { kind: 'failed'; message: string | null; fromAddress: boolean }
  /** No answer reached the page (reloaded while the code was on its way): whether it connected is unknown. */
  | { kind: 'interrupted' };

/**
 * The screen for what the address carries and what the tab kept. `sentInThisPageLoad` names the
 * exchanges this page load sent: a pending one of an earlier load will not report here any more.
 */
export function callbackViewOf(
  params: CallbackParams,
  stored: CallbackOutcome | null,
  sentInThisPageLoad: ReadonlySet<string>,
): CallbackView {
  if (params.kind === 'error') return { kind: 'failed', message: params.message, fromAddress: true };
  const exchangeKey = params.kind === 'code' ? exchangeKeyOf(params) : stored?.exchangeKey;
  if (exchangeKey === undefined) return { kind: 'failed', message: null, fromAddress: true };
  // A code not exchanged yet: it is being sent.
  if (stored?.exchangeKey !== exchangeKey) return { kind: 'connecting' };
  switch (stored.status) {
    case 'success':
      return { kind: 'connected', exchangeKey, integration: stored.integration };
    case 'error':
      return { kind: 'failed', message: stored.message, fromAddress: false };
    case 'pending':
      return sentInThisPageLoad.has(exchangeKey) ? { kind: 'connecting' } : { kind: 'interrupted' };
    case 'unanswered':
      return { kind: 'interrupted' };
  }
}

/** Whether the code in the address still has to be sent: never twice for one code. */
export function isExchangeDue(params: CallbackParams, stored: CallbackOutcome | null): params is Extract<CallbackParams, { kind: 'code' }> {
  return params.kind === 'code' && stored?.exchangeKey !== exchangeKeyOf(params);
}
