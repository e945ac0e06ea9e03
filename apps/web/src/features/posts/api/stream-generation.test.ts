import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@roi/contract/messages';
import type { PromptRequest } from '@roi/contract/posts';
import { ApiError } from '../../../lib/api-client';
import { streamGeneration } from './stream-generation';

const request: PromptRequest = {
  org_id: 3,
  user_id: 9,
  goal: 'attract_investment',
  campaign_name: 'Spring sites',
  post_id: 41,
  platform_name: 'linkedin',
  keyword: { Industry: 'technology', Region: 'midwest', Audience: 'site_selectors' },
  prompt: 'Announce the site',
};

function eventStream(text: string): Response {
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  // Signed out: the call goes without a token, which is all these tests need.
  const empty = { getItem: () => null, setItem: vi.fn(), removeItem: vi.fn() };
  vi.stubGlobal('localStorage', empty);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('streamGeneration', () => {
  it('hands on the text as it comes and resolves with the whole answer', async () => {
    fetchMock.mockResolvedValueOnce(
      eventStream(
        'event: token\ndata: {"text":"Big "}\n\nevent: token\ndata: {"text":"news"}\n\n' +
          'event: done\ndata: {"generated_text":"Big news","writer":"Built-in writer","generation_id":5,"sources":[]}\n\n',
      ),
    );
    const pieces: string[] = [];

    const answer = await streamGeneration(request, { onText: (text) => pieces.push(text) });

    expect(pieces).toEqual(['Big ', 'news']);
    expect(answer).toEqual({ generated_text: 'Big news', writer: 'Built-in writer', generation_id: 5, sources: [] });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(request);
  });

  it("rejects with the server's message from an error event", async () => {
    fetchMock.mockResolvedValueOnce(
      eventStream(`event: token\ndata: {"text":"Big"}\n\nevent: error\ndata: {"status_code":504,"message":"${MESSAGES.assistantTimeout}"}\n\n`),
    );
    await expect(streamGeneration(request, { onText: () => undefined })).rejects.toEqual(
      new ApiError(504, MESSAGES.assistantTimeout),
    );
  });

  it('rejects a final event that does not hold the whole answer', async () => {
    fetchMock.mockResolvedValueOnce(eventStream('event: done\ndata: {"generated_text":"Big news","writer":"Built-in writer"}\n\n'));
    await expect(streamGeneration(request, { onText: () => undefined })).rejects.toEqual(
      new ApiError(502, MESSAGES.assistantUnavailable),
    );
  });

  it('rejects an answer that ends before the writer is done', async () => {
    fetchMock.mockResolvedValueOnce(eventStream('event: token\ndata: {"text":"Big"}\n\n'));
    await expect(streamGeneration(request, { onText: () => undefined })).rejects.toMatchObject({
      message: MESSAGES.assistantUnavailable,
    });
  });
});
