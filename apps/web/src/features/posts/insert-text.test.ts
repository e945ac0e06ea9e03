import { describe, expect, it } from 'vitest';
import { insertableContent } from './insert-text';

describe('saved text inserted into the editor', () => {
  it('stays inline when it is one line', () => {
    expect(insertableContent(' #EconDev #Invest ')).toEqual({ type: 'text', text: '#EconDev #Invest' });
  });

  it('becomes paragraphs at blank lines, keeping single line breaks', () => {
    expect(insertableContent('Join us.\n\nTalk to us\ntoday.')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Join us.' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Talk to us' }, { type: 'hardBreak' }, { type: 'text', text: 'today.' }] },
    ]);
  });
});
