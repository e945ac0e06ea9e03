/** The sentences each kind of goal is written with: hooks, openings, context, details and calls to action. */
import { listOf, upperFirst, type Options } from './text.js';
import type { Context } from './context.js';

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

export function goalWriting(c: Context): GoalWriting {
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
export function extraContexts(c: Context): string[] {
  const { industry, where } = c;
  return [
    `${upperFirst(industry)} is one of the fastest-growing sectors ${where}, supported by ${listOf(c.strengths)}.`,
    `${upperFirst(where)}, ${industry} companies benefit from ${listOf(c.strengths)}.`,
    `Companies in ${industry} are finding room to grow ${where}, with partners ready to help at every step.`,
    `The ${industry} ecosystem ${where} keeps getting stronger, from suppliers to training programs.`,
  ];
}

export function extraCallsToAction(c: Context): string[] {
  return [
    `Want the details? Message ${c.organization} and we will connect you with the right people, data and sites.`,
    `Get in touch with ${c.organization} today to start the conversation.`,
    'Comment below or send us a message, and our team will follow up within one business day.',
    `Follow ${c.organization} for more updates ${c.where}, and share this with someone who should see it.`,
  ];
}
