import { describe, expect, it } from 'vitest';
import { DRAFT_CHAT_REPLIES_MAX } from '@roi/contract/post-rules';
import {
  chatOfDraft,
  chatReducer,
  EMPTY_CHAT,
  isAwaitingFirstReply,
  keptReplyIds,
  latestReplyOf,
  type ChatAction,
  type ChatState,
} from './chat-state';

const run = (actions: ChatAction[], from: ChatState = EMPTY_CHAT) => actions.reduce(chatReducer, from);
const answer = (generated_text: string, generation_id = 1) => ({ generated_text, writer: 'Built-in writer', generation_id, sources: [] });

describe('the chat', () => {
  it('adds the prompt, then the reply as its text streams in', () => {
    const state = run([
      { type: 'asked', prompt: 'Announce the site' },
      { type: 'textArrived', text: 'Big ' },
      { type: 'textArrived', text: 'news' },
    ]);
    expect(state.messages).toEqual([
      { id: 1, author: 'user', text: 'Announce the site' },
      { id: 2, author: 'assistant', text: 'Big news', writer: null, isStreaming: true, generationId: null, isRestored: false, sources: [] },
    ]);
    expect(isAwaitingFirstReply(state)).toBe(true);
    expect(latestReplyOf(state)).toBeNull();
  });

  it('takes the whole answer as the reply once it is done', () => {
    const state = run([
      { type: 'asked', prompt: 'Announce the site' },
      { type: 'textArrived', text: 'Big' },
      { type: 'answered', response: answer('Big news!') },
    ]);
    expect(state.messages[1]).toEqual({
      id: 2,
      author: 'assistant',
      text: 'Big news!',
      writer: 'Built-in writer',
      isStreaming: false,
      generationId: 1,
      isRestored: false,
      sources: [],
    });
    expect(state.pending).toBeNull();
    expect(latestReplyOf(state)).toBe('Big news!');
  });

  it('adds only a reply for an action, and the first reply no longer holds Next back', () => {
    const first = run([{ type: 'asked', prompt: 'Hi' }, { type: 'answered', response: answer('One') }]);
    const acting = run([{ type: 'asked', prompt: null }], first);
    expect(acting.messages.map((message) => message.author)).toEqual(['user', 'assistant', 'assistant']);
    expect(isAwaitingFirstReply(acting)).toBe(false);
    expect(latestReplyOf(run([{ type: 'answered', response: answer('Two') }], acting))).toBe('Two');
  });

  it('takes a failed exchange out of the chat', () => {
    const first = run([{ type: 'asked', prompt: 'Hi' }, { type: 'answered', response: answer('One') }]);
    const failed = run([{ type: 'asked', prompt: 'Shorter' }, { type: 'textArrived', text: 'O' }, { type: 'failed' }], first);
    expect(failed.messages).toEqual(first.messages);
    expect(failed.pending).toBeNull();
  });

  it('asks one thing at a time', () => {
    const asking = run([{ type: 'asked', prompt: 'Hi' }]);
    expect(chatReducer(asking, { type: 'asked', prompt: 'Again' })).toBe(asking);
  });

  it('empties on clearing, with fresh ids for what comes next', () => {
    const cleared = run([{ type: 'asked', prompt: 'Hi' }, { type: 'cleared' }]);
    expect(cleared.messages).toEqual([]);
    expect(cleared.pending).toBeNull();
    expect(run([{ type: 'asked', prompt: 'New' }], cleared).messages[0]?.id).toBe(3);
  });

  it('keeps the finished replies for a draft, and a draft’s chat comes back as it was asked', () => {
    const chat = run([
      { type: 'asked', prompt: 'Announce the site' },
      { type: 'answered', response: answer('Big news!', 11) },
      { type: 'asked', prompt: null },
      { type: 'answered', response: answer('News!', 12) },
      { type: 'asked', prompt: 'Warmer' },
    ]);
    expect(keptReplyIds(chat)).toEqual([11, 12]);

    const restored = chatOfDraft([
      { generation_id: 11, generated_text: 'Big news!', writer: 'Built-in writer', sources: [], prompt: 'Announce the site' },
      { generation_id: 12, generated_text: 'News!', writer: 'Built-in writer', sources: [], prompt: null },
    ]);
    expect(restored.messages.map((message) => [message.author, message.text])).toEqual([
      ['user', 'Announce the site'],
      ['assistant', 'Big news!'],
      ['assistant', 'News!'],
    ]);
    expect(restored.messages.every((message) => message.author === 'user' || message.isRestored)).toBe(true);
    expect(latestReplyOf(restored)).toBe('News!');
    expect(keptReplyIds(run([{ type: 'asked', prompt: 'More' }], restored))).toEqual([11, 12]);
  });

  it('keeps the latest replies when the chat holds more than a draft does', () => {
    const replies = Array.from({ length: DRAFT_CHAT_REPLIES_MAX + 5 }, (_, index) => ({
      generation_id: index + 1,
      sources: [],
      generated_text: `Reply ${index + 1}`,
      writer: 'Built-in writer',
      prompt: null,
    }));
    const kept = keptReplyIds(chatOfDraft(replies));
    expect(kept).toHaveLength(DRAFT_CHAT_REPLIES_MAX);
    expect(kept[0]).toBe(6);
  });
});
