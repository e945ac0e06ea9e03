import { describe, expect, it } from 'vitest';
import { POST_HASHTAGS, POST_HOOK_CHARS, POST_MAX_CHARS } from '@roi/contract/post-rules';
import { composeWithBuiltInWriter, suggestPrompts } from './built-in-writer.js';
import type { PostSetup, WriterTask } from './writer.js';

const setup: PostSetup = {
  organizationName: 'Columbus Region Partnership',
  goal: 'Attract investment',
  campaign: 'Spring Growth Push',
  industry: 'Advanced manufacturing',
  region: 'Midwest',
  audience: 'Site selectors',
};

const GOALS = [
  'Attract investment',
  'Promote sites and buildings',
  'Workforce and talent',
  'Business retention and expansion',
  'Announce news',
  'Promote an event',
  'Build brand awareness',
  'Community engagement',
];

const SCRIPT = '<script>alert(1)</script>';
const hostileSetup: PostSetup = {
  organizationName: SCRIPT,
  goal: 'g',
  campaign: '🚀'.repeat(200),
  industry: 'i',
  region: 'r',
  audience: 'a',
};

const FORMAL_TEXT = [
  'We are pleased to announce that we will utilize the new training center this spring.',
  'Therefore, it is an opportunity that employers cannot miss. Additionally, we do not expect any delays, and we are confident it is the right choice.',
  'Please contact our team to learn more.',
  '#Workforce #Midwest #AdvancedManufacturing',
].join('\n\n');

const CASUAL_TEXT = [
  "Hey everyone! We're gonna host an awesome summit 🎉🎉 and you don't wanna miss it!!",
  "Big news: it's free and there's lunch 🍕. Can't wait to see you there! 👉 Register now!",
  '#Events #Midwest #Technology',
].join('\n\n');

function draft(prompt: string, overrides: Partial<PostSetup> = {}): string {
  return composeWithBuiltInWriter({ facts: [], kind: 'draft', setup: { ...setup, ...overrides }, prompt });
}

function act(kind: 'expand' | 'shorten' | 'casual' | 'formal' | 'preview', text: string, on: PostSetup = setup): string {
  return composeWithBuiltInWriter({ facts: [], kind, setup: on, text });
}

function enhance(text: string, instructions = '', on: PostSetup = setup): string {
  return composeWithBuiltInWriter({ facts: [], kind: 'enhance', setup: on, text, instructions });
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

function lastLine(text: string): string {
  return text.split('\n').at(-1) ?? '';
}

/** The hashtags of the last line, or none when the last line is not a line of hashtags. */
function hashtagsOf(text: string): string[] {
  const tokens = lastLine(text).split(' ');
  return tokens.every((token) => /^#[\p{L}\p{N}_]+$/u.test(token)) ? tokens : [];
}

/** The text without its hashtag line: what the reader reads as sentences. */
function prose(text: string): string {
  return hashtagsOf(text).length > 0 ? text.split('\n').slice(0, -1).join('\n').trimEnd() : text;
}

function paragraphsOf(text: string): string[] {
  return text.split('\n\n');
}

function sentencesOf(text: string): string[] {
  return prose(text)
    .split(/(?<=[.!?…])\s+/u)
    .filter(Boolean);
}

const CONTRACTION = /\b(?:\w+n['’]t|(?:we|you|they)['’](?:re|ll|ve|d)|(?:it|that|there|here|what)['’]s|let['’]s|I['’]m)\b/i;
const EMOJI = /\p{Extended_Pictographic}/u;
const CALL_TO_ACTION = /\b(?:message|reach out|join us|register|follow|explore|get in touch|comment|request|let's talk)\b/i;

function expectWellFormed(text: string): void {
  expect(text.length).toBeLessThanOrEqual(POST_MAX_CHARS);
  expect(text).toBe(text.trim());
  expect(text).not.toMatch(/\n{3,}/);
}

function expectPostHashtags(text: string, count: { min: number; max: number } = POST_HASHTAGS): void {
  const hashtags = hashtagsOf(text);
  expect(hashtags.length).toBeGreaterThanOrEqual(count.min);
  expect(hashtags.length).toBeLessThanOrEqual(count.max);
  expect(new Set(hashtags.map((tag) => tag.toLowerCase())).size).toBe(hashtags.length);
}

describe('drafting a post', () => {
  it.each([
    ['Write a post about the opening of our new logistics park', 'the opening of our new logistics park'],
    ['Can you create a LinkedIn post announcing our new 400-acre megasite?', 'our new 400-acre megasite'],
    ['please write a short post on the Smith Foods expansion in Dayton.', 'the Smith Foods expansion in Dayton'],
    ['Share our record year for new jobs', 'our record year for new jobs'],
    ['The new rail spur at Rickenbacker', 'the new rail spur at Rickenbacker'],
  ])('quotes the subject of %j without the request around it', (prompt, topic) => {
    const post = draft(prompt);
    expect(post.toLowerCase()).toContain(topic.toLowerCase());
    expect(post).not.toMatch(/write a|create a|can you|please/i);
  });

  it.each([
    ['Invite residents to the riverfront food festival on 14 June', 'We are inviting residents to the riverfront food festival on 14 June.'],
    [
      'Announce the training centre opening in September, 200 jobs',
      'We are delighted to announce the training centre opening in September, with 200 jobs.',
    ],
    ['Recruit apprentices for the 12-week welding course', 'We are recruiting apprentices for the 12-week welding course.'],
    ['Tell job seekers that the bootcamp is free and starts on 15 April', 'The bootcamp is free and starts on 15 April.'],
    ['Let businesses know they can apply for grants of up to £25,000', 'Businesses can apply for grants of up to £25,000.'],
    ['Acme Foods is opening a plant in Springfield, creating 350 jobs.', 'Acme Foods is opening a plant in Springfield, creating 350 jobs.'],
  ])('turns %j into a sentence of its own', (prompt, sentence) => {
    const post = draft(prompt);
    expect(post).toContain(sentence);
    expect(post).not.toMatch(/(?:^|[.:] )(?:Invite|Announce|Recruit|Tell)\b|\bLet \w+ know\b|for (?:Invite|Announce)/m);
  });

  it('names what an invitation is to, never the instruction', () => {
    const post = draft('Invite residents to the riverfront food festival on 14 June', { goal: 'Promote an event' });
    expect(firstLine(post)).toMatch(/: the riverfront food festival on 14 June\.$|^Join us for the riverfront food festival on 14 June\.$/);
  });

  it('opens with a question the prompt asks', () => {
    expect(firstLine(draft('Why are so many logistics companies choosing Dayton?'))).toBe('Why are so many logistics companies choosing Dayton?');
  });

  it.each(GOALS)('names the audience, the region and the industry in its sentences for the goal %j', (goal) => {
    const text = prose(draft('Our new megasite near Interstate 71', { goal })).toLowerCase();
    expect(text).toContain('site selectors');
    expect(text).toContain('in the midwest');
    expect(text).toContain('advanced manufacturing');
  });

  it('places national and international posts in natural phrases and still tags the region', () => {
    const national = draft('Our record year', { region: 'National' });
    const international = draft('Our record year', { region: 'International' });
    expect(prose(national)).toContain('across the country');
    expect(hashtagsOf(national)).toContain('#National');
    expect(prose(international)).toContain('around the world');
    expect(hashtagsOf(international)).toContain('#International');
  });

  it('fits the goal: why invest here, careers, a date to save, a generic goal in its own words', () => {
    const prompt = 'Our new megasite near Interstate 71';
    expect(prose(draft(prompt, { goal: 'Attract investment' }))).toMatch(/invest/i);
    expect(prose(draft(prompt, { goal: 'Workforce and talent' }))).toMatch(/career/i);
    const event = prose(draft(prompt, { goal: 'Promote an event' }));
    expect(event).toMatch(/\bdate\b/i);
    expect(event).toMatch(/join us/i);
    const generic = prose(draft(prompt, { goal: 'Community engagement' }));
    expect(generic).toContain('community engagement');
    expect(generic).not.toMatch(/invest|career|save the date/i);
  });

  it.each(GOALS)('has a hook, two or three body paragraphs, a call to action and hashtags for the goal %j', (goal) => {
    const post = draft('Our new megasite near Interstate 71', { goal });
    const paragraphs = paragraphsOf(post);
    expect(firstLine(post)).toBe(paragraphs[0]);
    expect(firstLine(post).length).toBeLessThanOrEqual(POST_HOOK_CHARS);
    const bodyCount = paragraphs.length - 3; // without the hook, the call to action and the hashtags
    expect(bodyCount).toBeGreaterThanOrEqual(2);
    expect(bodyCount).toBeLessThanOrEqual(3);
    expect(paragraphs.at(-2)).toMatch(CALL_TO_ACTION);
    expectPostHashtags(post);
    expectWellFormed(post);
  });

  it('tags the industry, region and campaign in CamelCase, letters and digits only', () => {
    const hashtags = hashtagsOf(draft('Our record year', { industry: 'Aerospace and defense' }));
    expect(hashtags).toEqual(expect.arrayContaining(['#AerospaceDefense', '#Midwest', '#SpringGrowthPush']));
    for (const tag of hashtags) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
  });

  it('gives the same post for the same input', () => {
    expect(draft('Our new megasite near Interstate 71')).toBe(draft('Our new megasite near Interstate 71'));
  });

  it('varies its phrasing between prompts', () => {
    const topics = [
      'the new rail spur',
      'our record year',
      'the Smith Foods expansion',
      'a new training center',
      'our spring summit',
      'the riverfront innovation district',
      'a new direct flight to Frankfurt',
      'the county tax abatement',
    ];
    const hookShapes = new Set(topics.map((topic) => firstLine(draft(topic)).toLowerCase().replace(topic.toLowerCase(), '…')));
    expect(hookShapes.size).toBeGreaterThan(1);
  });

  it('stays within the limits with a 2000-character prompt', () => {
    const post = draft(`Write a post about ${'our growing advanced manufacturing cluster '.repeat(50)}`.slice(0, 2000));
    expectWellFormed(post);
    expect(firstLine(post).length).toBeLessThanOrEqual(POST_HOOK_CHARS);
    expectPostHashtags(post);
  });

  it('treats markup, emoji and one-character setup values as plain text', () => {
    const post = composeWithBuiltInWriter({ facts: [], kind: 'draft', setup: hostileSetup, prompt: `${SCRIPT} 🎉 launch` });
    expectWellFormed(post);
    expect(firstLine(post).length).toBeLessThanOrEqual(POST_HOOK_CHARS);
    expectPostHashtags(post);
    for (const tag of hashtagsOf(post)) expect(tag).toMatch(/^#[\p{L}\p{N}]+$/u);
    // Every "<" comes from the quoted inputs: the writer adds no markup of its own.
    expect(post.replaceAll(SCRIPT, '')).not.toContain('<');
  });

  it('writes a whole post from empty setup values and an empty prompt', () => {
    const empty: PostSetup = { organizationName: '', goal: '', campaign: '', industry: '', region: '', audience: '' };
    const post = composeWithBuiltInWriter({ facts: [], kind: 'draft', setup: empty, prompt: '   ' });
    expectWellFormed(post);
    expect(paragraphsOf(post).length).toBeGreaterThanOrEqual(5);
    expectPostHashtags(post);
  });
});

describe('shortening', () => {
  const post = draft('Our new megasite near Interstate 71', { goal: 'Promote sites and buildings' });

  it('keeps the hook, ends with three of the hashtags and is at most two thirds as long', () => {
    const short = act('shorten', post);
    expect(short.length).toBeLessThanOrEqual(Math.floor((post.length * 2) / 3));
    expect(firstLine(short)).toBe(firstLine(post));
    expect(hashtagsOf(short)).toHaveLength(3);
    expect(hashtagsOf(post)).toEqual(expect.arrayContaining(hashtagsOf(short)));
  });

  it('cuts a single long sentence at a word boundary with an ellipsis', () => {
    const sentence =
      'Our region has been selected as one of the top places in the country for new advanced manufacturing investment, and there are many reasons for that which we will explain in the coming weeks';
    const short = act('shorten', sentence);
    expect(short.length).toBeLessThanOrEqual(Math.floor((sentence.length * 2) / 3));
    expect(short.endsWith('…')).toBe(true);
    const kept = short.slice(0, -1);
    expect(sentence.startsWith(kept)).toBe(true);
    expect(sentence[kept.length]).toMatch(/[\s,]/);
  });

  it.each([
    ['a 60-character text', 'Our new park opens on Monday with room for twelve new tenants.'],
    ['a post without hashtags', prose(post)],
    ['a list', 'Three reasons to invest:\n• Talent\n• Sites\n• Speed\n\nMessage us to learn more today.'],
    ['a 6000-character text', `${'Our region keeps growing and hiring. '.repeat(160)}\n\n#Growth #Jobs #Midwest`],
    ['long hashtags', `Short hook.\n\n${['#A', '#B', '#C'].map((tag) => tag + 'x'.repeat(28)).join(' ')}`],
  ])('is at most two thirds of %s', (_name, text) => {
    expect(text.length).toBeGreaterThanOrEqual(60);
    const short = act('shorten', text);
    expect(short.length).toBeLessThanOrEqual(Math.floor((text.length * 2) / 3));
    expectWellFormed(short);
  });

  it.each(GOALS)('shortens every draft shape, for the goal %j', (goal) => {
    const text = draft('The riverfront innovation district', { goal });
    const short = act('shorten', text);
    expect(short.length).toBeLessThanOrEqual(Math.floor((text.length * 2) / 3));
    expect(firstLine(short)).toBe(firstLine(text));
    expect(hashtagsOf(short)).toHaveLength(3);
  });
});

describe('expanding', () => {
  const post = draft('Our new megasite near Interstate 71');

  it('adds new sentences from the setup and keeps the text it had', () => {
    const long = act('expand', post);
    expect(long.length).toBeGreaterThan(post.length);
    expectWellFormed(long);
    for (const paragraph of paragraphsOf(prose(post))) expect(long).toContain(paragraph);
    const added = sentencesOf(long).filter((sentence) => !post.includes(sentence));
    expect(added.length).toBeGreaterThanOrEqual(2);
    expect(added.join(' ').toLowerCase()).toMatch(/site selectors|midwest|advanced manufacturing/);
    expectPostHashtags(long);
  });

  it('never repeats a sentence, even when expanded again and again', () => {
    let text = post;
    for (let round = 0; round < 3; round++) {
      const longer = act('expand', text);
      expect(longer.length).toBeGreaterThan(text.length);
      const sentences = sentencesOf(longer);
      expect(new Set(sentences).size).toBe(sentences.length);
      text = longer;
    }
  });

  it('gives a bare sentence a body, a call to action and hashtags', () => {
    const long = act('expand', 'Our new park opens Monday.');
    expect(firstLine(long)).toBe('Our new park opens Monday.');
    expect(paragraphsOf(prose(long)).length).toBeGreaterThanOrEqual(3);
    expectPostHashtags(long);
  });

  it('grows a text of almost 2500 characters without passing 3000', () => {
    const text = `${'Our region keeps growing and hiring across every sector. '.repeat(43)}`.trim();
    expect(text.length).toBeLessThan(2500);
    const long = act('expand', text);
    expect(long.length).toBeGreaterThan(text.length);
    expectWellFormed(long);
  });

  it('brings a text over 3000 characters back within the limit', () => {
    const long = act('expand', 'Growth. '.repeat(700));
    expectWellFormed(long);
    expectPostHashtags(long);
  });
});

describe('more casual', () => {
  it('contracts and swaps formal words, and keeps the hashtags', () => {
    const casual = act('casual', FORMAL_TEXT);
    expect(casual).toMatch(/we'll/i);
    expect(casual).toMatch(/can't/);
    expect(casual).toMatch(/don't/);
    expect(casual).toMatch(/it's/);
    expect(casual).toMatch(/big news:/i);
    expect(casual).not.toMatch(/utilize|therefore|additionally|pleased to announce/i);
    expect(lastLine(casual)).toBe(lastLine(FORMAL_TEXT));
    expectWellFormed(casual);
  });

  it('does not contract at the end of a sentence, where it would read wrong', () => {
    const casual = act('casual', 'Our new park is ready, and here it is.\n\n#A #B #C');
    expect(casual).toContain('here it is.');
  });

  it('leaves words inside hashtags alone', () => {
    const casual = act('casual', 'We will utilize it.\n\n#Utilize #Therefore #Midwest');
    expect(lastLine(casual)).toBe('#Utilize #Therefore #Midwest');
  });

  it('starts with the post\'s own hook, not a greeting', () => {
    expect(firstLine(act('casual', FORMAL_TEXT))).toBe("Big news: we'll use the new training center this spring.");
  });

  it('contracts a pronoun only where it is the subject', () => {
    expect(act('casual', 'A big part of it is the new park, and it is open.')).toBe("A big part of it is the new park, and it's open.");
  });

  it('asks the reader the goal\'s question when there is nothing to contract or swap', () => {
    const casual = act('casual', 'Our new park opens on Monday.\n\nMessage our team to book a tour.\n\n#A #B #C');
    expect(paragraphsOf(casual)).toEqual([
      'Our new park opens on Monday.',
      'Where will your next project grow?',
      'Message our team to book a tour.',
      '#A #B #C',
    ]);
  });
});

describe('more formal', () => {
  it('expands contractions, drops emoji and exclamation marks, swaps casual words and keeps the hashtags', () => {
    const formal = act('formal', CASUAL_TEXT);
    expect(formal).not.toMatch(CONTRACTION);
    expect(formal).not.toMatch(EMOJI);
    expect(formal).not.toContain('!');
    expect(formal).toMatch(/going to/);
    expect(formal).toMatch(/want to/);
    expect(formal).toMatch(/excellent/);
    expect(formal).toMatch(/we are pleased to announce/i);
    expect(formal).not.toMatch(/gonna|wanna|awesome|big news|hey everyone/i);
    expect(lastLine(formal)).toBe(lastLine(CASUAL_TEXT));
    expectWellFormed(formal);
  });

  it('speaks in the organisation\'s name, with the verb agreeing', () => {
    expect(act('formal', 'We are proud of our team. We offer tours.')).toBe(
      'Columbus Region Partnership is proud of its team. We offer tours.',
    );
    expect(act('formal', 'At Columbus Region Partnership, we help companies grow where we are strongest.')).toBe(
      'Columbus Region Partnership helps companies grow where it is strongest.',
    );
    expect(act('formal', 'Our team offers tours of our region.')).toBe("Columbus Region Partnership's team offers tours of our region.");
  });

  it('turns a question that leads to a call to action into a condition', () => {
    expect(act('formal', 'Planning a project in the Midwest? Message our team today.')).toBe(
      'If you are planning a project in the Midwest, message our team today.',
    );
    expect(act('formal', 'Want to learn more? Get in touch with our team.')).toBe('If you want to learn more, contact our team.');
  });

  it('writes out a contraction by what it means in its sentence', () => {
    expect(act('formal', "It's been a record year, and it's not over.")).toBe('It has been a record year, and it is not over.');
  });

  it('turns a casual draft back into a formal one, in the organisation\'s name', () => {
    const formal = act('formal', act('casual', FORMAL_TEXT));
    expect(formal).not.toMatch(CONTRACTION);
    expect(formal).toMatch(/^Columbus Region Partnership is pleased to announce: it will use/);
  });
});

describe('enhancing', () => {
  const rough =
    'Actually, we are really just basically thrilled about this. It is a very big day for the region and everyone should know about it. More soon.';

  it('gives the text a hook, drops filler words, adds a call to action and hashtags', () => {
    const enhanced = enhance(rough);
    expect(firstLine(enhanced)).toBe('We are thrilled about this.');
    expect(prose(enhanced)).not.toMatch(/\b(?:very|really|just|basically|actually)\b/i);
    expect(paragraphsOf(enhanced).at(-2)).toMatch(CALL_TO_ACTION);
    expectPostHashtags(enhanced);
    expectWellFormed(enhanced);
  });

  it('keeps the hook of a post already in paragraphs, even of two sentences', () => {
    const post = draft('Acme Foods is opening a plant in Springfield, creating 350 jobs.');
    expect(firstLine(post)).toMatch(/\. Acme Foods is opening a plant/);
    expect(firstLine(enhance(post))).toBe(firstLine(post));
  });

  it('writes a hook from the setup when the first sentence is too long to be one', () => {
    const longSentence = `Our region ${'keeps adding jobs and investment '.repeat(10)}this year.`;
    const enhanced = enhance(longSentence);
    expect(firstLine(enhanced).length).toBeLessThanOrEqual(POST_HOOK_CHARS);
    expect(enhanced).toContain(longSentence);
  });

  it('still improves a post that is already in shape', () => {
    const post = draft('Our new megasite near Interstate 71');
    const enhanced = enhance(post);
    expect(enhanced).not.toBe(post);
    expectPostHashtags(enhanced);
  });

  it('honours a request to make it shorter', () => {
    const post = draft('Our new megasite near Interstate 71');
    expect(enhance(post, 'make it shorter').length).toBeLessThan(post.length);
  });

  it('honours a request for more detail', () => {
    const post = draft('Our new megasite near Interstate 71');
    expect(enhance(post, 'add more detail').length).toBeGreaterThan(post.length);
  });

  it('honours a request for a friendlier tone', () => {
    expect(enhance(FORMAL_TEXT, 'make it friendlier')).toMatch(CONTRACTION);
  });

  it('honours a request for a professional tone', () => {
    const enhanced = enhance(CASUAL_TEXT, 'more professional please');
    expect(enhanced).not.toMatch(CONTRACTION);
    expect(enhanced).not.toMatch(EMOJI);
  });

  it('honours a request for hashtags with five of them', () => {
    expect(hashtagsOf(enhance('Our new park opens Monday.', 'add hashtags'))).toHaveLength(POST_HASHTAGS.max);
  });

  it('honours a request for emoji', () => {
    expect(enhance(rough, 'add an emoji')).toMatch(EMOJI);
  });

  it('honours a request to end the hook with a question', () => {
    expect(firstLine(enhance(rough, 'end the hook with a question')).endsWith('?')).toBe(true);
  });

  it('weaves the subject of any other instruction in as a sentence', () => {
    expect(enhance(rough, 'Please mention our new rail spur')).toMatch(/our new rail spur\./);
  });

  it('does not quote an instruction that only asks for better writing', () => {
    expect(enhance(rough, 'make it better')).not.toMatch(/make it better/i);
  });

  it('stays within 3000 characters for a 6000-character text', () => {
    const enhanced = enhance('Our region keeps growing and hiring. '.repeat(162), 'add more detail');
    expectWellFormed(enhanced);
    expectPostHashtags(enhanced);
  });
});

describe('opening the preview', () => {
  it('trims and collapses runs of blank lines, and changes nothing else', () => {
    const text = '  \r\nFirst line!!  \r\n\r\n\r\n\r\nSecond   paragraph 🎉\n\n\n#A #B\n  ';
    expect(act('preview', text)).toBe('First line!!\n\nSecond   paragraph 🎉\n\n#A #B');
  });

  it('cuts a text over 3000 characters and keeps its hashtags', () => {
    const text = `${'A paragraph about growth. '.repeat(50)}\n\n`.repeat(5) + '#A #B #C';
    const preview = act('preview', text);
    expectWellFormed(preview);
    expect(lastLine(preview)).toBe('#A #B #C');
  });
});

describe('every action', () => {
  const hostileTexts = [
    `${SCRIPT} launch day 🎉🎉🎉`,
    '🚀'.repeat(3000),
    `${'x'.repeat(5000)}\n\n#A #B`,
    'a',
    '',
  ];
  const kinds = ['expand', 'shorten', 'casual', 'formal', 'preview'] as const;

  it.each(kinds.flatMap((kind) => hostileTexts.map((text) => [kind, text] as const)))(
    '%s stays well formed and adds no markup for hostile text %#',
    (kind, text) => {
      const tasks: WriterTask[] = [
        { facts: [], kind, setup: hostileSetup, text },
        { facts: [], kind: 'enhance', setup: hostileSetup, text, instructions: text },
      ];
      for (const task of tasks) {
        const result = composeWithBuiltInWriter(task);
        expectWellFormed(result);
        expect(result.replaceAll(SCRIPT, '')).not.toContain('<');
        expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no emoji split in half
      }
    },
  );

  it.each(['expand', 'casual', 'formal', 'preview'] as const)('%s keeps what hashtags there were', (kind) => {
    expect(hashtagsOf(act(kind, 'Our new park opens Monday. Join us.\n\n#One #Two #Three #Four'))).toEqual(
      expect.arrayContaining(['#One', '#Two', '#Three', '#Four']),
    );
  });
});

describe('prompt suggestions', () => {
  it.each(GOALS)('offers three or four distinct suggestions made from the setup for the goal %j', (goal) => {
    const suggestions = suggestPrompts({ ...setup, goal });
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.length).toBeLessThanOrEqual(4);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    const all = suggestions.join(' ').toLowerCase();
    for (const element of ['spring growth push', 'site selectors', 'midwest', 'advanced manufacturing']) {
      expect(all).toContain(element);
    }
    for (const suggestion of suggestions) {
      expect(suggestion.length).toBeLessThanOrEqual(160);
      expect(suggestion).toMatch(/\.$/);
    }
  });

  it('keeps every suggestion within 160 characters for very long setup values', () => {
    const long = 'Regional Economic Development Initiative '.repeat(20);
    const suggestions = suggestPrompts({ ...hostileSetup, campaign: long, industry: long, audience: long, region: long });
    for (const suggestion of suggestions) expect(suggestion.length).toBeLessThanOrEqual(160);
  });

  it('gives prompts that draft a post about what they suggest', () => {
    const [suggestion = ''] = suggestPrompts({ ...setup, goal: 'Workforce and talent' });
    const post = draft(suggestion, { goal: 'Workforce and talent' });
    expect(post.toLowerCase()).toContain('advanced manufacturing careers and training in the midwest');
  });
});
