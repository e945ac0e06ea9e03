import type sanitizeHtml from 'sanitize-html';

let sanitizer: ((html: string) => string) | undefined;

/**
 * What post text is kept as: rich text from the editor (docs/product/posts-and-assistant.md#post-text),
 * only what the editor's toolbar makes, links only to web and mail addresses, and they open apart from
 * the product.
 */
export async function postHtmlSanitizer(): Promise<(html: string) => string> {
  if (!sanitizer) {
    // Loaded with the first post written, not at start: sanitize-html and the parsers it brings
    // (htmlparser2, postcss) took a few hundredths of a second of every start (docs/decisions/0021).
    const { default: sanitize } = await import('sanitize-html');
    const options: sanitizeHtml.IOptions = {
      allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'blockquote', 'ol', 'ul', 'li', 'a'],
      allowedAttributes: { a: ['href', 'target', 'rel'] },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowProtocolRelative: false,
      disallowedTagsMode: 'discard',
      transformTags: {
        a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
      },
    };
    sanitizer = (html) => sanitize(html, options).trim();
  }
  return sanitizer;
}
