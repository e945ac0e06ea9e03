import { setTimeout as sleep } from 'node:timers/promises';
import { ACTION_TEXT_MAX_CHARS } from '@roi/contract/post-rules';
import { AppError } from '../../lib/app-error.js';
import { altTextPrompt, chatMessages } from './prompts.js';
import type { ImageDescriptionTask, Writer, WriterTask } from './writer.js';

export interface OpenAiCompatibleSettings {
  /** e.g. https://api.openai.com/v1 — the chat completions endpoint is under it. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The longest wait for the provider's next piece of the answer, the first one included. */
  timeoutMs: number;
  /** The model can see images (AI_VISION): it is asked for alt text. */
  vision?: boolean;
}

/** Tries of one generation when the provider answers 429 or 5xx or cannot be reached. */
const MAX_ATTEMPTS = 3;
const BACKOFF_BASE_MS = 400;
const RETRY_AFTER_CAP_MS = 5000;

/** A writer failure the user reads (message) and the generation record keeps (reason). */
export class WriterError extends AppError {
  constructor(
    status: 502 | 504,
    readonly reason: string,
  ) {
    super(status, status === 504 ? 'assistantTimeout' : 'assistantUnavailable');
  }
}

/** Any API that speaks OpenAI's chat completions (OpenAI, Azure, Ollama, vLLM, OpenRouter), streamed. */
export function openAiCompatibleWriter(settings: OpenAiCompatibleSettings): Writer {
  return {
    name: settings.model,
    write: (task, signal) => streamCompletion(settings, task, signal),
    ...(settings.vision && { describeImage: (task: ImageDescriptionTask, signal: AbortSignal) => describeImage(settings, task, signal) }),
  };
}

/** Alt text, asked whole (not streamed): the image goes as an `image_url` part carrying its data URL. */
async function describeImage(settings: OpenAiCompatibleSettings, task: ImageDescriptionTask, signal: AbortSignal): Promise<string> {
  const idle = new IdleTimeout(settings.timeoutMs);
  const body = {
    model: settings.model,
    stream: false,
    temperature: 0.2,
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: altTextPrompt(task.setup) },
          { type: 'image_url', image_url: { url: task.imageDataUrl } },
        ],
      },
    ],
  };
  try {
    const response = await requestWithRetry(settings, body, AbortSignal.any([signal, idle.signal]), idle);
    let text = '';
    for await (const piece of readCompletion(response, idle)) text += piece;
    return text.trim();
  } catch (error) {
    if (idle.fired) throw new WriterError(504, `no answer within ${settings.timeoutMs} ms`);
    if (signal.aborted || error instanceof AppError) throw error;
    throw new WriterError(502, error instanceof Error ? error.message : String(error));
  } finally {
    idle.stop();
  }
}

async function* streamCompletion(settings: OpenAiCompatibleSettings, task: WriterTask, signal: AbortSignal) {
  const idle = new IdleTimeout(settings.timeoutMs);
  const requestSignal = AbortSignal.any([signal, idle.signal]);
  try {
    const response = await requestWithRetry(
      settings,
      { model: settings.model, messages: chatMessages(task), stream: true, temperature: 0.7 },
      requestSignal,
      idle,
    );
    let length = 0;
    for await (const piece of readCompletion(response, idle)) {
      length += piece.length;
      // A runaway model is stopped: nobody posts more than the assistant can work on.
      if (length > ACTION_TEXT_MAX_CHARS) break;
      yield piece;
    }
  } catch (error) {
    if (idle.fired) throw new WriterError(504, `no answer within ${settings.timeoutMs} ms`);
    if (signal.aborted || error instanceof AppError) throw error;
    throw new WriterError(502, error instanceof Error ? error.message : String(error));
  } finally {
    idle.stop();
  }
}

/**
 * Sends the request, retrying a bounded number of times on 429, 5xx or an unreachable provider —
 * only before any of the answer has arrived, so that nothing is ever written twice.
 */
async function requestWithRetry(
  settings: OpenAiCompatibleSettings,
  body: Record<string, unknown>,
  signal: AbortSignal,
  idle: IdleTimeout,
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    idle.restart();
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted || attempt === MAX_ATTEMPTS) throw error;
      await sleep(backoffMs(attempt, null), undefined, { signal });
      continue;
    }
    if (response.ok) return response;
    const retryable = response.status === 429 || response.status >= 500;
    await response.body?.cancel();
    if (!retryable || attempt === MAX_ATTEMPTS) {
      throw new WriterError(502, `provider answered ${response.status} after ${attempt} attempt(s)`);
    }
    idle.stop();
    await sleep(backoffMs(attempt, response.headers.get('retry-after')), undefined, { signal });
  }
}

/** Exponential with jitter, or the provider's Retry-After when it gives one (capped). */
function backoffMs(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, RETRY_AFTER_CAP_MS);
  return BACKOFF_BASE_MS * 2 ** (attempt - 1) + Math.random() * BACKOFF_BASE_MS;
}

/** The answer's text: from Server-Sent Events, or whole from a provider that does not stream. */
async function* readCompletion(response: Response, idle: IdleTimeout): AsyncGenerator<string> {
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new WriterError(502, 'the answer held no text');
    yield content;
    return;
  }
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    idle.restart();
    buffered += decoder.decode(chunk, { stream: true });
    const events = buffered.split(/\r?\n\r?\n/);
    buffered = events.pop() ?? '';
    for (const event of events) {
      const data = eventData(event);
      if (data === undefined) continue;
      if (data === '[DONE]') return;
      const piece = deltaText(data);
      if (piece) yield piece;
    }
  }
}

function eventData(event: string): string | undefined {
  const lines = event.split(/\r?\n/).filter((line) => line.startsWith('data:'));
  if (lines.length === 0) return undefined;
  return lines.map((line) => line.slice(5).replace(/^ /, '')).join('\n');
}

function deltaText(data: string): string {
  let parsed: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: unknown } };
  try {
    parsed = JSON.parse(data) as typeof parsed;
  } catch {
    throw new WriterError(502, 'the stream carried something other than JSON');
  }
  if (parsed.error) throw new WriterError(502, `the provider reported: ${String(parsed.error.message ?? 'an error')}`);
  const content = parsed.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}

/** Aborts when the provider has sent nothing for `ms`; every piece received restarts it. */
class IdleTimeout {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  fired = false;

  constructor(private readonly ms: number) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  restart(): void {
    this.stop();
    this.timer = setTimeout(() => {
      this.fired = true;
      this.controller.abort();
    }, this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
