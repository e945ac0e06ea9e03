/**
 * LinkedIn's commentary is "little" text: these characters start mentions, templates and markup, and
 * an unescaped one makes LinkedIn cut the post off there while answering success. They are escaped
 * with a backslash, except a '#' that starts a hashtag (kept clickable) and web addresses (kept
 * whole so that LinkedIn links them).
 */
const RESERVED = /[\\|{}@[\]()<>#*_~]/g;
const WEB_ADDRESS = /https?:\/\/\S+/g;
const HASHTAG_START = /(^|\s)#(?=[\p{L}\p{N}])/gu;
const HASHTAG_MARK = '\u0000';

export function escapeLittleText(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    result += escapePlain(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return result + escapePlain(text.slice(last));
}

function escapePlain(text: string): string {
  return text
    .replace(HASHTAG_START, `$1${HASHTAG_MARK}`)
    .replace(RESERVED, (character) => `\\${character}`)
    .replaceAll(HASHTAG_MARK, '#');
}
