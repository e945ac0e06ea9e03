/** Reading a prompt: the subject it asks a post about, without the request around it. */
import { cleanValue } from './text.js';

/**
 * Strips the request around a prompt's subject ("Can you write a LinkedIn post announcing …"), repeatedly,
 * because people stack them ("please can you write a post about …").
 */
const REQUEST_PREFIXES: readonly RegExp[] = [
  /^(?:please|pls|kindly|hey|hi|hello|ok(?:ay)?|also|and|now)\b[\s,.!:;-]*/iu,
  /^(?:can|could|would|will) you\b\s*/iu,
  /^(?:i|we)\s+(?:want|need|would like|['’]d like)(?:\s+you)?(?:\s+to)?\b\s*/iu,
  /^(?:help me|let['’]s|lets)\b\s*/iu,
  // "write", "draft" and "compose" take a subject directly ("write about …") …
  /^(?:write|draft|compose)\b\s*(?:me\s+)?(?:(?:a|an|the|some|one)\s+)?(?:(?:short|quick|brief|new|engaging|catchy|professional|compelling|linkedin|social media|social)\s+)*(?:(?:post|update|article|announcement|message|caption|piece|blurb|copy|text)s?\b\s*)?(?:(?:about|on|for|regarding|around|that|to|of)\b\s*)?/iu,
  // … other verbs only with the kind of text asked for, so "Make the Midwest your home" stays whole.
  /^(?:create|make|generate|craft|prepare|produce|give me|put together|come up with)\s+(?:me\s+)?(?:(?:a|an|the|some|one)\s+)?(?:(?:short|quick|brief|new|engaging|catchy|professional|compelling|linkedin|social media|social)\s+)*(?:post|update|article|announcement|message|caption|piece|blurb|copy|text)s?\b\s*(?:(?:about|on|for|regarding|around|that|to|of)\b\s*)?/iu,
  /^(?:(?:a|an)\s+)?(?:linkedin\s+)?post\s+(?:about|on|regarding)\b\s*/iu,
  /^(?:announc(?:e|es|ing)|promot(?:e|es|ing)|highlight(?:s|ing)?|celebrat(?:e|es|ing)|introduc(?:e|es|ing)|shar(?:e|es|ing)|showcas(?:e|es|ing))\b\s*/iu,
];
/** Words that start a topic mid-sentence in lower case; anything else (a name) keeps its capital. */
const LOWERCASE_LEADS = /^(?:our|the|a|an|this|these|that|those|my|we|us|new|how|why|what|some|its|their)\b/i;

export function topicOf(prompt: string): string {
  let topic = cleanValue(prompt, PROMPT_SCAN_CHARS);
  for (let previous = ''; previous !== topic; ) {
    previous = topic;
    for (const prefix of REQUEST_PREFIXES) topic = topic.replace(prefix, '');
  }
  topic = topic.replace(/[\s.!?;:,]+$/u, '');
  return LOWERCASE_LEADS.test(topic) ? topic.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()) : topic;
}
/** Only the start of a prompt can hold its subject; the rest would be cut from the topic anyway. */
export const PROMPT_SCAN_CHARS = 600;
