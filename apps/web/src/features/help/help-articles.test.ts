import { describe, expect, it } from 'vitest';
import { findArticle, HELP_ARTICLES, HELP_GROUPS, parseArticle } from './help-articles';
import { HELP_ARTICLE_OF_PATH, HELP_ARTICLE_OF_SCREEN } from '../../components/layout/help-topics';

describe('Help articles', () => {
  it('reads the title from the first line and the summary from the first paragraph', () => {
    const article = parseArticle('example', '# An example\n\nThe first\nparagraph.\n\n## More\n\nText.');
    expect(article).toMatchObject({ slug: 'example', title: 'An example', summary: 'The first paragraph.' });
    expect(article.body.startsWith('The first')).toBe(true);
  });

  it('shows the summary as plain text, without the emphasis marks or link addresses of its markdown', () => {
    const article = parseArticle('example', '# An example\n\nThree steps: **Post Setup**, `Next` and [the Help](/help/posts).\n\nMore.');
    expect(article.summary).toBe('Three steps: Post Setup, Next and the Help.');
    expect(HELP_ARTICLES.filter((each) => /[*`]|\]\(/.test(each.summary)).map((each) => each.slug)).toEqual([]);
  });

  it('has an article for every screen that names one, and every article is in a group', () => {
    const named = [...Object.values(HELP_ARTICLE_OF_SCREEN), ...Object.values(HELP_ARTICLE_OF_PATH)].filter(
      (slug): slug is string => slug !== null,
    );
    expect(named.filter((slug) => !findArticle(slug))).toEqual([]);
    for (const article of HELP_ARTICLES) {
      expect(HELP_GROUPS).toContain(article.group);
      expect(article.title).not.toBe(article.slug);
      expect(article.summary.length).toBeGreaterThan(40);
    }
  });

  it('links only to articles that exist', () => {
    const links = HELP_ARTICLES.flatMap((article) => [...article.body.matchAll(/\]\(\/help\/([^)]+)\)/g)].map((match) => match[1]!));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((slug) => !findArticle(slug))).toEqual([]);
  });
});
