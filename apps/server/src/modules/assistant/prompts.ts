import { POST_HASHTAGS, POST_HOOK_CHARS, POST_MAX_CHARS } from '@roi/contract/post-rules';
import type { PostSetup, WriterTask } from './writer.js';

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
    { role: 'system', content: systemPrompt(task.setup) },
    { role: 'user', content: taskPrompt(task) },
  ];
}

function systemPrompt(setup: PostSetup): string {
  return [
    `You are the ROI Assistant. You write LinkedIn posts for ${setup.organizationName}, an economic development organization.`,
    `Campaign: ${setup.campaign}. Goal: ${setup.goal}. Industry: ${setup.industry}. Region: ${setup.region}. Audience: ${setup.audience}.`,
    'Rules for every answer:',
    '- Answer with the post text only: plain text, no Markdown, no HTML, no preamble or explanation.',
    `- Open with a hook that ends within the first ${POST_HOOK_CHARS} characters.`,
    `- At most ${POST_MAX_CHARS} characters in all.`,
    `- End with a line of ${POST_HASHTAGS.min} to ${POST_HASHTAGS.max} relevant hashtags.`,
    '- Be accurate: do not invent figures, names, dates or quotes that the request does not give.',
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
