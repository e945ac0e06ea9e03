/**
 * Search over the Help centre's articles, in the browser: every word of the query must appear in an
 * article (as a word or the start of one, case and accents ignored); a word in the title counts most,
 * in a heading more than in the text, and the words side by side more than apart. Twenty short articles are searched in well under a millisecond,
 * so there is no index to build or keep in step (docs/decisions/0025-help-centre.md).
 */

export interface SearchableArticle {
  slug: string;
  title: string;
  body: string;
}

export interface HelpSearchResult {
  slug: string;
  title: string;
  /** A short passage of the text around the first word found, or the text's start. */
  excerpt: string;
}

const TITLE_WEIGHT = 10;
const HEADING_WEIGHT = 3;
/** The query's words side by side, as typed, in the title or text: "page administrator". */
const PHRASE_WEIGHT = 5;
const EXCERPT_CHARS = 160;

/** Lower case, accents dropped, so that "resume" finds "résumé". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The query's words: letters and digits, at most 10 of them. */
export function queryWords(query: string): string[] {
  return [...new Set(fold(query).match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 10);
}

/** The article's markdown as plain text: no code fences' marks, links' addresses or emphasis. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```\w*\n?/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`#>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many times the word starts a word of the text. */
function occurrences(text: string, word: string): number {
  let count = 0;
  let from = text.indexOf(word);
  while (from !== -1) {
    if (from === 0 || !/[\p{L}\p{N}]/u.test(text[from - 1]!)) count += 1;
    from = text.indexOf(word, from + word.length);
  }
  return count;
}

function excerptAround(text: string, words: readonly string[]): string {
  const folded = fold(text);
  const at = Math.min(...words.map((word) => folded.indexOf(word)).filter((index) => index !== -1));
  if (!Number.isFinite(at) || at < EXCERPT_CHARS / 2) {
    return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS).trimEnd()}…` : text;
  }
  const start = text.lastIndexOf(' ', at - EXCERPT_CHARS / 3) + 1;
  const passage = text.slice(start, start + EXCERPT_CHARS).trimEnd();
  return `…${passage}${start + EXCERPT_CHARS < text.length ? '…' : ''}`;
}

/** The articles that hold every word of the query, best first; none for an empty query. */
export function searchHelp(articles: readonly SearchableArticle[], query: string): HelpSearchResult[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const scored: { result: HelpSearchResult; score: number; order: number }[] = [];
  articles.forEach((article, order) => {
    const title = fold(article.title);
    const headings = fold((article.body.match(/^#{2,4} .+$/gm) ?? []).join(' '));
    const text = plainText(article.body);
    const body = fold(text);
    let score = 0;
    for (const word of words) {
      const inTitle = occurrences(title, word);
      const inBody = occurrences(body, word);
      if (inTitle + inBody === 0) return;
      score += inTitle * TITLE_WEIGHT + occurrences(headings, word) * HEADING_WEIGHT + inBody;
    }
    if (words.length > 1) score += (occurrences(title, phrase) + occurrences(body, phrase)) * PHRASE_WEIGHT;
    scored.push({ result: { slug: article.slug, title: article.title, excerpt: excerptAround(text, body.includes(phrase) ? [phrase] : words) }, score, order });
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map(({ result }) => result);
}
