import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * Post text is rich text from the editor (docs/product/posts-and-assistant.md#post-text): only what
 * the editor's toolbar makes is kept, links only to web and mail addresses, and they open apart from
 * the product.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'li', 'ul', 'ol']);

/**
 * The plain text of sanitised post HTML, as a network shows it: one paragraph per block with a blank
 * line between, list items on their own lines with a bullet or their number.
 */
export function postPlainText(html: string): string {
  const blocks: string[] = [];
  let current = '';
  const lists: { ordered: boolean; next: number }[] = [];
  const endBlock = () => {
    const text = current.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
    if (text) blocks.push(text);
    current = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'br') current += '\n';
        else if (BLOCKS.has(name)) endBlock();
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: 1 });
        if (name === 'li') {
          const list = lists.at(-1);
          current = list?.ordered ? `${list.next++}. ` : '• ';
        }
      },
      ontext(text) {
        current += text.replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) endBlock();
        if (name === 'ul' || name === 'ol') lists.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endBlock();
  return joinBlocks(blocks);
}

/** List items sit on consecutive lines; other blocks are paragraphs apart. */
function joinBlocks(blocks: string[]): string {
  const isItem = (block: string) => /^(• |\d+\. )/.test(block);
  return blocks.reduce((text, block, index) => {
    if (index === 0) return block;
    const separator = isItem(block) && isItem(blocks[index - 1]!) ? '\n' : '\n\n';
    return text + separator + block;
  }, '');
}
