/** Shorten: the hook and the sentences that carry the most, in two thirds of the length. */
import { POST_HASHTAGS, POST_HOOK_CHARS } from '@roi/contract/post-rules';
import { cutAtWord, rewrite, rewrites, sentencesOf, withoutFillers } from './text.js';
import { uniqueHashtags, type Context } from './context.js';
import { CALL_TO_ACTION, render, type Post } from './post.js';

/** A hook shorter than this says nothing: Shorten drops hashtags before cutting the hook below it. */
const MIN_HOOK_CHARS = 20;

/** Two thirds of the input, the promise of Shorten; a text under 60 characters has nothing to spare. */
export function shortenedLength(text: string): number {
  return text.length >= 60 ? Math.floor((text.length * 2) / 3) : text.length;
}

const WORDY_PHRASES = rewrites([
  ['in order to', 'to'],
  ['due to the fact that', 'because'],
  ['at this point in time', 'now'],
  ['a number of', 'several'],
  ['in the event that', 'if'],
  ['for the purpose of', 'for'],
  ['with regard to', 'about'],
  ['is able to', 'can'],
  ['are able to', 'can'],
  ['in the near future', 'soon'],
]);

interface Sentence {
  paragraph: number;
  line: number;
  text: string;
}

/**
 * Keeps the hook and then, while the result fits in `maxLength`, the sentences that carry the most:
 * the call to action, the sentences with figures or dates (what a reader cannot guess), the rest of
 * the closing paragraph, each paragraph's first sentence, then the rest, all in their original order.
 */
export function shortenPost(post: Post, c: Context, maxLength: number): Post {
  const [first = '', ...rest] = post.paragraphs;
  const [firstLine = '', ...firstLines] = first.split('\n');
  // The hook is the first line when LinkedIn shows it whole; otherwise its first sentence.
  const [hookSentence = '', ...hookRest] = firstLine.length <= POST_HOOK_CHARS ? [firstLine] : sentencesOf(firstLine);
  const bodyParagraphs = [[hookRest.join(' '), ...firstLines].filter(Boolean).join('\n'), ...rest].filter(Boolean);

  let hashtags = post.hashtags.length > 0 ? uniqueHashtags([...post.hashtags, ...c.hashtags]).slice(0, POST_HASHTAGS.min) : [];
  const roomForHook = (tags: string[]) => maxLength - (tags.length > 0 ? tags.join(' ').length + 2 : 0);
  while (hashtags.length > 0 && roomForHook(hashtags) < Math.min(hookSentence.length, MIN_HOOK_CHARS)) {
    hashtags = hashtags.slice(0, -1);
  }
  const hook = cutAtWord(hookSentence, Math.min(POST_HOOK_CHARS, Math.max(0, roomForHook(hashtags))));

  const sentences: Sentence[] = bodyParagraphs.flatMap((paragraph, paragraphIndex) =>
    paragraph.split('\n').flatMap((line, lineIndex) =>
      sentencesOf(line)
        .map((sentence) => tighten(sentence))
        .filter(Boolean)
        .map((text) => ({ paragraph: paragraphIndex, line: lineIndex, text })),
    ),
  );
  const leads = new Set(sentences.filter((sentence, index) => sentences[index - 1]?.paragraph !== sentence.paragraph));
  const closing = sentences.filter((sentence) => sentence.paragraph === bodyParagraphs.length - 1);
  // "Planning a project? Message us.": the sentence that asks the reader to act, not the question before it.
  const callToAction = closing.find((sentence) => CALL_TO_ACTION.test(sentence.text)) ?? closing[0];
  const priority = new Set([
    ...(callToAction ? [callToAction] : []),
    ...sentences.filter((sentence) => /\p{N}/u.test(sentence.text)),
    ...closing,
    ...leads,
    ...sentences,
  ]);

  // The length is kept as a running sum (a sentence costs its text plus the space, line break or blank
  // line before it): rendering the post for every candidate would be quadratic on a 6000-character text.
  const keptPerLine = new Map<string, number>();
  const keptLinesPerParagraph = new Map<number, number>();
  let blocks = (hook ? 1 : 0) + (hashtags.length > 0 ? 1 : 0);
  let length = render({ paragraphs: [hook].filter(Boolean), hashtags }).length;
  const kept = new Set<Sentence>();
  for (const sentence of priority) {
    const lineKey = `${sentence.paragraph}:${sentence.line}`;
    const inLine = keptPerLine.get(lineKey) ?? 0;
    const linesInParagraph = keptLinesPerParagraph.get(sentence.paragraph) ?? 0;
    const separator = inLine > 0 || linesInParagraph > 0 ? 1 : blocks > 0 ? 2 : 0;
    if (length + separator + sentence.text.length > maxLength) continue;
    length += separator + sentence.text.length;
    kept.add(sentence);
    keptPerLine.set(lineKey, inLine + 1);
    if (inLine === 0) keptLinesPerParagraph.set(sentence.paragraph, linesInParagraph + 1);
    if (inLine === 0 && linesInParagraph === 0) blocks += 1;
  }
  return {
    paragraphs: [hook, ...groupSentences(sentences.filter((sentence) => kept.has(sentence)))].filter(Boolean),
    hashtags,
  };
}

/** Puts kept sentences back into their lines and paragraphs. */
function groupSentences(sentences: Sentence[]): string[] {
  const paragraphs = new Map<number, Map<number, string[]>>();
  for (const { paragraph, line, text } of sentences) {
    const lines = paragraphs.get(paragraph) ?? new Map<number, string[]>();
    lines.set(line, [...(lines.get(line) ?? []), text]);
    paragraphs.set(paragraph, lines);
  }
  return [...paragraphs.values()].map((lines) => [...lines.values()].map((texts) => texts.join(' ')).join('\n'));
}

function tighten(sentence: string): string {
  return rewrite(withoutFillers(sentence), WORDY_PHRASES);
}
