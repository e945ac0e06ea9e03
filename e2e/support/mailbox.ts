import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { ReceivedMail } from '../../apps/server/src/test/smtp-sink.js';

/** The newest email to the address whose subject matches, waiting up to 10 s for it to arrive. */
export async function waitForEmail(to: string, subject: RegExp, after = 0): Promise<ReceivedMail & { index: number }> {
  const mailDir = inject('mailDir');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir)).filter((file) => file.endsWith('.json')).sort();
    for (const file of files.reverse()) {
      const index = Number.parseInt(file, 10);
      if (index <= after) break;
      const message = JSON.parse(await readFile(path.join(mailDir, file), 'utf8').catch(() => '{}')) as ReceivedMail;
      if (message.to === to.toLowerCase() && subject.test(message.subject)) return { ...message, index };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email to ${to} matching ${subject} within 10 s`);
}

export function codeIn(text: string, length: number): string {
  const match = new RegExp(`Your code: (\\d{${length}})`).exec(text);
  if (!match) throw new Error(`no ${length}-digit code in: ${text}`);
  return match[1]!;
}

/** The path and query of the invitation link, to open on the server under test. */
export function invitationPathIn(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/userinvite\?externalId=[A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1]!;
}
