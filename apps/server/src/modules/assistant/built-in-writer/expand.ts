/** Expand: a longer post, with sentences from the setup the text does not hold yet. */
import { POST_HASHTAGS, POST_MAX_CHARS } from '@roi/contract/post-rules';
import { pick, stableHash } from './text.js';
import type { Context } from './context.js';
import { extraCallsToAction, extraContexts, goalWriting } from './goal-writing.js';
import { CALL_TO_ACTION, asHook, completeHashtags, render, type Post } from './post.js';

/**
 * Adds sentences the text does not hold yet, drawn from the setup: the audience's benefit, region and
 * industry context, a goal detail and a fuller call to action; each only while the post stays within 3000.
 */
export function expandPost(post: Post, c: Context): Post {
  const writing = goalWriting(c);
  const paragraphs = post.paragraphs.length > 0 ? post.paragraphs : [asHook(pick(writing.hooks, c.seed, 'hook'))];
  const hashtags = completeHashtags(post.hashtags, c, POST_HASHTAGS.min);
  const present = render(post).toLowerCase();
  // Starts at a hashed place in each pool, and skips what the text already says (Expand, then Expand again).
  const fresh = (options: readonly string[], slot: string): string | undefined => {
    const start = stableHash(`${c.seed}|${slot}`) % options.length;
    const rotated = [...options.slice(start), ...options.slice(0, start)];
    return rotated.find((sentence) => !present.includes(sentence.toLowerCase()));
  };
  const candidates = [
    { role: 'body', sentence: fresh(c.audienceBenefits, 'benefit') },
    { role: 'body', sentence: fresh([...writing.contexts, ...extraContexts(c)], 'context') },
    { role: 'closing', sentence: fresh([...writing.callsToAction, ...extraCallsToAction(c)], 'closing') },
    { role: 'body', sentence: fresh(writing.details, 'details') },
  ] as const;

  const closesWithCallToAction = paragraphs.length > 1 && CALL_TO_ACTION.test(paragraphs.at(-1) ?? '');
  type Addition = { role: 'body' | 'closing'; sentence: string };
  const compose = (added: Addition[]): Post => {
    const newBody = added.filter((item) => item.role === 'body').map((item) => item.sentence);
    const closing = added.find((item) => item.role === 'closing')?.sentence;
    const kept = closesWithCallToAction ? paragraphs.slice(0, -1) : paragraphs;
    const ending = closesWithCallToAction ? [paragraphs.at(-1) ?? ''] : [];
    if (closing) {
      if (closesWithCallToAction) ending[0] = `${ending[0]} ${closing}`;
      else ending.push(closing);
    }
    return { paragraphs: [...kept, newBody.join(' '), ...ending].filter(Boolean), hashtags };
  };

  const added: Addition[] = [];
  for (const { role, sentence } of candidates) {
    if (sentence && render(compose([...added, { role, sentence }])).length <= POST_MAX_CHARS) added.push({ role, sentence });
  }
  return compose(added);
}
