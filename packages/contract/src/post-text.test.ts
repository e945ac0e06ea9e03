import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { POST_MAX_CHARS } from './post-rules.js';
import { isPostTextTooLong, postText, postTextLength, postTextProblem } from './post-text.js';

/** A post as the editor writes its HTML: list items wrap their text in paragraphs. */
const EDITOR_HTML =
  '<h2>Sites ready now 🚀</h2>' +
  '<p>Three reasons &amp; one&nbsp;offer:<br>read on</p>' +
  '<ul><li><p>Rail &lt;&gt; port</p></li><li><p><strong>Power</strong> 👩‍🔧</p></li></ul>' +
  '<p></p>' +
  '<ol><li><p>Call</p></li><li><p>Visit <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/?a=1&amp;b=2">our site</a></p></li></ol>' +
  '<blockquote><p>"Best site" – a client</p></blockquote>';

const EDITOR_TEXT =
  'Sites ready now 🚀\n\n' +
  'Three reasons & one offer:\nread on\n\n' +
  '• Rail <> port\n• Power 👩‍🔧\n\n' +
  '1. Call\n2. Visit our site\n\n' +
  '"Best site" – a client';

describe('postText', () => {
  it('gives the text LinkedIn receives: paragraphs apart, list items on lines with bullets and numbers', () => {
    expect(postText(EDITOR_HTML)).toBe(EDITOR_TEXT);
  });

  it('counts code points: an emoji is one character, a joined emoji one per part', () => {
    // 'Sites ready now 🚀' is 17 characters; '👩‍🔧' is woman, joiner, wrench.
    expect(postTextLength('Sites ready now 🚀')).toBe(17);
    expect(postTextLength('👩‍🔧')).toBe(3);
    expect(postTextLength('a\uD800b')).toBe(Array.from('a\uD800b').length);
    expect(postTextLength(postText(EDITOR_HTML))).toBe(132);
  });

  it('reads list items written without paragraphs, and the sanitised HTML the server stores', () => {
    const sanitised = '<ul><li>Rail</li><li>Power</li></ul><p>Visit <a href="https://example.org" target="_blank">us</a> &amp; more</p>';
    expect(postText(sanitised)).toBe('• Rail\n• Power\n\nVisit us & more');
  });

  it('keeps paragraphs within one item on its lines, and numbers nested lists apart', () => {
    const html = '<ol><li><p>First</p><p>more of it</p><ol><li><p>inner</p></li></ol></li><li><p>Second</p></li></ol>';
    expect(postText(html)).toBe('1. First\nmore of it\n1. inner\n2. Second');
  });

  it('folds white space and decodes the entities the editor and the sanitiser write', () => {
    expect(postText('<p>  a \n\t b&#10;c &#x1F600; &quot;q&quot; &apos;s&apos; &copy; </p>')).toBe('a b c 😀 "q" \'s\' &copy;');
    expect(postText('<p>one<br><br>two</p><p> </p><ul><li><p></p></li></ul>')).toBe('one\n\ntwo');
  });

  it('skips comments and a tag the HTML never closes', () => {
    expect(postText('<p>a<!-- note --> b</p><p>c <a href="x>y">d</a></p><p>e<br')).toBe('a b\n\nc d\n\ne');
  });
});

describe('postTextProblem', () => {
  it('refuses a post without text, or longer than LinkedIn takes', () => {
    expect(postTextProblem(postText('<p> </p><ul><li><p></p></li></ul>'))).toBe(MESSAGES.postEmpty);
    expect(postTextProblem('x'.repeat(POST_MAX_CHARS + 1))).toBe(MESSAGES.postTooLong);
    expect(postTextProblem('Hello')).toBeNull();
  });

  it('counts the bullets and line breaks LinkedIn receives, and an emoji once', () => {
    // '• ' and 1,497 letters, a line break, '• ' and 1,497 letters and the emoji: 1,499 + 1 + 1,500.
    const html = (last: string) => `<ul><li><p>${'a'.repeat(1497)}</p></li><li><p>${'b'.repeat(1497)}${last}</p></li></ul>`;
    expect(postTextLength(postText(html('🚀')))).toBe(POST_MAX_CHARS);
    expect(postTextProblem(postText(html('🚀')))).toBeNull();
    expect(isPostTextTooLong(postText(html('🚀!')))).toBe(true);
    expect(postTextProblem(postText(html('🚀!')))).toBe(MESSAGES.postTooLong);
  });
});
