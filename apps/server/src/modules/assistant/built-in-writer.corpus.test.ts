/**
 * The built-in writer against a corpus of prompts as marketers type them: every draft, and every action
 * applied to it, is checked mechanically for what makes a post unpublishable (an instruction pasted
 * into a sentence, a lost figure or name, a doubled word, a wrong article or verb form) and for what
 * each action promises (shorter, longer, contractions added or removed).
 */
import { describe, expect, it } from 'vitest';
import { POST_HASHTAGS, POST_HOOK_CHARS, POST_MAX_CHARS } from '@roi/contract/post-rules';
import { composeWithBuiltInWriter, suggestPrompts } from './built-in-writer.js';
import type { PostSetup } from './writer.js';

const setups = {
  event: {
    organizationName: 'Columbus Region Partnership',
    goal: 'Promote an event',
    campaign: 'Summer on the River',
    industry: 'Tourism',
    region: 'Midwest',
    audience: 'Residents',
  },
  investment: {
    organizationName: 'Dayton Development Coalition',
    goal: 'Attract investment',
    campaign: '',
    industry: 'Logistics and distribution',
    region: 'Midwest',
    audience: 'Site selectors',
  },
  workforce: {
    organizationName: 'West Yorkshire Combined Authority',
    goal: 'Workforce and talent',
    campaign: 'Skills for Growth',
    industry: 'Advanced manufacturing',
    region: 'International',
    audience: 'Job seekers',
  },
  news: {
    organizationName: 'Northwest Ohio Partners',
    goal: 'Announce news',
    campaign: 'Port Growth 2025',
    industry: 'Energy',
    region: 'Midwest',
    audience: 'Media',
  },
  retention: {
    organizationName: 'Greater Springfield Chamber',
    goal: 'Business retention and expansion',
    campaign: '',
    industry: 'Life sciences',
    region: 'Northeast',
    audience: 'Business owners',
  },
  brand: {
    organizationName: 'Heritage Valley Council',
    goal: 'Build brand awareness',
    campaign: 'Proud of the Valley',
    industry: 'Financial services',
    region: 'Southeast',
    audience: 'Policymakers',
  },
  community: {
    organizationName: 'Bay Area Council',
    goal: 'Community engagement',
    campaign: '',
    industry: 'Technology',
    region: 'West',
    audience: 'Investors',
  },
  sites: {
    organizationName: 'Arizona Commerce Team',
    goal: 'Promote sites and buildings',
    campaign: 'Ready Sites',
    industry: 'Aerospace and defense',
    region: 'Southwest',
    audience: 'Corporate real estate executives',
  },
} satisfies Record<string, PostSetup>;

/** Prompts as people type them: instructions, requests, questions, statements and bare subjects. */
const CORPUS: readonly (readonly [keyof typeof setups, string])[] = [
  // events
  ['event', 'Invite residents to the riverfront food festival on 14 June'],
  ['event', 'Invite local employers to our hiring fair at Sinclair College on 3 March from 10am to 2pm'],
  ['event', 'Promote the Smart Manufacturing Summit in Dayton on 22 October'],
  ['community', 'Write a post about our free export webinar on 9 May at 11:00'],
  ['event', 'Save the date: the Regional Economic Outlook breakfast on 5 February 2026'],
  ['community', 'Can you write something inviting startups to pitch at Demo Day on 18 November?'],
  ['event', 'Tell everyone the farmers market returns to Court Street every Saturday from 4 May'],
  // jobs and investment
  ['investment', 'Announce the training centre opening in September, 200 jobs'],
  ['investment', 'Acme Foods is opening a 120,000 sq ft plant in Springfield, creating 350 jobs.'],
  ['investment', 'Announce that Nordwind Logistics will invest $45 million in a new distribution hub in Columbus, creating 300 jobs by 2026'],
  ['news', 'Tell people about the 1,200 new jobs coming to the Port of Toledo'],
  ['investment', 'Celebrate Helios Solar choosing Lima for its $120 million panel plant'],
  ['retention', 'Share the news that BioGen Labs is expanding in Cincinnati with 85 new research jobs'],
  // funding
  ['retention', 'Let businesses know they can apply for grants of up to £25,000 until 31 March'],
  ['news', 'Announce £2.4m from the Shared Prosperity Fund for 12 town centre projects'],
  ['investment', 'Highlight the $5 million revolving loan fund for minority-owned businesses'],
  ['retention', 'Our small business grants helped 48 companies in 2024'],
  ['brand', 'Make sure people know about the £500,000 high street improvement scheme'],
  // workforce training
  ['workforce', 'Recruit apprentices for the 12-week welding course starting on 6 January'],
  ['workforce', 'Tell job seekers that the Tech Futures bootcamp is free and starts on 15 April'],
  ['workforce', 'Write a post about 40 nurses graduating from the Health Careers Academy this month'],
  ['workforce', 'How can employers get 50% of their training costs covered?'],
  ['workforce', 'Encourage small businesses to join our free mentoring programme before 30 June'],
  // site openings
  ['sites', 'Celebrate the opening of the Riverside Innovation Centre on 1 July'],
  ['sites', 'The new 400-acre megasite near Interstate 71 is now shovel-ready'],
  ['sites', 'Promote the 65,000 square foot spec building at Gateway Business Park'],
  ['news', 'Announce the ribbon cutting at the Eastside Enterprise Hub on Friday, 12 September'],
  ['sites', 'The new rail spur at Rickenbacker'],
  // awards
  ['brand', 'Congratulate Miller Precision on winning the 2025 Exporter of the Year award'],
  ['brand', 'Celebrate our team winning Best Economic Development Website for the second year'],
  ['brand', 'We won the IEDC Gold Award for our Talent Attraction campaign'],
  ['community', 'Thank our 300 volunteers for making the city marathon a success'],
  // reports
  ['news', 'Share our annual report: 2,150 jobs created and $780 million invested in 2024'],
  ['news', 'Unemployment in the county fell to 3.1% in March, the lowest since 2001.'],
  ['workforce', 'Write about the 2025 State of the Workforce report, which finds 62% of employers plan to hire'],
  ['brand', 'Did you know 40% of our graduates stay in the region after college?'],
  ['news', 'Exports from the region grew 18% in 2024 to $3.2 billion'],
  ['community', 'Post about an 8% rise in visitor numbers at the Heritage Museum'],
  // partnerships
  ['community', 'Announce our partnership with Ohio State University on a new battery research lab'],
  ['news', 'Tell people we have signed a memorandum of understanding with the Port of Rotterdam'],
  ['community', 'Welcome Nexus Robotics to the Midwest Tech Alliance'],
  ['workforce', 'Write a LinkedIn post announcing a 3-year partnership with Columbus State Community College to train 500 technicians'],
  // questions and plain subjects
  ['investment', 'Why are so many logistics companies choosing Dayton?'],
  ['community', 'What does the new $12 million bridge mean for commuters?'],
  ['investment', 'Our record year for new jobs'],
  ['retention', 'please write a short post on the Smith Foods expansion in Dayton.'],
  ['news', 'Introduce our new chief executive, Dr Amara Obi, who joins on 1 April'],
  ['community', 'Remind residents that the consultation on the new town plan closes on 28 February'],
  ['news', 'Announce an 18-month pilot of electric buses in Springfield'],
  // more of each, phrased otherwise
  ['retention', 'Could you draft an update about the £1.2 million Levelling Up grant for Barnsley town centre?'],
  ['workforce', 'Promote our open day at Leeds City College on Saturday 8 March, 10:00–14:00'],
  ['workforce', 'Highlight that 92% of apprentices completed their training in 2024'],
  ['brand', 'Celebrate 10 years of the Tech Alliance with 150 member companies'],
  ['news', 'Announce a new direct flight from Columbus to Frankfurt starting 1 May'],
  ['event', 'Invite investors to the Mid-Ohio Capital Summit on 17 September at the Hilton'],
  ['community', 'Tell our followers about the new co-working space at 42 High Street'],
  ['investment', 'Nova Pharma has chosen Springfield for its North American headquarters, bringing 400 jobs and $90 million.'],
  ['community', 'Recognise Maria Lopez, our volunteer of the year'],
  ['workforce', 'Launch the Young Entrepreneurs Fund: £10,000 grants for founders under 30'],
  ['retention', 'Share a reminder that business rates relief applications close on 31 January'],
  ['retention', 'Our export programme helped 35 firms reach new markets last year'],
  ['community', 'Write something about the 3 new electric bus routes opening in Lima this spring'],
  ['community', 'Is your business ready for the new 5G network?'],
  ['brand', 'Congratulate the Riverside High robotics team on reaching the national final'],
  ['sites', 'Spotlight the 25-acre Northgate site, zoned for light industrial use'],
  ['workforce', 'Let employers know the Skills Bootcamp pays 70% of training costs'],
  ['workforce', 'Post about our partnership with the University of Leeds to create 60 PhD places'],
  ['brand', 'A record 2.3 million visitors came to the coast in 2024'],
  ['community', 'Encourage residents to give feedback on the cycle lane plans by 15 March'],
  ['investment', 'Unveil plans for a $250 million mixed-use development at the former steel works'],
  ['workforce', 'We are hiring: 12 roles in our business support team'],
  ['event', 'Host a webinar on exporting to Canada on 4 June at 2pm'],
  ['community', 'Welcome 45 new members to the Chamber this quarter'],
  ['event', 'Promote Manufacturing Day on 3 October with factory tours across the county'],
];

const ACTIONS = ['enhance', 'expand', 'shorten', 'casual', 'formal'] as const;
type Action = (typeof ACTIONS)[number];

function apply(action: Action, setup: PostSetup, text: string): string {
  return action === 'enhance'
    ? composeWithBuiltInWriter({ facts: [], kind: 'enhance', setup, text, instructions: '' })
    : composeWithBuiltInWriter({ facts: [], kind: action, setup, text });
}

// What the checks read in a post -------------------------------------------------------------------

function hashtagLine(text: string): string[] {
  const tokens = (text.split('\n').at(-1) ?? '').split(' ');
  return tokens.every((token) => /^#[\p{L}\p{N}_]+$/u.test(token)) ? tokens : [];
}

/** The text a reader reads as sentences: without the hashtag line. */
function prose(text: string): string {
  return hashtagLine(text).length > 0 ? text.split('\n').slice(0, -1).join('\n').trim() : text;
}

function sentencesOf(text: string): string[] {
  return prose(text)
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Figures (with their currency, unit or percent sign) and dates, exactly as the prompt writes them. */
function factsOf(prompt: string): string[] {
  const figures = prompt.match(/[$£€]?\d+(?:[.,:]\d+)*(?:%|m\b|bn\b|k\b|(?:\s(?:million|billion)\b))?/gu) ?? [];
  const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
  const weekdays = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
  return [...figures, ...(prompt.match(new RegExp(`\\b(?:${months}|${weekdays})\\b`, 'gu')) ?? [])];
}

/** Names: the prompt's capitalised words but its first ("I" and the platform the post is for are not news). */
function namesOf(prompt: string): string[] {
  return (prompt.match(/(?<=\s)\p{Lu}[\p{L}'’-]*/gu) ?? []).filter((word) => word !== 'I' && word !== 'LinkedIn');
}

const CALL_TO_ACTION = /\b(?:message|reach out|join|register|follow|explore|get in touch|comment|request|contact|book|apply|sign up)\b/i;
const CONTRACTION = /\b(?:\p{L}+n['’]t|(?:I|you|we|they|it|that|there|here|what|who|let|he|she)['’](?:re|ll|ve|d|s|m))\b/giu;

function contractionsIn(text: string): number {
  return prose(text).match(CONTRACTION)?.length ?? 0;
}

// What makes a text unpublishable ----------------------------------------------------------------

/** Verbs people instruct a writer with; the writer's own calls to action (join, share, register …) are not among them. */
const INSTRUCTION_VERBS = [
  'invite', 'announce', 'write', 'tell', 'celebrate', 'congratulate', 'thank(?! you)', 'recruit', 'promote', 'highlight',
  'remind', 'encourage', 'welcome', 'introduce', 'post about', 'draft', 'create', 'compose', 'make sure',
];
const INSTRUCTION = `(?:${INSTRUCTION_VERBS.join('|')}|let \\p{L}+(?: \\p{L}+)? know|please|can you|could you|share the news)`;
const INSTRUCTION_AT_CLAUSE_START = new RegExp(`(?:^|[.!?:;]\\s+|\\n)${INSTRUCTION}\\b`, 'iu');
const INSTRUCTION_AFTER_A_PREPOSITION = new RegExp(`\\b(?:for|about|of|on|at|with|is|are|the|our)\\s+${INSTRUCTION}\\b`, 'iu');
/** "… at Demo Day. Join us for Invite residents …": a capitalised instruction inside a sentence. */
const CAPITALISED_INSTRUCTION = new RegExp(
  `(?<=[\\p{L},]\\s)(?:${INSTRUCTION_VERBS.map((verb) => verb.replace(/^./u, (letter) => letter.toUpperCase())).join('|')})\\b`,
  'u',
);

function startsWithVowelSound(word: string): boolean {
  if (/^[$£€]/u.test(word)) return false;
  // "an 8%", "an 11-week", "an 18-month", "an 800": eight, eleven, eighteen and eight hundred.
  const leadingGroup = /^\d+/u.exec(word)?.[0];
  if (leadingGroup) return /^8/u.test(leadingGroup) || /^1[18](?:\d{3})?$/u.test(leadingGroup);
  if (/^\p{Lu}{2,}/u.test(word)) return /^[AEFHILMNORSX]/u.test(word);
  const lower = word.toLowerCase();
  if (/^(?:uni|use|usu|uti|eu|one\b|once|one-)/u.test(lower)) return false;
  if (/^(?:hour|honou?r|honest|heir)/u.test(lower)) return true;
  return /^[aeiou]/u.test(lower);
}

function grammarProblems(text: string): string[] {
  const problems: string[] = [];
  const body = prose(text);
  const found = (name: string, pattern: RegExp) => {
    const match = pattern.exec(body);
    if (match) problems.push(`${name}: "${body.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}"`);
  };
  found('instruction verb starts a clause', INSTRUCTION_AT_CLAUSE_START);
  found('instruction verb after a preposition', INSTRUCTION_AFTER_A_PREPOSITION);
  found('capitalised instruction verb inside a sentence', CAPITALISED_INSTRUCTION);
  found('repeated word', /\b(\p{L}+)\s+\1\b/iu);
  found('two determiners', /\b(?:a|an|the|our|its|their|your)\s+(?:a|an|the|our|its|their|this|these|your)\b/iu);
  found('plural figure with a singular verb', /\b\d[\d,.]*%?\s+(?:[a-z-]+\s+){0,2}[a-z]+s\s+(?:is|was|has)\b/u);
  found('pronoun and verb disagree', /\b(?:we|they|you)\s+(?:is|was|has|does)\b|\b(?:it|he|she)\s+(?:are|were|have)\b/iu);
  found('capitalised word after a preposition', /\b(?:for|about|of|to|on|with|and|in|at)\s+(?:The|Our|A|An|We|This|These|Their|Its)\s/u);
  found('sentence starting in lower case', /[.!?]\s+\p{Ll}/u);
  found('stray punctuation', /\s[,.;:!?]|[,;:]\s*[.!?,;:]|[.!?]\s*[,;:]|(?<!\.)\.\.(?!\.)|[!?][.,]/u);
  for (const match of body.matchAll(/\b(a|an)\s+([$£€]?[\p{L}\p{N}][\p{L}\p{N}-]*)/giu)) {
    const [phrase, article = '', word = ''] = match;
    if ((article.toLowerCase() === 'an') !== startsWithVowelSound(word)) problems.push(`wrong article: "${phrase}"`);
  }
  const sentences = sentencesOf(text);
  const repeated = sentences.find((sentence, index) => sentences.indexOf(sentence) !== index);
  if (repeated) problems.push(`repeated sentence: "${repeated}"`);
  return problems;
}

/** Everything a post must be, whatever wrote it; a list of what it is not. */
function publishingProblems(text: string, prompt: string, hashtags: { min: number; max: number } = POST_HASHTAGS): string[] {
  const problems = grammarProblems(text);
  if (text.length > POST_MAX_CHARS) problems.push(`longer than ${POST_MAX_CHARS}`);
  if ((text.split('\n')[0] ?? '').length > POST_HOOK_CHARS) problems.push(`first line longer than ${POST_HOOK_CHARS}`);
  const tags = hashtagLine(text).length;
  if (tags < hashtags.min || tags > hashtags.max) problems.push(`${tags} hashtags`);
  for (const fact of factsOf(prompt)) if (!text.includes(fact)) problems.push(`lost the figure or date "${fact}"`);
  for (const name of namesOf(prompt)) if (!text.includes(name)) problems.push(`lost the name "${name}"`);
  return problems;
}

/** What each action promises, measured against the text it was given. */
function brokenPromises(action: Action, input: string, output: string): string[] {
  const problems: string[] = [];
  if (output === input) problems.push('returned its input unchanged');
  const inputSentences = sentencesOf(input);
  const outputSentences = sentencesOf(output);
  switch (action) {
    case 'enhance':
      if (!CALL_TO_ACTION.test(prose(output).split('\n\n').at(-1) ?? '')) problems.push('does not end with a call to action');
      if (/\b(?:very|really|just|basically|actually)\b/i.test(prose(output))) problems.push('kept filler words');
      break;
    case 'expand':
      if (output.length <= input.length) problems.push('not longer');
      for (const sentence of inputSentences) if (!output.includes(sentence)) problems.push(`dropped "${sentence}"`);
      if (outputSentences.filter((sentence) => !input.includes(sentence)).length === 0) problems.push('added no sentence');
      break;
    case 'shorten':
      if (output.length > Math.floor((input.length * 2) / 3)) problems.push('not a third shorter');
      if (output.split('\n')[0] !== input.split('\n')[0]) problems.push('lost the hook');
      break;
    case 'casual':
      if (contractionsIn(output) <= contractionsIn(input)) problems.push('added no contraction');
      if (/^(?:hey|hi|hello)\b/i.test(output)) problems.push('opens with a greeting instead of the hook');
      break;
    case 'formal':
      if (contractionsIn(output) > 0) problems.push('kept contractions');
      if (/!|\p{Extended_Pictographic}/u.test(prose(output))) problems.push('kept exclamation marks or emoji');
      break;
  }
  return problems;
}

// The corpus --------------------------------------------------------------------------------------

describe('the corpus of prompts', () => {
  it('has at least 40 varied prompts', () => {
    expect(new Set(CORPUS.map(([, prompt]) => prompt)).size).toBeGreaterThanOrEqual(40);
  });

  it.each(CORPUS)('with the %s setup, drafts a publishable post from %j and every action keeps it publishable', (setupName, prompt) => {
    const setup = setups[setupName];
    const draft = composeWithBuiltInWriter({ facts: [], kind: 'draft', setup, prompt });
    const report: Record<string, string[]> = { draft: publishingProblems(draft, prompt) };
    for (const action of ACTIONS) {
      const output = apply(action, setup, draft);
      const hashtags = action === 'shorten' ? { min: POST_HASHTAGS.min, max: POST_HASHTAGS.min } : POST_HASHTAGS;
      report[action] = [...publishingProblems(output, prompt, hashtags), ...brokenPromises(action, draft, output)];
    }
    // More formal after More casual undoes it: the contractions go again.
    const casual = apply('casual', setup, draft);
    const formalAgain = apply('formal', setup, casual);
    report['formal after casual'] = [...publishingProblems(formalAgain, prompt), ...brokenPromises('formal', casual, formalAgain)];
    expect({ draft, ...report }).toEqual({
      draft,
      ...Object.fromEntries(Object.keys(report).map((key) => [key, []])),
    });
  });

  it.each(Object.keys(setups) as (keyof typeof setups)[])('drafts a publishable post from each suggestion for the %s setup', (name) => {
    const setup = setups[name];
    for (const suggestion of suggestPrompts(setup)) {
      const draft = composeWithBuiltInWriter({ facts: [], kind: 'draft', setup, prompt: suggestion });
      expect({ suggestion, draft, problems: publishingProblems(draft, suggestion) }).toEqual({ suggestion, draft, problems: [] });
    }
  });
});
