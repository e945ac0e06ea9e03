/**
 * Checks of a post's text for readers who use screen readers, magnifiers or plain language: the editor
 * shows them as the author writes, and the same code can run on the server. Each finding names the
 * words it is about, so that the author can find them. They advise; they do not stop a post.
 */

export type TextFindingKind = 'hashtag-case' | 'capitals' | 'emoji-bullets' | 'emoji-run' | 'bare-link' | 'reading-level' | 'image-alt-text';

export interface TextFinding {
  kind: TextFindingKind;
  /** What to change, in a sentence. */
  message: string;
  /** The words the finding is about, as written. */
  examples: string[];
}

/** The plain-language reading level (US school grade) a post should not exceed unless the organisation sets another. */
export const DEFAULT_READING_GRADE = 10;

/** Too few words make a grade meaningless: a short post is not measured. */
const MIN_WORDS_FOR_GRADE = 30;
/** Runs this long of capitalised words read as shouting and are spelled out letter by letter by some screen readers. */
const MIN_CAPITAL_RUN = 3;
/** More emoji in a row than this: a screen reader reads every one's name. */
const MAX_EMOJI_IN_A_ROW = 3;
/** A hashtag this long in lower case is likely several words run together. */
const MIN_JOINED_HASHTAG_LETTERS = 12;

const EMOJI = /\p{Extended_Pictographic}/u;
const EMOJI_RUN = /(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D|\p{Emoji_Modifier})*\s*){4,}/gu;
const HASHTAG = /(?<![\p{L}\p{N}_])#([\p{L}\p{N}_]+)/gu;
const URL = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
const CAPITAL_WORD = /^[A-Z][A-Z0-9'’&-]*[A-Z]$/;

const unique = (values: string[]) => [...new Set(values)];

/**
 * A multi-word hashtag in lower case (#economicdevelopment): screen readers cannot split it, CamelCase
 * (#EconomicDevelopment) lets them. Found by the length of an all-lower-case tag.
 */
function hashtagCase(text: string): TextFinding | null {
  const tags = [...text.matchAll(HASHTAG)].map((match) => match[1]!);
  const joined = tags.filter((tag) => tag === tag.toLowerCase() && /\p{L}/u.test(tag) && tag.replace(/[^\p{L}]/gu, '').length >= MIN_JOINED_HASHTAG_LETTERS);
  if (joined.length === 0) return null;
  return {
    kind: 'hashtag-case',
    message: 'Write hashtags of several words in CamelCase (#EconomicDevelopment), so that screen readers say each word.',
    examples: unique(joined.map((tag) => `#${tag}`)),
  };
}

/** Three or more words in capitals in a row: hard to read, and some screen readers spell them out. */
function capitals(text: string): TextFinding | null {
  const runs: string[] = [];
  for (const line of text.split('\n')) {
    let run: string[] = [];
    const flush = () => {
      if (run.length >= MIN_CAPITAL_RUN) runs.push(run.join(' '));
      run = [];
    };
    for (const word of line.split(/\s+/)) {
      const bare = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (bare.length >= 2 && CAPITAL_WORD.test(bare)) run.push(bare);
      else if (bare) flush();
    }
    flush();
  }
  if (runs.length === 0) return null;
  return { kind: 'capitals', message: 'Write these words in sentence case: runs of capitals are hard to read and may be spelled out.', examples: unique(runs) };
}

/** Lines that start with an emoji as a bullet: a screen reader reads its name before every line. */
function emojiBullets(text: string): TextFinding | null {
  const bullets = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 2 && EMOJI.test(String.fromCodePoint(line.codePointAt(0)!)));
  if (bullets.length < 2) return null;
  return {
    kind: 'emoji-bullets',
    message: 'Use a list (or a plain dash) rather than emoji as bullets: a screen reader reads the emoji\u2019s name before every line.',
    examples: unique(bullets.map((line) => [...line][0]!)),
  };
}

function emojiRuns(text: string): TextFinding | null {
  const runs = [...text.matchAll(EMOJI_RUN)].map((match) => match[0].trim());
  if (runs.length === 0) return null;
  return {
    kind: 'emoji-run',
    message: `Keep to ${MAX_EMOJI_IN_A_ROW} emoji in a row at most: a screen reader reads every one\u2019s name.`,
    examples: unique(runs),
  };
}

/** A link written out: read aloud character by character. */
function bareLinks(text: string): TextFinding | null {
  const links = [...text.matchAll(URL)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
  if (links.length === 0) return null;
  return {
    kind: 'bare-link',
    message: 'Say where a link goes in words before it (\u201cRegister at\u2026\u201d), and keep it short: a screen reader reads it character by character.',
    examples: unique(links),
  };
}

/** Vowel groups, less a silent final e: close enough to count syllables in English for a grade. */
function syllables(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length <= 3) return 1;
  const trimmed = letters.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  return Math.max(1, trimmed.match(/[aeiouy]{1,2}/g)?.length ?? 1);
}

/** The Flesch–Kincaid grade of the text's prose (hashtags, links and emoji left out); null when too short to tell. */
export function readingGrade(text: string): number | null {
  const prose = text.replace(URL, ' ').replace(HASHTAG, ' ');
  const words = prose.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  if (words.length < MIN_WORDS_FOR_GRADE) return null;
  const sentences = Math.max(1, prose.split(/[.!?]+(?:\s|$)|\n+/).filter((part) => /[A-Za-z]/.test(part)).length);
  const syllableCount = words.reduce((sum, word) => sum + syllables(word), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllableCount / words.length) - 15.59;
}

function readingLevel(text: string, maxGrade: number): TextFinding | null {
  const grade = readingGrade(text);
  if (grade === null || grade <= maxGrade) return null;
  return {
    kind: 'reading-level',
    message: `This reads at about grade ${Math.round(grade)}; your organisation asks for grade ${maxGrade} or below. Use shorter sentences and everyday words.`,
    examples: [],
  };
}

/** The positions (from 1) of the images that have no alt text: blank or only spaces. */
export function imagesWithoutAltText(altTexts: readonly string[]): number[] {
  return altTexts.flatMap((altText, index) => (altText.trim() === '' ? [index + 1] : []));
}

/**
 * Images a screen reader can only call "image": the one finding that, unless the organisation allows
 * it, also stops the post on the server.
 */
export function checkPostImages(altTexts: readonly string[]): TextFinding[] {
  const missing = imagesWithoutAltText(altTexts);
  if (missing.length === 0) return [];
  return [
    {
      kind: 'image-alt-text',
      message: 'Describe every image in its alt text field: without it, people who cannot see the image only hear \u201cimage\u201d.',
      examples: missing.map((position) => `image ${position}`),
    },
  ];
}

/**
 * Every finding on a post's text (the text LinkedIn receives, see post-text.ts), in a fixed order.
 * `maxReadingGrade` is the organisation's plain-language level; null when it has turned the check off.
 */
export function checkPostText(text: string, options: { maxReadingGrade?: number | null } = {}): TextFinding[] {
  const maxGrade = options.maxReadingGrade === undefined ? DEFAULT_READING_GRADE : options.maxReadingGrade;
  return [hashtagCase(text), capitals(text), emojiBullets(text), emojiRuns(text), bareLinks(text), maxGrade === null ? null : readingLevel(text, maxGrade)].filter(
    (finding): finding is TextFinding => finding !== null,
  );
}
