import type { PromptResponse } from '@roi/contract/posts';

export type ChatMessage =
  | { id: number; author: 'user'; text: string }
  | { id: number; author: 'assistant'; text: string; writer: string | null; isStreaming: boolean };

export type AssistantMessage = Extract<ChatMessage, { author: 'assistant' }>;

export interface ChatState {
  messages: ChatMessage[];
  /** The exchange under way: the reply being written and the prompt that asked for it (none for an action). */
  pending: { replyId: number; promptId: number | null } | null;
  nextId: number;
}

export type ChatAction =
  | { type: 'asked'; prompt: string | null }
  | { type: 'textArrived'; text: string }
  | { type: 'answered'; response: PromptResponse }
  | { type: 'failed' }
  | { type: 'cleared' };

/** The chat starts empty. */
export const EMPTY_CHAT: ChatState = { messages: [], pending: null, nextId: 1 };

function updateReply(state: ChatState, update: (reply: AssistantMessage) => AssistantMessage): ChatState {
  const replyId = state.pending?.replyId;
  return {
    ...state,
    messages: state.messages.map((message) =>
      message.id === replyId && message.author === 'assistant' ? update(message) : message,
    ),
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'asked': {
      if (state.pending) return state;
      const promptId = action.prompt === null ? null : state.nextId;
      const replyId = state.nextId + 1;
      const prompt: ChatMessage[] = action.prompt === null ? [] : [{ id: state.nextId, author: 'user', text: action.prompt }];
      const reply: ChatMessage = { id: replyId, author: 'assistant', text: '', writer: null, isStreaming: true };
      return { messages: [...state.messages, ...prompt, reply], pending: { replyId, promptId }, nextId: replyId + 1 };
    }
    case 'textArrived':
      return updateReply(state, (reply) => ({ ...reply, text: reply.text + action.text }));
    case 'answered': {
      // The whole answer is the authority: the pieces streamed before it only previewed it.
      const { generated_text, writer } = action.response;
      const answered = updateReply(state, (reply) => ({ ...reply, text: generated_text, writer, isStreaming: false }));
      return { ...answered, pending: null };
    }
    case 'failed': {
      // The prompt goes back to the box (the caller keeps it there); the exchange leaves the chat.
      const { pending } = state;
      if (!pending) return state;
      const exchange = new Set([pending.replyId, pending.promptId]);
      return { ...state, messages: state.messages.filter((message) => !exchange.has(message.id)), pending: null };
    }
    case 'cleared':
      return { ...EMPTY_CHAT, nextId: state.nextId };
  }
}

/** The text the assistant last finished: what a typed prompt enhances and what goes to the editor. */
export function latestReplyOf(state: ChatState): string | null {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index];
    if (message?.author === 'assistant' && !message.isStreaming && message.text) return message.text;
  }
  return null;
}

/** Next waits while the assistant has yet to give its first reply. */
export function isAwaitingFirstReply(state: ChatState): boolean {
  return state.pending !== null && latestReplyOf(state) === null;
}
