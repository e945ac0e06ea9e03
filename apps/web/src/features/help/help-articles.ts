/**
 * The Help centre's articles: one markdown file each in ./articles, named by its address
 * (`getting-started.md` is /help/getting-started). They are bundled with the Help screen, which loads
 * on demand, so that no other screen carries their text (docs/decisions/0025-help-centre.md).
 */
import { plainText } from './help-search';

const FILES = import.meta.glob<string>('./articles/*.md', { query: '?raw', import: 'default', eager: true });

export interface HelpArticle {
  slug: string;
  title: string;
  /** The first paragraph as plain text (no emphasis marks or links' addresses): what the article is about, shown in lists. */
  summary: string;
  /** The article's markdown below its title. */
  body: string;
  /** Which group of the Help centre's contents it belongs to. */
  group: HelpGroup;
}

export const HELP_GROUPS = ['Start here', 'Screens', 'LinkedIn and publishing', 'Administration', 'Reference'] as const;
export type HelpGroup = (typeof HELP_GROUPS)[number];

/** The group of each article, in reading order within it; an article not named here goes to Reference. */
const ORDER: Record<HelpGroup, readonly string[]> = {
  'Start here': ['getting-started', 'keyboard-shortcuts'],
  Screens: ['dashboard', 'posts', 'creating-posts', 'content-hub', 'approvals', 'scheduling', 'analytics', 'my-profile'],
  'LinkedIn and publishing': ['settings-and-linkedin', 'linkedin-requirements'],
  Administration: ['roles-and-permissions', 'users', 'organization-settings', 'client-organizations', 'reference-lists', 'using-the-api'],
  Reference: ['privacy-and-records'],
};

function groupOf(slug: string): HelpGroup {
  return HELP_GROUPS.find((group) => ORDER[group].includes(slug)) ?? 'Reference';
}

function rankOf(slug: string): number {
  const index = ORDER[groupOf(slug)].indexOf(slug);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

/** An article from its file: `# Title`, then its first paragraph, as plain text, is its summary. */
export function parseArticle(slug: string, markdown: string): HelpArticle {
  const text = markdown.replace(/\r\n/g, '\n').trim();
  const titleLine = /^# (.+)$/m.exec(text);
  const title = titleLine?.[1]?.trim() ?? slug;
  const body = titleLine ? text.slice(titleLine.index + titleLine[0].length).trim() : text;
  const summary = plainText(body.split(/\n\s*\n/)[0] ?? '');
  return { slug, title, summary, body, group: groupOf(slug) };
}

export const HELP_ARTICLES: readonly HelpArticle[] = Object.entries(FILES)
  .map(([file, markdown]) => parseArticle(file.replace(/^.*\/([^/]+)\.md$/, '$1'), markdown))
  .sort((a, b) => HELP_GROUPS.indexOf(a.group) - HELP_GROUPS.indexOf(b.group) || rankOf(a.slug) - rankOf(b.slug));

export function findArticle(slug: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.slug === slug);
}
