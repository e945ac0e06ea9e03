/** The built-in writer's text helpers: stable variation, cutting, casing, sentences and rewording. */

/** Ways to say one thing, at least one: the seed picks which (pick). */
export type Options = readonly [string, ...string[]];

const ELLIPSIS = '…';

/** FNV-1a: small, stable across runs and platforms, and enough to vary phrasing. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Each slot hashes on its own, so that the hook and the call to action do not vary in lockstep. */
export function pick(options: Options, seed: string, slot: string): string {
  return options[stableHash(`${slot}|${seed}`) % options.length] ?? options[0];
}

/** One line of text from a free-text value: no control characters or line breaks, at most `max` long. */
export function cleanValue(value: string, max: number): string {
  const text = value.normalize('NFC').replace(/\p{Cc}+/gu, ' ').replace(/\s+/gu, ' ').trim();
  return cutAtWord(text, max);
}

/** Cuts at a word boundary and marks the cut, never splitting a surrogate pair. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let end = max - ELLIPSIS.length;
  if (isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  let head = text.slice(0, end);
  const lastSpace = head.search(/\s\S*$/u);
  // A cut far back would lose most of the text: then a word is split instead.
  if (lastSpace >= end / 2) head = head.slice(0, lastSpace);
  return head.replace(/[\s,;:.\-–—]+$/u, '') + ELLIPSIS;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Capitalises past opening quotes and brackets ("“our" → "“Our"), but never inside markup or a symbol. */
export function upperFirst(text: string): string {
  return text.replace(/^([\s"'“‘([]*)(\p{Ll})/u, (_match, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** "Community engagement" → "community engagement" in mid-sentence; "Grow NYC" keeps its capitals. */
export function sentenceCaseToPhrase(value: string): string {
  const [firstWord = '', ...others] = value.split(' ');
  const sentenceCase = /^\p{Lu}\p{Ll}*$/u.test(firstWord) && others.every((word) => !/\p{Lu}/u.test(word));
  return sentenceCase ? firstWord.toLowerCase() + value.slice(firstWord.length) : value;
}

export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function asSentence(text: string): string {
  return /[.!?…]$/u.test(text) ? text : `${text}.`;
}

export function sentencesOf(line: string): string[] {
  return line.split(/(?<=[.!?…]["'”’)\]]*)\s+/u).filter(Boolean);
}

export function tidySpacing(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]{2,}/g, ' ').replace(/[^\S\n]+([.,!?;:])/g, '$1').trim())
    .join('\n')
    .trim();
}

/** Whole words only, and never inside a hashtag: "#Utilize" is the writer's tag, not a word to change. */
export function wordsPattern(words: string, after = ''): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}#'’])${words.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}'’])${after}`, 'giu');
}

/** A pattern (whole words unless given as a RegExp) and what it becomes, keeping a leading capital. */
type Rewrite = readonly [RegExp, string];

export function rewrites(list: readonly (readonly [string | RegExp, string])[]): Rewrite[] {
  return list.map(([pattern, replacement]) => [typeof pattern === 'string' ? wordsPattern(pattern) : pattern, replacement]);
}

export function rewrite(text: string, list: readonly Rewrite[]): string {
  return list.reduce(
    (current, [pattern, replacement]) =>
      current.replace(pattern, (match) => (/^\p{Lu}/u.test(match) ? upperFirst(replacement) : replacement)),
    text,
  );
}

const FILLER = wordsPattern('(?:very|really|just|basically|actually)', ',?[^\\S\\n]*');

export function withoutFillers(paragraph: string): string {
  return paragraph
    .split('\n')
    .map((line) =>
      sentencesOf(line)
        .map((sentence) => {
          const stripped = tidySpacing(sentence.replace(FILLER, ''));
          // "Actually, we grew." → "We grew.": the sentence keeps its capital.
          return /^\P{L}*\p{Lu}/u.test(sentence) ? upperFirst(stripped) : stripped;
        })
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join('\n');
}
