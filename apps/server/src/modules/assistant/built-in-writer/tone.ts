/** More casual and More formal: the same post in another register. */
import { POST_HOOK_CHARS } from '@roi/contract/post-rules';
import { rewrite, rewrites, tidySpacing, upperFirst, wordsPattern } from './text.js';
import { GOALS, type Context } from './context.js';
import { afterAName, expandContractions } from './language.js';
import { CALL_TO_ACTION, firstLineOf, type Post } from './post.js';

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

const AFTER_NO_PREPOSITION = '(?<!\\b(?:of|to|for|about|with|in|on|at|from|by|than|like)\\s+)';

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
  ...PRONOUN_VERBS.map(([full, short]) => [new RegExp(`${AFTER_NO_PREPOSITION}${wordsPattern(full, '(?=\\s+[\\p{L}\\p{N}])').source}`, 'giu'), short] as const),
  ['can not', "can't"],
  ...NEGATIONS,
]);

/** Contractions are written out first (by compromise, which reads "it's been" as "it has been"); then these. */
const FORMAL_REWRITES = rewrites([
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
  ['reach out to', 'contact'],
  ['get in touch with', 'contact'],
  ['reach out', 'get in touch'],
  ['lots of', 'many'],
  ['a lot of', 'many'],
  ['big', 'significant'],
  ['kids', 'children'],
  ['guys', 'everyone'],
  ['folks', 'people'],
  ['yeah', 'yes'],
  ['totally', 'entirely'],
  ['plus,', 'additionally,'],
  [/(?<=^|[.!?]\s+)so,/gimu, 'therefore,'],
]);

const GREETING = /^(?:hey|hi|hello|howdy)\b[^!.?:\n]{0,20}[!.:,]+\s*/i;
/** Pictographs and the joiners, selectors and modifiers that build them; ©, ® and ™ are typography. */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0F|\u200D|\u20E3/gu;

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

/**
 * Contractions written out, formal words, no emoji, greetings, exclamations or rhetorical questions, and
 * the organisation speaking by name.
 */
export function toFormal(post: Post, c: Context): Post {
  const paragraphs = post.paragraphs
    .map((paragraph, index) => {
      const withoutEmoji = paragraph.replace(EMOJI, '');
      const greeted = index === 0 ? upperFirst(withoutEmoji.trimStart().replace(GREETING, '')) : withoutEmoji;
      const asked = withoutRhetoricalQuestions(greeted);
      const reworded = rewrite(asked.split('\n').map(expandContractions).join('\n'), FORMAL_REWRITES)
        // "?!" still asks; a run of "!" is a full stop in a formal register.
        .replace(/!*\?[!?]*/g, '?')
        .replace(/!+\.*/g, '.');
      return tidySpacing(reworded).replace(/(?<!\.)\.\.(?!\.)/g, '.');
    })
    .filter(Boolean);
  return { ...post, paragraphs: inTheOrganisationsName(paragraphs, c) };
}

/** "Our region", "our community": places the organisation shares with its readers, which stay "our". */
const NOT_A_SHARED_PLACE = '(?!\\s+(?:region|community|communities|economy|city|town|county|state|country|valley|area|neighbou?rhood|people|residents|graduates)\\b)';

/** "Planning a project? Message us." A question that sets up a call to action. */
const RHETORICAL_QUESTION = /(^|[.!?:]\s+|\n)(Planning|Looking|Weighing|Ready|Need|Want|Have)\b([^.!?\n]*)\?\s+([^.!?\n]+)/gu;

/** "Planning a project? Message us." → "If you are planning a project, message us.": a formal post does not ask the reader rhetorical questions. */
function withoutRhetoricalQuestions(text: string): string {
  return text.replace(RHETORICAL_QUESTION, (match, before: string, lead: string, rest: string, next: string) => {
    if (CALL_TO_ACTION.exec(next)?.index !== 0) return match;
    const condition = /ing$|^Ready$/u.test(lead) ? `are ${lead.toLowerCase()}` : lead.toLowerCase();
    return `${before}If you ${condition}${rest}, ${next.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())}`;
  });
}

/**
 * The first sentence in the organisation's voice names the organisation instead, as a formal statement
 * does: "We are pleased to announce …" → "Columbus Region Partnership is pleased to announce …", "Our
 * team offers …" → "Columbus Region Partnership's team offers …", "At Columbus Region Partnership, we
 * are …" → "Columbus Region Partnership is …". A verb after it takes the third person, and the
 * sentence's later "our" and "we" become "its" and "it" (with the verb agreeing again).
 */
function inTheOrganisationsName(paragraphs: string[], c: Context): string[] {
  const name = upperFirst(c.organization);
  const atTheOrganisation = `(?:At ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},\\s+)?`;
  const sentenceStart = new RegExp(`(^|[.!?:]\\s+|\\n)${atTheOrganisation}(?:[Ww]e\\s+(\\p{L}+)|[Oo]ur${NOT_A_SHARED_PLACE})\\b([^.!?\\n]*)`, 'u');
  const possessive = /s$/u.test(name) ? `${name}'` : `${name}'s`;
  const named = (paragraph: string): string | undefined => {
    const match = sentenceStart.exec(paragraph);
    // Not where the name was just said ("An update from X. X wants to …").
    if (!match || paragraph.slice(0, match.index).includes(name)) return undefined;
    const [whole, before = '', verb, rest = ''] = match;
    const agreeing = verb === undefined ? '' : afterAName(verb);
    if (agreeing === undefined) return undefined;
    const restAsIt = rest
      .replace(new RegExp(`\\bour${NOT_A_SHARED_PLACE}\\b`, 'gu'), 'its')
      .replace(/\bourselves\b/g, 'itself')
      .replace(/\bwe\s+(\p{L}+)/gu, (we, next: string) => {
        const after = afterAName(next);
        return after === undefined ? we : `it ${after}`;
      });
    const sentence = `${before}${verb === undefined ? possessive : `${name} ${agreeing}`}${restAsIt}`;
    return paragraph.slice(0, match.index) + sentence + paragraph.slice(match.index + whole.length);
  };
  for (const [position, paragraph] of paragraphs.entries()) {
    const renamed = named(paragraph);
    // The hook keeps within what LinkedIn shows before "…see more".
    if (renamed !== undefined && (position > 0 || firstLineOf(renamed).length <= POST_HOOK_CHARS)) {
      return paragraphs.with(position, renamed);
    }
  }
  return paragraphs;
}
