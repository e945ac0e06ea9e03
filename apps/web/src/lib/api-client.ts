import { ACCESS_PATHS } from '@roi/contract/access-paths';
import { ACCESS_MESSAGES } from '@roi/contract/access-messages';
import { PATHS } from './paths';
import {
  clearSession,
  isAuthenticatedFlagSet,
  isTokenExpired,
  readAccessToken,
  readRefreshToken,
  readTokenClaims,
  saveTokens,
} from './storage';
import { isRecord } from './is-record';

/** A failed call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The message to show for a failure: the server's, else the error's own, else `fallback`. */
export function getErrorMessage(error: unknown, fallback: string = ACCESS_MESSAGES.somethingWentWrong): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

type QueryValue = string | number | boolean;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue | undefined>;
  /** Calls made without a session (sign-in, sign-out) skip the token and its refresh. */
  isPublic?: boolean;
  signal?: AbortSignal;
  /** Lets the request finish after the page is left, e.g. the sign-out revocation as the app navigates away. */
  keepalive?: boolean;
  /** What the answer is read as: JSON unless the caller reads something else (a stream of events). */
  accept?: string;
}

const REFRESH_LOCK = 'roi-token-refresh';

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so that react-query recognises it.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, ACCESS_MESSAGES.serviceUnavailable);
  }
}

function parseBody(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or gateway may answer with HTML; the status then tells what happened.
    return {};
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function fallbackMessage(status: number): string {
  if (status === 429) return ACCESS_MESSAGES.tooManyRequests;
  if (status === 502 || status === 503 || status === 504) return ACCESS_MESSAGES.serviceUnavailable;
  return ACCESS_MESSAGES.somethingWentWrong;
}

function toApiError(status: number, body: unknown): ApiError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : '';
  return new ApiError(status, message || fallbackMessage(status));
}

async function exchangeRefreshToken(): Promise<string> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) throw new ApiError(401, ACCESS_MESSAGES.sessionExpired);
  const response = await send(ACCESS_PATHS.refreshToken, { method: 'POST', body: { refreshToken } }, null);
  const body = await readBody(response);
  if (!response.ok || !isRecord(body) || typeof body.idToken !== 'string' || typeof body.refreshToken !== 'string') {
    throw toApiError(response.status, body);
  }
  saveTokens(body.idToken, body.refreshToken);
  return body.idToken;
}

/**
 * The one way a session ends without the user asking: storage is cleared and the browser goes to sign-in,
 * as for a refused refresh. A session that cannot make a call ends the same way
 * (docs/product/accounts.md#token-refresh-in-the-browser).
 */
function endSession(): never {
  clearSession();
  window.location.assign(PATHS.login);
  throw new ApiError(401, ACCESS_MESSAGES.sessionExpired);
}

/** The access token another tab stored in place of `staleToken`, while it is still valid. */
function findTokenRenewedElsewhere(staleToken: string): string | null {
  const current = readAccessToken();
  const claims = readTokenClaims();
  return current && current !== staleToken && claims && !isTokenExpired(claims, Date.now()) ? current : null;
}

/**
 * Tabs share the tokens, and the server revokes the whole session when a rotated refresh token is used
 * twice, so tabs take turns: inside the lock a tab first looks whether another one has refreshed already.
 */
function refreshAcrossTabs(staleToken: string): Promise<string> {
  const refresh = async () => findTokenRenewedElsewhere(staleToken) ?? exchangeRefreshToken();
  return 'locks' in navigator ? navigator.locks.request(REFRESH_LOCK, refresh) : refresh();
}

let refreshing: Promise<string> | null = null;

/** One refresh at a time: concurrent calls wait for the same one. */
function refreshSession(staleToken: string): Promise<string> {
  refreshing ??= refreshAcrossTabs(staleToken)
    .catch((error: unknown) => {
      // Only a refused refresh ends the session. An unreachable or overloaded server (0, 429, 5xx) says
      // nothing about it: keep it so that the user can retry.
      const isRefused = !(error instanceof ApiError) || error.status === 400 || error.status === 401;
      if (!isRefused) throw error;
      // Web Locks exist only in secure contexts: over plain http two tabs may present the same refresh
      // token. Moments apart, the server answers both; later, it refuses the second and revokes the
      // session. The tab refused carries on with the token the other stored rather than sign both out at
      // once; the session then ends at its next call.
      return findTokenRenewedElsewhere(staleToken) ?? endSession();
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function currentAccessToken(): Promise<string | null> {
  const token = readAccessToken();
  // A session flagged without its token cannot make a single call: end it rather than fail every call.
  if (!token) return isAuthenticatedFlagSet() ? endSession() : null;
  const claims = readTokenClaims();
  if (claims && !isTokenExpired(claims, Date.now())) return token;
  return refreshSession(token);
}

/**
 * Sends with the session's access token. When the server refuses a token our clock still trusts (clock
 * skew, revoked key), refreshes once and sends again. Every authorised call goes through here.
 */
async function sendWithSession<Answer extends { status: number }>(
  sendWith: (token: string | null, isRetry: boolean) => Promise<Answer>,
): Promise<Answer> {
  const token = await currentAccessToken();
  const answer = await sendWith(token, false);
  if (answer.status !== 401 || !token) return answer;
  const retried = await sendWith(await refreshSession(token), true);
  // Refused even with a freshly refreshed token (account disabled, say): the session is of no use.
  if (retried.status === 401) endSession();
  return retried;
}

/**
 * The raw response of a call made with the session's token and its shared refresh, for callers that read
 * the body themselves (a stream of events). An unreachable server throws an ApiError.
 */
export function fetchWithSession(path: string, options: RequestOptions = {}): Promise<Response> {
  return options.isPublic ? send(path, options, null) : sendWithSession((token) => send(path, options, token));
}

/**
 * Whether an answer is a failure: its status is not 2xx, or its envelope says so itself, with `error: true`
 * or a `status_code` other than the 200 every successful answer repeats (docs/product/api.md#envelope).
 */
function isFailure(isStatusOk: boolean, body: unknown): boolean {
  if (!isStatusOk) return true;
  return isRecord(body) && (body.error === true || (body.status_code !== undefined && body.status_code !== 200));
}

/** The ApiError a failed response stands for: the envelope's message, else one that fits its status. */
export async function errorOfResponse(response: Response): Promise<ApiError> {
  return toApiError(response.status, await readBody(response));
}

/**
 * Calls the API and returns the answer's envelope (its payload sits beside error/status_code/message).
 * A non-2xx answer throws an ApiError carrying the server's message.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await fetchWithSession(path, options);
  const body = await readBody(response);
  if (isFailure(response.ok, body)) throw toApiError(response.status, body);
  return body as T;
}

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  body: unknown;
  /** Called as the request body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** fetch cannot report upload progress; XMLHttpRequest can. */
function sendWithProgress(
  path: string,
  options: UploadOptions,
  token: string | null,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: parseBody(request.responseText) });
    request.onerror = () => reject(new ApiError(0, ACCESS_MESSAGES.serviceUnavailable));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(JSON.stringify(options.body));
  });
}

/**
 * Like `apiRequest`, for a large JSON body (an inline picture), reporting how much of it has been sent:
 * the same bearer token, shared refresh and envelope handling.
 */
export async function uploadWithProgress<T>(path: string, options: UploadOptions): Promise<T> {
  const result = await sendWithSession((token, isRetry) => {
    if (isRetry) options.onProgress?.(0);
    return sendWithProgress(path, options, token);
  });
  if (isFailure(result.status >= 200 && result.status < 300, result.body)) throw toApiError(result.status, result.body);
  return result.body as T;
}
