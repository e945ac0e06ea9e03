/** A post's structure (paragraphs and a hashtag line): parsing, tidying and rendering within LinkedIn's limits. */
import { POST_HASHTAGS, POST_HOOK_CHARS, POST_MAX_CHARS } from '@roi/contract/post-rules';
import { cutAtWord } from './text.js';
import { uniqueHashtags, type Context } from './context.js';

/** User hashtags can be anything; a line of them may not crowd the post out of its 3000. */
const MAX_HASHTAG_LINE_CHARS = 300;

export interface Post {
  paragraphs: string[];
  hashtags: string[];
}

const HASHTAG_TOKEN = /^#[\p{L}\p{N}_]+$/u;
export const CALL_TO_ACTION =
  /\b(?:contact|reach out|get in touch|join|register|sign up|learn more|visit|apply|message|talk to|let['’]s talk|book|rsvp|follow|connect|email|call|explore|find out|discover|comment|share|download|request|schedule|save the date)\b/i;

/** Line endings, trailing spaces and runs of blank lines are what pasting into the editor leaves behind. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function parsePost(text: string): Post {
  const lines = tidy(text).split('\n');
  const tokens = (lines.at(-1) ?? '').trim().split(/\s+/).filter(Boolean);
  const hasHashtagLine = tokens.length > 0 && tokens.every((token) => HASHTAG_TOKEN.test(token));
  const body = (hasHashtagLine ? lines.slice(0, -1) : lines).join('\n');
  return {
    paragraphs: body
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    hashtags: hasHashtagLine ? tokens : [],
  };
}

export function render(post: Post): string {
  return [...post.paragraphs, post.hashtags.join(' ')].filter(Boolean).join('\n\n').trim();
}

/** Renders within LinkedIn's 3000, dropping middle paragraphs first: the hook and the call to action carry a post. */
export function renderWithinLimit(post: Post): string {
  let hashtags = post.hashtags;
  while (hashtags.join(' ').length > MAX_HASHTAG_LINE_CHARS) hashtags = hashtags.slice(0, -1);
  const room = POST_MAX_CHARS - (hashtags.length > 0 ? hashtags.join(' ').length + 2 : 0);
  const paragraphs = [...post.paragraphs];
  while (paragraphs.length > 2 && paragraphs.join('\n\n').length > room) paragraphs.splice(-2, 1);
  return render({ paragraphs: [cutAtWord(paragraphs.join('\n\n'), room)], hashtags });
}

export function tidyForEditor(text: string): string {
  const tidied = tidy(text);
  return tidied.length <= POST_MAX_CHARS ? tidied : renderWithinLimit(parsePost(tidied));
}

export function asHook(line: string): string {
  return cutAtWord(line, POST_HOOK_CHARS);
}

export function firstLineOf(paragraph: string): string {
  return paragraph.split('\n')[0] ?? '';
}

/** Keeps the writer's own hashtags first, then fills from the setup up to `atLeast` (never past five). */
export function completeHashtags(existing: string[], c: Context, atLeast: number): string[] {
  const own = uniqueHashtags(existing);
  const count = Math.min(POST_HASHTAGS.max, Math.max(atLeast, own.length));
  return uniqueHashtags([...own, ...c.hashtags]).slice(0, count);
}
