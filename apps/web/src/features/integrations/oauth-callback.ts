/**
 * What the address of /linkedin-oauth carries: a code to exchange, why there is none, or no answer at
 * all (the page took the code out of its address once it was sent, and was reloaded since).
 */
export type CallbackParams =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'error'; message: string | null }
  | { kind: 'none' };

/** LinkedIn's own description of a refusal is shown as it is, but never a page of it. */
const MAX_DESCRIPTION_LENGTH = 300;

/** A fragment may read '#code=…', '#?code=…' or '#/?code=…', depending on who wrote the redirect. */
function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#\/?\??/, ''));
}

function hasAnswer(params: URLSearchParams): boolean {
  return params.has('code') || params.has('error');
}

function valueOf(params: URLSearchParams, name: string): string | null {
  return params.get(name)?.trim() || null;
}

/**
 * Reads the callback from the query string, else from the fragment. Both parts of one answer
 * come from the same place, so a stray parameter elsewhere cannot pair with them.
 */
export function readCallbackParams(search: string, hash: string): CallbackParams {
  const query = new URLSearchParams(search);
  const params = hasAnswer(query) ? query : fragmentParams(hash);
  if (!hasAnswer(params)) return { kind: 'none' };
  if (valueOf(params, 'error')) {
    const description = valueOf(params, 'error_description');
    return { kind: 'error', message: description ? description.slice(0, MAX_DESCRIPTION_LENGTH) : null };
  }
  const code = valueOf(params, 'code');
  const state = valueOf(params, 'state');
  return code && state ? { kind: 'code', code, state } : { kind: 'error', message: null };
}

/** One exchange per code: the same code and state name the same attempt. */
export function exchangeKeyOf(params: { code: string; state: string }): string {
  return `${params.state}:${params.code}`;
}
