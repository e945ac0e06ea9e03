/** More formal: the same post as the organisation would put it in a statement. */
import { POST_HOOK_CHARS } from '@roi/contract/post-rules';
import { rewrite, rewrites, tidySpacing, upperFirst } from './text.js';
import type { Context } from './context.js';
import { afterAName, expandContractions } from './language.js';
import { CALL_TO_ACTION, firstLineOf, type Post } from './post.js';

/** Dialect forms compromise does not write out ("y'all ain't" would become "y'all is not"). */
const BEFORE_EXPANDING = rewrites([["y['’]all", 'you all']]);

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
 * Contractions written out, formal words, no emoji, greetings, exclamations or rhetorical questions, and
 * the organisation speaking by name.
 */
export function toFormal(post: Post, c: Context): Post {
  const paragraphs = post.paragraphs
    .map((paragraph, index) => {
      const withoutEmoji = paragraph.replace(EMOJI, '');
      const greeted = index === 0 ? upperFirst(withoutEmoji.trimStart().replace(GREETING, '')) : withoutEmoji;
      const asked = rewrite(withoutRhetoricalQuestions(greeted), BEFORE_EXPANDING);
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
const NOT_A_SHARED_PLACE =
  '(?!\\s+(?:region|community|communities|economy|city|town|county|state|country|valley|area|neighbou?rhood|people|residents|graduates)\\b)';

/** "Planning a project? Message us." A question that sets up a call to action. */
const RHETORICAL_QUESTION = /(^|[.!?:]\s+|\n)(Planning|Looking|Weighing|Ready|Need|Want|Have)\b([^.!?\n]*)\?\s+([^.!?\n]+)/gu;

/** "Planning a project? Message us." → "If you are planning a project, message us.": a statement asks no rhetorical questions. */
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
 * team offers …" → "Columbus Region Partnership's team offers …", "For site selectors, we are …" →
 * "For site selectors, Columbus Region Partnership is …", "At Columbus Region Partnership, we are …" →
 * "Columbus Region Partnership is …". A verb after it takes the third person, and the sentence's later
 * "our" and "we" become "its" and "it" (with the verb agreeing again).
 */
function inTheOrganisationsName(paragraphs: string[], c: Context): string[] {
  const name = upperFirst(c.organization);
  const atTheOrganisation = `At ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},\\s+`;
  const sentenceStart = new RegExp(
    `(^|[.!?:]\\s+|\\n)(${atTheOrganisation}|[^.!?:\\n,]{1,80},\\s+)?(?:[Ww]e\\s+(\\p{L}+)|[Oo]ur${NOT_A_SHARED_PLACE})\\b([^.!?\\n]*)`,
    'u',
  );
  const possessive = /s$/u.test(name) ? `${name}'` : `${name}'s`;
  const named = (paragraph: string): string | undefined => {
    const match = sentenceStart.exec(paragraph);
    // Not where the name was just said ("An update from X. X wants to …").
    if (!match || paragraph.slice(0, match.index).includes(name)) return undefined;
    const [whole, before = '', lead = '', verb, rest = ''] = match;
    const agreeing = verb === undefined ? '' : afterAName(verb);
    if (agreeing === undefined) return undefined;
    const restAsIt = rest
      .replace(new RegExp(`\\bour${NOT_A_SHARED_PLACE}\\b`, 'gu'), 'its')
      .replace(/\bourselves\b/g, 'itself')
      .replace(/\bwe\s+(\p{L}+)/gu, (we, next: string) => {
        const after = afterAName(next);
        return after === undefined ? we : `it ${after}`;
      });
    const keptLead = lead.startsWith(`At ${name},`) ? '' : lead;
    const sentence = `${before}${keptLead}${verb === undefined ? possessive : `${name} ${agreeing}`}${restAsIt}`;
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
