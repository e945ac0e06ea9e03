import type { JSONContent } from '@tiptap/react';

/**
 * Saved text as the editor inserts it at the cursor: one line stays inline (a snippet or hashtags in
 * the middle of a sentence); several become paragraphs (split at blank lines), their single line
 * breaks kept as breaks.
 */
export function insertableContent(text: string): JSONContent | JSONContent[] {
  const trimmed = text.trim();
  if (!trimmed.includes('\n')) return { type: 'text', text: trimmed };
  return trimmed.split(/\n\s*\n/).map((paragraph) => ({
    type: 'paragraph',
    content: paragraph
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .flatMap((line, index) => (index === 0 ? [{ type: 'text', text: line }] : [{ type: 'hardBreak' }, { type: 'text', text: line }])),
  }));
}
