import type { Config } from '../../config.js';
import { composeWithBuiltInWriter, type WriterTask } from './built-in-writer.js';
import { openAiCompatibleWriter } from './openai-writer.js';

/** A writer of the ROI Assistant: the built-in one or a model behind an OpenAI-compatible API. */
export interface Writer {
  /** Shown beside every answer: the screen says which writer answered. */
  readonly name: string;
  /**
   * The answer's text in pieces, as soon as each is written. Fails with an AppError the user can read
   * (502 unavailable, 504 too slow); stops when `signal` aborts.
   */
  write(task: WriterTask, signal: AbortSignal): AsyncIterable<string>;
}

/**
 * The offline writer. It composes the whole text at once, then hands it over word by
 * word, so that every client path (stream or JSON) treats both writers alike.
 */
export const builtInWriter: Writer = {
  name: 'Built-in writer',
  async *write(task: WriterTask, signal: AbortSignal) {
    const text = composeWithBuiltInWriter(task);
    for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
      if (signal.aborted) return;
      yield piece;
    }
  },
};

/** The configured model when AI_BASE_URL is set, the built-in writer otherwise. */
export function chooseWriter(assistant: Config['assistant']): Writer {
  if (!assistant.provider) return builtInWriter;
  return openAiCompatibleWriter({ ...assistant.provider, timeoutMs: assistant.timeoutMs });
}
