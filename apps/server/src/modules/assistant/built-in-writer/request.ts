/**
 * The request around a prompt's material: "Can you write a LinkedIn post about …", "Tell people that …".
 * What is left is what the post should say, the part that prompt.ts reads.
 */

/** Kinds of text people ask for: "write a short post", "draft an update", "write something". */
const TEXT_KIND =
  '(?:(?:a|an|the|some|one)\\s+)?(?:(?:short|quick|brief|new|engaging|catchy|professional|compelling|linkedin|social media|social)\\s+)*(?:post|update|article|announcement|message|caption|piece|blurb|copy|text|something)s?\\b';
const ABOUT = '(?:about|on|for|regarding|around|to|of)\\b';

/** Stripped again and again, because people stack them ("please can you write a post about …"). */
const REQUEST_PREFIXES: readonly RegExp[] = [
  /^(?:please|pls|kindly|hey|hi|hello|ok(?:ay)?|also|and|now)\b[\s,.!:;-]*/iu,
  /^(?:can|could|would|will) you\b\s*/iu,
  /^(?:i|we)\s+(?:want|need|would like|['’]d like)(?:\s+you)?(?:\s+to)?\b\s*/iu,
  /^(?:help me|let['’]s|lets)\b\s*/iu,
  // "write", "draft" and "compose" take their subject directly ("write about …") …
  new RegExp(`^(?:write|draft|compose)\\b\\s*(?:me\\s+)?(?:${TEXT_KIND}\\s*)?(?:${ABOUT}\\s*)?`, 'iu'),
  // … other verbs only with the kind of text asked for, so "Make the Midwest your home" stays whole.
  new RegExp(`^(?:create|make|generate|craft|prepare|produce|give me|put together|come up with)\\s+(?:me\\s+)?${TEXT_KIND}\\s*(?:${ABOUT}\\s*)?`, 'iu'),
  new RegExp(`^(?:(?:a|an)\\s+)?(?:linkedin\\s+)?(?:post|something)\\s+${ABOUT}\\s*`, 'iu'),
  /^(?:share|spread|get out|send)\s+(?:the\s+|a\s+)?(?:news|word|reminder)\b\s*(?:(?:about|of|that)\b\s*)?/iu,
  // A label the user put in front of the subject: the writer writes its own.
  /^(?:save the date|reminder|breaking(?: news)?|big news|update|news|just in)\s*[:!–—-]\s*/iu,
];

export interface Request {
  /** The material: what the post should say. */
  text: string;
  /** Whether a request was stripped: then a closing "?" was the request's ("Can you write …?"). */
  stripped: boolean;
}

export function withoutRequest(prompt: string): Request {
  let text = prompt;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    for (const prefix of REQUEST_PREFIXES) text = text.replace(prefix, '');
  }
  const stripped = text !== prompt;
  return { text: stripped ? text.replace(/[\s.!?;:,]+$/u, '') : text.replace(/[\s.!;:,]+$/u, ''), stripped };
}

/** Words that name who is told ("job seekers", "our followers", "small businesses"). */
const AUDIENCE = "(?:(?:our|local|small|all|the|young|new|existing)\\s+)?[\\p{L}'’-]+(?:\\s+(?:seekers|owners|leaders|selectors|people|members|businesses))?";
/** Who is told, the word after them ("about", "that" or none) and what they are told. */
const TOLD: readonly RegExp[] = [
  new RegExp(`^(?:let|make sure)\\s+(${AUDIENCE})\\s+knows?\\b\\s*(?:(about|of|that)\\b\\s*)?(.*)$`, 'iu'),
  new RegExp(`^(?:tell|inform|update)\\s+(${AUDIENCE})\\s+(about|of|on|that)\\b\\s*(.*)$`, 'iu'),
  // "Tell everyone the market returns …": no word between who is told and what.
  new RegExp(`^(?:tell|inform)\\s+(${AUDIENCE})\\s+()(?=(?:the|a|an|our|we|they|you|it|there|this|these)\\b|\\d|\\p{Lu})(.*)$`, 'u'),
];

export interface Told {
  text: string;
  /** Told "that …" or told something directly: a statement to repeat, however compromise tags it. */
  isStatement: boolean;
}

/** "Tell job seekers that …", "Let businesses know they can …", "Tell people about …": what people are told. */
export function toldTo(text: string): Told | undefined {
  for (const pattern of TOLD) {
    const match = pattern.exec(text.replace(/^(?:tell|inform|let|make sure)\b/iu, (verb) => verb.toLowerCase()));
    if (!match?.[3]) continue;
    const [, audience = '', connective = '', told] = match;
    // "… know they can apply": they are the people told.
    return { text: told.replace(/^(?:they|you)\b/iu, audience), isStatement: !/^(?:about|of|on)$/iu.test(connective) };
  }
  return undefined;
}
