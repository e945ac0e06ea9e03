/**
 * The sentences each kind of goal is written with. The prompt's subject is a noun phrase of any length
 * and number ("the riverfront food festival on 14 June", "1,200 new jobs", "the site, zoned for light
 * use"), so it only ever stands where any noun phrase fits: at the end of a sentence or clause, after a
 * colon or as the object of a verb or preposition. The prompt's news is whole sentences, so it gets
 * sentences around it, never a slot inside one.
 */
import { listOf, upperFirst, type Options } from './text.js';
import type { Context } from './context.js';

export interface GoalWriting {
  /** The first line, naming the subject: it has to make a reader stop scrolling before "…see more". */
  hooks: Options;
  /** A short first sentence put before the prompt's news when the news makes the hook. */
  leadIns: Options;
  /** What the post is about and who is behind it, naming the subject. */
  openings: Options;
  /** What the prompt's news means to the organisation, said after it (no subject named: the news just did). */
  reactions: Options;
  /** Why it matters: every one names the audience, the industry and the region. */
  contexts: Options;
  /** One more concrete point: the optional third body paragraph, and what Expand adds. */
  details: Options;
  callsToAction: Options;
  suggestion: string;
}

export function goalWriting(c: Context): GoalWriting {
  const { organization, industry, where, audience, topic, hookTopic } = c;
  const Industry = upperFirst(industry);
  const Audience = upperFirst(audience);
  const strengths = listOf(c.strengths);
  switch (c.goalKind) {
    case 'investment':
      return {
        hooks: [
          `One more reason to invest ${where}: ${hookTopic}.`,
          `Looking for your next ${industry} location? Start with ${hookTopic}.`,
          `Why are ${industry} companies investing ${where}? Part of the answer: ${hookTopic}.`,
        ],
        leadIns: [`Good news for ${industry} ${where}.`, `Here is one more reason to invest ${where}.`],
        openings: [
          `For anyone weighing an investment decision ${where}, we are sharing ${topic}.`,
          `At ${organization}, we are proud to share ${topic}: one more sign of the momentum behind new investment ${where}.`,
        ],
        reactions: [
          `We are sharing it because it shows the momentum behind new investment ${where}.`,
          `We are proud to see it: it is one more sign of the momentum behind new investment ${where}.`,
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
          `Ready-to-build space for ${industry} ${where}: ${hookTopic}.`,
          `Need a site that is ready when you are? Meet ${hookTopic}.`,
        ],
        leadIns: [`Good news for anyone looking for ${industry} space ${where}.`, 'Room to grow, ready when you are.'],
        openings: [
          `For the people who decide where projects go, we are putting the spotlight on ${topic}.`,
          `We know growing companies need room to expand, with infrastructure in place and clear timelines, and that is what they will find with ${topic}.`,
        ],
        reactions: [
          `We are glad to share it, because it is the kind of progress that matters to anyone looking for ${industry} space ${where}.`,
          `We are sharing it because it is good news for companies that need room to grow ${where}.`,
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
          `${Industry} careers are growing ${where}, and here is one reason: ${hookTopic}.`,
          `Looking for your next career move? Take a look at ${hookTopic}.`,
          `Talent is what makes ${industry} work ${where}. That is why we are sharing ${hookTopic}.`,
        ],
        leadIns: [`Good news for ${audience} ${where}.`, `Here is news for anyone building a career in ${industry}.`],
        openings: [
          `We are connecting people with ${industry} careers, and one way we do it is ${topic}.`,
          `At ${organization}, we are building tomorrow's workforce. One way we are opening doors to new careers: ${topic}.`,
        ],
        reactions: [
          `We are proud of it: it is one more way of opening doors to ${industry} careers ${where}.`,
          'We are sharing it because that is what building a workforce looks like: people, training and employers working together.',
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
          `When local ${industry} companies grow, everyone ${where} benefits. Case in point: ${hookTopic}.`,
        ],
        leadIns: [`Good news for local ${industry} employers.`, 'Growing here, staying here.'],
        openings: [
          `We are sharing this because the companies already here are the backbone of our economy: ${topic}.`,
          `We are proud to share proof that local employers keep choosing to grow at home: ${topic}.`,
        ],
        reactions: [
          'We are sharing it because it is one more way we help local employers grow at home.',
          'We want every local employer to know about it, because we are here to help them grow.',
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
        leadIns: [`News from ${organization}.`, `Here is the latest ${where}.`],
        openings: [
          `We are proud to share ${topic}, an important step for our community.`,
          `We are sharing news that matters to ${audience} ${where}: ${topic}.`,
        ],
        reactions: [
          'We are sharing it because it matters to our community.',
          'We are glad to share it with everyone who follows our work.',
        ],
        contexts: [
          `It is good news for ${audience} and for everyone invested in ${industry} ${where}.`,
          `For ${audience}, it signals new momentum for ${industry} ${where}.`,
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
        leadIns: ['Save the date.', 'You are invited.'],
        openings: [
          `We are getting ready for ${topic}, and we would love to see you there.`,
          `We hope you will join us for ${topic}: it is a chance to meet, learn and talk about what comes next.`,
        ],
        reactions: [
          'We would love to see you there.',
          'We are looking forward to it: it is a chance to meet, learn and talk about what comes next.',
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
          `Why do ${industry} companies thrive ${where}? One answer: ${hookTopic}.`,
          `This is what our region is made of: ${hookTopic}.`,
        ],
        leadIns: ['This is what our region is made of.', 'Here is one more reason to be proud of where we live and work.'],
        openings: [
          `At ${organization}, we tell the story of our region, and a big part of it is ${topic}.`,
          `We are proud to share ${topic}, because it says a lot about who we are and where we are going.`,
        ],
        reactions: [
          'We are proud of it, because it says a lot about who we are and where we are going.',
          'We are sharing it because stories like this make this a great place to live and work.',
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
          `Here is something ${audience} should know about: ${hookTopic}.`,
          `What we are working on ${where}: ${hookTopic}.`,
        ],
        leadIns: [`Here is something ${audience} should know.`, `An update from ${organization}.`],
        openings: [
          `At ${organization}, our focus is ${c.goalPhrase}, and part of that work is ${topic}.`,
          `We are sharing this as part of our focus on ${c.goalPhrase}: ${topic}.`,
        ],
        reactions: [
          `We are sharing it as part of our focus on ${c.goalPhrase}.`,
          `We are sharing it because it matters to ${audience} ${where}.`,
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
