import { MESSAGES } from './messages.js';
import { POST_MAX_CHARS } from './post-rules.js';

/**
 * The text LinkedIn receives for a post, made from the post's HTML: the editor counts it as the user
 * writes, the server stores and checks it, and the publisher sends it. A plain string scan, so the
 * browser and the server run the same code: it reads the HTML the editor makes and the server's
 * sanitised HTML (docs/product/posts-and-assistant.md#post-text), which hold only the toolbar's tags and escape text with the
 * entities below. Attributes are ignored: a link publishes its text, a list numbers from 1.
 */

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'li', 'ul', 'ol']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return ENTITIES[name] ?? entity;
    const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
    const isCharacter = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return isCharacter ? String.fromCodePoint(codePoint) : '\ufffd';
  });
}

type HtmlToken = { kind: 'text'; text: string } | { kind: 'open' | 'close'; name: string };

/** Text and tags in order, in one pass; comments are skipped, and so is a tag the HTML never closes. */
function* htmlTokens(html: string): Generator<HtmlToken> {
  let index = 0;
  while (index < html.length) {
    const tagStart = html.indexOf('<', index);
    const textEnd = tagStart === -1 ? html.length : tagStart;
    if (textEnd > index) yield { kind: 'text', text: decodeEntities(html.slice(index, textEnd)) };
    if (tagStart === -1) return;
    if (html.startsWith('<!--', tagStart)) {
      const commentEnd = html.indexOf('-->', tagStart + 4);
      if (commentEnd === -1) return;
      index = commentEnd + 3;
      continue;
    }
    const name = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(html.slice(tagStart, tagStart + 16));
    if (!name) {
      yield { kind: 'text', text: '<' };
      index = tagStart + 1;
      continue;
    }
    // The tag ends at the first '>' outside a quoted attribute value.
    let end = tagStart + name[0].length;
    while (end < html.length && html[end] !== '>') {
      const quote = html[end];
      if (quote === '"' || quote === "'") {
        end = html.indexOf(quote, end + 1);
        if (end === -1) return;
      }
      end += 1;
    }
    if (end >= html.length) return;
    yield { kind: name[1] ? 'close' : 'open', name: name[2]!.toLowerCase() };
    index = end + 1;
  }
}

/**
 * One paragraph per block with a blank line between; a list's items on consecutive lines, each with a
 * bullet or its number, however many paragraphs the editor wraps an item's text in. White space
 * folds as a browser shows it; a line break stays a line break.
 */
export function postText(html: string): string {
  // `list` numbers the outermost lists: the items of one list sit on consecutive lines.
  const lines: { text: string; list: number | null }[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let outermostLists = 0;
  let openItems = 0;
  let marker = '';
  let current = '';
  const endBlock = () => {
    const text = current.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
    current = '';
    if (!text) return;
    lines.push({ text: marker + text, list: openItems > 0 ? outermostLists : null });
    marker = '';
  };
  for (const token of htmlTokens(html)) {
    if (token.kind === 'text') {
      current += token.text.replace(/\s+/g, ' ');
    } else if (token.name === 'br') {
      if (token.kind === 'open') current += '\n';
    } else if (BLOCKS.has(token.name)) {
      endBlock();
      if (token.kind === 'open') {
        if (token.name === 'ul' || token.name === 'ol') {
          if (lists.length === 0) outermostLists += 1;
          lists.push({ ordered: token.name === 'ol', next: 1 });
        }
        if (token.name === 'li') {
          const list = lists.at(-1);
          openItems += 1;
          marker = list?.ordered ? `${list.next++}. ` : '• ';
        }
      } else {
        if (token.name === 'ul' || token.name === 'ol') lists.pop();
        if (token.name === 'li') {
          openItems = Math.max(0, openItems - 1);
          marker = '';
        }
      }
    }
  }
  endBlock();
  return lines.reduce((text, line, index) => {
    if (index === 0) return line.text;
    return text + (line.list !== null && line.list === lines[index - 1]!.list ? '\n' : '\n\n') + line.text;
  }, '');
}

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** Characters as LinkedIn counts them: code points, so that an emoji counts once. */
export function postTextLength(text: string): number {
  return text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);
}

export function isPostTextTooLong(text: string): boolean {
  return postTextLength(text) > POST_MAX_CHARS;
}

/**
 * The text LinkedIn receives of a post: its own, and, when the organisation labels posts drafted with
 * the assistant and this one was, the label on a paragraph of its own (docs/decisions/0029). A text that
 * already ends with the label is not labelled twice.
 */
export function withAssistantLabel(text: string, label: string | null): string {
  if (label === null || text.trimEnd().endsWith(label)) return text;
  return text.trim() ? `${text}\n\n${label}` : label;
}

/** Why a post's text cannot be posted, in the user's words; null when it can. */
export function postTextProblem(text: string): string | null {
  if (!text.trim()) return MESSAGES.postEmpty;
  if (isPostTextTooLong(text)) return MESSAGES.postTooLong;
  return null;
}
