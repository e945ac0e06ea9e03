import { describe, expect, it } from 'vitest';
import { textToHtml } from './post-text';

describe('textToHtml', () => {
  it('makes paragraphs of blank-line-separated text and keeps single line breaks', () => {
    expect(textToHtml('Big news!\r\n\r\nLine one\nLine two\n\n\n#EconDev')).toBe(
      '<p>Big news!</p><p>Line one<br>Line two</p><p>#EconDev</p>',
    );
  });

  it('escapes markup, so that model output is never read as HTML', () => {
    expect(textToHtml('<img src=x onerror="alert(1)"> & \'more\'')).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;more&#39;</p>',
    );
  });

  it('gives nothing for blank text', () => {
    expect(textToHtml(' \n \n')).toBe('');
  });
});
