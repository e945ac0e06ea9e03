import { describe, expect, it } from 'vitest';
import { escapeLittleText, readableText } from './little-text.js';

describe('escapeLittleText', () => {
  it('escapes every reserved character of plain text so LinkedIn does not cut the post there', () => {
    expect(escapeLittleText('Sites (ready now) & [zoned] {today} <b> a|b @team a*b a_b ~x \\ end')).toBe(
      'Sites \\(ready now\\) & \\[zoned\\] \\{today\\} \\<b\\> a\\|b \\@team a\\*b a\\_b \\~x \\\\ end',
    );
  });

  it('keeps hashtags clickable and escapes a # that starts no hashtag', () => {
    expect(escapeLittleText('#Growth and #1 site, issue # 4, C#')).toBe('#Growth and #1 site, issue \\# 4, C\\#');
  });

  it('leaves web addresses whole so that LinkedIn links them', () => {
    expect(escapeLittleText('See https://example.org/a_(b) (today)')).toBe('See https://example.org/a_(b) \\(today\\)');
  });

  it('keeps line breaks, emoji and other letters as they are', () => {
    expect(escapeLittleText('Línea 1\n\n🚀 Zürich')).toBe('Línea 1\n\n🚀 Zürich');
  });
});

describe('readableText', () => {
  it('reads LinkedIn’s answer and the text that was sent as the same words', () => {
    const sent = 'Sites (ready now)\n\n#SiteSelection and #Growth';
    const answered = 'Sites \\(ready now\\)\n\n{hashtag|\\#|SiteSelection} and {hashtag|#|Growth} ';
    expect(readableText(answered)).toBe(readableText(sent));
    expect(readableText(escapeLittleText(sent))).toBe(readableText(sent));
    expect(readableText('Sites (ready soon)')).not.toBe(readableText(sent));
  });
});
