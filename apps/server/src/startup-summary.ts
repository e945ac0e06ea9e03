import type { Config } from './config.js';

/**
 * What a person starting the server needs to read among the log lines, in plain words: where to open
 * the product, and where its emails go (codes and invitation links must reach someone).
 */
export function startupSummary(config: Config): string {
  const open = config.webDistDir
    ? `ROI Social is ready: open ${config.appUrl}`
    : `The ROI Social API is ready at ${config.appUrl} (the web client is not built: run \`npm run build\`)`;
  const emails = config.mail.smtpUrl
    ? `Emails are sent through ${smtpServerOf(config.mail.smtpUrl)}.`
    : [
        'Emails are not sent: SMTP_URL is not set. They are kept in the outbox, which agency administrators',
        `read in the product under Settings → Email outbox${config.isProduction ? '' : ', and printed in this log'}.`,
      ].join('\n  ');
  return `\n  ${open}\n  ${emails}\n\n`;
}

/** The server's address without the credentials the URL may carry. */
function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}
