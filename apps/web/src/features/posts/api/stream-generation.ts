import { assistantEndpoints } from '@roi/contract/endpoints/assistant';
import { GENERATION_EVENTS } from '@roi/contract/post-rules';
import { promptResponseSchema, type PromptResponse, type StreamRequest } from '@roi/contract/posts';
import { MESSAGES } from '@roi/contract/messages';
import { ApiError } from '../../../lib/api-client';
import { streamEvents } from '../../../lib/api-stream';

interface StreamGenerationOptions {
  /** Called with each piece of text as the writer produces it. */
  onText: (text: string) => void;
  signal?: AbortSignal;
}

function parseData(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The "done" event carries the whole answer, as one record of the unstreamed generation's answer. */
function toPromptResponse(data: Record<string, unknown>): PromptResponse {
  const checked = promptResponseSchema.safeParse(data);
  if (!checked.success) throw new ApiError(502, MESSAGES.assistantUnavailable);
  return checked.data;
}

/**
 * Asks the ROI Assistant through the streamed generation: text arrives piece by piece (`onText`), and the
 * whole answer resolves once the writer is done. The server's error event rejects with its message.
 */
export async function streamGeneration(request: StreamRequest, options: StreamGenerationOptions): Promise<PromptResponse> {
  for await (const { event, data } of streamEvents(assistantEndpoints.postGenerateStream, { body: request, signal: options.signal })) {
    const payload = parseData(data);
    if (event === GENERATION_EVENTS.token && typeof payload.text === 'string') {
      options.onText(payload.text);
    } else if (event === GENERATION_EVENTS.done) {
      return toPromptResponse(payload);
    } else if (event === GENERATION_EVENTS.error) {
      const status = typeof payload.status_code === 'number' ? payload.status_code : 502;
      const message = typeof payload.message === 'string' && payload.message ? payload.message : MESSAGES.assistantUnavailable;
      throw new ApiError(status, message);
    }
  }
  // The stream closed without its final event: the answer is incomplete.
  throw new ApiError(502, MESSAGES.assistantUnavailable);
}
