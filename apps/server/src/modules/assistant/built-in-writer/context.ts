/**
 * Setup → writing context: what the built-in writer makes of a post setup (the goal's kind, the
 * industry's strengths, the region and audience as phrases, the hashtags), and the seed that varies it.
 */
import type { PostSetup } from '../writer.js';
import { cleanValue, cutAtWord, sentenceCaseToPhrase, upperFirst, type Options } from './text.js';
import type { Brief } from './prompt.js';

/** Quoted setup values are cut so that no combination of them can push a post past the limits. */
const VALUE_MAX_CHARS = { organization: 60, campaign: 60, goal: 60, industry: 50, region: 40, audience: 50 };
/** The topic quoted in the body, and the shorter one quoted in the hook so the hook fits its 200. */
export const TOPIC_MAX_CHARS = 140;
const HOOK_TOPIC_MAX_CHARS = 100;

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
export const GOALS: Record<GoalKind, { hashtag?: string; emoji: string; question: string }> = {
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

export interface Context {
  /** What the stable hash is taken of: the task and every input it depends on. */
  seed: string;
  organization: string;
  campaign: string;
  /** The campaign as a phrase ("our Spring Growth Push campaign"), or nothing when there is none. */
  ourCampaign: string;
  /** Names the campaign in a sentence, or nothing when there is no campaign or the post names it already. */
  campaignSuffix: string;
  goalKind: GoalKind;
  goalPhrase: string;
  industry: string;
  strengths: readonly [string, string];
  /** The region as a place in a sentence: "in the Midwest", "across the country". */
  where: string;
  audience: string;
  audienceBenefits: Options;
  /** What the post is about as a noun phrase: the prompt's subject, else the campaign or the industry. */
  topic: string;
  /** The topic cut shorter, so that a hook naming it fits LinkedIn's first 200 characters. */
  hookTopic: string;
  hashtags: string[];
}

export function contextOf(setup: PostSetup, seed: string, brief: Brief = { news: [] }): Context {
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
  const subject = brief.subject || campaign || industry;
  const said = [brief.subject, ...brief.news, brief.question].join(' ').trim() || subject;
  const ourCampaign = campaign && `our ${campaign}${/campaign/i.test(campaign) ? '' : ' campaign'}`;

  return {
    seed,
    organization,
    campaign,
    ourCampaign,
    // Named once: a post whose prompt names the campaign need not say it belongs to it.
    campaignSuffix:
      campaign && !said.toLowerCase().includes(campaign.toLowerCase())
        ? ` This is part of ${ourCampaign}.`
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
export function seedOf(kind: string, setup: PostSetup, input: string): string {
  const { organizationName, goal, campaign, industry, region, audience } = setup;
  return [kind, organizationName, goal, campaign, industry, region, audience, input].join('\u0001');
}

export function uniqueHashtags(tags: readonly (string | undefined)[]): string[] {
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
