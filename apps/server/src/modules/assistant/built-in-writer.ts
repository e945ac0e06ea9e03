/**
 * The ROI Assistant's built-in offline writer (decisions §5): a deterministic composer that drafts
 * LinkedIn-ready posts from the post setup and a prompt, and performs the assistant's actions on a text.
 *
 * Pure functions only: no I/O and no randomness, so the same task always gives the same post. Phrasing
 * varies by a small stable hash of the inputs, so that different prompts and setups read differently.
 * Everything is plain text (never HTML): the client shows it as text, so markup in the inputs is just
 * quoted like any other words.
 */
import { POST_HASHTAGS, POST_HOOK_CHARS, POST_MAX_CHARS } from '@roi/contract/post-rules';
import type { PostSetup, Writer, WriterTask } from './writer.js';

/**
 * The offline writer (decisions §5). It composes the whole text at once, then hands it over word by
 * word, so that every client path (stream or JSON) treats both writers alike.
 */
export const builtInWriter: Writer = {
  name: 'Built-in writer',
  async *write(task: WriterTask, signal: AbortSignal) {
    const text = composeWithBuiltInWriter(task);
    for (const piece of text.match(/\S+\s*|\s+/g) ?? []) {
      if (signal.aborted) return;
      yield piece;
    }
  },
};

/** The post text (plain text, never HTML; paragraphs separated by blank lines; hashtags on the last line). */
export function composeWithBuiltInWriter(task: WriterTask): string {
  const input = task.kind === 'draft' ? task.prompt : task.kind === 'enhance' ? `${task.text}|${task.instructions}` : task.text;
  const seed = seedOf(task.kind, task.setup, input);
  if (task.kind === 'draft') return draftPost(contextOf(task.setup, seed, topicOf(task.prompt)));
  const context = contextOf(task.setup, seed);
  switch (task.kind) {
    case 'enhance':
      return enhancePost(task.text, task.instructions, context);
    case 'expand':
      return renderWithinLimit(expandPost(parsePost(task.text), context));
    case 'shorten':
      return renderWithinLimit(shortenPost(parsePost(task.text), context, shortenedLength(task.text)));
    case 'casual':
      return renderWithinLimit(toCasual(parsePost(task.text), context));
    case 'formal':
      return renderWithinLimit(toFormal(parsePost(task.text)));
    case 'preview':
      return tidyForEditor(task.text);
  }
}

/** 3 or 4 prompt suggestions made from the setup, each a sentence the user could send as a prompt (each ≤ 160 chars). */
export function suggestPrompts(setup: PostSetup): string[] {
  const c = contextOf(setup, seedOf('suggest', setup, ''));
  const subject = c.campaign || c.industry;
  const suggestions = [
    goalWriting(c).suggestion,
    `Announce ${subject} to ${c.audience} ${c.where} with a focus on ${c.industry}.`,
    `Share a success story from one of our ${c.industry} companies ${c.where} that ${c.audience} would find useful.`,
    `Write a post giving ${c.audience} three reasons ${c.industry} is thriving ${c.where}.`,
  ].map((suggestion) => cutAtWord(suggestion, SUGGESTION_MAX_CHARS));
  const count = stableHash(`${c.seed}|count`) % 2 === 0 ? 3 : 4;
  return [...new Set(suggestions)].slice(0, count);
}

const SUGGESTION_MAX_CHARS = 160;
/** Quoted setup values are cut so that no combination of them can push a post past the limits. */
const VALUE_MAX_CHARS = { organization: 60, campaign: 60, goal: 60, industry: 50, region: 40, audience: 50 };
/** The topic quoted in the body, and the shorter one quoted in the hook so the hook fits its 200. */
const TOPIC_MAX_CHARS = 140;
const HOOK_TOPIC_MAX_CHARS = 100;
/** A hook shorter than this says nothing: Shorten drops hashtags before cutting the hook below it. */
const MIN_HOOK_CHARS = 20;
/** User hashtags can be anything; a line of them may not crowd the post out of its 3000. */
const MAX_HASHTAG_LINE_CHARS = 300;
const ELLIPSIS = '…';

// ---------------------------------------------------------------------------------------------------
// Setup → writing context
// ---------------------------------------------------------------------------------------------------

type GoalKind = 'investment' | 'sites' | 'workforce' | 'retention' | 'news' | 'event' | 'brand' | 'general';

/** Goals are free text (admins add their own), so a goal is recognised by its words, not its exact name. */
const GOAL_KINDS: readonly (readonly [GoalKind, RegExp])[] = [
  ['investment', /invest/i],
  ['sites', /\bsites?\b|building|real estate|propert/i],
  ['workforce', /workforce|talent|career|hiring|\bjobs?\b/i],
  ['retention', /retention|expansion|existing business/i],
  ['event', /event|webinar|conference|summit|forum/i],
  ['news', /news|announce/i],
  ['brand', /brand|awareness/i],
];

/** What a goal adds beyond its wording: a hashtag, an emoji for Enhance, a question for a hook. */
const GOALS: Record<GoalKind, { hashtag?: string; emoji: string; question: string }> = {
  investment: { hashtag: '#Investment', emoji: '📈', question: 'Where will your next project grow?' },
  sites: { hashtag: '#SiteSelection', emoji: '🏗️', question: 'Ready to see it in person?' },
  workforce: { hashtag: '#Workforce', emoji: '🎓', question: 'Ready for your next career move?' },
  retention: { hashtag: '#BusinessExpansion', emoji: '🤝', question: 'Is your company ready to grow?' },
  news: { hashtag: '#News', emoji: '📣', question: 'What do you think?' },
  event: { hashtag: '#Events', emoji: '📅', question: 'Will we see you there?' },
  brand: { hashtag: '#PlaceMarketing', emoji: '🌟', question: 'Have you seen what is happening here?' },
  general: { emoji: '✨', question: 'What do you think?' },
};

/** The reference list's industries, with what each can honestly point to in any region. */
const INDUSTRY_STRENGTHS: Record<string, readonly [string, string]> = {
  'advanced manufacturing': ['skilled production talent', 'strong supplier networks'],
  'life sciences': ['research universities', 'lab-ready space'],
  technology: ['a deep tech talent pool', 'reliable high-speed connectivity'],
  'logistics and distribution': ['interstate and rail access', 'a central location'],
  energy: ['reliable power and transmission capacity', 'an experienced energy workforce'],
  'agribusiness and food processing': ['productive farmland', 'cold-chain logistics'],
  'aerospace and defense': ['certified suppliers', 'engineering talent'],
  'financial services': ['an experienced finance workforce', 'a competitive cost of doing business'],
  tourism: ['memorable destinations', 'hospitality talent'],
};
const GENERIC_STRENGTHS = ['a skilled workforce', 'supportive partners'] as const;

/** Compass regions take "the"; national and international ones read better as a phrase. */
const REGIONS: Record<string, string> = {
  northeast: 'in the Northeast',
  southeast: 'in the Southeast',
  midwest: 'in the Midwest',
  southwest: 'in the Southwest',
  west: 'in the West',
  national: 'across the country',
  international: 'in markets around the world',
};

type Options = readonly [string, ...string[]];

/** The reference list's audiences, with the benefit each cares about (what Expand adds first). */
const AUDIENCES: Record<string, { phrase: string; benefits: Options }> = {
  'site selectors': {
    phrase: 'site selectors',
    benefits: [
      'For site selectors, that means verified site data, reliable utilities and one point of contact from first call to groundbreaking.',
      'Site selectors can get specs, incentives and workforce numbers in one package, so a shortlist takes days, not weeks.',
    ],
  },
  'corporate real estate executives': {
    phrase: 'corporate real estate executives',
    benefits: [
      'For corporate real estate executives, that means predictable costs, fast permitting and space that can grow with the business.',
      'Corporate real estate executives get a partner who understands timelines, budgets and board approvals.',
    ],
  },
  'business owners': {
    phrase: 'business owners',
    benefits: [
      'For business owners, that means practical help with financing, hiring and finding the right space.',
      'Business owners get one local contact who can open doors with lenders, training partners and city hall.',
    ],
  },
  investors: {
    phrase: 'investors',
    benefits: [
      'For investors, that means a growing market, strong fundamentals and projects backed by committed public partners.',
      'Investors get clear data on growth, costs and incentives before making a decision.',
    ],
  },
  'job seekers': {
    phrase: 'job seekers',
    benefits: [
      'For job seekers, that means good-paying roles, paid training and room to build a career close to home.',
      'Job seekers can find employers who are hiring now and programs that help them get started.',
    ],
  },
  residents: {
    phrase: 'residents',
    benefits: [
      'For residents, that means new jobs, a stronger tax base and more reasons to stay and build a life here.',
      'Residents see the results in local paychecks, new businesses and investment in the community.',
    ],
  },
  policymakers: {
    phrase: 'policymakers',
    benefits: [
      'For policymakers, that means measurable returns: jobs created, wages raised and capital invested.',
      'Policymakers get the data to show how economic development pays off for every community.',
    ],
  },
  media: {
    phrase: 'members of the media',
    benefits: [
      'For members of the media, we have the facts, figures and people behind the story ready to share.',
      'Reporters covering the story can reach our team for data, interviews and background.',
    ],
  },
};

/** Filled in when the setup's own values give too few hashtags (or only duplicates). */
const FALLBACK_HASHTAGS = ['#EconomicDevelopment', '#BusinessGrowth', '#Community', '#Jobs', '#Innovation'];
/** Words that add length but no meaning to a hashtag. */
const HASHTAG_STOPWORDS = new Set(['and', 'the', 'of', 'for', 'a', 'an', 'in', 'on', 'to']);
const HASHTAG_MAX_CHARS = 30;

interface Context {
  /** What the stable hash is taken of: the task and every input it depends on. */
  seed: string;
  organization: string;
  campaign: string;
  /** Names the campaign in a sentence, or nothing when there is no campaign. */
  campaignSuffix: string;
  goalKind: GoalKind;
  goalPhrase: string;
  industry: string;
  strengths: readonly [string, string];
  /** The region as a place in a sentence: "in the Midwest", "across the country". */
  where: string;
  audience: string;
  audienceBenefits: Options;
  topic: string;
  hookTopic: string;
  hashtags: string[];
}

function contextOf(setup: PostSetup, seed: string, topic = ''): Context {
  const organization = cleanValue(setup.organizationName, VALUE_MAX_CHARS.organization) || 'our team';
  const campaign = cleanValue(setup.campaign, VALUE_MAX_CHARS.campaign);
  const goal = cleanValue(setup.goal, VALUE_MAX_CHARS.goal);
  const industryValue = cleanValue(setup.industry, VALUE_MAX_CHARS.industry);
  const regionValue = cleanValue(setup.region, VALUE_MAX_CHARS.region);
  const audienceValue = cleanValue(setup.audience, VALUE_MAX_CHARS.audience);

  const goalKind = GOAL_KINDS.find(([, pattern]) => pattern.test(goal))?.[0] ?? 'general';
  const knownIndustry = INDUSTRY_STRENGTHS[industryValue.toLowerCase()];
  const knownAudience = AUDIENCES[audienceValue.toLowerCase()];
  // Reference values are sentence-case labels; typed-in ones may be names, so they keep their case.
  const industry = knownIndustry ? industryValue.toLowerCase() : industryValue || 'local industry';
  const audience = knownAudience?.phrase ?? (audienceValue || 'our partners');
  const where = REGIONS[regionValue.toLowerCase()] ?? (regionValue ? `in ${regionValue}` : 'in our region');
  const subject = topic || campaign || industry;

  return {
    seed,
    organization,
    campaign,
    // Named once: a post whose subject is the campaign itself need not say it belongs to it.
    campaignSuffix:
      campaign && !subject.toLowerCase().includes(campaign.toLowerCase())
        ? ` This is part of our ${campaign}${/campaign/i.test(campaign) ? '' : ' campaign'}.`
        : '',
    goalKind,
    goalPhrase: sentenceCaseToPhrase(goal) || 'growing the local economy',
    industry,
    strengths: knownIndustry ?? GENERIC_STRENGTHS,
    where,
    audience,
    audienceBenefits: [
      ...(knownAudience?.benefits ?? []),
      `For ${audience}, that means new opportunities, practical support and a team ready to help.`,
      `${upperFirst(audience)} can count on clear information and a partner who follows through.`,
    ],
    topic: cutAtWord(subject, TOPIC_MAX_CHARS),
    hookTopic: cutAtWord(subject, HOOK_TOPIC_MAX_CHARS),
    hashtags: uniqueHashtags([
      hashtagOf(industryValue),
      hashtagOf(regionValue),
      GOALS[goalKind].hashtag ?? hashtagOf(goal),
      hashtagOf(campaign),
      ...FALLBACK_HASHTAGS,
    ]),
  };
}

/** The fields in a fixed order, so that a setup built with its keys in another order varies the same way. */
function seedOf(kind: string, setup: PostSetup, input: string): string {
  const { organizationName, goal, campaign, industry, region, audience } = setup;
  return [kind, organizationName, goal, campaign, industry, region, audience, input].join('\u0001');
}

// ---------------------------------------------------------------------------------------------------
// Goal templates
// ---------------------------------------------------------------------------------------------------

interface GoalWriting {
  /** The first line: it has to make a reader stop scrolling before "…see more". */
  hooks: Options;
  /** What the post is about and who is behind it. */
  openings: Options;
  /** Why it matters: every one names the audience, the industry and the region. */
  contexts: Options;
  /** One more concrete point: the optional third body paragraph, and what Expand adds. */
  details: Options;
  callsToAction: Options;
  suggestion: string;
}

function goalWriting(c: Context): GoalWriting {
  const { organization, industry, where, audience, topic, hookTopic, campaignSuffix } = c;
  const Topic = upperFirst(topic);
  const HookTopic = upperFirst(hookTopic);
  const Industry = upperFirst(industry);
  const Audience = upperFirst(audience);
  const strengths = listOf(c.strengths);
  switch (c.goalKind) {
    case 'investment':
      return {
        hooks: [
          `${HookTopic}: one more reason to invest ${where}.`,
          `Why are ${industry} companies investing ${where}? ${HookTopic} is part of the answer.`,
          `Looking for your next ${industry} location? Start with ${hookTopic}.`,
        ],
        openings: [
          `${organization} is sharing ${topic} because it shows the momentum behind new investment.${campaignSuffix}`,
          `${Topic} is a clear signal for anyone weighing an investment decision.${campaignSuffix}`,
        ],
        contexts: [
          `For ${audience}, the case for investing ${where} is simple: ${listOf([...c.strengths, 'competitive costs', 'a team that moves at the speed of business'])}.`,
          `${Audience} weighing their next ${industry} investment will find ${strengths} ${where}, plus incentives and partners ready to help.`,
        ],
        details: [
          'Our team offers confidential site searches, incentive guidance and introductions to local partners.',
          'From the first call to the ribbon cutting, we help projects move quickly and predictably.',
        ],
        callsToAction: [
          `Planning a project ${where}? Message ${organization} for a confidential conversation.`,
          `Let's talk about what your next investment could look like ${where}. Reach out to our team today.`,
        ],
        suggestion: `Write a post on why ${audience} should consider investing ${where} in ${industry}.`,
      };
    case 'sites':
      return {
        hooks: [
          `${HookTopic}: ready-to-build space for ${industry} ${where}.`,
          `Need a site that is ready when you are? Meet ${hookTopic}.`,
        ],
        openings: [
          `${organization} is putting ${topic} in front of the people who decide where projects go.${campaignSuffix}`,
          `${Topic} gives growing companies room to expand, with infrastructure in place and clear timelines.${campaignSuffix}`,
        ],
        contexts: [
          `${Audience} looking for ${industry} space ${where} get the essentials up front: acreage, utilities, zoning and access to ${strengths}.`,
          `For ${audience}, it means sites ${where} that suit ${industry} users, backed by ${strengths}.`,
        ],
        details: [
          'Each property comes with up-to-date specs, utility details and incentive information.',
          'We can arrange tours, share aerial views and connect you with owners and brokers.',
        ],
        callsToAction: [
          `Request the site package or book a tour: message ${organization} to get started.`,
          'Want the full specs? Reach out and we will set up a site visit.',
        ],
        suggestion: `Promote our available ${industry} sites and buildings ${where} to ${audience}.`,
      };
    case 'workforce':
      return {
        hooks: [
          `${Industry} careers are growing ${where}, and ${hookTopic} is part of the story.`,
          `Looking for your next career move? Here is ${hookTopic}.`,
          `Talent is what makes ${industry} work ${where}. That is why ${hookTopic} matters.`,
        ],
        openings: [
          `${Topic} connects people with ${industry} careers.${campaignSuffix}`,
          `At ${organization}, we are building tomorrow's workforce, and ${topic} is one way we are opening doors to new careers.${campaignSuffix}`,
        ],
        contexts: [
          `For ${audience}, that means access to ${industry} careers ${where}, with training, apprenticeships and employers who are hiring now.`,
          `${Industry} employers ${where} are hiring, and ${audience} are part of how the region builds the talent it needs.`,
        ],
        details: [
          'Training partners and employers are working together so skills match the jobs on offer.',
          'Apprenticeships and paid training make it easier to start a new career.',
        ],
        callsToAction: [
          'Explore open roles and training programs, and share this with someone ready for their next step.',
          `Ready to start? Reach out to ${organization} to learn about careers in ${industry}.`,
        ],
        suggestion: `Highlight ${industry} careers and training ${where} for ${audience}.`,
      };
    case 'retention':
      return {
        hooks: [
          `Growing here, staying here: ${hookTopic}.`,
          `When local ${industry} companies grow, everyone ${where} benefits. ${HookTopic} shows how.`,
        ],
        openings: [
          `${Topic} is a reminder that the companies already here are the backbone of our economy.${campaignSuffix}`,
          `${organization} is proud to share ${topic}: proof that local employers keep choosing to grow at home.${campaignSuffix}`,
        ],
        contexts: [
          `We work with ${audience} to keep ${industry} companies growing ${where}, from permits and financing to hiring and new space.`,
          `For ${audience}, that means a partner who helps ${industry} employers ${where} expand, modernise and stay competitive.`,
        ],
        details: [
          'Our business retention team visits local employers to understand their plans and remove obstacles to growth.',
          'Most new jobs come from companies that are already here, which is why we check in before problems start.',
        ],
        callsToAction: [
          `Planning to expand? Let's talk about how ${organization} can help you grow.`,
          'If your company is growing, reach out: our business retention team is here to help.',
        ],
        suggestion: `Celebrate a local ${industry} company that is expanding ${where}.`,
      };
    case 'news':
      return {
        hooks: [
          `News from ${organization}: ${hookTopic}.`,
          `Announcing ${hookTopic}.`,
          `Here is the latest ${where}: ${hookTopic}.`,
        ],
        openings: [
          `${Topic} is an important step for our community.${campaignSuffix}`,
          `Today ${organization} is sharing ${topic}.${campaignSuffix}`,
        ],
        contexts: [
          `It is good news for ${audience} and for everyone invested in ${industry} ${where}.`,
          `We are sharing it with ${audience} because it signals new momentum for ${industry} ${where}.`,
        ],
        details: [
          'We will share more details as the story develops.',
          'This is one more sign of momentum for the local economy.',
        ],
        callsToAction: [
          `Read the full announcement and follow ${organization} for updates.`,
          `Follow ${organization} for the latest news, and share this with your network.`,
        ],
        suggestion: `Share the latest ${industry} news ${where} with ${audience}.`,
      };
    case 'event':
      return {
        hooks: [`Save the date: ${hookTopic}.`, `You are invited: ${hookTopic}.`, `Join us for ${hookTopic}.`],
        openings: [
          `${Topic} brings people together to talk about what comes next.${campaignSuffix}`,
          `We are getting ready for ${topic}, and we would love to see you there.${campaignSuffix}`,
        ],
        contexts: [
          `We are bringing together ${audience} and ${industry} leaders ${where} for practical insights and useful connections.`,
          `Expect a first look at what is next for ${industry} ${where}, and time to meet ${audience} who are shaping it.`,
        ],
        details: [
          'Date, time and venue details are on the registration page.',
          'Spaces are limited, so early registration is recommended.',
        ],
        callsToAction: [
          'Join us: save the date and register today to reserve your spot.',
          'Mark the date and join us. Registration is open now.',
        ],
        suggestion: `Promote our upcoming ${c.campaign || industry} event for ${audience} ${where}.`,
      };
    case 'brand':
      return {
        hooks: [
          `Why do ${industry} companies thrive ${where}? ${HookTopic} is one answer.`,
          `${HookTopic}: this is what our region is made of.`,
        ],
        openings: [
          `At ${organization}, we tell the story of our region, and ${topic} is a big part of it.${campaignSuffix}`,
          `${Topic} says a lot about who we are and where we are going.${campaignSuffix}`,
        ],
        contexts: [
          `${Audience} know the numbers matter, but so does the story: ${strengths} ${where}, and people who get ${industry} projects done.`,
          `For ${audience}, it shows what ${industry} looks like ${where}: ${strengths}, and partners who deliver.`,
        ],
        details: [
          'Every project, partnership and success story adds to what makes this a great place to do business.',
          'The people here are the reason the story keeps getting better.',
        ],
        callsToAction: [
          `Follow ${organization} to see more of what is happening ${where}.`,
          'Share this with someone who should know our region better, and follow us for more.',
        ],
        suggestion: `Share a story that shows why ${industry} thrives ${where}.`,
      };
    case 'general':
      return {
        hooks: [
          `${HookTopic}: here is what it means for ${industry} ${where}.`,
          `Here is something ${audience} should know: ${hookTopic}.`,
        ],
        openings: [
          `At ${organization}, our focus is ${c.goalPhrase}. ${Topic} is part of that work.${campaignSuffix}`,
          `${Topic} matters to us at ${organization} because it supports our focus on ${c.goalPhrase}.${campaignSuffix}`,
        ],
        contexts: [
          `For ${audience}, it means ${strengths} ${where}, backed by partners who want ${industry} to succeed.`,
          `${Audience} ${where} can count on clear information and a team that helps ${industry} grow.`,
        ],
        details: [
          'We will keep sharing progress as the work moves forward.',
          'Partnerships like this are how the local economy keeps growing.',
        ],
        callsToAction: [
          `Want to learn more? Get in touch with ${organization}.`,
          'Have questions or ideas? Comment below or message our team.',
        ],
        suggestion: `Write a post about how ${c.campaign || industry} supports our focus on ${c.goalPhrase} ${where}.`,
      };
  }
}

/** Sentences Expand adds on top of the goal's own: region and industry context, and fuller calls to action. */
function extraContexts(c: Context): string[] {
  const { industry, where } = c;
  return [
    `${upperFirst(industry)} is one of the fastest-growing sectors ${where}, supported by ${listOf(c.strengths)}.`,
    `${upperFirst(where)}, ${industry} companies benefit from ${listOf(c.strengths)}.`,
    `Companies in ${industry} are finding room to grow ${where}, with partners ready to help at every step.`,
    `The ${industry} ecosystem ${where} keeps getting stronger, from suppliers to training programs.`,
  ];
}

function extraCallsToAction(c: Context): string[] {
  return [
    `Want the details? Message ${c.organization} and we will connect you with the right people, data and sites.`,
    `Get in touch with ${c.organization} today to start the conversation.`,
    'Comment below or send us a message, and our team will follow up within one business day.',
    `Follow ${c.organization} for more updates ${c.where}, and share this with someone who should see it.`,
  ];
}

// ---------------------------------------------------------------------------------------------------
// Draft
// ---------------------------------------------------------------------------------------------------

function draftPost(c: Context): string {
  const writing = goalWriting(c);
  const body = [pick(writing.openings, c.seed, 'opening'), pick(writing.contexts, c.seed, 'context')];
  // A third paragraph only some of the time: posts of one shape read as machine-made.
  if (stableHash(`${c.seed}|details`) % 2 === 0) body.push(pick(writing.details, c.seed, 'details'));
  return renderWithinLimit({
    paragraphs: [asHook(pick(writing.hooks, c.seed, 'hook')), ...body, pick(writing.callsToAction, c.seed, 'cta')],
    hashtags: c.hashtags.slice(0, POST_HASHTAGS.max),
  });
}

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

function topicOf(prompt: string): string {
  let topic = cleanValue(prompt, PROMPT_SCAN_CHARS);
  for (let previous = ''; previous !== topic; ) {
    previous = topic;
    for (const prefix of REQUEST_PREFIXES) topic = topic.replace(prefix, '');
  }
  topic = topic.replace(/[\s.!?;:,]+$/u, '');
  return LOWERCASE_LEADS.test(topic) ? topic.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()) : topic;
}
/** Only the start of a prompt can hold its subject; the rest would be cut from the topic anyway. */
const PROMPT_SCAN_CHARS = 600;

// ---------------------------------------------------------------------------------------------------
// Post structure
// ---------------------------------------------------------------------------------------------------

interface Post {
  paragraphs: string[];
  hashtags: string[];
}

const HASHTAG_TOKEN = /^#[\p{L}\p{N}_]+$/u;
const CALL_TO_ACTION =
  /\b(?:contact|reach out|get in touch|join|register|sign up|learn more|visit|apply|message|talk to|let['’]s talk|book|rsvp|follow|connect|email|call|explore|find out|discover|comment|share|download|request|schedule|save the date)\b/i;

/** Line endings, trailing spaces and runs of blank lines are what pasting into the editor leaves behind. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function parsePost(text: string): Post {
  const lines = tidy(text).split('\n');
  const tokens = (lines.at(-1) ?? '').trim().split(/\s+/).filter(Boolean);
  const hasHashtagLine = tokens.length > 0 && tokens.every((token) => HASHTAG_TOKEN.test(token));
  const body = (hasHashtagLine ? lines.slice(0, -1) : lines).join('\n');
  return {
    paragraphs: body
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    hashtags: hasHashtagLine ? tokens : [],
  };
}

function render(post: Post): string {
  return [...post.paragraphs, post.hashtags.join(' ')].filter(Boolean).join('\n\n').trim();
}

/** Renders within LinkedIn's 3000, dropping middle paragraphs first: the hook and the call to action carry a post. */
function renderWithinLimit(post: Post): string {
  let hashtags = post.hashtags;
  while (hashtags.join(' ').length > MAX_HASHTAG_LINE_CHARS) hashtags = hashtags.slice(0, -1);
  const room = POST_MAX_CHARS - (hashtags.length > 0 ? hashtags.join(' ').length + 2 : 0);
  const paragraphs = [...post.paragraphs];
  while (paragraphs.length > 2 && paragraphs.join('\n\n').length > room) paragraphs.splice(-2, 1);
  return render({ paragraphs: [cutAtWord(paragraphs.join('\n\n'), room)], hashtags });
}

function tidyForEditor(text: string): string {
  const tidied = tidy(text);
  return tidied.length <= POST_MAX_CHARS ? tidied : renderWithinLimit(parsePost(tidied));
}

function asHook(line: string): string {
  return cutAtWord(line, POST_HOOK_CHARS);
}

function firstLineOf(paragraph: string): string {
  return paragraph.split('\n')[0] ?? '';
}

/** Keeps the writer's own hashtags first, then fills from the setup up to `atLeast` (never past five). */
function completeHashtags(existing: string[], c: Context, atLeast: number): string[] {
  const own = uniqueHashtags(existing);
  const count = Math.min(POST_HASHTAGS.max, Math.max(atLeast, own.length));
  return uniqueHashtags([...own, ...c.hashtags]).slice(0, count);
}

function uniqueHashtags(tags: readonly (string | undefined)[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag): tag is string => {
    if (!tag || seen.has(tag.toLowerCase())) return false;
    seen.add(tag.toLowerCase());
    return true;
  });
}

/** "Aerospace and defense" → "#AerospaceDefense": letters and digits only, so LinkedIn links the whole tag. */
function hashtagOf(value: string): string | undefined {
  const words = value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !HASHTAG_STOPWORDS.has(word.toLowerCase()));
  const tag = words.map(upperFirst).join('');
  return tag && tag.length <= HASHTAG_MAX_CHARS ? `#${tag}` : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Expand
// ---------------------------------------------------------------------------------------------------

/**
 * Adds sentences the text does not hold yet, drawn from the setup: the audience's benefit, region and
 * industry context, a goal detail and a fuller call to action; each only while the post stays within 3000.
 */
function expandPost(post: Post, c: Context): Post {
  const writing = goalWriting(c);
  const paragraphs = post.paragraphs.length > 0 ? post.paragraphs : [asHook(pick(writing.hooks, c.seed, 'hook'))];
  const hashtags = completeHashtags(post.hashtags, c, POST_HASHTAGS.min);
  const present = render(post).toLowerCase();
  // Starts at a hashed place in each pool, and skips what the text already says (Expand, then Expand again).
  const fresh = (options: readonly string[], slot: string): string | undefined => {
    const start = stableHash(`${c.seed}|${slot}`) % options.length;
    const rotated = [...options.slice(start), ...options.slice(0, start)];
    return rotated.find((sentence) => !present.includes(sentence.toLowerCase()));
  };
  const candidates = [
    { role: 'body', sentence: fresh(c.audienceBenefits, 'benefit') },
    { role: 'body', sentence: fresh([...writing.contexts, ...extraContexts(c)], 'context') },
    { role: 'closing', sentence: fresh([...writing.callsToAction, ...extraCallsToAction(c)], 'closing') },
    { role: 'body', sentence: fresh(writing.details, 'details') },
  ] as const;

  const closesWithCallToAction = paragraphs.length > 1 && CALL_TO_ACTION.test(paragraphs.at(-1) ?? '');
  type Addition = { role: 'body' | 'closing'; sentence: string };
  const compose = (added: Addition[]): Post => {
    const newBody = added.filter((item) => item.role === 'body').map((item) => item.sentence);
    const closing = added.find((item) => item.role === 'closing')?.sentence;
    const kept = closesWithCallToAction ? paragraphs.slice(0, -1) : paragraphs;
    const ending = closesWithCallToAction ? [paragraphs.at(-1) ?? ''] : [];
    if (closing) {
      if (closesWithCallToAction) ending[0] = `${ending[0]} ${closing}`;
      else ending.push(closing);
    }
    return { paragraphs: [...kept, newBody.join(' '), ...ending].filter(Boolean), hashtags };
  };

  const added: Addition[] = [];
  for (const { role, sentence } of candidates) {
    if (sentence && render(compose([...added, { role, sentence }])).length <= POST_MAX_CHARS) added.push({ role, sentence });
  }
  return compose(added);
}

// ---------------------------------------------------------------------------------------------------
// Shorten
// ---------------------------------------------------------------------------------------------------

/** Two thirds of the input, the promise of Shorten; a text under 60 characters has nothing to spare. */
function shortenedLength(text: string): number {
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
 * the call to action, each paragraph's first sentence, then the rest, all in their original order.
 */
function shortenPost(post: Post, c: Context, maxLength: number): Post {
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
  const closingLead = [...leads].at(-1);
  const priority = [
    ...(closingLead ? [closingLead] : []),
    ...[...leads].filter((sentence) => sentence !== closingLead),
    ...sentences.filter((sentence) => !leads.has(sentence)),
  ];

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

// ---------------------------------------------------------------------------------------------------
// More casual / More formal
// ---------------------------------------------------------------------------------------------------

/** Negations read naturally contracted anywhere in a sentence. */
const NEGATIONS: readonly (readonly [string, string])[] = [
  ['cannot', "can't"],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['was not', "wasn't"],
  ['were not', "weren't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['should not', "shouldn't"],
  ['could not', "couldn't"],
];

/** A pronoun and its verb contract only before another word: "here it is." must not become "here it's." */
const PRONOUN_VERBS: readonly (readonly [string, string])[] = [
  ['we are', "we're"],
  ['you are', "you're"],
  ['they are', "they're"],
  ['I am', "I'm"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['here is', "here's"],
  ['what is', "what's"],
  ['we will', "we'll"],
  ['you will', "you'll"],
  ['they will', "they'll"],
  ['we would', "we'd"],
];

/** Contractions that are safe to expand but sound odd when made ("let us know" is not "let's know"). */
const EXPAND_ONLY: readonly (readonly [string, string])[] = [
  ["ain't", 'is not'],
  ["y'all", 'you all'],
  ["mustn't", 'must not'],
  ["needn't", 'need not'],
  ["hadn't", 'had not'],
  ["let's", 'let us'],
  ["it'll", 'it will'],
  ["I'll", 'I will'],
  ["I've", 'I have'],
  ["we've", 'we have'],
  ["you've", 'you have'],
  ["they've", 'they have'],
  ["who's", 'who is'],
  ["he's", 'he is'],
  ["she's", 'she is'],
  ["I'd", 'I would'],
  ["you'd", 'you would'],
  ["they'd", 'they would'],
];

/** Phrases go before the contractions: "we are pleased to announce" must not become "we're pleased …". */
const CASUAL_REWRITES = rewrites([
  ['we are (?:pleased|delighted|proud|happy|thrilled|excited) to (?:announce|share)(?: that)?:?', 'big news:'],
  ['in order to', 'to'],
  ['prior to', 'before'],
  ['with regard to', 'about'],
  ['regarding', 'about'],
  ['utili[sz]e', 'use'],
  ['utili[sz]es', 'uses'],
  ['utili[sz]ed', 'used'],
  ['utili[sz]ing', 'using'],
  ['therefore', 'so'],
  ['additionally', 'plus'],
  ['furthermore', 'also'],
  ['moreover', 'also'],
  ['commence', 'start'],
  ['commences', 'starts'],
  ['facilitate', 'help'],
  ['facilitates', 'helps'],
  ['assist', 'help'],
  ['obtain', 'get'],
  ['approximately', 'about'],
  ['numerous', 'lots of'],
  ['individuals', 'people'],
  ['demonstrate', 'show'],
  ['demonstrates', 'shows'],
  ['require', 'need'],
  ['requires', 'needs'],
  ['sufficient', 'enough'],
  ['inquire', 'ask'],
  ['excellent', 'great'],
  ['significant', 'big'],
  ...PRONOUN_VERBS.map(([full, short]) => [wordsPattern(full, '(?=\\s+[\\p{L}\\p{N}])'), short] as const),
  ['can not', "can't"],
  ...NEGATIONS,
]);

const FORMAL_REWRITES = rewrites([
  ...[...EXPAND_ONLY, ...[...NEGATIONS, ...PRONOUN_VERBS].map(([full, short]) => [short, full] as const)].map(
    ([short, full]) => [short.replace("'", "['’]"), full] as const,
  ),
  ['big news(?:\\s*[:!—–-])+', 'we are pleased to announce:'],
  ['big news', 'significant news'],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
  ['gotta', 'have to'],
  ['kinda', 'somewhat'],
  ['awesome', 'excellent'],
  ['amazing', 'remarkable'],
  ['huge', 'significant'],
  ['super', 'very'],
  ['cool', 'impressive'],
  ['check out', 'explore'],
  ['info', 'information'],
  ['asap', 'as soon as possible'],
  ['thanks', 'thank you'],
  ['kids', 'children'],
  ['guys', 'everyone'],
  ['folks', 'people'],
  ['yeah', 'yes'],
  ['totally', 'entirely'],
  ['plus,', 'additionally,'],
  [/(?<=^|[.!?]\s+)so,/gimu, 'therefore,'],
]);

const CASUAL_OPENERS: Options = ['Hey everyone!', 'Hi all!', 'Hello, LinkedIn!'];
const GREETING = /^(?:hey|hi|hello|howdy)\b[^!.?:\n]{0,20}[!.:,]+\s*/i;
/** Pictographs and the joiners, selectors and modifiers that build them; ©, ® and ™ are typography. */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\uFE0F|\u200D|\u20E3/gu;

function toCasual(post: Post, c: Context): Post {
  const paragraphs = post.paragraphs.map((paragraph) => rewrite(paragraph, CASUAL_REWRITES));
  const [first] = paragraphs;
  if (first !== undefined && !GREETING.test(first)) {
    const opened = `${pick(CASUAL_OPENERS, c.seed, 'opener')} ${first}`;
    if (firstLineOf(opened).length <= POST_HOOK_CHARS) paragraphs[0] = opened;
  }
  return { ...post, paragraphs };
}

function toFormal(post: Post): Post {
  const paragraphs = post.paragraphs
    .map((paragraph, index) => {
      const withoutEmoji = paragraph.replace(EMOJI, '');
      const greeted = index === 0 ? upperFirst(withoutEmoji.trimStart().replace(GREETING, '')) : withoutEmoji;
      const reworded = rewrite(greeted, FORMAL_REWRITES)
        // "?!" still asks; a run of "!" is a full stop in a formal register.
        .replace(/!*\?[!?]*/g, '?')
        .replace(/!+\.*/g, '.');
      return tidySpacing(reworded).replace(/(?<!\.)\.\.(?!\.)/g, '.');
    })
    .filter(Boolean);
  return { ...post, paragraphs };
}

// ---------------------------------------------------------------------------------------------------
// Enhance
// ---------------------------------------------------------------------------------------------------

interface Wishes {
  length?: 'shorter' | 'longer';
  tone?: 'casual' | 'formal';
  allHashtags: boolean;
  emoji: boolean;
  question: boolean;
  /** A subject to weave in when the instruction asks for nothing the writer recognises. */
  topic?: string;
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
    const topic = topicOf(text.replace(TOPIC_CUES, ''));
    if (topic.length > 2 && !VAGUE_INSTRUCTION.test(topic)) wishes.topic = cutAtWord(topic, TOPIC_MAX_CHARS);
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

function enhancePost(text: string, instructions: string, c: Context): string {
  const original = tidy(text);
  const parsed = parsePost(original);
  const wishes = readInstructions(instructions);

  let post = withCallToAction(withHook({ ...parsed, paragraphs: parsed.paragraphs.map(withoutFillers).filter(Boolean) }, c), c);
  post = { ...post, hashtags: completeHashtags(post.hashtags, c, POST_HASHTAGS.min) };
  if (wishes.tone === 'casual') post = toCasual(post, c);
  if (wishes.tone === 'formal') post = toFormal(post);
  if (wishes.question) post = withQuestionHook(post, c);
  if (wishes.topic) post = withTopicSentence(post, wishes.topic, c);
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
  if (others.length === 0 && otherLines.length === 0) return post;
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

/** The subject goes just before the call to action, so the post still ends by asking the reader to act. */
function withTopicSentence(post: Post, topic: string, c: Context): Post {
  const lead = pick(['It is also worth highlighting', 'One more thing worth knowing:', 'We also want to highlight'], c.seed, 'topic');
  const sentence = asSentence(`${lead} ${topic}`);
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

// ---------------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------------

/** FNV-1a: small, stable across runs and platforms, and enough to vary phrasing. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Each slot hashes on its own, so that the hook and the call to action do not vary in lockstep. */
function pick(options: Options, seed: string, slot: string): string {
  return options[stableHash(`${slot}|${seed}`) % options.length] ?? options[0];
}

/** One line of text from a free-text value: no control characters or line breaks, at most `max` long. */
function cleanValue(value: string, max: number): string {
  const text = value.normalize('NFC').replace(/\p{Cc}+/gu, ' ').replace(/\s+/gu, ' ').trim();
  return cutAtWord(text, max);
}

/** Cuts at a word boundary and marks the cut, never splitting a surrogate pair. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 1) return '';
  let end = max - ELLIPSIS.length;
  if (isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  let head = text.slice(0, end);
  const lastSpace = head.search(/\s\S*$/u);
  // A cut far back would lose most of the text: then a word is split instead.
  if (lastSpace >= end / 2) head = head.slice(0, lastSpace);
  return head.replace(/[\s,;:.\-–—]+$/u, '') + ELLIPSIS;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** Capitalises past opening quotes and brackets ("“our" → "“Our"), but never inside markup or a symbol. */
function upperFirst(text: string): string {
  return text.replace(/^([\s"'“‘([]*)(\p{Ll})/u, (_match, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** "Community engagement" → "community engagement" in mid-sentence; "Grow NYC" keeps its capitals. */
function sentenceCaseToPhrase(value: string): string {
  const [firstWord = '', ...others] = value.split(' ');
  const sentenceCase = /^\p{Lu}\p{Ll}*$/u.test(firstWord) && others.every((word) => !/\p{Lu}/u.test(word));
  return sentenceCase ? firstWord.toLowerCase() + value.slice(firstWord.length) : value;
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function asSentence(text: string): string {
  return /[.!?…]$/u.test(text) ? text : `${text}.`;
}

function sentencesOf(line: string): string[] {
  return line.split(/(?<=[.!?…]["'”’)\]]*)\s+/u).filter(Boolean);
}

function tidySpacing(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]{2,}/g, ' ').replace(/[^\S\n]+([.,!?;:])/g, '$1').trim())
    .join('\n')
    .trim();
}

/** Whole words only, and never inside a hashtag: "#Utilize" is the writer's tag, not a word to change. */
function wordsPattern(words: string, after = ''): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}#'’])${words.replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}'’])${after}`, 'giu');
}

/** A pattern (whole words unless given as a RegExp) and what it becomes, keeping a leading capital. */
type Rewrite = readonly [RegExp, string];

function rewrites(list: readonly (readonly [string | RegExp, string])[]): Rewrite[] {
  return list.map(([pattern, replacement]) => [typeof pattern === 'string' ? wordsPattern(pattern) : pattern, replacement]);
}

function rewrite(text: string, list: readonly Rewrite[]): string {
  return list.reduce(
    (current, [pattern, replacement]) =>
      current.replace(pattern, (match) => (/^\p{Lu}/u.test(match) ? upperFirst(replacement) : replacement)),
    text,
  );
}

const FILLER = wordsPattern('(?:very|really|just|basically|actually)', ',?[^\\S\\n]*');

function withoutFillers(paragraph: string): string {
  return paragraph
    .split('\n')
    .map((line) =>
      sentencesOf(line)
        .map((sentence) => {
          const stripped = tidySpacing(sentence.replace(FILLER, ''));
          // "Actually, we grew." → "We grew.": the sentence keeps its capital.
          return /^\P{L}*\p{Lu}/u.test(sentence) ? upperFirst(stripped) : stripped;
        })
        .filter(Boolean)
        .join(' '),
    )
    .filter(Boolean)
    .join('\n');
}
