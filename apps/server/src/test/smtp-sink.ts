import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The files sent with it, their bytes as base64. */
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The next message to the address whose subject matches, waiting for it to arrive. */
  waitFor(to: string, subject: RegExp): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port that keeps every message it receives, parsed, and hands
 * each to `onMessage` as well (the browser tests write them where their test process can read them).
 */
export async function startSmtpSink(onMessage: (message: ReceivedMail) => void = () => {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            const message = {
              to: recipient.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                contentBase64: file.content.toString('base64'),
              })),
            };
            messages.push(message);
            onMessage(message);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, subject) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = messages.find((message) => !taken.has(message) && message.to === to && subject.test(message.subject));
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no email to ${to} matching ${subject} within 10 s`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
