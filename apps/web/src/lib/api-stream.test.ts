import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import { STORAGE_KEYS } from '@roi/contract/constants';
import { assistantEndpoints } from '@roi/contract/endpoints/assistant';
import { MESSAGES } from '@roi/contract/messages';
import { ApiError } from './api-client';
import { createEventStreamParser, streamEvents, type ServerSentEvent } from './api-stream';
import { memoryStorage } from '../test/memory-storage';

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const claimsFor = (exp: number) => ({ userId: 7, roleId: 1, orgId: 1, username: 'a@b.co', exp });
const tokenFor = (exp: number, marker: string) =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claimsFor(exp)))}.${marker}`;

function signIn(exp: number, marker: string): string {
  const token = tokenFor(exp, marker);
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  localStorage.setItem(STORAGE_KEYS.tokenInfo, JSON.stringify(claimsFor(exp)));
  localStorage.setItem(STORAGE_KEYS.authenticated, 'true');
  return token;
}

/** A streamed answer that arrives in the given pieces. */
function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function collect(events: AsyncIterable<ServerSentEvent>): Promise<ServerSentEvent[]> {
  const seen: ServerSentEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', { location: { assign: vi.fn() }, addEventListener: vi.fn(), removeEventListener: vi.fn() });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('createEventStreamParser', () => {
  it('reads named events whose lines and events are cut anywhere between chunks', () => {
    const parse = createEventStreamParser();
    expect(parse('event: tok')).toEqual([]);
    expect(parse('en\ndata: {"text":"Hel')).toEqual([]);
    expect(parse('lo"}\n\nevent: done\r\ndata: {}\r')).toEqual([{ event: 'token', data: '{"text":"Hello"}' }]);
    expect(parse('\n\r\n')).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('joins data lines, skips comments and names an unnamed event "message"', () => {
    const parse = createEventStreamParser();
    expect(parse(': keep-alive\n\ndata:first\ndata: second\n\n')).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });

  it('dispatches nothing for an event without data, and forgets its name', () => {
    const parse = createEventStreamParser();
    expect(parse('event: token\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });
});

describe('streamEvents', () => {
  it('posts the JSON body with the bearer token and yields the events as they come', async () => {
    const token = signIn(nowSeconds() + 900, 'fresh');
    fetchMock.mockResolvedValueOnce(eventStream(['event: token\ndata: {"text":"Hi"}\n', '\nevent: done\ndata: {}\n\n']));

    const events = await collect(streamEvents(assistantEndpoints.postGenerateStream, { body: { prompt: 'x' } }));

    expect(events).toEqual([
      { event: 'token', data: '{"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(API_PATHS.postGenerateStream);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"prompt":"x"}');
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}`, Accept: 'text/event-stream' });
  });

  it('refreshes an expired token first, like every other call', async () => {
    signIn(nowSeconds() - 60, 'old');
    const renewed = tokenFor(nowSeconds() + 900, 'new');
    fetchMock.mockImplementation(async (input) =>
      input === API_PATHS.refreshToken
        ? json(200, { error: false, status_code: 200, message: 'ok', idToken: renewed, refreshToken: 'refresh-2' })
        : eventStream(['data: x\n\n']),
    );

    await collect(streamEvents(assistantEndpoints.postGenerateStream, { body: {} }));

    const streamCall = fetchMock.mock.calls.find((call) => call[0] === API_PATHS.postGenerateStream);
    expect(streamCall?.[1]?.headers).toMatchObject({ Authorization: `Bearer ${renewed}` });
  });

  it("throws the envelope's message when the server refuses before the stream starts", async () => {
    signIn(nowSeconds() + 900, 'fresh');
    fetchMock.mockResolvedValueOnce(json(429, { error: true, status_code: 429, message: MESSAGES.assistantRateLimited }));

    await expect(collect(streamEvents(assistantEndpoints.postGenerateStream, { body: {} }))).rejects.toEqual(
      new ApiError(429, MESSAGES.assistantRateLimited),
    );
  });

  it('says the service is unavailable when the connection breaks mid-stream', async () => {
    signIn(nowSeconds() + 900, 'fresh');
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: a\n\n'));
        controller.error(new TypeError('network error'));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(broken, { status: 200 }));

    const seen: ServerSentEvent[] = [];
    const reading = (async () => {
      for await (const event of streamEvents(assistantEndpoints.postGenerateStream, { body: {} })) seen.push(event);
    })();

    await expect(reading).rejects.toMatchObject({ status: 0, message: MESSAGES.serviceUnavailable });
  });
});
