/** More casual and More formal: the same post in another register. */
import { POST_HOOK_CHARS } from '@roi/contract/post-rules';
import { pick, rewrite, rewrites, tidySpacing, upperFirst, wordsPattern, type Options } from './text.js';
import type { Context } from './context.js';
import { firstLineOf, type Post } from './post.js';

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

/** A pronoun and its verb contract only before another word: "here it is." must not become "here it's." */
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

/** Contractions that are safe to expand but sound odd when made ("let us know" is not "let's know"). */
const EXPAND_ONLY: readonly (readonly [string, string])[] = [
  ["ain't", 'is not'],
  ["y'all", 'you all'],
  ["mustn't", 'must not'],
  ["needn't", 'need not'],
  ["hadn't", 'had not'],
  ["let's", 'let us'],
  ["it'll", 'it will'],
  ["I'll", 'I will'],
  ["I've", 'I have'],
  ["we've", 'we have'],
  ["you've", 'you have'],
  ["they've", 'they have'],
  ["who's", 'who is'],
  ["he's", 'he is'],
  ["she's", 'she is'],
  ["I'd", 'I would'],
  ["you'd", 'you would'],
  ["they'd", 'they would'],
];

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
  ...PRONOUN_VERBS.map(([full, short]) => [wordsPattern(full, '(?=\\s+[\\p{L}\\p{N}])'), short] as const),
  ['can not', "can't"],
  ...NEGATIONS,
]);

const FORMAL_REWRITES = rewrites([
  ...[...EXPAND_ONLY, ...[...NEGATIONS, ...PRONOUN_VERBS].map(([full, short]) => [short, full] as const)].map(
    ([short, full]) => [short.replace("'", "['’]"), full] as const,
  ),
  ['big news(?:\\s*[:!—–-])+', 'we are pleased to announce:'],
  ['big news', 'significant news'],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
  ['gotta', 'have to'],
  ['kinda', 'somewhat'],
  ['awesome', 'excellent'],
  ['amazing', 'remarkable'],
  ['huge', 'significant'],
  ['super', 'very'],
  ['cool', 'impressive'],
  ['check out', 'explore'],
  ['info', 'information'],
  ['asap', 'as soon as possible'],
  ['thanks', 'thank you'],
  ['kids', 'children'],
  ['guys', 'everyone'],
  ['folks', 'people'],
  ['yeah', 'yes'],
  ['totally', 'entirely'],
  ['plus,', 'additionally,'],
  [/(?<=^|[.!?]\s+)so,/gimu, 'therefore,'],
]);

const CASUAL_OPENERS: Options = ['Hey everyone!', 'Hi all!', 'Hello, LinkedIn!'];
const GREETING = /^(?:hey|hi|hello|howdy)\b[^!.?:\n]{0,20}[!.:,]+\s*/i;
/** Pictographs and the joiners, selectors and modifiers that build them; ©, ® and ™ are typography. */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0F|\u200D|\u20E3/gu;

export function toCasual(post: Post, c: Context): Post {
  const paragraphs = post.paragraphs.map((paragraph) => rewrite(paragraph, CASUAL_REWRITES));
  const [first] = paragraphs;
  if (first !== undefined && !GREETING.test(first)) {
    const opened = `${pick(CASUAL_OPENERS, c.seed, 'opener')} ${first}`;
    if (firstLineOf(opened).length <= POST_HOOK_CHARS) paragraphs[0] = opened;
  }
  return { ...post, paragraphs };
}

export function toFormal(post: Post): Post {
  const paragraphs = post.paragraphs
    .map((paragraph, index) => {
      const withoutEmoji = paragraph.replace(EMOJI, '');
      const greeted = index === 0 ? upperFirst(withoutEmoji.trimStart().replace(GREETING, '')) : withoutEmoji;
      const reworded = rewrite(greeted, FORMAL_REWRITES)
        // "?!" still asks; a run of "!" is a full stop in a formal register.
        .replace(/!*\?[!?]*/g, '?')
        .replace(/!+\.*/g, '.');
      return tidySpacing(reworded).replace(/(?<!\.)\.\.(?!\.)/g, '.');
    })
    .filter(Boolean);
  return { ...post, paragraphs };
}
