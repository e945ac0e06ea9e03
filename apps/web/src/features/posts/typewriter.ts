/** Characters per second the assistant's text appears at when it comes slowly. */
const TYPING_CHARS_PER_SECOND = 90;
/** However long the answer, typing it out takes about this long: the reader never waits long for it. */
const WHOLE_TEXT_MS = 1500;

/**
 * How many more characters to reveal after `elapsedMs`, with `hidden` of `length` characters still to
 * show: a steady typing pace, quicker for a long answer.
 */
export function charactersToReveal(hidden: number, length: number, elapsedMs: number): number {
  if (hidden <= 0) return 0;
  const perSecond = Math.max(TYPING_CHARS_PER_SECOND, (length * 1000) / WHOLE_TEXT_MS);
  return Math.min(hidden, Math.max(1, Math.round((perSecond * elapsedMs) / 1000)));
}

/** The first `count` characters (code points, so that no emoji is split in half). */
export function firstCharacters(text: string, count: number): string {
  return Array.from(text).slice(0, count).join('');
}
