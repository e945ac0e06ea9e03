import type { MailAttachment } from '@roi/contract/mail';
import { escapeHtml } from '../../lib/escape-html.js';

/** An email as the product writes it: plain text and HTML, with the organisation it speaks for. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  organizationId: number | null;
  /** Files sent with it: a monthly report's PDF. */
  attachments?: MailAttachment[];
}

/** What the product is called, where a message speaks for no organisation. */
const PRODUCT_NAME = 'ROI Social';

/** One layout for every message: a heading, paragraphs, and an optional button or code. */
function compose(options: {
  to: string;
  organizationId: number | null;
  organizationName: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
  footer: string;
}): MailMessage {
  const { organizationName, paragraphs, action, code, footer } = options;
  const text = [
    `${organizationName}`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(code ? [`Your code: ${code}`, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f5f5f5;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:13px;color:#6b7280;margin:0 0 16px">${escapeHtml(organizationName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(options.subject)}</h1>
${paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n')}
${code ? `<p style="font-size:28px;letter-spacing:8px;font-weight:bold;margin:24px 0">${escapeHtml(code)}</p>` : ''}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#19ACF2;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { to: options.to, subject: options.subject, text, html, organizationId: options.organizationId };
}

export function invitationEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  inviterName: string;
  link: string;
  validDays: number;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: `You are invited to join ${input.organizationName}`,
    paragraphs: [
      `${input.inviterName} has invited you to plan and publish social media posts with ${input.organizationName}.`,
      `Complete your registration with the link below. It is valid for ${input.validDays} days and can be used once.`,
    ],
    action: { label: 'Complete registration', url: input.link },
    footer: 'If you did not expect this invitation, you can ignore this email.',
  });
}

/**
 * What an address that already has an account gets instead of an invitation: an address belongs to one
 * organisation, so there is no link. The inviter is answered as for any other address.
 */
export function invitationToAccountHolderEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  inviterName: string;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: `You were invited to join ${input.organizationName}`,
    paragraphs: [
      `${input.inviterName} has invited this address to join ${input.organizationName}, but it already has an account, and an address can belong to one organization only.`,
      `To join ${input.organizationName} as well, ask them to invite another of your addresses. Your account stays as it is.`,
    ],
    action: { label: 'Sign in', url: input.link },
    footer: 'If you did not expect this invitation, no action is needed.',
  });
}

/**
 * Whoever signs up types the address, so the message carries nothing else they typed: the address's
 * owner may not be the one signing up.
 */
export function signupCodeEmail(input: { to: string; code: string; validSeconds: number }): MailMessage {
  return compose({
    to: input.to,
    organizationId: null,
    organizationName: PRODUCT_NAME,
    subject: 'Your sign-up code',
    paragraphs: [
      `Enter this code to finish signing up to ${PRODUCT_NAME}. It is valid for ${Math.round(input.validSeconds / 60)} minutes.`,
    ],
    code: input.code,
    footer: 'If you did not sign up, you can ignore this email: nothing is created without the code.',
  });
}

export function existingAccountEmail(input: { to: string; organizationId: number; organizationName: string; link: string }): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: 'You already have an account',
    paragraphs: [
      'Someone, perhaps you, tried to sign up with this address, which already has an account.',
      'Sign in instead, or reset your password from the sign-in page if you have forgotten it.',
    ],
    action: { label: 'Sign in', url: input.link },
    footer: 'If this was not you, no action is needed.',
  });
}

export function passwordResetCodeEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  code: string;
  validSeconds: number;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: 'Your password reset code',
    paragraphs: [
      `Enter this code to choose a new password. It is valid for ${Math.round(input.validSeconds / 60)} minutes.`,
    ],
    code: input.code,
    footer: 'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  });
}

export function connectionEndingEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  memberName: string;
  endsOn: string;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: 'Your LinkedIn connection ends in a week',
    paragraphs: [
      `The LinkedIn connection of ${input.memberName} ends on ${input.endsOn}. After that, posts of ${input.organizationName} cannot be published through it.`,
      'Reconnect LinkedIn to keep publishing: it takes a minute.',
    ],
    action: { label: 'Reconnect on the Scheduling screen', url: input.link },
    footer: 'You receive this because you are an admin of the organization.',
  });
}

/** A rejection goes back to the post's author with the reviewer's reasons. */
export function reviewRejectedEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  campaignName: string;
  reviewerName: string;
  reasons: string;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: `Your post for “${input.campaignName}” was rejected`,
    paragraphs: [
      `${input.reviewerName} rejected your post for “${input.campaignName}” and gave these reasons:`,
      input.reasons,
      'The post is a draft again: change it and submit it for approval once more.',
    ],
    action: { label: 'Open the post', url: input.link },
    footer: 'You receive this email because you submitted this post for approval.',
  });
}

/** A scheduled time came while the post was still waiting for approval: it was not published. */
export function reviewExpiredEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  campaignName: string;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: `Your post for “${input.campaignName}” expired before it was approved`,
    paragraphs: [
      `Your post for “${input.campaignName}” was still waiting for approval when its scheduled time came, so it was not published.`,
      'It is a draft again: choose a new time and submit it for approval once more.',
    ],
    action: { label: 'Open the post', url: input.link },
    footer: 'You receive this email because you submitted this post for approval.',
  });
}

/** A review link for an external reviewer named on the post's approval chain. */
export function reviewLinkEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  campaignName: string;
  reviewerName: string;
  senderName: string;
  link: string;
  validDays: number;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: `Please review a post for “${input.campaignName}”`,
    paragraphs: [
      `Hello ${input.reviewerName},`,
      `${input.senderName} asks you to approve or reject a LinkedIn post of ${input.organizationName} before it goes out. You need no account: the link shows that one post.`,
      `The link works for ${input.validDays} days, for one decision.`,
    ],
    action: { label: 'Review the post', url: input.link },
    footer: 'If you were not expecting this, you can ignore this email: nothing is published without the approvals it needs.',
  });
}

/** Someone mentioned the person in a comment on a post. */
export function mentionEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  campaignName: string;
  authorName: string;
  comment: string;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: `${input.authorName} mentioned you on a post for “${input.campaignName}”`,
    paragraphs: [`${input.authorName} wrote:`, input.comment],
    action: { label: 'Open the conversation', url: input.link },
    footer: 'You receive this email because someone mentioned you in a comment.',
  });
}

/** A post reached a step of its approval chain that the person approves. */
export function reviewWaitingEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  campaignName: string;
  stepName: string;
  link: string;
}): MailMessage {
  return compose({
    to: input.to,
    organizationId: input.organizationId,
    organizationName: input.organizationName,
    subject: `A post for “${input.campaignName}” waits for your approval`,
    paragraphs: [
      `A LinkedIn post of ${input.organizationName} for “${input.campaignName}” has reached the step “${input.stepName}”, which you approve.`,
      'Nothing is published until the approvals it needs are given.',
    ],
    action: { label: 'Review the post', url: input.link },
    footer: 'You receive this email because you are an approver on this organisation’s approval chain.',
  });
}

/** The organisation's PDF report of a month, to each of the people it named. */
export function monthlyReportEmail(input: {
  to: string;
  organizationId: number;
  organizationName: string;
  monthName: string;
  fileName: string;
  pdf: Buffer;
  link: string;
}): MailMessage {
  return {
    ...compose({
      to: input.to,
      organizationId: input.organizationId,
      organizationName: input.organizationName,
      subject: `${input.organizationName}: LinkedIn report for ${input.monthName}`,
      paragraphs: [
        `The LinkedIn results of ${input.organizationName} for ${input.monthName} are attached as a PDF: the overview against the month before, the results by campaign with their outcomes, and the top posts.`,
      ],
      action: { label: 'See the figures in Analytics & Reports', url: input.link },
      footer: `You receive this because ${input.organizationName} named you to get its monthly report. It can stop them under Analytics & Reports.`,
    }),
    attachments: [{ filename: input.fileName, content_type: 'application/pdf', content_base64: input.pdf.toString('base64') }],
  };
}
