/** Draft: a new post from the setup and what the prompt says. */
import { POST_HASHTAGS, POST_HOOK_CHARS } from '@roi/contract/post-rules';
import { pick, stableHash, type Options } from './text.js';
import type { Context } from './context.js';
import type { Brief } from './prompt.js';
import { goalWriting, type GoalWriting } from './goal-writing.js';
import { asHook, renderWithinLimit } from './post.js';

export function draftPost(c: Context, brief: Brief): string {
  const writing = goalWriting(c);
  const { hook, opening } = leadOf(c, brief, writing);
  const body = [[...opening, c.campaignSuffix.trim()].filter(Boolean).join(' '), pick(writing.contexts, c.seed, 'context')];
  // A third paragraph only some of the time: posts of one shape read as machine-made.
  if (stableHash(`${c.seed}|details`) % 2 === 0) body.push(pick(writing.details, c.seed, 'details'));
  return renderWithinLimit({
    paragraphs: [hook, ...body, pick(writing.callsToAction, c.seed, 'cta')],
    hashtags: c.hashtags.slice(0, POST_HASHTAGS.max),
  });
}

/** After a question, before the setup's reasons: the writer cannot know the answer, only who asks it. */
function questionReplies(c: Context): Options {
  return [
    `We are often asked this by ${c.audience}, and it is a question that deserves a clear answer.`,
    `We hear this question a lot ${c.where}, and here is how we see it.`,
  ];
}

/**
 * The hook and the first paragraph's sentences. A question is the hook (and the news, when it is news
 * put as a question: "Did you know …?"); a subject is named in the goal's hook and the news (if any)
 * follows in full; news alone makes the hook itself, after a short lead-in when both fit LinkedIn's
 * first 200 characters.
 */
function leadOf(c: Context, brief: Brief, writing: GoalWriting): { hook: string; opening: string[] } {
  const reaction = pick(writing.reactions, c.seed, 'reaction');
  if (brief.question) {
    return { hook: asHook(brief.question), opening: [brief.news.length > 0 ? reaction : pick(questionReplies(c), c.seed, 'reply')] };
  }
  const [first, ...rest] = brief.news;
  if (brief.subject || first === undefined) {
    const hook = asHook(pick(writing.hooks, c.seed, 'hook'));
    return { hook, opening: first === undefined ? [pick(writing.openings, c.seed, 'opening')] : [...brief.news, reaction] };
  }
  const leadIn = pick(writing.leadIns, c.seed, 'lead-in');
  const hook = [`${leadIn} ${first}`, first].find((line) => line.length <= POST_HOOK_CHARS);
  return hook ? { hook, opening: [...rest, reaction] } : { hook: leadIn, opening: [...brief.news, reaction] };
}
