import { describe, expect, it } from 'vitest';
import { plainText, queryWords, searchHelp } from './help-search';

const ARTICLES = [
  { slug: 'scheduling', title: 'Scheduling & Publishing', body: 'The calendar shows your posts.\n\n## Moving a post\n\nDrag a post, or use **Move…**.' },
  { slug: 'linkedin', title: 'What LinkedIn requires', body: 'You must be a page ADMINISTRATOR. Tokens last 60 days. See [scheduling](/help/scheduling).' },
  { slug: 'posts', title: 'Posts', body: 'Every post of the organisation, with its calendar date and its state.' },
  { slug: 'privacy', title: 'Privacy and records', body: 'What the product keeps: the résumé of each change.' },
];

describe('Help search', () => {
  it('finds nothing for an empty query or one of marks only', () => {
    expect(searchHelp(ARTICLES, '')).toEqual([]);
    expect(searchHelp(ARTICLES, '  ?! ')).toEqual([]);
  });

  it('ranks an article whose title holds the word above one whose text does', () => {
    expect(searchHelp(ARTICLES, 'calendar').map((result) => result.slug)).toEqual(['scheduling', 'posts']);
    expect(searchHelp(ARTICLES, 'POSTS').map((result) => result.slug)[0]).toBe('posts');
  });

  it('needs every word, each as a word or the start of one, ignoring case and accents', () => {
    expect(searchHelp(ARTICLES, 'admin token').map((result) => result.slug)).toEqual(['linkedin']);
    expect(searchHelp(ARTICLES, 'admin calendar')).toEqual([]);
    // "ministrator" is inside a word, not the start of one.
    expect(searchHelp(ARTICLES, 'ministrator')).toEqual([]);
    expect(searchHelp(ARTICLES, 'resume').map((result) => result.slug)).toEqual(['privacy']);
  });

  it("searches the text people read, not a link's address", () => {
    expect(plainText('See [scheduling](/help/scheduling) and **bold**.')).toBe('See scheduling and bold.');
    expect(searchHelp(ARTICLES, 'help')).toEqual([]);
  });

  it('gives a passage of the text around the word found', () => {
    const long = { slug: 'long', title: 'Long', body: `${'Words before. '.repeat(30)}The embargo holds a post back. ${'Words after. '.repeat(30)}` };
    const [result] = searchHelp([long], 'embargo');
    expect(result!.excerpt).toContain('The embargo holds a post back.');
    expect(result!.excerpt.startsWith('…')).toBe(true);
    expect(result!.excerpt.length).toBeLessThan(200);
  });

  it('ranks the words side by side above the same words apart', () => {
    const apart = { slug: 'apart', title: 'Apart', body: 'A page of posts. Ask an administrator.' };
    const together = { slug: 'together', title: 'Together', body: 'You must be a page administrator.' };
    expect(searchHelp([apart, together], 'page administrator').map((result) => result.slug)).toEqual(['together', 'apart']);
  });

  it('keeps at most ten distinct words of a long query', () => {
    expect(queryWords('a b c d e f g h i j k l a')).toHaveLength(10);
    expect(queryWords('Post post POST')).toEqual(['post']);
  });
});
