import { POST_HASHTAGS, POST_HOOK_CHARS, POST_MAX_CHARS } from '@roi/contract/post-rules';
import { factsUsedLine } from '@roi/contract/fact-grounding';
import type { GroundingFact, PostSetup, WriterTask } from './writer.js';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * What a model is told: who writes for whom, LinkedIn's rules, and the task. The user's words go in
 * the user message only, quoted, so that they read as material rather than as new instructions.
 */
export function chatMessages(task: WriterTask): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(task.setup, task.facts.length > 0) },
    { role: 'user', content: [taskPrompt(task), factsPrompt(task.facts)].filter(Boolean).join('\n\n') },
  ];
}

/**
 * The organisation's facts chosen for the request, each with the id a citation names. They are quoted
 * material like the author's words: the model states them, it does not take orders from them.
 */
function factsPrompt(facts: readonly GroundingFact[]): string {
  if (facts.length === 0) return '';
  const lines = facts.map(
    (fact) => `[F${fact.fact_id}] ${fact.statement}${fact.value ? ` (figure: ${fact.value})` : ''} (true as of ${fact.as_of}; source: ${fact.source})`,
  );
  return `Facts you may state, each with its id:\n"""\n${lines.join('\n')}\n"""`;
}

function systemPrompt(setup: PostSetup, hasFacts: boolean): string {
  return [
    `You are the ROI Assistant. You write LinkedIn posts for ${setup.organizationName}, an economic development organization.`,
    `Campaign: ${setup.campaign}. Goal: ${setup.goal}. Industry: ${setup.industry}. Region: ${setup.region}. Audience: ${setup.audience}.`,
    'Rules for every answer:',
    '- Answer with the post text only: plain text, no Markdown, no HTML, no preamble or explanation.',
    `- Open with a hook that ends within the first ${POST_HOOK_CHARS} characters.`,
    `- At most ${POST_MAX_CHARS} characters in all.`,
    `- End with a line of ${POST_HASHTAGS.min} to ${POST_HASHTAGS.max} relevant hashtags.`,
    '- Be accurate: do not invent figures, names, dates or quotes that the request does not give.',
    ...(hasFacts
      ? [
          '- The request lists facts of the organization with ids like [F12]. State a figure only as one of those facts gives it.',
          `- After the hashtags, end with one more line naming the ids of the facts you stated, exactly like "${factsUsedLine([12, 15])}", or "${factsUsedLine([])}".`,
        ]
      : []),
  ].join('\n');
}

const ACTION_INSTRUCTIONS = {
  expand: 'Expand this post: add substance for the audience (benefits, context, a fuller call to action) without repeating yourself.',
  shorten: 'Shorten this post by at least a third. Keep the hook, the key message and the call to action.',
  casual: 'Rewrite this post in a more casual, conversational register: contractions, plain words, a warm tone.',
  formal: 'Rewrite this post in a more formal, professional register: no contractions, no slang, no emoji.',
  preview: 'Tidy this post for publishing without changing its wording.',
} as const;

function taskPrompt(task: WriterTask): string {
  switch (task.kind) {
    case 'draft':
      return `Write a LinkedIn post for this request:\n"""\n${task.prompt}\n"""`;
    case 'enhance':
      return [
        'Improve this LinkedIn post: a stronger hook, tighter wording, a clear call to action.',
        task.instructions ? `Follow these instructions as well:\n"""\n${task.instructions}\n"""` : '',
        `The post:\n"""\n${task.text}\n"""`,
      ]
        .filter(Boolean)
        .join('\n\n');
    default:
      return `${ACTION_INSTRUCTIONS[task.kind]}\n\nThe post:\n"""\n${task.text}\n"""`;
  }
}

/** The words that ask a model for an image's alt text; the image follows as an `image_url` part. */
export function altTextPrompt(setup: PostSetup): string {
  return [
    `Write alt text for this image, which ${setup.organizationName} shows in a LinkedIn post of its campaign "${setup.campaign}" for ${setup.audience}.`,
    'Say what the image shows that matters to a reader who cannot see it, in one or two plain sentences, at most 250 characters.',
    'Read out any words or figures in it. Do not begin with "Image of" or "Picture of". Answer with the alt text only.',
  ].join(' ');
}
