import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../lib/services.js';
import { findRecentOutboxMessages } from './mail.repository.js';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The outbox as a page, so that codes and invitation links can be read on the embedded default. It
 * exists only while no SMTP server is configured and not in production (decisions §5).
 */
export function devMailboxRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(DEV_MAILBOX_PATH, { config: { public: true }, schema: { hide: true } }, async (_request, reply) => {
      const messages = await findRecentOutboxMessages(services.db, 50);
      const items = messages
        .map(
          (message) => `<article style="background:#fff;border-radius:12px;padding:16px 20px;margin:0 0 16px">
<p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(message.createdAt.toISOString())} · to ${escapeHtml(message.toAddress)}</p>
<h2 style="font-size:17px;margin:8px 0">${escapeHtml(message.subject)}</h2>
<pre style="white-space:pre-wrap;font-family:inherit;margin:0">${escapeHtml(message.textBody)}</pre></article>`,
        )
        .join('\n');
      reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;background:#f5f5f5;color:#1f2937;max-width:760px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">Dev mailbox</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so emails are kept here instead of being sent. Newest first.</p>
${items || '<p>No emails yet.</p>'}
</body></html>`);
    });
  };
}
