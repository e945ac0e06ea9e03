/**
 * Reading a prompt: the material the post is written from. An instruction becomes what it is about
 * ("Invite residents to the food festival on 14 June" → the subject "the food festival on 14 June" and
 * the news "We are inviting residents to …"), a statement stays the news, a question opens the post.
 * The prompt's own words (names, dates, figures) are kept exactly; only the request around them goes.
 */
import { asSentence, cleanValue, sentencesOf, upperFirst } from './text.js';
import { isClause, startsWithImperative, startsWithVerb, verbFormsOf } from './language.js';
import { toldTo, withoutRequest } from './request.js';

export interface Brief {
  /** What the post is about, as a noun phrase: the writer's sentences name it. */
  subject?: string;
  /** What the prompt says, as whole sentences in the organisation's voice. */
  news: string[];
  /** A question the prompt asks: the post opens with it (and its news, if any, is said by the question). */
  question?: string;
}

/** Only the start of a prompt can hold its material; the rest would be cut from the post anyway. */
export const PROMPT_SCAN_CHARS = 600;

/** Verbs whose object is people ("thank our volunteers for …"): the post reports the thanks; it has no subject to name. */
const ADDRESSING = new Set(['invite', 'thank', 'congratulate', 'welcome', 'encourage', 'remind', 'urge', 'ask', 'recruit', 'support']);
/** Verbs that only ask for their object to be shown ("highlight the fund"): the object is the material. */
const PRESENTING = new Set([
  'share', 'promote', 'highlight', 'showcase', 'spotlight', 'feature', 'present', 'publicise', 'publicize', 'advertise',
  'cover', 'explain', 'describe', 'summarise', 'summarize', 'mention', 'discuss',
]);
/** Instructions compromise may read as nouns in first place ("Recruit volunteers", "Spotlight our …"). */
const INSTRUCTIONS = new Set([
  ...ADDRESSING, ...PRESENTING,
  'announce', 'celebrate', 'mark', 'unveil', 'launch', 'introduce', 'open', 'host', 'honour', 'honor', 'recognise', 'recognize',
]);
/** How the organisation says it does what it was asked to do; any other verb is "We are <verb>ing …". */
const SAYINGS: Record<string, string> = {
  announce: 'We are delighted to announce',
  thank: 'We want to thank',
  congratulate: 'We want to congratulate',
  welcome: 'We are delighted to welcome',
};
/** Words that start a phrase in lower case mid-sentence; anything else (a name) keeps its capital. */
const LOWERCASE_LEADS = /^(?:our|the|a|an|this|these|that|those|my|we|us|new|how|why|what|some|its|their)\b/iu;
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';

export function readPrompt(prompt: string): Brief {
  const { text, stripped } = withoutRequest(cleanValue(prompt, PROMPT_SCAN_CHARS));
  if (!text) return { news: [] };
  if (!stripped && text.endsWith('?')) {
    // "Did you know 40% of our graduates stay?" asks nothing: it is news put as a question.
    const known = /^did you know(?:\s+that)?\s+(.+)\?$/iu.exec(text)?.[1];
    return { question: text, news: known ? [asSentence(upperFirst(known))] : [] };
  }
  const told = toldTo(text);
  if (told) return told.isStatement ? { news: [asSentence(upperFirst(told.text))] } : briefOfMaterial(told.text);
  return briefOfInstruction(text, stripped) ?? briefOfMaterial(text);
}

/**
 * "Celebrate the opening of …" or, after a stripped request, "… announcing …" / "… that celebrates …".
 * A slogan for the reader ("Make the Midwest your home") is not an instruction to the writer.
 */
function briefOfInstruction(text: string, stripped: boolean): Brief | undefined {
  const [, word = '', rest = ''] = /^(?:(?:that|which)\s+)?(\p{L}+)\s+(.+)$/u.exec(text) ?? [];
  const verb = verbFormsOf(word);
  if (!verb || /\byour?\b/iu.test(rest)) return undefined;
  const asTyped = word.toLowerCase();
  const isBaseForm = asTyped === verb.infinitive && (INSTRUCTIONS.has(verb.infinitive) || startsWithImperative(text));
  const isAskedFor = stripped && (asTyped === verb.gerund || asTyped === verb.thirdPerson) && INSTRUCTIONS.has(verb.infinitive);
  if (!isBaseForm && !isAskedFor) return undefined;
  if (PRESENTING.has(verb.infinitive)) return briefOfMaterial(rest);

  const { main, figures } = withFiguresApart(rest);
  const news = [asSentence(`${SAYINGS[verb.infinitive] ?? `We are ${verb.gerund}`} ${main}${figures ? `, with ${figures}` : ''}`)];
  if (ADDRESSING.has(verb.infinitive)) {
    // "Invite residents to the festival": the festival is what the post is about.
    const invitedTo = verb.infinitive === 'invite' ? /\bto\s+(.+)$/u.exec(main)?.[1] : undefined;
    return invitedTo && !startsWithVerb(invitedTo) ? { subject: asPhrase(invitedTo), news } : { news };
  }
  return /^(?:that|how|why|whether|if)\b/iu.test(main) || isClause(main) ? { news } : { subject: asPhrase(main), news };
}

/** Words the prompt wants said: a subject to name, or statements to repeat in the organisation's voice. */
function briefOfMaterial(text: string): Brief {
  const sentences = sentencesOf(text);
  if (sentences.length > 1) return { news: sentences.map((sentence) => asSentence(upperFirst(sentence))) };
  if (/^why\b/iu.test(text)) return { news: [asSentence(`Here is ${lowerFirstWord(text)}`)] };
  const statement = text.replace(/^(?:that|how)\s+/iu, '');
  if (statement !== text || isClause(text)) return { news: [asSentence(upperFirst(statement))] };
  const { main, figures } = withFiguresApart(text);
  const subject = asPhrase(main);
  return { subject, news: figures ? [asSentence(`${upperFirst(subject)} in numbers: ${figures}`)] : [] };
}

/**
 * "the training centre opening in September, 200 jobs": the figures after a comma or colon are said
 * apart, so that the subject stays a phrase. A date or time after a comma ("Friday, 12 September",
 * "8 March, 10:00–14:00") stays.
 */
function withFiguresApart(text: string): { main: string; figures?: string } {
  const match = new RegExp(`^(.+?)(?:,|:|\\s[–—-])\\s+([$£€]?\\d.*)$`, 'u').exec(text);
  const [, main = '', figures = ''] = match ?? [];
  const isDateOrTime =
    new RegExp(`^\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|^\\d{4}\\b|^\\d{1,2}(?:[:.]\\d{2}|\\s?[ap]m\\b)`, 'iu').test(figures) ||
    new RegExp(`${WEEKDAY}$`, 'u').test(main);
  return match && !isDateOrTime ? { main, figures } : { main: text };
}

function asPhrase(text: string): string {
  return LOWERCASE_LEADS.test(text) ? lowerFirstWord(text) : text;
}

function lowerFirstWord(text: string): string {
  return text.replace(/^\p{Lu}(?=\p{Ll}*\b)/u, (letter) => letter.toLowerCase());
}
