/** Enhance: a better post, shaped by the user's instructions when they give any. */
import { POST_HASHTAGS, POST_HOOK_CHARS } from '@roi/contract/post-rules';
import { asSentence, cleanValue, cutAtWord, pick, sentencesOf, withoutFillers } from './text.js';
import { GOALS, TOPIC_MAX_CHARS, type Context } from './context.js';
import { goalWriting } from './goal-writing.js';
import { PROMPT_SCAN_CHARS, readPrompt } from './prompt.js';
import { CALL_TO_ACTION, asHook, completeHashtags, firstLineOf, parsePost, renderWithinLimit, tidy, type Post } from './post.js';
import { expandPost } from './expand.js';
import { shortenPost, shortenedLength } from './shorten.js';
import { toCasual } from './casual.js';
import { toFormal } from './formal.js';

interface Wishes {
  length?: 'shorter' | 'longer';
  tone?: 'casual' | 'formal';
  allHashtags: boolean;
  emoji: boolean;
  question: boolean;
  /** What to weave in when the instruction asks for nothing the writer recognises: a subject to name, or sentences. */
  addition?: { subject: string } | { sentences: string };
}

const LENGTH_WISHES = {
  shorter: /\b(?:short(?:er|en)?|concise|brief(?:er)?|trim|tighten|condense)\b/i,
  longer: /\b(?:long(?:er)?|expand|elaborate|more details?|detailed|extend|flesh)\b/i,
};
const TONE_WISHES = {
  casual: /\b(?:casual|friendl(?:y|ier)|informal|conversational|relaxed|warm(?:er)?)\b/i,
  formal: /\b(?:formal|professional|serious|polished|corporate)\b/i,
};
const TOPIC_CUES =
  /^(?:(?:please|also|and|can you|could you)\s+)*(?:mention|include|add|highlight|emphasi[sz]e|talk about|focus on|note|reference|cover|feature|spotlight|point out|stress|say)(?:\s+that)?\b\s*/i;
/** Instructions about the writing itself ("make it better") carry no subject to weave in. */
const VAGUE_INSTRUCTION = /^(?:make|keep|rewrite|improve|fix|polish|tweak|edit|change|do|better|it|this)\b/i;

function readInstructions(instructions: string): Wishes {
  const text = cleanValue(instructions, PROMPT_SCAN_CHARS);
  const wishes: Wishes = {
    length: earliestMatch(text, LENGTH_WISHES),
    tone: earliestMatch(text, TONE_WISHES),
    allHashtags: /hashtag/i.test(text),
    emoji: /emoji|emoticon/i.test(text),
    question: /question/i.test(text),
  };
  const recognised = wishes.length || wishes.tone || wishes.allHashtags || wishes.emoji || wishes.question;
  if (!recognised) {
    const material = text.replace(TOPIC_CUES, '');
    const brief = readPrompt(material);
    const sentences = [...brief.news, brief.question ?? ''].join(' ').trim();
    if (material.length > 2 && !VAGUE_INSTRUCTION.test(material)) {
      if (brief.subject) wishes.addition = { subject: cutAtWord(brief.subject, TOPIC_MAX_CHARS) };
      else if (sentences) wishes.addition = { sentences: cutAtWord(sentences, TOPIC_MAX_CHARS) };
    }
  }
  return wishes;
}

/** When an instruction asks for two opposites, the first one named is what the user meant most. */
function earliestMatch<K extends string>(text: string, patterns: Record<K, RegExp>): K | undefined {
  let best: { key: K; index: number } | undefined;
  for (const key of Object.keys(patterns) as K[]) {
    const index = text.search(patterns[key]);
    if (index >= 0 && (!best || index < best.index)) best = { key, index };
  }
  return best?.key;
}

export function enhancePost(text: string, instructions: string, c: Context): string {
  const original = tidy(text);
  const parsed = parsePost(original);
  const wishes = readInstructions(instructions);

  let post = withCallToAction(withHook({ ...parsed, paragraphs: parsed.paragraphs.map(withoutFillers).filter(Boolean) }, c), c);
  post = { ...post, hashtags: completeHashtags(post.hashtags, c, POST_HASHTAGS.min) };
  if (wishes.tone === 'casual') post = toCasual(post, c);
  if (wishes.tone === 'formal') post = toFormal(post, c);
  if (wishes.question) post = withQuestionHook(post, c);
  if (wishes.addition) post = withAddition(post, wishes.addition, c);
  if (wishes.length === 'shorter') post = shortenPost(post, c, shortenedLength(original));
  if (wishes.length === 'longer') post = expandPost(post, c);
  if (wishes.emoji) post = withEmoji(post, c);
  if (wishes.allHashtags) post = { ...post, hashtags: completeHashtags(post.hashtags, c, POST_HASHTAGS.max) };

  const result = renderWithinLimit(post);
  if (result !== original) return result;
  // The text was already in shape: enhancing still has to give the user something new.
  const expanded = renderWithinLimit(expandPost(post, c));
  return expanded !== original ? expanded : renderWithinLimit(shortenPost(post, c, shortenedLength(original)));
}

/** Splits a long first paragraph so its first sentence stands alone as the hook, or writes a hook from the setup. */
function withHook(post: Post, c: Context): Post {
  const [first, ...rest] = post.paragraphs;
  const setupHook = () => asHook(pick(goalWriting(c).hooks, c.seed, 'hook'));
  if (first === undefined) return { ...post, paragraphs: [setupHook()] };
  const [firstLine = '', ...otherLines] = first.split('\n');
  const [lead = '', ...others] = sentencesOf(firstLine);
  if (lead.length > POST_HOOK_CHARS) return { ...post, paragraphs: [setupHook(), ...post.paragraphs] };
  // A post already in paragraphs keeps a hook that LinkedIn shows whole.
  const keepsItsHook = rest.length > 0 && otherLines.length === 0 && firstLine.length <= POST_HOOK_CHARS;
  if (keepsItsHook || (others.length === 0 && otherLines.length === 0)) return post;
  return { ...post, paragraphs: [lead, [others.join(' '), ...otherLines].filter(Boolean).join('\n'), ...rest] };
}

function withCallToAction(post: Post, c: Context): Post {
  const last = post.paragraphs.at(-1);
  if (post.paragraphs.length > 1 && last !== undefined && CALL_TO_ACTION.test(last)) return post;
  return { ...post, paragraphs: [...post.paragraphs, pick(goalWriting(c).callsToAction, c.seed, 'cta')] };
}

function withQuestionHook(post: Post, c: Context): Post {
  const [hook = '', ...rest] = post.paragraphs;
  if (hook.trimEnd().endsWith('?')) return post;
  const question = GOALS[c.goalKind].question;
  const asked = `${hook} ${question}`;
  return asked.length <= POST_HOOK_CHARS && !hook.includes('\n')
    ? { ...post, paragraphs: [asked, ...rest] }
    : { ...post, paragraphs: [question, ...post.paragraphs] };
}

/** The addition goes just before the call to action, so the post still ends by asking the reader to act. */
function withAddition(post: Post, addition: NonNullable<Wishes['addition']>, c: Context): Post {
  const lead = pick(['It is also worth highlighting', 'One more thing worth knowing:', 'We also want to highlight'], c.seed, 'topic');
  const sentence = 'subject' in addition ? asSentence(`${lead} ${addition.subject}`) : addition.sentences;
  const paragraphs = [...post.paragraphs];
  paragraphs.splice(Math.max(1, paragraphs.length - 1), 0, sentence);
  return { ...post, paragraphs };
}

function withEmoji(post: Post, c: Context): Post {
  const emoji = GOALS[c.goalKind].emoji;
  const paragraphs = [...post.paragraphs];
  const [hook = ''] = paragraphs;
  if (!hook.includes(emoji) && firstLineOf(hook).length + emoji.length + 1 <= POST_HOOK_CHARS) {
    paragraphs[0] = hook.replace(/^[^\n]*/, (line) => `${line} ${emoji}`);
  }
  const last = paragraphs.length - 1;
  if (last > 0 && !paragraphs[last]?.startsWith('👉')) paragraphs[last] = `👉 ${paragraphs[last]}`;
  return { ...post, paragraphs };
}
