/**
 * The ROI Assistant's built-in offline writer: a deterministic composer that drafts
 * LinkedIn-ready posts from the post setup and a prompt, and performs the assistant's actions on a text.
 *
 * Pure functions only: no I/O and no randomness, so the same task always gives the same post. Phrasing
 * varies by a small stable hash of the inputs, so that different prompts and setups read differently.
 * Everything is plain text (never HTML): the client shows it as text, so markup in the inputs is just
 * quoted like any other words.
 *
 * This file hands each task to its part in built-in-writer/: the setup and the prompt are read there
 * (context; prompt and request), each action has a file of its own, and post and text hold what they
 * share. The words it writes are in context (the setup's vocabulary), goal-writing (each goal's
 * sentences), casual, formal and shorten (rewordings) and enhance (the instructions it understands).
 * What it needs to know about English (a verb's forms, a clause from a phrase, contractions) it asks
 * of the compromise library, in language. The organisation's facts go in last (grounding), with the line
 * naming those the text states.
 */
import type { PostSetup, Writer, WriterTask } from './writer.js';
import { cutAtWord, stableHash } from './built-in-writer/text.js';
import { contextOf, seedOf } from './built-in-writer/context.js';
import { goalWriting } from './built-in-writer/goal-writing.js';
import { readPrompt } from './built-in-writer/prompt.js';
import { parsePost, renderWithinLimit, tidyForEditor } from './built-in-writer/post.js';
import { draftPost } from './built-in-writer/draft.js';
import { expandPost } from './built-in-writer/expand.js';
import { shortenPost, shortenedLength } from './built-in-writer/shorten.js';
import { toCasual } from './built-in-writer/casual.js';
import { toFormal } from './built-in-writer/formal.js';
import { enhancePost } from './built-in-writer/enhance.js';
import { groundText } from './built-in-writer/grounding.js';

/**
 * The offline writer. It composes the whole text at once, then hands it over word by
 * word, so that every client path (stream or JSON) treats both writers alike.
 */
export const builtInWriter: Writer = {
  name: 'Built-in writer',
  async *write(task: WriterTask, signal: AbortSignal) {
    const text = groundText(task, composeWithBuiltInWriter(task));
    for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
      if (signal.aborted) return;
      yield piece;
    }
  },
};

/** The post text (plain text, never HTML; paragraphs separated by blank lines; hashtags on the last line). */
export function composeWithBuiltInWriter(task: WriterTask): string {
  const input = task.kind === 'draft' ? task.prompt : task.kind === 'enhance' ? `${task.text}|${task.instructions}` : task.text;
  const seed = seedOf(task.kind, task.setup, input);
  if (task.kind === 'draft') {
    const brief = readPrompt(task.prompt);
    return draftPost(contextOf(task.setup, seed, brief), brief);
  }
  const context = contextOf(task.setup, seed);
  switch (task.kind) {
    case 'enhance':
      return enhancePost(task.text, task.instructions, context);
    case 'expand':
      return renderWithinLimit(expandPost(parsePost(task.text), context));
    case 'shorten':
      return renderWithinLimit(shortenPost(parsePost(task.text), context, shortenedLength(task.text)));
    case 'casual':
      return renderWithinLimit(toCasual(parsePost(task.text), context));
    case 'formal':
      return renderWithinLimit(toFormal(parsePost(task.text), context));
    case 'preview':
      return tidyForEditor(task.text);
  }
}

/** 3 or 4 prompt suggestions made from the setup, each a sentence the user could send as a prompt (each ≤ 160 chars). */
export function suggestPrompts(setup: PostSetup): string[] {
  const c = contextOf(setup, seedOf('suggest', setup, ''));
  const suggestions = [
    goalWriting(c).suggestion,
    `Announce ${c.ourCampaign || `new ${c.industry} opportunities`} for ${c.audience} ${c.where}.`,
    `Share a success story from one of our ${c.industry} companies ${c.where} that ${c.audience} would find useful.`,
    `Write a post giving ${c.audience} three reasons ${c.industry} is thriving ${c.where}.`,
  ].map((suggestion) => cutAtWord(suggestion, SUGGESTION_MAX_CHARS));
  const count = stableHash(`${c.seed}|count`) % 2 === 0 ? 3 : 4;
  return [...new Set(suggestions)].slice(0, count);
}

const SUGGESTION_MAX_CHARS = 160;
