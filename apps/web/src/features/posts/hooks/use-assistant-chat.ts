import { useCallback, useEffect, useReducer, useRef } from 'react';
import { MESSAGES } from '@roi/contract/messages';
import type { StreamRequest } from '@roi/contract/posts';
import { getErrorMessage } from '../../../lib/api-client';
import { streamGeneration } from '../api/stream-generation';
import { requestForAction, requestForPrompt, type AssistantContext, type VersionActionFlag } from '../assistant-requests';
import { chatReducer, latestReplyOf, type ChatState } from '../chat-state';
import { showPostError } from '../create-post-toasts';

/**
 * The chat with the ROI Assistant, from the one a saved draft kept (or none): every request streams, and
 * its text shows as it comes. One generation at a time; clearing the chat or leaving the page stops the
 * one under way.
 */
export function useAssistantChat(context: AssistantContext | null, initialChat: ChatState) {
  const [chat, dispatch] = useReducer(chatReducer, initialChat);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const isGenerating = chat.pending !== null;

  /** Resolves whether the assistant answered; a failure has been shown to the user. */
  const run = useCallback(async (request: StreamRequest, prompt: string | null): Promise<boolean> => {
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'asked', prompt });
    try {
      const response = await streamGeneration(request, {
        signal: controller.signal,
        onText: (text) => dispatch({ type: 'textArrived', text }),
      });
      dispatch({ type: 'answered', response });
      return true;
    } catch (error) {
      dispatch({ type: 'failed' });
      // Stopped on purpose (chat cleared, page left): nothing went wrong.
      if (!controller.signal.aborted) showPostError(getErrorMessage(error, MESSAGES.assistantUnavailable));
      return false;
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, []);

  const latestReply = latestReplyOf(chat);

  const ask = useCallback(
    (prompt: string) => (context && !isGenerating ? run(requestForPrompt(context, prompt, latestReply), prompt) : Promise.resolve(false)),
    [context, isGenerating, latestReply, run],
  );

  const act = useCallback(
    (flag: VersionActionFlag, text: string) =>
      context && !isGenerating ? run(requestForAction(context, flag, text), null) : Promise.resolve(false),
    [context, isGenerating, run],
  );

  const clear = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'cleared' });
  }, []);

  /** Stops a generation under way; the replies already written stay. */
  const stop = useCallback(() => running.current?.abort(), []);

  return { chat, isGenerating, latestReply, ask, act, clear, stop };
}
