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

const HASHTAG_TEMPLATE = /\{hashtag\|\\?#\|([^}]*)\}/g;
const ESCAPED = /\\(.)/gsu;

/**
 * Text as people read it, from LinkedIn's "little" commentary or from plain text: hashtag templates
 * back to '#tag', escapes dropped, white space folded. Two texts that read the same compare equal, as
 * reconciling needs: LinkedIn may answer a post's commentary in another, equivalent form.
 */
export function readableText(text: string): string {
  return text
    .replace(HASHTAG_TEMPLATE, (_match, tag: string) => `#${tag}`)
    .replace(ESCAPED, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
