/** Draft: a new post from the setup and the prompt's subject. */
import { POST_HASHTAGS } from '@roi/contract/post-rules';
import { pick, stableHash } from './text.js';
import type { Context } from './context.js';
import { goalWriting } from './goal-writing.js';
import { asHook, renderWithinLimit } from './post.js';

export function draftPost(c: Context): string {
  const writing = goalWriting(c);
  const body = [pick(writing.openings, c.seed, 'opening'), pick(writing.contexts, c.seed, 'context')];
  // A third paragraph only some of the time: posts of one shape read as machine-made.
  if (stableHash(`${c.seed}|details`) % 2 === 0) body.push(pick(writing.details, c.seed, 'details'));
  return renderWithinLimit({
    paragraphs: [asHook(pick(writing.hooks, c.seed, 'hook')), ...body, pick(writing.callsToAction, c.seed, 'cta')],
    hashtags: c.hashtags.slice(0, POST_HASHTAGS.max),
  });
}
