/** More casual: the same post with contractions and plain words, as someone would say it. */
import { rewrite, rewrites, wordsPattern } from './text.js';
import { GOALS, type Context } from './context.js';
import type { Post } from './post.js';

/** Negations read naturally contracted anywhere in a sentence. */
const NEGATIONS: readonly (readonly [string, string])[] = [
  ['cannot', "can't"],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['was not', "wasn't"],
  ['were not', "weren't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['should not', "shouldn't"],
  ['could not', "couldn't"],
];

/**
 * A pronoun and its verb contract only before another word ("here it is." must not become "here it's."),
 * and only when the pronoun is the verb's subject ("a big part of it is" must not become "of it's").
 */
const PRONOUN_VERBS: readonly (readonly [string, string])[] = [
  ['we are', "we're"],
  ['you are', "you're"],
  ['they are', "they're"],
  ['I am', "I'm"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['here is', "here's"],
  ['what is', "what's"],
  ['we will', "we'll"],
  ['you will', "you'll"],
  ['they will', "they'll"],
  ['we would', "we'd"],
];

/** After a preposition "it", "that" and "you" are objects; "what" still starts a clause ("more of what's happening"). */
const AFTER_NO_PREPOSITION = '(?<!\\b(?:of|to|for|about|with|in|on|at|from|by|than|like)\\s+(?=it|that|you|they|we))';

/** Phrases go before the contractions: "we are pleased to announce" must not become "we're pleased …". */
const CASUAL_REWRITES = rewrites([
  ['we are (?:pleased|delighted|proud|happy|thrilled|excited) to (?:announce|share)(?: that)?:?', 'big news:'],
  ['in order to', 'to'],
  ['prior to', 'before'],
  ['with regard to', 'about'],
  ['regarding', 'about'],
  ['utili[sz]e', 'use'],
  ['utili[sz]es', 'uses'],
  ['utili[sz]ed', 'used'],
  ['utili[sz]ing', 'using'],
  ['therefore', 'so'],
  ['additionally', 'plus'],
  ['furthermore', 'also'],
  ['moreover', 'also'],
  ['commence', 'start'],
  ['commences', 'starts'],
  ['facilitate', 'help'],
  ['facilitates', 'helps'],
  ['assist', 'help'],
  ['obtain', 'get'],
  ['approximately', 'about'],
  ['numerous', 'lots of'],
  ['individuals', 'people'],
  ['demonstrate', 'show'],
  ['demonstrates', 'shows'],
  ['require', 'need'],
  ['requires', 'needs'],
  ['sufficient', 'enough'],
  ['inquire', 'ask'],
  ['excellent', 'great'],
  ['significant', 'big'],
  ...PRONOUN_VERBS.map(
    ([full, short]) => [new RegExp(`${AFTER_NO_PREPOSITION}${wordsPattern(full, '(?=\\s+[\\p{L}\\p{N}])').source}`, 'giu'), short] as const,
  ),
  ['can not', "can't"],
  ...NEGATIONS,
]);

/**
 * Contractions and plain words. A post with nothing to contract or swap still changes: it asks the
 * reader the goal's question before the call to action, as someone talking to them would.
 */
export function toCasual(post: Post, c: Context): Post {
  const paragraphs = post.paragraphs.map((paragraph) => rewrite(paragraph, CASUAL_REWRITES));
  if (paragraphs.join() !== post.paragraphs.join() || paragraphs.length === 0) return { ...post, paragraphs };
  const question = GOALS[c.goalKind].question;
  return { ...post, paragraphs: [...paragraphs.slice(0, -1), question, ...paragraphs.slice(-1)].filter(Boolean) };
}
