import type { Endpoint, EndpointRequest, EndpointResult } from '@roi/contract/endpoint';
import { ACCESS_MESSAGES } from '@roi/contract/access-messages';
import { apiRequest, uploadWithProgress } from './api-client';

type QueryValue = string | number | boolean | undefined;

/**
 * What a call takes besides its endpoint: its query and body, a signal to cancel it, and `keepalive` for a
 * call that must finish after the page is left (the sign-out revocation as the app navigates away).
 */
export type CallInput<E extends Endpoint> = Partial<EndpointRequest<E>> & { signal?: AbortSignal; keepalive?: boolean };

/** An answer that does not have the shape its endpoint promises: this page and the server disagree. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
}

/**
 * Makes one call of the contract's table with the session's token, and checks the answer against the
 * endpoint's schema: a value of the promised shape, or an UnexpectedAnswerError, the details on the console.
 */
export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<EndpointResult<E>> {
  const answer = await apiRequest<unknown>(endpoint.path, {
    method: endpoint.method,
    query: input.query as Record<string, QueryValue> | undefined,
    body: input.body,
    isPublic: endpoint.access === 'public',
    signal: input.signal,
    keepalive: input.keepalive,
  });
  return checkedAnswer(endpoint, answer);
}

/** Like `call`, for a large body (an inline picture), reporting the share of it sent so far (0 to 1). */
export async function callWithProgress<E extends Endpoint & { method: 'POST' | 'PUT' }>(
  endpoint: E,
  input: Pick<EndpointRequest<E>, 'body'> & { onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<EndpointResult<E>> {
  const answer = await uploadWithProgress<unknown>(endpoint.path, {
    method: endpoint.method,
    body: input.body,
    onProgress: input.onProgress,
    signal: input.signal,
  });
  return checkedAnswer(endpoint, answer);
}

function checkedAnswer<E extends Endpoint>(endpoint: E, answer: unknown): EndpointResult<E> {
  const checked = endpoint.answer.safeParse(answer);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the answer';
    console.error(`${endpoint.name}: ${where}: ${issue?.message ?? 'unexpected answer'}`);
    throw new UnexpectedAnswerError(ACCESS_MESSAGES.unexpectedAnswer);
  }
  return checked.data as EndpointResult<E>;
}
