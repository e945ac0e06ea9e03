import { DRAFT_CHAT_REPLIES_MAX } from '@roi/contract/post-rules';
import type { FactSource } from '@roi/contract/facts';
import type { ChatReply, PromptResponse } from '@roi/contract/posts';

export type ChatMessage =
  | { id: number; author: 'user'; text: string }
  | {
      id: number;
      author: 'assistant';
      text: string;
      writer: string | null;
      isStreaming: boolean;
      /** The generation that answered it, once it has: what a draft keeps of the chat. */
      generationId: number | null;
      /** A reply the saved draft brought back: shown whole, not typed out again. */
      isRestored: boolean;
      /** The organisation's facts the writer said it used: the reply's sources. */
      sources: FactSource[];
    };

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

/** The chat starts empty, or as the draft being opened kept it. */
export const EMPTY_CHAT: ChatState = { messages: [], pending: null, nextId: 1 };

/** The chat a saved draft kept: each reply after the words that asked for it (an action asked in none). */
export function chatOfDraft(replies: readonly ChatReply[]): ChatState {
  let nextId = 1;
  const messages = replies.flatMap((reply): ChatMessage[] => {
    const prompt: ChatMessage[] = reply.prompt === null ? [] : [{ id: nextId++, author: 'user', text: reply.prompt }];
    return [
      ...prompt,
      {
        id: nextId++,
        author: 'assistant',
        text: reply.generated_text,
        writer: reply.writer,
        isStreaming: false,
        generationId: reply.generation_id,
        isRestored: true,
        sources: reply.sources,
      },
    ];
  });
  return { messages, pending: null, nextId };
}

/** What a draft keeps of the chat: its finished replies, the latest ones when there are more than it holds. */
export function keptReplyIds(state: ChatState): number[] {
  const ids = state.messages.flatMap((message) =>
    message.author === 'assistant' && message.generationId !== null ? [message.generationId] : [],
  );
  return ids.slice(-DRAFT_CHAT_REPLIES_MAX);
}

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
      const reply: ChatMessage = {
        id: replyId,
        author: 'assistant',
        text: '',
        writer: null,
        isStreaming: true,
        generationId: null,
        isRestored: false,
        sources: [],
      };
      return { messages: [...state.messages, ...prompt, reply], pending: { replyId, promptId }, nextId: replyId + 1 };
    }
    case 'textArrived':
      return updateReply(state, (reply) => ({ ...reply, text: reply.text + action.text }));
    case 'answered': {
      // The whole answer is the authority: the pieces streamed before it only previewed it.
      const { generated_text, writer, generation_id, sources } = action.response;
      const answered = updateReply(state, (reply) => ({
        ...reply,
        text: generated_text,
        writer,
        isStreaming: false,
        generationId: generation_id,
        sources,
      }));
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

/** The generation that answered the latest finished reply reading `text`: what the author took into the editor. */
export function generationOfReply(state: ChatState, text: string): number | null {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index];
    if (message?.author === 'assistant' && !message.isStreaming && message.text === text) return message.generationId;
  }
  return null;
}

/** A reply the author took into the post, as the editor's AI assistance panel lists it; `created_at` null until the server has saved it. */
export interface AcceptedReply {
  generation_id: number;
  writer: string;
  prompt: string | null;
  created_at: string | null;
}

/**
 * The replies of this chat the author took into the editor, with the words that asked for each: the
 * panel names them at once, before the post is saved and the server lists them itself.
 */
export function acceptedRepliesOf(state: ChatState, generationIds: readonly number[]): AcceptedReply[] {
  return state.messages.flatMap((message, index): AcceptedReply[] => {
    if (message.author !== 'assistant' || message.generationId === null || !generationIds.includes(message.generationId)) return [];
    const before = state.messages[index - 1];
    return [
      {
        generation_id: message.generationId,
        writer: message.writer ?? 'ROI Assistant',
        prompt: before?.author === 'user' ? before.text : null,
        created_at: null,
      },
    ];
  });
}

/** The text the assistant last finished: what a typed prompt enhances and what goes to the editor. */
export function latestReplyOf(state: ChatState): string | null {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index];
    if (message?.author === 'assistant' && !message.isStreaming && message.text) return message.text;
  }
  return null;
}

/**
 * Every fact the chat's replies were written from, the latest reply's first, each once: what the editor
 * shows as the draft's sources (a rewrite for the preview states the facts of the reply it tidied).
 */
export function chatSourcesOf(state: ChatState): FactSource[] {
  const seen = new Map<number, FactSource>();
  for (const message of [...state.messages].reverse()) {
    if (message.author !== 'assistant') continue;
    for (const source of message.sources) if (!seen.has(source.fact_id)) seen.set(source.fact_id, source);
  }
  return [...seen.values()];
}

/** Next waits while the assistant has yet to give its first reply. */
export function isAwaitingFirstReply(state: ChatState): boolean {
  return state.pending !== null && latestReplyOf(state) === null;
}
