import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.js';
import { E2E_ADMIN } from './accounts.js';
import { startServer } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    /** The SMTP server the run's email goes to, for servers a test starts itself. */
    smtpUrl: string;
  }
}

/**
 * One server on a fresh embedded database for the whole browser run, sending its email to a real SMTP
 * server whose messages land as files in `mailDir` for the tests to read.
 */
export default async function setup(project: TestProject) {
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'roi-e2e-mail-'));
  let received = 0;
  const sink = await startSmtpSink((message) => {
    received += 1;
    // Written aside and renamed, so that a reader never sees half a message.
    const file = path.join(mailDir, `${String(received).padStart(5, '0')}.json`);
    void writeFile(`${file}.part`, JSON.stringify(message)).then(() => rename(`${file}.part`, file));
  });
  const server = await startServer({
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: sink.url,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('smtpUrl', sink.url);
  return async () => {
    await server.stop();
    await sink.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}
