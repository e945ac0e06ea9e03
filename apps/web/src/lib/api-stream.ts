import type { Endpoint } from '@roi/contract/endpoint';
import { MESSAGES } from '@roi/contract/messages';
import { ApiError, errorOfResponse, fetchWithSession } from './api-client';

/** One Server-Sent Event: its name ('message' when the server gave none) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads the text/event-stream format (HTML Living Standard, "Server-sent events") from chunks as they
 * arrive, which may cut a line or an event anywhere. Returns the events each chunk completes.
 */
export function createEventStreamParser(): (chunk: string) => ServerSentEvent[] {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  const takeLine = (line: string, completed: ServerSentEvent[]) => {
    if (line === '') {
      // A blank line ends an event; one without data lines is nothing to dispatch.
      if (dataLines.length > 0) completed.push({ event: eventName || 'message', data: dataLines.join('\n') });
      eventName = '';
      dataLines = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const rawValue = colon === -1 ? '' : line.slice(colon + 1);
    const value = rawValue.startsWith(' ') ? rawValue.slice(1) : rawValue;
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
  };

  return (chunk) => {
    buffer += chunk;
    const completed: ServerSentEvent[] = [];
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    for (let match = lineEnd.exec(buffer); match; match = lineEnd.exec(buffer)) {
      // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk to tell.
      if (match[0] === '\r' && match.index === buffer.length - 1) break;
      takeLine(buffer.slice(start, match.index), completed);
      start = match.index + match[0].length;
    }
    buffer = buffer.slice(start);
    return completed;
  };
}

export interface StreamOptions {
  /** Sent as JSON. */
  body: unknown;
  signal?: AbortSignal;
}

/**
 * Calls an endpoint of the contract's table that answers as a stream, with a JSON body and the session's
 * token (and its shared refresh, like every call), and yields the answer's Server-Sent Events as they
 * arrive. An answer that is not a stream (a refusal before the stream starts) is a JSON envelope: it
 * throws an ApiError with the server's message.
 */
export async function* streamEvents(endpoint: Endpoint & { produces: 'text/event-stream' }, options: StreamOptions): AsyncGenerator<ServerSentEvent> {
  const response = await fetchWithSession(endpoint.path, {
    method: endpoint.method,
    body: options.body,
    signal: options.signal,
    accept: 'text/event-stream',
  });
  if (!response.ok) throw await errorOfResponse(response);
  if (!response.body) throw new ApiError(response.status, MESSAGES.serviceUnavailable);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createEventStreamParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parse(value);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The connection broke in the middle of the answer.
    throw new ApiError(0, MESSAGES.serviceUnavailable);
  } finally {
    // A consumer that stops early (or an error) must not leave the connection open.
    reader.cancel().catch(() => undefined);
  }
}
